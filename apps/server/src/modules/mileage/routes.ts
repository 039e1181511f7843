import {
  CardBody,
  ChargeAnswer,
  ChargeBody,
  ChargeConfirmBody,
  ChargeItem,
  ChargeList,
  MileageBalances,
  MileageHistory,
  MileageHistoryQuery,
  PageQuery,
  PaymentCard,
  PaymentOptions,
  Settlement,
  SettlementBody,
  SettlementList,
  SettlementTerms,
} from '@dcm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { listCards, registerCard, removeCard } from './cards.ts';
import { abandonCharge, confirmCharge, createCharge, paymentOptions, type ChargeContext } from './charges.ts';
import { memberBalances, memberHistory, type OrderCaseNumbers } from './history.ts';
import { listCharges, requestRefund } from './refunds.ts';
import { listSettlements, requestSettlement, settlementTerms } from './settlements.ts';

const IdParams = z.object({ id: z.uuid() });

/** The `Idempotency-Key` header every money-moving route takes (ARCHITECTURE §3). */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

export const chargeContext = (app: FastifyInstance): ChargeContext => ({ db: app.db, payments: app.payments, publicUrl: app.config.publicUrl });

/** A member's mileage: balances, history, charges, cards, refunds and settlements (issue 6). Every route needs a signed-in member. */
export const mileageRoutes: FastifyPluginAsyncZod<{ caseNumbersOf: OrderCaseNumbers }> = async (app, { caseNumbersOf }) => {
  const tags = ['mileage'];
  const ctx = chargeContext(app);
  const onRequest = app.authenticate;

  app.get('/api/v1/mileage', { onRequest, schema: { tags, response: { 200: MileageBalances } } }, async (request) =>
    memberBalances(app.db, memberOf(request).memberNo),
  );

  app.get('/api/v1/mileage/history', { onRequest, schema: { tags, querystring: MileageHistoryQuery, response: { 200: MileageHistory } } }, async (request) =>
    memberHistory(app.db, memberOf(request).memberNo, request.query, caseNumbersOf),
  );

  app.get('/api/v1/mileage/payment-options', { onRequest, schema: { tags, response: { 200: PaymentOptions } } }, async (request) =>
    paymentOptions(ctx, memberOf(request)),
  );

  app.get('/api/v1/mileage/charges', { onRequest, schema: { tags, querystring: PageQuery, response: { 200: ChargeList } } }, async (request) =>
    listCharges(app.db, memberOf(request), request.query),
  );

  app.post('/api/v1/mileage/charges', { onRequest, schema: { tags, body: ChargeBody, response: { 201: ChargeAnswer } } }, async (request, reply) =>
    reply.status(201).send(await createCharge(ctx, memberOf(request), request.body, idempotencyKeyOf(request))),
  );

  app.post(
    '/api/v1/mileage/charges/:id/confirm',
    { onRequest, schema: { tags, params: IdParams, body: ChargeConfirmBody, response: { 200: ChargeAnswer } } },
    async (request) => confirmCharge(ctx, memberOf(request), request.params.id, request.body),
  );

  app.post('/api/v1/mileage/charges/:id/abandon', { onRequest, schema: { tags, params: IdParams, response: { 200: ChargeAnswer } } }, async (request) =>
    abandonCharge(ctx, memberOf(request), request.params.id),
  );

  app.post('/api/v1/mileage/charges/:id/refund', { onRequest, schema: { tags, params: IdParams, response: { 201: ChargeItem } } }, async (request, reply) =>
    reply.status(201).send(await requestRefund(app.db, memberOf(request), request.params.id, idempotencyKeyOf(request))),
  );

  app.get('/api/v1/mileage/cards', { onRequest, schema: { tags, response: { 200: z.array(PaymentCard) } } }, async (request) => listCards(ctx, memberOf(request)));

  app.post('/api/v1/mileage/cards', { onRequest, schema: { tags, body: CardBody, response: { 201: PaymentCard } } }, async (request, reply) =>
    reply.status(201).send(await registerCard(ctx, memberOf(request), request.body)),
  );

  app.delete('/api/v1/mileage/cards/:id', { onRequest, schema: { tags, params: IdParams } }, async (request, reply) => {
    await removeCard(ctx, memberOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/v1/mileage/settlement-terms', { onRequest, schema: { tags, response: { 200: SettlementTerms } } }, async (request) =>
    settlementTerms(app.db, memberOf(request)),
  );

  app.get('/api/v1/mileage/settlements', { onRequest, schema: { tags, querystring: PageQuery, response: { 200: SettlementList } } }, async (request) =>
    listSettlements(app.db, memberOf(request), request.query),
  );

  app.post('/api/v1/mileage/settlements', { onRequest, schema: { tags, body: SettlementBody, response: { 201: Settlement } } }, async (request, reply) =>
    reply.status(201).send(await requestSettlement(app.db, memberOf(request), request.body, idempotencyKeyOf(request))),
  );
};
