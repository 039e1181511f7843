// HTTP for quick requests (issue 11): paths, schemas and sign-in only; the rules are in the use-case files.
import {
  CadLinkBody,
  DownloadLink,
  QuickBoard,
  QuickBoardQuery,
  QuickDeliveryBody,
  QuickDetail,
  QuickMe,
  QuickOptInBody,
  QuickParams,
  QuickRemakeBody,
  QuickRequestBody,
  QuickTerms,
  QuickTransactions,
  QuickTransactionsQuery,
  Referral,
  Review,
  ReviewBody,
} from '@dcm/shared';
import { DesignChecks } from '@dcm/shared/mesh/design-check';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { idempotencyKeyOf } from '../mileage/index.ts';
import { getBoard, getQuickMe, setQuickOptIn, takeQuick } from './board.ts';
import { completeQuick, reviewQuick } from './completion.ts';
import { deliverQuick, getQuickDesignChecks, linkQuickCad, replaceQuick, requestQuickRemake } from './delivery.ts';
import { editQuick, postQuick, withdrawQuick } from './posting.ts';
import { getQuick, listQuickTransactions } from './reading.ts';
import { getQuickReferral, linkQuickReferralFile } from './referral.ts';
import type { QuickDeps } from './service.ts';
import { getQuickTerms } from './terms.ts';

export const quickDepsOf = (app: FastifyInstance): QuickDeps => ({ db: app.db, bus: app.bus, autoCompleteBusinessDays: app.config.orderAutoCompleteBusinessDays });

/**
 * Quick requests: the public price table; the client posts, edits, withdraws, completes, asks a
 * remake and reviews; opted-in T-esigners read the board, take, deliver and replace an unanswered
 * delivery; both list their side.
 */
export const quickRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quick'];
  const onRequest = app.authenticate;
  const deps = quickDepsOf(app);
  const id = { params: QuickParams };

  // Public: the landing page shows the prices before sign-in.
  app.get('/api/v1/quick/prices', { schema: { tags, response: { 200: QuickTerms } } }, async () => getQuickTerms(app.db, deps.autoCompleteBusinessDays));

  app.post('/api/v1/quick/requests', { onRequest, schema: { tags, body: QuickRequestBody, response: { 201: QuickDetail } } }, async (request, reply) =>
    reply.status(201).send(await postQuick(deps, memberOf(request), request.body, idempotencyKeyOf(request))),
  );

  app.get('/api/v1/quick/requests/:id', { onRequest, schema: { tags, ...id, response: { 200: QuickDetail } } }, async (request) =>
    getQuick(deps, memberOf(request), request.params.id),
  );

  app.put('/api/v1/quick/requests/:id', { onRequest, schema: { tags, ...id, body: QuickRequestBody, response: { 200: QuickDetail } } }, async (request) =>
    editQuick(deps, memberOf(request), request.params.id, request.body),
  );

  app.post('/api/v1/quick/requests/:id/withdraw', { onRequest, schema: { tags, ...id, response: { 200: QuickDetail } } }, async (request) =>
    withdrawQuick(deps, memberOf(request), request.params.id),
  );

  app.post('/api/v1/quick/requests/:id/take', { onRequest, schema: { tags, ...id, response: { 200: QuickDetail } } }, async (request) =>
    takeQuick(deps, memberOf(request), request.params.id),
  );

  app.post('/api/v1/quick/requests/:id/deliveries', { onRequest, schema: { tags, ...id, body: QuickDeliveryBody, response: { 200: QuickDetail } } }, async (request) =>
    deliverQuick(deps, memberOf(request), request.params.id, request.body),
  );

  // The taker replaces a delivery the client has not answered yet (decision 0044); not the delivery
  // route, so a second press of a first delivery stays refused rather than turning into a replacement.
  app.post('/api/v1/quick/requests/:id/cad/replace', { onRequest, schema: { tags, ...id, body: QuickDeliveryBody, response: { 200: QuickDetail } } }, async (request) =>
    replaceQuick(deps, memberOf(request), request.params.id, request.body),
  );

  app.post('/api/v1/quick/requests/:id/cad/link', { onRequest, schema: { tags, ...id, body: CadLinkBody, response: { 200: DownloadLink } } }, async (request) =>
    linkQuickCad(deps, app.downloadLinks, memberOf(request), request.params.id, request.body),
  );

  // The case to design: the referral and an expiring link per file (the taker once taken, the client, the admin).
  // The design check of the delivered meshes (issue 29): pending until the check-designs job has run.
  app.get('/api/v1/quick/:id/design-checks', { onRequest, schema: { tags, ...id, response: { 200: DesignChecks } } }, async (request) =>
    getQuickDesignChecks(deps, memberOf(request), request.params.id),
  );

  app.get('/api/v1/quick/requests/:id/referral', { onRequest, schema: { tags, ...id, response: { 200: Referral } } }, async (request) =>
    getQuickReferral(deps, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/quick/requests/:id/referral/files/:fileId/link',
    { onRequest, schema: { tags, params: QuickParams.extend({ fileId: z.uuid() }), response: { 200: DownloadLink } } },
    async (request) => linkQuickReferralFile(deps, app.downloadLinks, memberOf(request), request.params.id, request.params.fileId),
  );

  app.post('/api/v1/quick/requests/:id/remake', { onRequest, schema: { tags, ...id, body: QuickRemakeBody, response: { 200: QuickDetail } } }, async (request) =>
    requestQuickRemake(deps, memberOf(request), request.params.id, request.body),
  );

  app.post('/api/v1/quick/requests/:id/complete', { onRequest, schema: { tags, ...id, response: { 200: QuickDetail } } }, async (request) =>
    completeQuick(deps, memberOf(request), request.params.id),
  );

  app.post('/api/v1/quick/requests/:id/review', { onRequest, schema: { tags, ...id, body: ReviewBody, response: { 201: Review } } }, async (request, reply) =>
    reply.status(201).send(await reviewQuick(deps, memberOf(request), request.params.id, request.body)),
  );

  app.get('/api/v1/quick/board', { onRequest, schema: { tags, querystring: QuickBoardQuery, response: { 200: QuickBoard } } }, async (request) =>
    getBoard(deps, memberOf(request), request.query),
  );

  app.get('/api/v1/quick/me', { onRequest, schema: { tags, response: { 200: QuickMe } } }, async (request) => getQuickMe(app.db, memberOf(request)));

  app.put('/api/v1/quick/me', { onRequest, schema: { tags, body: QuickOptInBody, response: { 200: QuickMe } } }, async (request) =>
    setQuickOptIn(app.db, memberOf(request), request.body.optedIn),
  );

  app.get('/api/v1/quick/transactions', { onRequest, schema: { tags, querystring: QuickTransactionsQuery, response: { 200: QuickTransactions } } }, async (request) =>
    listQuickTransactions(app.db, memberOf(request), request.query),
  );
};
