// Brute-force limits (decision 0022). @fastify/rate-limit counts per client address through a route's
// `config.rateLimit`; `limitPer` adds a second count on the same route keyed by what the request
// targets (an e-mail, a phone), since one address may try many targets and many addresses one target.
// With REDIS_URL every count lives in Redis, so all server instances share it; without, in memory.
import { ErrorCode } from '@dcm/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/** Prefix of the counters in Redis. */
export const RATE_LIMIT_NAMESPACE = 'dcm:rate-limit:';

/**
 * The Redis connection of the counters. A call fails after one reconnection try while Redis is away,
 * and the limiter then lets the request through (skipOnError in app.ts): sign-in keeps working, and
 * the per-account counts kept in PostgreSQL (wrong passwords, phone-code tries) still hold.
 */
export function createRateLimitRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
}

export interface TargetLimit {
  /** Names the counter, so two limits on one target do not share it. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** The request's target, already parsed (a preHandler sees the body); undefined: not counted. */
  target: (request: FastifyRequest) => string | undefined;
}

/** A preHandler answering 429 TOO_MANY_ATTEMPTS (with Retry-After) once a target used up its limit. */
export function limitPer(app: FastifyInstance, limit: TargetLimit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${limit.target(request) ?? ''}`,
    allowList: (request) => limit.target(request) === undefined,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    throw new AppError(ErrorCode.TooManyAttempts, 429);
  };
}
