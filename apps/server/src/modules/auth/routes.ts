import { LoginAnswer, LoginBody, RefreshAnswer } from '@dcm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, logout, refresh, type AuthDeps } from './service.ts';

export const REFRESH_COOKIE = 'rt';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; secureCookies: boolean }> = async (app, { deps, secureCookies }) => {
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/auth',
      maxAge: deps.refreshTtlDays * 86_400,
    });

  app.post(
    '/api/v1/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginAnswer } },
    },
    async (request, reply) => {
      const { refreshToken, ...session } = await login(deps, request.body.email, request.body.password);
      setRefreshCookie(reply, refreshToken);
      return session;
    },
  );

  // Refresh and logout take an empty body (SPEC §7): whatever content type a client sends with it.
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });

  app.post('/auth/refresh', { schema: { tags: ['auth'], response: { 200: RefreshAnswer } } }, async (request, reply) => {
    const { accessToken, refreshToken } = await refresh(deps, request.cookies[REFRESH_COOKIE]);
    setRefreshCookie(reply, refreshToken);
    return { accessToken };
  });

  app.post('/auth/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await logout(deps, request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return reply.status(204).send();
  });
};
