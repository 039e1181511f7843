// What the two SMS fakes share: a local HTTP server on 127.0.0.1 that keeps the messages it
// accepted and can be told to refuse the next requests the way its provider does.
import http from 'node:http';
import { SmsError } from '../provider.ts';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers the next request instead of accepting it: the provider's own refusal of a
 * number (`notMobile`: a number that takes no SMS, such as a landline), of an empty account, of too
 * many requests, a 5xx, or no answer at all (`hang`, until the caller gives up).
 */
export type SmsFakeFault = 'invalidNumber' | 'notMobile' | 'noBalance' | 'rateLimited' | 'serverError' | 'hang';
const FAULTS: readonly SmsFakeFault[] = ['invalidNumber', 'notMobile', 'noBalance', 'rateLimited', 'serverError', 'hang'];

export interface SmsFakeMessage {
  to: string;
  from: string;
  text: string;
  at: number;
}

/** A request as the fake received it, whatever it answered: tests check the exact shape. */
export interface SmsFakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SmsFake {
  /** Give this to the adapter (SOLAPI_API_URL, TWILIO_API_URL). */
  baseUrl: string;
  /** Every message accepted, oldest first. */
  messages: SmsFakeMessage[];
  /** Every request received, accepted or not, oldest first. */
  requests: SmsFakeRequest[];
  /**
   * The next `times` requests get `fault` instead of being accepted: `failNext('serverError', 3)` is a
   * provider down for three requests, then up again.
   */
  failNext(fault: SmsFakeFault, times?: number): void;
  /**
   * The next request (after any queued faults) gets exactly this answer: for a provider answer no
   * named fault covers, such as Solapi's 200 whose statusCode is not 2000.
   */
  answerNext(answer: FakeAnswer): void;
  /** The newest code of `digits` digits sent to a number ending in `phoneTail`, waiting for it up to `timeoutMs`. */
  codeFor(phoneTail: string, options?: { digits?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeHandler {
  /** The provider's refusal of the request's credentials, or undefined when they are right. */
  refuseAuth(req: http.IncomingMessage): FakeAnswer | undefined;
  /** The provider's answer to each fault. */
  fault(fault: Exclude<SmsFakeFault, 'hang'>): FakeAnswer;
  /** Reads a message out of the body, or answers the provider's refusal. */
  accept(path: string, body: string): SmsFakeMessage | FakeAnswer;
  accepted(message: SmsFakeMessage): unknown;
}

/** Where the fake listens: a free port unless told (a browser journey's server must know it before start). */
export interface SmsFakeOptions {
  port?: number;
}

/**
 * The fake's own control path, for a test in another process than the fake (a Playwright worker):
 * `GET /__fake/messages` lists the accepted messages, `POST /__fake/fail` with `{ fault, times }`
 * queues refusals. No provider has such a path, so it cannot be mistaken for the API.
 */
export const FAKE_CONTROL_PATH = '/__fake';

export async function startFakeServer(handler: FakeHandler, options: SmsFakeOptions = {}): Promise<SmsFake> {
  const messages: SmsFakeMessage[] = [];
  const faults: Array<SmsFakeFault | FakeAnswer> = [];
  const hanging = new Set<http.ServerResponse>();
  const requests: SmsFakeRequest[] = [];
  const answer = (res: http.ServerResponse, a: FakeAnswer) => res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === `${FAKE_CONTROL_PATH}/messages` && req.method === 'GET') return answer(res, { status: 200, body: messages });
      if (req.url === `${FAKE_CONTROL_PATH}/fail` && req.method === 'POST') {
        let asked: { fault?: SmsFakeFault; times?: number } = {};
        try {
          asked = JSON.parse(body || '{}') as typeof asked;
        } catch {
          // answered below as a request naming no fault
        }
        const { fault, times } = asked;
        if (!fault || !FAULTS.includes(fault)) return answer(res, { status: 400, body: { error: `fault: one of ${FAULTS.join(', ')}` } });
        for (let i = 0; i < (times ?? 1); i++) faults.push(fault);
        return answer(res, { status: 200, body: { queued: faults.length } });
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const refused = handler.refuseAuth(req);
      if (refused) return answer(res, refused);
      const fault = faults.shift();
      if (fault === 'hang') return void hanging.add(res);
      if (typeof fault === 'object') return answer(res, fault);
      if (fault) return answer(res, handler.fault(fault));
      const result = handler.accept(req.url ?? '', body);
      if ('status' in result) return answer(res, result);
      messages.push(result);
      answer(res, { status: 200, body: handler.accepted(result) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    requests,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    answerNext(answer) {
      faults.push(answer);
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

/** The SmsError a send refused with; a send that went through, or failed otherwise, is the test's error. */
export async function refusalOf(send: Promise<unknown>): Promise<SmsError> {
  const outcome = await send.then(
    () => new Error('the send went through'),
    (e: unknown) => e,
  );
  if (outcome instanceof SmsError) return outcome;
  throw outcome;
}
