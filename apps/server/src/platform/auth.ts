// Access tokens: JWT (HS256, ARCHITECTURE §3: 15 minutes by default) signed with a key kept in
// DATA_DIR. `app.authenticate` is the preHandler every protected route uses; it sets
// `request.member` from the token alone, so it costs no database read. The token says whether the
// member's join is approved (SPEC §1: approval code B); a member who is not is refused (403
// ACCOUNT_NOT_APPROVED) except on the few routes that opt in with `config: { allowUnapproved: true }`
// (reading one's session and join, resubmitting it, one's push device). A token without the claim,
// or a member approved after signing in, waits for the next refresh (tokens live minutes).
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

export interface AccessTokens {
  sign(member: AccessMember): Promise<string>;
  verify(token: string): Promise<AccessMember>;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    sign: (m) =>
      new SignJWT({ role: m.role, approved: m.approved })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.memberNo))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return { memberNo: Number(payload.sub), role: String(payload.role), approved: payload.approved === true };
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
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export const authPlugin = fp<{ tokens: AccessTokens }>(async (app: FastifyInstance, { tokens }) => {
  app.decorate('tokens', tokens);
  app.decorateRequest('member', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new AppError(ErrorCode.Unauthorized, 401);
    try {
      request.member = await tokens.verify(token);
    } catch {
      throw new AppError(ErrorCode.Unauthorized, 401);
    }
    if (!request.member.approved && !request.routeOptions.config.allowUnapproved) throw new AppError(ErrorCode.AccountNotApproved, 403);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.member?.role !== Role.Admin) throw new AppError(ErrorCode.Forbidden, 403);
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) request.member = await tokens.verify(token).catch(() => null);
  });
});

/** For routes whose member is set by `authenticate`. */
export function memberOf(request: FastifyRequest): TokenMember {
  if (!request.member) throw new AppError(ErrorCode.Unauthorized, 401);
  return request.member;
}
