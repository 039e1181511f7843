import {
  CreateRequestBody,
  DesignerChoiceList,
  DesignerChoiceQuery,
  Holiday,
  HolidayQuery,
  ReasonBody,
  ReopenRequestBody,
  RequestDetail,
  RequestList,
  RequestListQuery,
  RequestParams,
  ReRequestAnswer,
  ReRequestBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import type { RatingsOf } from '../quotations/index.ts';
import { listDesignerChoices } from './designer-choice.ts';
import { withValidator } from '../../platform/validators.ts';
import { listHolidays } from './holidays.ts';
import { listRequests } from './list.ts';
import { reRequest } from './re-request.ts';
import { cancelRequest, createRequest, getRequest, rejectRequest, reopenRequest, type OrderIdOf } from './service.ts';

/** Requests (issue 5), the holidays their date pickers skip, and the T-esigners a request may name. */
/**
 * Ports app.ts fills with the answers of modules ranked above requests: `orderIdOf`, the order a
 * request became (orders); `ratingsOf`, the T-esigners' ratings the designated request's choice shows (reviews).
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ orderIdOf: OrderIdOf; ratingsOf: RatingsOf }> = async (app, { orderIdOf, ratingsOf }) => {
  const tags = ['requests'];

  app.post(
    '/api/v1/requests',
    { onRequest: app.authenticate, schema: { tags, body: CreateRequestBody, response: { 201: RequestDetail } } },
    async (request, reply) => reply.status(201).send(await createRequest(app.db, memberOf(request), request.body)),
  );

  app.get(
    '/api/v1/requests',
    { onRequest: app.authenticate, schema: { tags, querystring: RequestListQuery, response: { 200: RequestList } } },
    async (request) => listRequests(app.db, memberOf(request), request.query),
  );

  app.get(
    '/api/v1/requests/:id',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, response: { 200: RequestDetail } } },
    async (request) => getRequest(app.db, orderIdOf, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/requests/:id/cancel',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, response: { 200: RequestDetail } } },
    async (request) => cancelRequest(app.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/requests/:id/reopen',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: ReopenRequestBody, response: { 200: RequestDetail } } },
    async (request) => reopenRequest(app.db, memberOf(request), request.params.id, request.body),
  );

  // A finished, closed or cancelled request sent again with new dates (issue 12, re-request.ts).
  app.post(
    '/api/v1/requests/:id/re-request',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: ReRequestBody, response: { 201: ReRequestAnswer } } },
    async (request, reply) => reply.status(201).send(await reRequest(app.db, memberOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/requests/:id/reject',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: ReasonBody, response: { 200: RequestDetail } } },
    async (request) => rejectRequest(app.db, memberOf(request), request.params.id, request.body),
  );

  // Open to guests: the join and quick pages show date pickers too. The admin edits holidays, so the
  // browser asks again each time and an unchanged list costs a 304.
  app.get(
    '/api/v1/common/holidays',
    { schema: { tags: ['codes'], querystring: HolidayQuery, response: { 200: z.array(Holiday) } } },
    async (request, reply) => {
      reply.header('vary', 'lang');
      return withValidator(request, reply, await listHolidays(app.db, request.query.year, localeOf(request)));
    },
  );

  app.get(
    '/api/v1/designers/choice',
    { onRequest: app.authenticate, schema: { tags, querystring: DesignerChoiceQuery, response: { 200: DesignerChoiceList } } },
    async (request) => listDesignerChoices(app.db, ratingsOf, memberOf(request).memberNo, request.query),
  );
};
