// The live side of the viewer's pins: `GET /orders/:id/pins/stream` is a server-sent event stream
// that needs the member's bearer token, which EventSource cannot send, so it is read with fetch and
// parsed here. A dropped stream is opened again after a pause; each opening tells the page to read
// the list again, so a pin posted while the line was down is not missed.
import { OrderPin } from '@dcm/shared';
import { getToken } from '../../lib/browser-storage.ts';
import { refreshAccessToken } from '../../lib/http.ts';
import { currentLangCode } from '../../lib/i18n.ts';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Cuts a text stream into server-sent events. Chunks may split an event, a line or a CRLF anywhere;
 * an event is complete at its blank line. Comment lines (`:`, the keep-alives) are skipped.
 */
export class EventStreamParser {
  private pending = '';

  /** The events completed by this chunk, in order. */
  push(chunk: string): StreamEvent[] {
    this.pending += chunk;
    const events: StreamEvent[] = [];
    // A lone CR at the chunk's end may be the first half of a CRLF: it waits for the next chunk.
    const normalised = this.pending.replace(/\r\n?/g, (match, offset: number, whole: string) =>
      match === '\r' && offset === whole.length - 1 ? match : '\n',
    );
    const blocks = normalised.split('\n\n');
    this.pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseBlock(block);
      if (event) events.push(event);
    }
    return events;
  }
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    // The standard allows one space after the colon, not part of the value.
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/** How long a dropped stream waits before opening again. */
export const RECONNECT_MS = 3_000;

interface FollowOptions {
  onPin: (pin: OrderPin) => void;
  /** Each time the stream opens (first time included): what came meanwhile is read by the caller. */
  onOpen?: () => void;
  signal: AbortSignal;
}

/** Follows the order's new pins until `signal` aborts; a refused token is refreshed once, as the HTTP client does. */
export async function followPins(orderId: string, { onPin, onOpen, signal }: FollowOptions): Promise<void> {
  const url = `/api/v1/orders/${encodeURIComponent(orderId)}/pins/stream`;
  while (!signal.aborted) {
    try {
      let response = await open(url, signal);
      if (response.status === 401 || response.status === 403) {
        await refreshAccessToken();
        response = await open(url, signal);
      }
      // Not allowed (any more) or not found: opening again would be refused the same way.
      if (response.status >= 400 && response.status < 500) return;
      if (response.ok && response.body) {
        onOpen?.();
        await readPins(response.body, onPin);
      }
    } catch {
      // A dropped line or a failed refresh: tried again below, unless the page is gone.
    }
    await pause(RECONNECT_MS, signal);
  }
}

const open = (url: string, signal: AbortSignal) =>
  fetch(url, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${getToken() ?? ''}`, lang: currentLangCode() },
    credentials: 'include',
    signal,
  });

async function readPins(body: ReadableStream<Uint8Array>, onPin: (pin: OrderPin) => void) {
  const parser = new EventStreamParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const { event, data } of parser.push(decoder.decode(value, { stream: true }))) {
      if (event !== 'pin') continue;
      const pin = OrderPin.safeParse(parseJson(data));
      if (pin.success) onPin(pin.data);
    }
  }
}

/** A block that is not JSON is skipped like any event this page does not know. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
