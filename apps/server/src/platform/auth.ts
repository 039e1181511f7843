// Access tokens: JWT (HS256, ARCHITECTURE §3: 15 minutes by default) signed with a key kept in
// DATA_DIR. `app.authenticate` is the preHandler every protected route uses; it sets
// `request.member` from the token alone, so it costs no database read.
import { ErrorCode, Role } from '@dcm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors.ts';

export interface TokenMember {
  memberNo: number;
  role: string;
}

export interface AccessTokens {
  sign(member: TokenMember): Promise<string>;
  verify(token: string): Promise<TokenMember>;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    sign: (m) =>
      new SignJWT({ role: m.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.memberNo))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return { memberNo: Number(payload.sub), role: String(payload.role) };
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    member: TokenMember | null;
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
