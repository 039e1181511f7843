// Real sockets for the realtime tests: a browser tab's WebSocket at /ws, every frame it heard kept
// and waited for by type, and a test app listening on a free loopback port.
import { WS_PATH, type ServerFrame } from '@dcm/shared';
import type { TestApp } from './app.ts';
import type { Session } from './members.ts';

/** One browser tab's socket: every frame kept, waited for by type and condition. */
export class Tab {
  private frames: ServerFrame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number }>;

  private readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (event) => {
      this.frames.push(JSON.parse(String(event.data)) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.addEventListener('close', (event) => resolve({ code: event.code })));
  }

  static async open(base: string): Promise<Tab> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${WS_PATH}`);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', reject, { once: true });
    });
    return new Tab(ws);
  }

  /** Opens a socket and authenticates it; answers once `ready` came. */
  static async signedIn(base: string, who: Session, lang: 'A' | 'B' = 'A'): Promise<Tab> {
    const tab = await Tab.open(base);
    tab.send({ type: 'auth', token: who.token, lang });
    await tab.next('ready');
    return tab;
  }

  send(frame: object): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame of `type` (matching `when`) not taken yet; taken by this call. */
  async next<T extends ServerFrame['type']>(type: T, when: (f: Extract<ServerFrame, { type: T }>) => boolean = () => true, timeoutMs = 5000): Promise<Extract<ServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f) => f.type === type && when(f as Extract<ServerFrame, { type: T }>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<ServerFrame, { type: T }>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Whether a frame of `type` came within `ms` (for what must not come). */
  async gets(type: ServerFrame['type'], ms = 300): Promise<boolean> {
    return this.next(type, () => true, ms).then(
      () => true,
      () => false,
    );
  }

  close(): void {
    this.ws.close();
  }
}

/** Listens on a free loopback port; answers the base URL (http://127.0.0.1:port). */
export async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}
