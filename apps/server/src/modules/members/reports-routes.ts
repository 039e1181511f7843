// HTTP for reports (issue 10) and the admin's list of them and decision on one (issue 12). Paths,
// schemas and sign-in only; the rules are in reports.ts. Apart from relations-routes.ts: a decision
// suspends through the admin's console, so reports belong to the account part of members.
import { Report, ReportBody, ReportDecisionBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { createReport, decideReport, listReports } from './reports.ts';

const ReportsQuery = z.object({ status: z.enum(['open', 'closed']).optional() });
const ReportList = z.object({ items: z.array(Report) });
const ReportParams = z.object({ id: z.uuid() });

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/reports', { onRequest: app.authenticate, schema: { tags: ['members'], body: ReportBody, response: { 201: Report } } }, async (request, reply) =>
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
