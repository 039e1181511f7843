// What the two SMS fakes share: a local HTTP server on 127.0.0.1 that keeps the messages it
// accepted and can be told to refuse the next requests the way its provider does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next request instead of accepting it. */
export type SmsFakeFault = 'invalidNumber' | 'noBalance' | 'rateLimited' | 'serverError' | 'hang';

export interface SmsFakeMessage {
  to: string;
  from: string;
  text: string;
  at: number;
}

export interface SmsFake {
  /** Give this to the adapter (SOLAPI_API_URL, TWILIO_API_URL). */
  baseUrl: string;
  /** Every message accepted, oldest first. */
  messages: SmsFakeMessage[];
  /** Every request received, accepted or not. */
  requests: number;
  /** The next `times` requests get `fault` instead of being accepted. */
  failNext(fault: SmsFakeFault, times?: number): void;
  /** The newest code of `digits` digits sent to a number ending in `phoneTail`, waiting for it up to `timeoutMs`. */
  codeFor(phoneTail: string, options?: { digits?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeHandler {
  /** The request's credentials are right (else 401 with `unauthorized`). */
  authorized(req: http.IncomingMessage): boolean;
  unauthorized: FakeAnswer;
  /** The provider's answer to each fault. */
  fault(fault: Exclude<SmsFakeFault, 'hang'>): FakeAnswer;
  /** Reads a message out of the body, or answers the provider's refusal. */
  accept(path: string, body: string): SmsFakeMessage | FakeAnswer;
  accepted(message: SmsFakeMessage): unknown;
}

export async function startFakeServer(handler: FakeHandler): Promise<SmsFake> {
  const messages: SmsFakeMessage[] = [];
  const faults: SmsFakeFault[] = [];
  const hanging = new Set<http.ServerResponse>();
  let requests = 0;
  const answer = (res: http.ServerResponse, a: FakeAnswer) => res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests++;
      if (!handler.authorized(req)) return answer(res, handler.unauthorized);
      const fault = faults.shift();
      if (fault === 'hang') return void hanging.add(res);
      if (fault) return answer(res, handler.fault(fault));
      const result = handler.accept(req.url ?? '', body);
      if ('status' in result) return answer(res, result);
      messages.push(result);
      answer(res, { status: 200, body: handler.accepted(result) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    get requests() {
      return requests;
    },
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    async codeFor(phoneTail, options = {}) {
      const pattern = new RegExp(`\\b\\d{${options.digits ?? 6}}\\b`);
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const message = messages.findLast((m) => m.to.endsWith(phoneTail));
        const code = message && pattern.exec(message.text)?.[0];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code reached ${phoneTail}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
