// Answers that browsers keep but ask about again every time (`no-cache` + an ETag): an unchanged
// answer costs a 304 with no body, and an admin's edit shows on the next read. For small public
// tables (code labels, holidays) whose digest is cheaper than a stale screen.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The validator of an answer as sent: a digest of the answer itself, so any edit changes it. */
const etagOf = (body: unknown): string => `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (a list, weak or strong, or `*`). */
function named(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends `body` with its ETag and `no-cache`, or a bodiless 304 when the browser holds it already. */
export function withValidator<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', 'public, no-cache').header('etag', etag);
  return named(request.headers['if-none-match'], etag) ? reply.code(304).send() : body;
}
