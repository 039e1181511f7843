// The admin console's requests and orders (issue 12): the operator reads any request, with all its
// quotations, and any order, with the ledger entries that moved its money and its case timeline.
// Admin only, read only; each module answers from its own tables.
import { AdminOrderDetail, AdminOrderList, AdminOrderQuery, AdminRequestDetail, AdminRequestList, AdminRequestQuery } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { memberOf, type TokenMember } from '../../platform/auth.ts';
import { ledgerEntriesFor } from '../mileage/index.ts';
import { getOrder, getOrderTimeline, listAdminOrders, orderIdOf } from '../orders/index.ts';
import { adminRequestQuotations } from '../quotations/index.ts';
import { getRequest, listAdminRequests } from '../requests/index.ts';

const IdParams = z.object({ id: z.uuid() });

/** The request as the requests module describes it to the admin, with every quotation on it. */
export async function adminRequestDetail(db: Db, admin: TokenMember, id: string): Promise<AdminRequestDetail> {
  const [request, quotations] = await Promise.all([getRequest(db, orderIdOf, admin, id), adminRequestQuotations(db, id)]);
  return { ...request, quotations };
}

/** The order as the orders module describes it to the admin, its ledger entries and its timeline. */
export async function adminOrderDetail(db: Db, admin: TokenMember, id: string): Promise<AdminOrderDetail> {
  const order = await getOrder(db, admin, id);
  const [ledger, timeline] = await Promise.all([ledgerEntriesFor(db, order.id), getOrderTimeline(db, admin, order.id)]);
  return { order, ledger, timeline: timeline.events };
}

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get('/api/v1/admin/requests', { onRequest, schema: { tags, querystring: AdminRequestQuery, response: { 200: AdminRequestList } } }, async (request) =>
    listAdminRequests(app.db, request.query),
  );

  app.get('/api/v1/admin/requests/:id', { onRequest, schema: { tags, params: IdParams, response: { 200: AdminRequestDetail } } }, async (request) =>
    adminRequestDetail(app.db, memberOf(request), request.params.id),
  );

  app.get('/api/v1/admin/orders', { onRequest, schema: { tags, querystring: AdminOrderQuery, response: { 200: AdminOrderList } } }, async (request) =>
    listAdminOrders(app.db, request.query),
  );

  app.get('/api/v1/admin/orders/:id', { onRequest, schema: { tags, params: IdParams, response: { 200: AdminOrderDetail } } }, async (request) =>
    adminOrderDetail(app.db, memberOf(request), request.params.id),
  );
};
