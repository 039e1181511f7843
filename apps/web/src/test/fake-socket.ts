// A WebSocket the test drives in place of the browser's: the test accepts the connection, sends
// the server's frames, and closes it, and reads what the page sent.
import type { ServerFrame } from '@dcm/shared';
import { vi } from 'vitest';

/** A browser WebSocket whose other end is the test. */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  // The server's side.
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** Replaces the browser's WebSocket for the test; undone by vi.unstubAllGlobals(). */
export function installFakeSocket() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

