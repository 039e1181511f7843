// A local stand-in for Solapi's message API v4 (`POST /messages/v4/send`): it checks the
// HMAC-SHA256 Authorization header as Solapi does (key, date, signature, none used twice), refuses a
// recipient that is not a Korean mobile number with a ValidationError, and answers Solapi's own
// error bodies for the faults tests ask for.
import crypto from 'node:crypto';
import { startFakeServer, type SmsFake, type SmsFakeOptions } from './fake-server.ts';

export const SOLAPI_FAKE_KEY = 'NCSFAKEAPIKEY000';
export const SOLAPI_FAKE_SECRET = 'FAKESECRETFAKESECRETFAKESECRET00';
export const SOLAPI_FAKE_SENDER = '0212345678';

/** Solapi refuses a signature dated more than 15 minutes off, and one used before (a replay). */
const DATE_SKEW_MS = 15 * 60 * 1000;

/**
 * Solapi's refusal of the Authorization header, as its authentication guide lists them (all 403):
 * an unknown key, a date 15 minutes off, a signature used before, a signature that does not match.
 */
function authRefusal(header: string | undefined, apiKey: string, apiSecret: string, signatures: Set<string>): string | undefined {
  const fields = Object.fromEntries(
    (/^HMAC-SHA256 (.*)$/.exec(header ?? '')?.[1] ?? '').split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  if (!fields.apiKey || !fields.date || !fields.salt || !fields.signature) return 'SignatureDoesNotMatch';
  if (fields.apiKey !== apiKey) return 'InvalidAPIKey';
  if (!(Math.abs(Date.now() - Date.parse(fields.date)) <= DATE_SKEW_MS)) return 'RequestTimeTooSkewed';
  if (signatures.has(fields.signature)) return 'DuplicatedSignature';
  const expected = crypto.createHmac('sha256', apiSecret).update(fields.date + fields.salt).digest('hex');
  if (expected.length !== fields.signature.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(fields.signature))) return 'SignatureDoesNotMatch';
  signatures.add(fields.signature);
  return undefined;
}

export function startSolapiFake(options: SmsFakeOptions & { apiKey?: string; apiSecret?: string } = {}): Promise<SmsFake> {
  const apiKey = options.apiKey ?? SOLAPI_FAKE_KEY;
  const apiSecret = options.apiSecret ?? SOLAPI_FAKE_SECRET;
  const error = (status: number, errorCode: string, errorMessage: string) => ({ status, body: { errorCode, errorMessage } });
  const signatures = new Set<string>();
  return startFakeServer({
    refuseAuth(req) {
      const refusal = authRefusal(req.headers.authorization, apiKey, apiSecret, signatures);
      return refusal === undefined ? undefined : error(403, refusal, `Authorization refused: ${refusal}`);
    },
    fault: (fault) =>
      ({
        invalidNumber: error(400, 'ValidationError', '수신번호(to)가 올바르지 않습니다.'),
        notMobile: error(400, 'ValidationError', '수신번호(to)는 휴대폰 번호여야 합니다.'),
        noBalance: error(402, 'NotEnoughBalance', '잔액이 부족합니다.'),
        rateLimited: error(429, 'TooManyRequests', 'Too many requests.'),
        serverError: error(500, 'InternalError', '일시적으로 처리량이 많습니다.'),
      })[fault],
    accept(path, raw) {
      if (path !== '/messages/v4/send') return error(404, 'NotFound', `No route ${path}`);
      let message: { to?: unknown; from?: unknown; text?: unknown } | undefined;
      try {
        message = (JSON.parse(raw) as { message?: typeof message }).message;
      } catch {
        return error(400, 'ValidationError', 'The body is not JSON.');
      }
      if (typeof message?.to !== 'string' || !/^01\d{8,9}$/.test(message.to)) return error(400, 'ValidationError', '수신번호(to)가 올바르지 않습니다.');
      if (typeof message.from !== 'string' || typeof message.text !== 'string' || !message.text) return error(400, 'ValidationError', 'from, text are required.');
      return { to: message.to, from: message.from, text: message.text, at: Date.now() };
    },
    accepted: (m) => ({
      groupId: `G4V${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      messageId: `M4V${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      statusCode: '2000',
      statusMessage: '정상 접수(이통사로 접수 예정)',
      to: m.to,
      from: m.from,
      type: 'SMS',
    }),
  }, options);
}
