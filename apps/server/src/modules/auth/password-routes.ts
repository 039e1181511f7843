// HTTP for a member's password (passwords.ts): the change on my page and the reset by an e-mailed
// link. Paths and tags are the member pages' (SPEC §7), where the web asks for them.
import { PasswordChangeBody, PasswordResetConfirm, PasswordResetRequest } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { limitPer } from '../../platform/rate-limits.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';
import { setRefreshCookie } from './routes.ts';
import type { AuthDeps } from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; secureCookies: boolean }> = async (app, { deps, secureCookies }) => {
  const tags = ['members'];
  // Beside the route's per-address limit, reset mails per e-mail (decision 0022).
  const resetMailsPerEmail = limitPer(app, {
    name: 'password-reset',
    max: 5,
    timeWindow: '1 hour',
    target: (request) => (request.body as { email: string }).email.toLowerCase(),
  });

  // Limited like the sign-in: per address here, per account in passwords.ts (waits shared with the sign-in's tries).
  app.put(
    '/api/v1/mypage/password',
    { onRequest: app.authenticate, config: { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: '1 minute' } }, schema: { tags, body: PasswordChangeBody } },
    async (request, reply) => {
      const { refreshToken } = await changePassword(deps, memberOf(request).memberNo, request.body);
      setRefreshCookie(reply, refreshToken, { secure: secureCookies, ttlDays: deps.refreshTtlDays });
      return reply.status(204).send();
    },
  );

  // 202 whether or not the address belongs to a member: no account enumeration.
  app.post(
    '/api/v1/common/password-reset',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: resetMailsPerEmail,
      schema: { tags, body: PasswordResetRequest, response: { 202: z.object({}) } },
    },
    async (request, reply) => {
      await requestPasswordReset({ db: app.db, outbox: app.outbox, publicUrl: app.config.publicUrl }, request.body.email);
      return reply.status(202).send({});
    },
  );

  app.post(
    '/api/v1/common/password-reset/confirm',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, body: PasswordResetConfirm } },
    async (request, reply) => {
      const { memberNo } = await confirmPasswordReset(app.db, request.body.token, request.body.password);
      await app.revocations.announce(memberNo);
      return reply.status(204).send();
    },
  );
};
