// AppError is what services throw; one handler turns every error into the body of ARCHITECTURE §3,
// with the message in the caller's language. Stacks and SQL never reach the caller.
import { ErrorCode, type ErrorBody, type ErrorDetails } from '@dcm/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, fieldMessage, localeOf } from './i18n.ts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field → validation key of the catalogue (e.g. { email: 'emailInUse' }); translated on the way out. */
  readonly fields?: Record<string, string>;
  /** Facts the caller acts on, e.g. the shortfall of INSUFFICIENT_MILEAGE. */
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, status: number, fields?: Record<string, string>, details?: ErrorDetails) {
    super(code);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.details = details;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = localeOf(request);
    const send = (status: number, code: ErrorCode, fields?: Record<string, string>, details?: ErrorDetails) => {
      const body: ErrorBody = { error: { code, message: errorMessage(code, locale), ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
      return reply.status(status).send(body);
    };

    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds !== undefined) void reply.header('retry-after', error.details.retryAfterSeconds);
      // AppError fields hold validation keys ('required', 'passwordMismatch', …): say them here.
      const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, key]) => [k, fieldMessage({ message: key }, locale)]));
      return send(error.status, error.code, fields, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= fieldMessage({ ...v.params, code: v.keyword, message: v.message }, locale);
      }
      return send(400, ErrorCode.ValidationFailed, fields);
    }

    if (error.statusCode === 429) return send(429, ErrorCode.TooManyAttempts);
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return send(413, ErrorCode.FileSizeExceeded);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, error.statusCode === 404 ? ErrorCode.NotFound : ErrorCode.ValidationFailed);
    }

    // A text holding U+0000, which PostgreSQL cannot store (22021): the caller's input, not a fault
    // (found by the security fuzzer).
    if ((error as { cause?: { code?: unknown } }).cause?.code === '22021') return send(400, ErrorCode.ValidationFailed);

    request.log.error(error);
    return send(500, ErrorCode.Internal);
  });
}
