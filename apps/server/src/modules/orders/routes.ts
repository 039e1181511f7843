// HTTP for orders (issue 7): paths, schemas and sign-in only; the rules are in service.ts. The web calls these from features/orders/api.ts.
import {
  CadLinkBody,
  DeliverCadBody,
  DownloadLink,
  Locales,
  OrderCad,
  OrderContract,
  OrderDetail,
  OrderEstimate,
  OrderList,
  OrderListQuery,
  OrderParams,
  OrderReasonBody,
  OrderReferral,
  ReworkBody,
  SignOrderBody,
  SurchargeBody,
  SurchargeDeclineBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { contentDisposition } from '../files/index.ts';
import { idempotencyKeyOf } from '../mileage/index.ts';
import { approveCancellation, rejectCancellation, requestCancellation, withdrawCancellation } from './cancellations.ts';
import { confirmReceipt, deliverCad, getOrderCad, linkCad, replaceCad } from './delivery.ts';
import { renderContractPdf } from './document.ts';
import { getOrderEstimate } from './estimate.ts';
import { requestRework, withdrawRework } from './reworks.ts';
import { listOrders } from './list.ts';
import { confirmReferralReceipt, getOrderReferral, linkOrderFile } from './referral.ts';
import { acceptOrder, cancelOrder, declineOrder, getOrder } from './service.ts';
import { getContract, signOrder } from './signing.ts';
import { declineSurcharge, paySurcharge, requestSurcharge, withdrawSurcharge } from './surcharges.ts';

const OrderFileParams = OrderParams.extend({ fileId: z.uuid() });
const CancellationParams = OrderParams.extend({ cid: z.uuid() });
const SurchargeParams = OrderParams.extend({ sid: z.uuid() });

const ContractQuery = z.object({
  /** The contract's language before it is signed; the `lang` header's when absent. */
  locale: z.enum(Locales).optional(),
});

/**
 * Orders (issue 7): the order, its e-contract (as JSON and as a PDF), its quotation document, signing with payment, the
 * T-esigner's answer and the client's cancellation; the referral and its files; cancellation by
 * agreement after acceptance; the CAD delivery, its surcharges, its download links and the client's
 * confirmation. Every route needs a signed-in member; only the two parties see an
 * order, the admin reads it.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const onRequest = app.authenticate;

  // The member's transactions (/payment): their orders as client or T-esigner; see list.ts.
  app.get('/api/v1/orders', { onRequest, schema: { tags, querystring: OrderListQuery, response: { 200: OrderList } } }, async (request) =>
    listOrders(app.db, memberOf(request), request.query),
  );

  app.get('/api/v1/orders/:id', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    getOrder(app.db, memberOf(request), request.params.id),
  );

  // The quotation the order was made from, as a document for the two parties (issue 30); see estimate.ts.
  app.get('/api/v1/orders/:id/estimate', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderEstimate } } }, async (request) =>
    getOrderEstimate(app.db, memberOf(request), request.params.id),
  );

  app.get(
    '/api/v1/orders/:id/contract',
    { onRequest, schema: { tags, params: OrderParams, querystring: ContractQuery, response: { 200: OrderContract } } },
    async (request) => getContract(app.db, memberOf(request), request.params.id, request.query.locale ?? localeOf(request)),
  );

  app.get('/api/v1/orders/:id/contract.pdf', { onRequest, schema: { tags, params: OrderParams, querystring: ContractQuery } }, async (request, reply) => {
    const contract = await getContract(app.db, memberOf(request), request.params.id, request.query.locale ?? localeOf(request));
    const pdf = await renderContractPdf(request.params.id, contract);
    return (
      reply
        .type('application/pdf')
        .header('content-length', pdf.length)
        .header('content-disposition', contentDisposition(`contract-${request.params.id}.pdf`, 'attachment'))
        // A signed contract names the parties: kept by nobody on the way.
        .header('cache-control', 'private, no-store')
        .send(pdf)
    );
  });

  app.post(
    '/api/v1/orders/:id/sign',
    { onRequest, schema: { tags, params: OrderParams, body: SignOrderBody, response: { 200: OrderDetail } } },
    async (request) =>
      signOrder(app.db, memberOf(request), request.params.id, request.body, {
        idempotencyKey: idempotencyKeyOf(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.post('/api/v1/orders/:id/accept', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    acceptOrder(app.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/decline',
    { onRequest, schema: { tags, params: OrderParams, body: OrderReasonBody, response: { 200: OrderDetail } } },
    async (request) => declineOrder(app.db, memberOf(request), request.params.id, request.body),
  );

  app.post('/api/v1/orders/:id/cancel', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    cancelOrder(app.db, memberOf(request), request.params.id),
  );

  app.get('/api/v1/orders/:id/referral', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderReferral } } }, async (request) =>
    getOrderReferral(app.db, memberOf(request), request.params.id),
  );

  // Receipt confirmed without a download, only for an order whose referrals have no file; see referral.ts.
  app.post('/api/v1/orders/:id/referral/receipt', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    confirmReferralReceipt(app.db, memberOf(request), request.params.id),
  );

  // An expiring link to one file; the T-esigner's first is "referral received" (the order moves); see referral.ts.
  app.post(
    '/api/v1/orders/:id/files/:fileId/link',
    { onRequest, schema: { tags, params: OrderFileParams, response: { 200: DownloadLink } } },
    async (request) => linkOrderFile(app.db, app.downloadLinks, memberOf(request), request.params.id, request.params.fileId),
  );

  app.post(
    '/api/v1/orders/:id/cancellations',
    { onRequest, schema: { tags, params: OrderParams, body: OrderReasonBody, response: { 201: OrderDetail } } },
    async (request, reply) => reply.status(201).send(await requestCancellation(app.db, memberOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/orders/:id/cancellations/:cid/approve',
    { onRequest, schema: { tags, params: CancellationParams, response: { 200: OrderDetail } } },
    async (request) => approveCancellation(app.db, memberOf(request), request.params.id, request.params.cid),
  );

  app.post(
    '/api/v1/orders/:id/cancellations/:cid/reject',
    { onRequest, schema: { tags, params: CancellationParams, body: OrderReasonBody, response: { 200: OrderDetail } } },
    async (request) => rejectCancellation(app.db, memberOf(request), request.params.id, request.params.cid, request.body),
  );

  app.post(
    '/api/v1/orders/:id/cancellations/:cid/withdraw',
    { onRequest, schema: { tags, params: CancellationParams, response: { 200: OrderDetail } } },
    async (request) => withdrawCancellation(app.db, memberOf(request), request.params.id, request.params.cid),
  );

  // --- Delivery (slice 4): see delivery.ts and surcharges.ts ---

  app.post(
    '/api/v1/orders/:id/deliveries',
    { onRequest, schema: { tags, params: OrderParams, body: DeliverCadBody, response: { 201: OrderDetail } } },
    async (request, reply) =>
      reply.status(201).send(await deliverCad(app.db, memberOf(request), request.params.id, request.body, app.config.orderAutoCompleteBusinessDays)),
  );

  // A new version in place of one the client has not answered yet (decision 0044): the delivery's body and answer.
  app.post(
    '/api/v1/orders/:id/cad/replace',
    { onRequest, schema: { tags, params: OrderParams, body: DeliverCadBody, response: { 201: OrderDetail } } },
    async (request, reply) =>
      reply.status(201).send(await replaceCad(app.db, memberOf(request), request.params.id, request.body, app.config.orderAutoCompleteBusinessDays)),
  );

  app.get('/api/v1/orders/:id/cad', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderCad } } }, async (request) =>
    getOrderCad(app.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/cad/link',
    { onRequest, schema: { tags, params: OrderParams, body: CadLinkBody, response: { 200: DownloadLink } } },
    async (request) => linkCad(app.db, app.downloadLinks, memberOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/orders/:id/surcharges',
    { onRequest, schema: { tags, params: OrderParams, body: SurchargeBody, response: { 201: OrderDetail } } },
    async (request, reply) => reply.status(201).send(await requestSurcharge(app.db, memberOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/orders/:id/surcharges/:sid/pay',
    { onRequest, schema: { tags, params: SurchargeParams, response: { 200: OrderDetail } } },
    async (request) => paySurcharge(app.db, memberOf(request), request.params.id, request.params.sid, idempotencyKeyOf(request)),
  );

  app.post(
    '/api/v1/orders/:id/surcharges/:sid/decline',
    { onRequest, schema: { tags, params: SurchargeParams, body: SurchargeDeclineBody, response: { 200: OrderDetail } } },
    async (request) => declineSurcharge(app.db, memberOf(request), request.params.id, request.params.sid, request.body),
  );

  app.post(
    '/api/v1/orders/:id/surcharges/:sid/withdraw',
    { onRequest, schema: { tags, params: SurchargeParams, response: { 200: OrderDetail } } },
    async (request) => withdrawSurcharge(app.db, memberOf(request), request.params.id, request.params.sid),
  );

  app.post('/api/v1/orders/:id/confirm', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    confirmReceipt(app.db, memberOf(request), request.params.id),
  );

  // --- Rework (slice 5): see reworks.ts ---

  app.post(
    '/api/v1/orders/:id/reworks',
    { onRequest, schema: { tags, params: OrderParams, body: ReworkBody, response: { 201: OrderDetail } } },
    async (request, reply) => reply.status(201).send(await requestRework(app.db, memberOf(request), request.params.id, request.body)),
  );

  app.post('/api/v1/orders/:id/reworks/withdraw', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderDetail } } }, async (request) =>
    withdrawRework(app.db, memberOf(request), request.params.id, app.config.orderAutoCompleteBusinessDays),
  );
};
