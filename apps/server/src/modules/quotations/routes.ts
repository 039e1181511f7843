import { MyQuotationList, MyQuotationQuery, Quotation, QuotationList, RequestParams, SelectionAnswer, SubmitQuotationBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import type { RatingsOf } from './facts.ts';
import { listMyQuotations, listRequestQuotations } from './reading.ts';
import type { OpenOrder } from './ports.ts';
import { acceptDesignatedRequest, editQuotation, selectQuotation, submitQuotation, withdrawQuotation } from './service.ts';

const QuotationParams = z.object({ id: z.uuid() });

/**
 * Quotations on public requests and the client's choice (issue 5). Every route needs a signed-in member.
 * `openOrder`: the orders module's, for the order a choice or an acceptance opens (the app fills it).
 */
export const quotationsRoutes: FastifyPluginAsyncZod<{ openOrder: OpenOrder; ratingsOf: RatingsOf }> = async (app, { openOrder, ratingsOf }) => {
  const tags = ['quotations'];

  app.post(
    '/api/v1/requests/:id/quotations',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: SubmitQuotationBody, response: { 201: Quotation } } },
    async (request, reply) => reply.status(201).send(await submitQuotation(app.db, ratingsOf, memberOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/requests/:id/quotations',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, response: { 200: QuotationList } } },
    async (request) => listRequestQuotations(app.db, ratingsOf, memberOf(request), request.params.id),
  );

  app.get(
    '/api/v1/quotations',
    { onRequest: app.authenticate, schema: { tags, querystring: MyQuotationQuery, response: { 200: MyQuotationList } } },
    async (request) => listMyQuotations(app.db, ratingsOf, memberOf(request), request.query),
  );

  app.put(
    '/api/v1/quotations/:id',
    { onRequest: app.authenticate, schema: { tags, params: QuotationParams, body: SubmitQuotationBody, response: { 200: Quotation } } },
    async (request) => editQuotation(app.db, ratingsOf, memberOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/quotations/:id/withdraw',
    { onRequest: app.authenticate, schema: { tags, params: QuotationParams, response: { 200: Quotation } } },
    async (request) => withdrawQuotation(app.db, ratingsOf, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/quotations/:id/select',
    { onRequest: app.authenticate, schema: { tags, params: QuotationParams, response: { 200: SelectionAnswer } } },
    async (request) => selectQuotation(app.db, openOrder, memberOf(request), request.params.id),
  );

  // The designated T-esigner accepts with their price: an order for the client to sign and pay.
  app.post(
    '/api/v1/requests/:id/accept',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: SubmitQuotationBody, response: { 200: SelectionAnswer } } },
    async (request) => acceptDesignatedRequest(app.db, openOrder, memberOf(request), request.params.id, request.body),
  );
};
