import { LoginAnswer, LoginBody, RefreshAnswer } from '@dcm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCrossSite } from '../../platform/csrf.ts';
import { login, logout, refresh, type AuthDeps } from './service.ts';

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

  app.post(
    '/api/v1/login',
    {
      config: { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginAnswer } },
    },
    async (request, reply) => {
      const { refreshToken, ...session } = await login(deps, request.body.email, request.body.password);
      setRefreshCookie(reply, refreshToken, cookieOptions);
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

  app.post('/auth/logout', { onRequest: sameSiteOnly, schema: { tags: ['auth'] } }, async (request, reply) => {
    await logout(deps, request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return reply.status(204).send();
  });
};
