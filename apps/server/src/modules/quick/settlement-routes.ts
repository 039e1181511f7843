import {
  PayoutAction,
  PayoutReasonBody,
  QuickParams,
  QuickSettlement,
  QuickSettlementBody,
  QuickSettlementList,
  QuickSettlementListQuery,
  QuickSettlementPreview,
  QuickSettlementQuery,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { idempotencyKeyOf } from '../mileage/index.ts';
import {
  decideQuickSettlement,
  listAdminQuickSettlements,
  listMyQuickSettlements,
  previewQuickSettlement,
  quickSettlementStatement,
  requestQuickSettlement,
} from './settlements.ts';

/** Quick settlements (/quick/settlement-request) for the T-esigner, and their review in the admin console (/admin/settlement). */
export const quickSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quick'];
  const onRequest = app.authenticate;

  app.get('/api/v1/quick/settlements/preview', { onRequest, schema: { tags, querystring: QuickSettlementQuery, response: { 200: QuickSettlementPreview } } }, async (request) =>
    previewQuickSettlement(app.db, memberOf(request), request.query),
  );

  app.get('/api/v1/quick/settlements', { onRequest, schema: { tags, querystring: QuickSettlementListQuery, response: { 200: QuickSettlementList } } }, async (request) =>
    listMyQuickSettlements(app.db, memberOf(request), request.query),
  );

  app.post('/api/v1/quick/settlements', { onRequest, schema: { tags, body: QuickSettlementBody, response: { 201: QuickSettlement } } }, async (request, reply) =>
    reply.status(201).send(await requestQuickSettlement(app.db, memberOf(request), request.body, idempotencyKeyOf(request))),
  );

  app.get('/api/v1/quick/settlements/:id/statement.csv', { onRequest, schema: { tags, params: QuickParams } }, async (request, reply) => {
    const { fileName, csv } = await quickSettlementStatement(app.db, memberOf(request), request.params.id, localeOf(request));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
  });

  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin'];

  app.get('/api/v1/admin/quick/settlements', { ...admin, schema: { tags: adminTags, querystring: QuickSettlementListQuery, response: { 200: QuickSettlementList } } }, async (request) =>
    listAdminQuickSettlements(app.db, request.query),
  );

  // Approve and complete take no body; reject needs the reason. (Fastify validates a missing body as null.)
  app.post(
    '/api/v1/admin/quick/settlements/:id/:action',
    {
      ...admin,
      schema: { tags: adminTags, params: QuickParams.extend({ action: z.enum(PayoutAction) }), body: PayoutReasonBody.partial().nullish(), response: { 200: QuickSettlement } },
    },
    async (request) => decideQuickSettlement(app.db, memberOf(request), request.params.id, request.params.action, request.body?.reason),
  );
};
