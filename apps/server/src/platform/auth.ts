// Access tokens: JWT (HS256, ARCHITECTURE §3: 15 minutes by default) signed with a key kept in
// DATA_DIR, by node:crypto's HMAC (any JWT library reads them: the tests check jose does both ways).
// `app.authenticate` is the preHandler every protected route uses; it sets `request.member` from the
// token alone, so it costs no database read. The token says whether the member's join is approved
// (SPEC §1: approval code B); a member who is not is refused (403 ACCOUNT_NOT_APPROVED) except on the
// few routes that opt in with `config: { allowUnapproved: true }` (reading one's session and join,
// resubmitting it, one's push device). A token without the claim, or a member approved after signing
// in, waits for the next refresh (tokens live minutes). A member whose sessions were ended (suspended,
// rejected, withdrawn: decision 0028) is refused at once through the `isRevoked` port, an in-memory
// lookup the app fills from modules/auth/revocations.ts.
import crypto from 'node:crypto';
import { ErrorCode, Role } from '@dcm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

export interface TokenMember {
  memberNo: number;
  role: string;
}

/** What an access token carries: the member, whether their join is approved, and its sign-in. */
export interface AccessMember extends TokenMember {
  approved: boolean;
  /**
   * The sign-in the token belongs to (its refresh-token family, claim `sid`): a logout ends that one
   * session's tokens on every instance (issue 32). Absent from tokens signed before it was added.
   */
  sessionId?: string;
}

/** A verified token: its member, and when it was issued to the millisecond (JWT's `iat` has seconds). */
export interface VerifiedAccess extends AccessMember {
  issuedAtMs: number;
}

export interface AccessTokens {
  /**
   * `stateAt`: when the member's state this token vouches for was read (default now). The token's
   * millisecond instant is that read, not the signing: a revocation committed after the read voids
   * the token even when a slow step (a password hash) signs it after the revocation was announced.
   */
  sign(member: AccessMember, stateAt?: number): Promise<string>;
  verify(token: string): Promise<VerifiedAccess>;
}

/** The only header our tokens carry, base64url-encoded once. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const hmac = (key: crypto.KeyObject, signingInput: string): Buffer => crypto.createHmac('sha256', key).update(signingInput).digest();

/**
 * The claims of an HS256 JWT whose signature `key` made, or an Error: another algorithm, a bad
 * signature, a payload that is not an object, an `exp` passed or missing, an `nbf` to come. As
 * jose's `jwtVerify` with `algorithms: ['HS256']` checks them, without its detour through WebCrypto's
 * promise jobs on the thread pool (issue 27: every authenticated call checks a token; a sign-in's
 * signing queued behind the password hashes).
 */
function verifyHs256(token: string, key: crypto.KeyObject, nowSeconds: number): Record<string, unknown> {
  const [header, payload, signature, extra] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || extra !== undefined) throw new Error('not a compact JWS');
  const parsedHeader: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (typeof parsedHeader !== 'object' || parsedHeader === null || (parsedHeader as { alg?: unknown }).alg !== 'HS256' || 'crit' in parsedHeader) throw new Error('not HS256');
  const expected = hmac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new Error('bad signature');
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('claims are not an object');
  const { exp, nbf, iat } = claims as Record<string, unknown>;
  if (typeof exp !== 'number' || exp <= nowSeconds) throw new Error('expired');
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) throw new Error('not yet valid');
  if (iat !== undefined && typeof iat !== 'number') throw new Error('bad iat');
  return claims as Record<string, unknown>;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  const key = crypto.createSecretKey(secret);
  return {
    async sign(m, stateAt = Date.now()) {
      const now = Date.now();
      const iat = Math.floor(now / 1000);
      // iat_ms: a revocation in the same second as a sign-in must void only the tokens issued before
      // it; never later than the signing, so a caller cannot stamp a token past a future revocation.
      const claims = { role: m.role, approved: m.approved, iat_ms: Math.min(stateAt, now), ...(m.sessionId ? { sid: m.sessionId } : {}), sub: String(m.memberNo), iat, exp: iat + ttlSeconds };
      const signingInput = `${HS256_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signingInput}.${hmac(key, signingInput).toString('base64url')}`;
    },
    async verify(token) {
      const payload = verifyHs256(token, key, Math.floor(Date.now() / 1000));
      const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : ((payload.iat as number | undefined) ?? 0) * 1000;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { memberNo: Number(payload.sub), role: String(payload.role), approved: payload.approved === true, issuedAtMs, ...(sessionId ? { sessionId } : {}) };
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `authenticate` lets a member whose join is not approved through (the join-end screen's calls). */
    allowUnapproved?: boolean;
  }
  interface FastifyRequest {
    member: AccessMember | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** `authenticate`, then 403 unless the member is the admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Sets `request.member` when a valid token comes along; guests pass as null. */
    identify: (request: FastifyRequest) => Promise<void>;
    tokens: AccessTokens;
    /** The token's member, or undefined for a token that is forged, expired or revoked (the WebSocket's check). */
    accessMemberOf: (token: string) => Promise<AccessMember | undefined>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * Whether the member's sessions were ended after this token was issued, or its own session was ended
 * (a logout); absent, none ever are.
 */
export type IsRevoked = (memberNo: number, issuedAtMs: number, sessionId?: string) => boolean;

export const authPlugin = fp<{ tokens: AccessTokens; isRevoked?: IsRevoked }>(async (app: FastifyInstance, { tokens, isRevoked = () => false }) => {
  /** The token's member, or undefined for a token that is forged, expired or revoked. */
  const memberOfToken = async (token: string): Promise<AccessMember | undefined> => {
    const verified = await tokens.verify(token).catch(() => undefined);
    if (!verified || isRevoked(verified.memberNo, verified.issuedAtMs, verified.sessionId)) return undefined;
    return { memberNo: verified.memberNo, role: verified.role, approved: verified.approved, ...(verified.sessionId ? { sessionId: verified.sessionId } : {}) };
  };
  app.decorate('tokens', tokens);
  app.decorate('accessMemberOf', memberOfToken);
  app.decorateRequest('member', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new AppError(ErrorCode.Unauthorized, 401);
    const member = await memberOfToken(token);
    if (!member) throw new AppError(ErrorCode.Unauthorized, 401);
    request.member = member;
    if (!member.approved && !request.routeOptions.config.allowUnapproved) throw new AppError(ErrorCode.AccountNotApproved, 403);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.member?.role !== Role.Admin) throw new AppError(ErrorCode.Forbidden, 403);
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) request.member = (await memberOfToken(token)) ?? null;
  });
});

/** For routes whose member is set by `authenticate`. */
export function memberOf(request: FastifyRequest): TokenMember & { sessionId?: string } {
  if (!request.member) throw new AppError(ErrorCode.Unauthorized, 401);
  return request.member;
}
