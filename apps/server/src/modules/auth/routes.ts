import { LoginAnswer, LoginBody, RefreshAnswer } from '@dcm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { refuseCrossSite } from '../../platform/csrf.ts';
import { loadOrCreateSecret } from '../../platform/keys.ts';
import { createKnownDevices } from './known-devices.ts';
import { login, logout, logoutEverywhere, refresh, type AuthDeps } from './service.ts';

export const REFRESH_COOKIE = 'rt';

/** The refresh token travels only to /auth/* (refresh, logout), never to the API. */
export function setRefreshCookie(reply: FastifyReply, token: string, options: { secure: boolean; ttlDays: number }): FastifyReply {
  return reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/auth',
    maxAge: options.ttlDays * 86_400,
  });
}

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; secureCookies: boolean }> = async (app, { deps, secureCookies }) => {
  const cookieOptions = { secure: secureCookies, ttlDays: deps.refreshTtlDays };
  const knownDevices = createKnownDevices(loadOrCreateSecret(app.config.dataDir, 'known-devices.key'));

  // Per address: this route's count of calls, and the growing wait of wrong passwords per address
  // and per account (login-limits.ts), which a browser the account signed in on before skips.
  app.post(
    '/api/v1/login',
    {
      config: { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginAnswer } },
    },
    async (request, reply) => {
      const context = { address: request.ip, knownMembers: knownDevices.membersOf(request) };
      const { refreshToken, memberNo, ...session } = await login(deps, request.body.email, request.body.password, context);
      setRefreshCookie(reply, refreshToken, cookieOptions);
      knownDevices.remember(request, reply, memberNo, secureCookies);
      return session;
    },
  );

  // Refresh and logout take an empty body (SPEC §7): whatever content type a client sends with it.
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });

  // The cookie is the credential here: only a page of this site may use it (decision 0022).
  const sameSiteOnly = refuseCrossSite(app.config.publicUrl);

  app.post('/auth/refresh', { onRequest: sameSiteOnly, schema: { tags: ['auth'], response: { 200: RefreshAnswer } } }, async (request, reply) => {
    const { accessToken, refreshToken } = await refresh(deps, request.cookies[REFRESH_COOKIE]);
    setRefreshCookie(reply, refreshToken, cookieOptions);
    return { accessToken };
  });

  // This sign-in ends on every instance: the cookie's family, else the bearer token's (if it still verifies).
  app.post('/auth/logout', { onRequest: sameSiteOnly, schema: { tags: ['auth'] } }, async (request, reply) => {
    const bearer = request.headers.authorization?.startsWith('Bearer ') ? request.headers.authorization.slice(7) : undefined;
    const verified = bearer ? await deps.tokens.verify(bearer).catch(() => undefined) : undefined;
    const bearerSession = verified?.sessionId ? { memberNo: verified.memberNo, sessionId: verified.sessionId } : undefined;
    await logout(deps, request.cookies[REFRESH_COOKIE], bearerSession);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return reply.status(204).send();
  });

  // My page's "sign out everywhere": every sign-in of the member, this one too. A member waiting for
  // approval may use it as well.
  app.post(
    '/auth/logout-everywhere',
    { onRequest: [sameSiteOnly, app.authenticate], config: { allowUnapproved: true }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      await logoutEverywhere(deps, memberOf(request).memberNo);
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      return reply.status(204).send();
    },
  );
};
