import { AdminWithdrawal, AdminWithdrawalList, AdminWithdrawalParams, AdminWithdrawalQuery, WithdrawalBody, WithdrawalState } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { createOutbox } from '../../platform/outbox.ts';
import { completeWithdrawal, getWithdrawalState, listWithdrawals, requestWithdrawal } from './withdrawal.ts';

/** Withdrawal (issue 10): the member asks, the admin lists and completes. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];

  app.get('/api/v1/mypage/withdrawal', { onRequest: app.authenticate, schema: { tags, response: { 200: WithdrawalState } } }, async (request) =>
    getWithdrawalState(app.db, memberOf(request).memberNo),
  );

  // The password is checked: limited like the sign-in.
  app.post(
    '/api/v1/mypage/withdrawal',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: app.config.loginRatePerMinute, timeWindow: '1 minute' } },
      schema: { tags, body: WithdrawalBody, response: { 200: WithdrawalState } },
    },
    async (request) => requestWithdrawal(app.db, memberOf(request).memberNo, request.body),
  );

  app.get(
    '/api/v1/admin/withdrawals',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], querystring: AdminWithdrawalQuery, response: { 200: AdminWithdrawalList } } },
    async (request) => listWithdrawals(app.db, request.query),
  );

  // The e-mail is written through the completion's transaction, so it is kept only if the completion is.
  app.post(
    '/api/v1/admin/withdrawals/:memberNo/complete',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], params: AdminWithdrawalParams, response: { 200: AdminWithdrawal } } },
    async (request) => {
      const done = await completeWithdrawal(app.db, (tx) => createOutbox(tx, { url: app.config.smtpUrl, from: app.config.mailFrom }), memberOf(request).memberNo, request.params.memberNo);
      await app.revocations.announce(request.params.memberNo);
      return done;
    },
  );
};
