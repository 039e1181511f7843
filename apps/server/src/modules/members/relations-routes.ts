// HTTP for member relations (issue 10): favourites, blocks and reports, and the admin's list of
// reports and decision on one (issue 12). Paths, schemas and sign-in only; the rules are in
// relations.ts and reports.ts.
import { BlockedMembers, Favourites, Report, ReportBody, ReportDecisionBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { addFavourite, blockMember, listBlocks, listFavourites, removeFavourite, unblockMember } from './relations.ts';
import { createReport, decideReport, listReports } from './reports.ts';

const memberParams = z.object({ memberNo: z.coerce.number().int().positive().max(2_147_483_647) });
const ReportsQuery = z.object({ status: z.enum(['open', 'closed']).optional() });
const ReportList = z.object({ items: z.array(Report) });
const ReportParams = z.object({ id: z.uuid() });

export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  const onRequest = app.authenticate;

  app.get('/api/v1/favourites', { onRequest, schema: { tags, response: { 200: Favourites } } }, async (request) => listFavourites(app.db, memberOf(request)));

  app.put('/api/v1/favourites/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await addFavourite(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.delete('/api/v1/favourites/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await removeFavourite(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.get('/api/v1/blocks', { onRequest, schema: { tags, response: { 200: BlockedMembers } } }, async (request) => listBlocks(app.db, memberOf(request)));

  app.put('/api/v1/blocks/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await blockMember(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.delete('/api/v1/blocks/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await unblockMember(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.post('/api/v1/reports', { onRequest, schema: { tags, body: ReportBody, response: { 201: Report } } }, async (request, reply) =>
    reply.status(201).send(await createReport(app.db, memberOf(request), request.body)),
  );

  app.get(
    '/api/v1/admin/reports',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], querystring: ReportsQuery, response: { 200: ReportList } } },
    async (request) => listReports(app.db, request.query.status),
  );

  app.post(
    '/api/v1/admin/reports/:id/decision',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], params: ReportParams, body: ReportDecisionBody, response: { 200: Report } } },
    async (request) => decideReport(app, memberOf(request).memberNo, request.params.id, request.body),
  );
};
