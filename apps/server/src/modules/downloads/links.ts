// Short-lived download links. A module that has decided the viewer may read some files asks for a
// link; the browser then downloads it natively (its own download manager, progress, resume), with
// no bearer token, since the signed link itself is the permission. Stateless: the token carries its
// target and expiry, signed with the server's key, so nothing is stored and any instance can serve it.
import crypto from 'node:crypto';
import { ErrorCode } from '@dcm/shared';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

export type DownloadTarget =
  | { kind: 'file'; fileId: string }
  /** `path` is the name inside the archive and may hold one folder, e.g. `v2/crown.stl`. */
  | { kind: 'zip'; name: string; entries: Array<{ fileId: string; path: string }> };

export interface DownloadLinks {
  issue(target: DownloadTarget, ttlSeconds?: number): { url: string; expiresAt: string };
  /** The target of a link; a forged or damaged one is a 404, an expired one a 410. */
  verify(token: string): DownloadTarget;
}

/** Long enough to start a download after the page asked for it, short enough that a copied link dies soon. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

// The URL carries the payload, so its keys are one letter: x expiry (Unix seconds), f a file's id,
// n a ZIP's name and z its entries as [fileId, path] pairs.
const Payload = z.union([
  z.object({ x: z.number(), f: z.string() }),
  z.object({ x: z.number(), n: z.string(), z: z.array(z.tuple([z.string(), z.string()])).min(1) }),
]);
type Payload = z.infer<typeof Payload>;

function payloadOf(target: DownloadTarget, expiry: number): Payload {
  if (target.kind === 'file') return { x: expiry, f: target.fileId };
  return { x: expiry, n: target.name, z: target.entries.map((entry) => [entry.fileId, entry.path]) };
}

function targetOf(payload: Payload): DownloadTarget {
  if ('f' in payload) return { kind: 'file', fileId: payload.f };
  return { kind: 'zip', name: payload.n, entries: payload.z.map(([fileId, path]) => ({ fileId, path })) };
}

export function createDownloadLinks(secret: Buffer): DownloadLinks {
  const sign = (body: string) => crypto.createHmac('sha256', secret).update(body).digest();

  const readPayload = (token: string): Payload => {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) throw new AppError(ErrorCode.NotFound, 404);
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(body);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new AppError(ErrorCode.NotFound, 404);
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) throw new AppError(ErrorCode.NotFound, 404);
    return parsed.data;
  };

  return {
    issue(target, ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS) {
      const expiry = Math.floor(Date.now() / 1000) + ttlSeconds;
      const body = Buffer.from(JSON.stringify(payloadOf(target, expiry))).toString('base64url');
      const token = `${body}.${sign(body).toString('base64url')}`;
      return { url: `/api/v1/downloads/${token}`, expiresAt: new Date(expiry * 1000).toISOString() };
    },
    verify(token) {
      // The signature is checked first: only a link the server issued can be told it expired.
      const payload = readPayload(token);
      if (payload.x * 1000 <= Date.now()) throw new AppError(ErrorCode.DownloadLinkExpired, 410);
      return targetOf(payload);
    },
  };
}
