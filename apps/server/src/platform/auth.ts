// Access tokens: JWT (HS256, ARCHITECTURE §3: 15 minutes by default) signed with a key kept in
// DATA_DIR. `app.authenticate` is the preHandler every protected route uses; it sets
// `request.member` from the token alone, so it costs no database read. The token says whether the
// member's join is approved (SPEC §1: approval code B); a member who is not is refused (403
// ACCOUNT_NOT_APPROVED) except on the few routes that opt in with `config: { allowUnapproved: true }`
// (reading one's session and join, resubmitting it, one's push device). A token without the claim,
// or a member approved after signing in, waits for the next refresh (tokens live minutes). A member
// whose sessions were ended (suspended, rejected, withdrawn: decision 0028) is refused at once through
// the `isRevoked` port, an in-memory lookup the app fills from modules/auth/revocations.ts.
import { ErrorCode, Role } from '@dcm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors.ts';

export interface TokenMember {
  memberNo: number;
  role: string;
}

/** What an access token carries: the member and whether their join is approved. */
export interface AccessMember extends TokenMember {
  approved: boolean;
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

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    sign: (m, stateAt = Date.now()) =>
      // iat_ms: a revocation in the same second as a sign-in must void only the tokens issued before
      // it; never later than the signing, so a caller cannot stamp a token past a future revocation.
      new SignJWT({ role: m.role, approved: m.approved, iat_ms: Math.min(stateAt, Date.now()) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.memberNo))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
      return { memberNo: Number(payload.sub), role: String(payload.role), approved: payload.approved === true, issuedAtMs };
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

/** Whether the member's sessions were ended after this token was issued; absent, none ever are. */
export type IsRevoked = (memberNo: number, issuedAtMs: number) => boolean;

export const authPlugin = fp<{ tokens: AccessTokens; isRevoked?: IsRevoked }>(async (app: FastifyInstance, { tokens, isRevoked = () => false }) => {
  /** The token's member, or undefined for a token that is forged, expired or revoked. */
  const memberOfToken = async (token: string): Promise<AccessMember | undefined> => {
    const verified = await tokens.verify(token).catch(() => undefined);
    if (!verified || isRevoked(verified.memberNo, verified.issuedAtMs)) return undefined;
    return { memberNo: verified.memberNo, role: verified.role, approved: verified.approved };
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
export function memberOf(request: FastifyRequest): TokenMember {
  if (!request.member) throw new AppError(ErrorCode.Unauthorized, 401);
  return request.member;
}
