import {
  AdminRefund,
  AdminRefundList,
  AdminSettlement,
  AdminSettlementList,
  ExchangeRate,
  ExchangeRateBody,
  ExchangeRateFetchBody,
  ExchangeRateList,
  PageQuery,
  PayoutAction,
  PayoutListQuery,
  PayoutReasonBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { approveRefund, listAdminRefunds, rejectRefund } from './refunds.ts';
import { decideSettlement, enterRate, fetchRate, listAdminSettlements, listRates } from './settlements.ts';

const IdParams = z.object({ id: z.uuid() });

/** The operator's money console (/admin/settlement): refunds, settlements and exchange rates. Admin only. */
export const mileageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get('/api/v1/admin/refunds', { onRequest, schema: { tags, querystring: PayoutListQuery, response: { 200: AdminRefundList } } }, async (request) =>
    listAdminRefunds(app.db, request.query),
  );

  app.post('/api/v1/admin/refunds/:id/approve', { onRequest, schema: { tags, params: IdParams, response: { 200: AdminRefund } } }, async (request) =>
    approveRefund(app.db, app.payments, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/admin/refunds/:id/reject',
    { onRequest, schema: { tags, params: IdParams, body: PayoutReasonBody, response: { 200: AdminRefund } } },
    async (request) => rejectRefund(app.db, memberOf(request), request.params.id, request.body.reason),
  );

  app.get('/api/v1/admin/settlements', { onRequest, schema: { tags, querystring: PayoutListQuery, response: { 200: AdminSettlementList } } }, async (request) =>
    listAdminSettlements(app.db, request.query),
  );

  // Approve and complete take no body; reject needs the reason. (Fastify validates a missing body as null.)
  app.post(
    '/api/v1/admin/settlements/:id/:action',
    {
      onRequest,
      schema: { tags, params: IdParams.extend({ action: z.enum(PayoutAction) }), body: PayoutReasonBody.partial().nullish(), response: { 200: AdminSettlement } },
    },
    async (request) => decideSettlement(app.db, memberOf(request), request.params.id, request.params.action, request.body?.reason),
  );

  app.get('/api/v1/admin/exchange-rates', { onRequest, schema: { tags, querystring: PageQuery, response: { 200: ExchangeRateList } } }, async (request) =>
    listRates(app.db, app.rateFeed, request.query),
  );

  app.post('/api/v1/admin/exchange-rates', { onRequest, schema: { tags, body: ExchangeRateBody, response: { 201: ExchangeRate } } }, async (request, reply) =>
    reply.status(201).send(await enterRate(app.db, memberOf(request), request.body)),
  );

  app.post('/api/v1/admin/exchange-rates/fetch', { onRequest, schema: { tags, body: ExchangeRateFetchBody, response: { 201: ExchangeRate } } }, async (request, reply) =>
    reply.status(201).send(await fetchRate(app.db, app.rateFeed, memberOf(request), request.body.day)),
  );
};
