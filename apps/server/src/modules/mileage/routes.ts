import { ChargeAnswer, ChargeBody, MileageBalances, MileageHistory, MileageHistoryQuery } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { chargeByTestProvider } from './charges.ts';
import { memberBalances, memberHistory } from './history.ts';

/** A member's mileage: balances, history, and charging it (issue 6). Every route needs a signed-in member. */
export const mileageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mileage'];

  app.get('/api/v1/mileage', { onRequest: app.authenticate, schema: { tags, response: { 200: MileageBalances } } }, async (request) =>
    memberBalances(app.db, memberOf(request).memberNo),
  );

  app.get(
    '/api/v1/mileage/history',
    { onRequest: app.authenticate, schema: { tags, querystring: MileageHistoryQuery, response: { 200: MileageHistory } } },
    async (request) => memberHistory(app.db, memberOf(request).memberNo, request.query),
  );

  app.post(
    '/api/v1/mileage/charges',
    { onRequest: app.authenticate, schema: { tags, body: ChargeBody, response: { 201: ChargeAnswer } } },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await chargeByTestProvider(app.db, memberOf(request), request.body, typeof key === 'string' ? key : undefined);
      return reply.status(201).send(answer);
    },
  );
};
