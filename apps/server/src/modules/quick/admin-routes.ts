// The operator's quick terms (issue 11): the price table, the remake allowance and the earliest deadline. Admin only.
import { QuickTerms, QuickTermsBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { getQuickTerms, putQuickTerms } from './terms.ts';

export const quickAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;
  const days = () => app.config.orderAutoCompleteBusinessDays;

  app.get('/api/v1/admin/quick/prices', { onRequest, schema: { tags, response: { 200: QuickTerms } } }, async () => getQuickTerms(app.db, days()));

  app.put('/api/v1/admin/quick/prices', { onRequest, schema: { tags, body: QuickTermsBody, response: { 200: QuickTerms } } }, async (request) =>
    putQuickTerms(app.db, memberOf(request).memberNo, request.body, days()),
  );
};
