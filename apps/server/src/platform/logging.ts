// What the server's log may hold (decision 0022): no secrets, no personal data. Requests are logged
// by method and path only: query strings carry reset tokens, OAuth codes and e-mails, and a download
// path is itself a signed link. Headers that carry credentials are redacted wherever they appear,
// and errors lose the values a failed SQL statement was given (an e-mail, a password hash).
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const REDACTED = '[redacted]';

/** Paths whose last part is a credential: kept up to the prefix. */
const SECRET_PATHS = ['/api/v1/downloads/'];

/** The path of a request as it may be logged: no query string, no signed link. */
export function loggablePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const secret = SECRET_PATHS.find((prefix) => path.startsWith(prefix));
  return secret ? `${secret}${REDACTED}` : path;
}

/** The bound values of a failed statement, in Drizzle's message ("params: …") and in pg's `detail` ("Key (email)=(…)"). */
const scrub = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
const HIDDEN_ERROR_FIELDS = new Set(['params', 'parameters', 'detail']);

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: LoggedError = { type: error.name, message: scrub(error.message) ?? '', stack: scrub(error.stack) ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    out[key] = HIDDEN_ERROR_FIELDS.has(key) ? REDACTED : value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.refreshToken',
  '*.accessToken',
];

/** Fastify's logger options; `stream` lets a test read what would be written. */
export function loggerOptions(config: Config, stream?: Writable) {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggablePath(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
