import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOrCreateSecret } from '../../platform/keys.ts';
import { createGoogleClient, openPendingSignIn, PENDING_SIGN_IN_TTL_MS, sealPendingSignIn, signInWithGoogle } from './google.ts';
import { setRefreshCookie } from './routes.ts';
import type { AuthDeps } from './service.ts';

const PENDING_COOKIE = 'google_signin';
const PENDING_COOKIE_PATH = '/auth/google';

/**
 * Sign in with Google over OpenID Connect (issue Accounts). The browser leaves for Google at
 * /auth/google and comes back to /auth/google/callback; every outcome lands on /login?google=…,
 * where the web refreshes the session (ok) or explains why not. Without GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET only /api/v1/auth/providers exists, and says so.
 */
export const googleRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const google = app.config.google;

  app.get(
    '/api/v1/auth/providers',
    { schema: { tags: ['auth'], response: { 200: z.object({ google: z.boolean() }) } } },
    async () => ({ google: Boolean(google) }),
  );
  if (!google) return;

  const secure = app.config.publicUrl.startsWith('https://');
  const redirectUri = `${app.config.publicUrl.replace(/\/$/, '')}${PENDING_COOKIE_PATH}/callback`;
  const client = createGoogleClient(google, redirectUri);
  const stateKey = loadOrCreateSecret(app.config.dataDir, 'google-state.key');
  const backToLogin = (reply: FastifyReply, query: Record<string, string>) =>
    reply.clearCookie(PENDING_COOKIE, { path: PENDING_COOKIE_PATH }).redirect(`/login?${new URLSearchParams(query)}`, 302);

  app.get('/auth/google', { schema: { hide: true } }, async (request, reply) => {
    try {
      const { url, pending } = await client.start();
      reply.setCookie(PENDING_COOKIE, sealPendingSignIn(stateKey, pending), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: PENDING_COOKIE_PATH,
        maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
      });
      return reply.redirect(url.href, 302);
    } catch (err) {
      request.log.warn({ err }, 'google sign-in could not start');
      return backToLogin(reply, { google: 'failed' });
    }
  });

  app.get('/auth/google/callback', { schema: { hide: true } }, async (request, reply) => {
    try {
      const pending = openPendingSignIn(stateKey, request.cookies[PENDING_COOKIE]);
      if (!pending) throw new Error('the Google sign-in state cookie is missing or altered');
      // The URL the provider sent the browser to: the registered redirect URI with its answer.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback').search;
      const identity = await client.finish(callbackUrl, pending);
      const result = await signInWithGoogle(deps, identity);
      switch (result.outcome) {
        case 'ok':
          setRefreshCookie(reply, result.session.refreshToken, { secure, ttlDays: deps.refreshTtlDays });
          return backToLogin(reply, { google: 'ok' });
        case 'suspended':
          return backToLogin(reply, { google: 'suspended' });
        case 'notMember':
          return backToLogin(reply, { google: 'notMember', ...(result.email ? { email: result.email } : {}) });
      }
    } catch (err) {
      request.log.warn({ err }, 'google sign-in failed');
      return backToLogin(reply, { google: 'failed' });
    }
  });
};
