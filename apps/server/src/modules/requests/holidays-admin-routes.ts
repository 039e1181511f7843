// HTTP for the operator's holiday table (issue 12): /api/v1/admin/holidays. Admin only; the service audits.
import { AdminHoliday, AdminHolidayList, HolidayCreateBody, HolidayDateParams, HolidayQuery } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { createHoliday, deleteHoliday, listAdminHolidays } from './holidays-admin.ts';

const base = '/api/v1/admin/holidays';

export const holidaysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get(base, { onRequest, schema: { tags, querystring: HolidayQuery, response: { 200: AdminHolidayList } } }, async (request) =>
    listAdminHolidays(app.db, request.query.year),
  );

  app.post(base, { onRequest, schema: { tags, body: HolidayCreateBody, response: { 201: AdminHoliday } } }, async (request, reply) =>
    reply.status(201).send(await createHoliday(app.db, memberOf(request).memberNo, request.body)),
  );

  app.delete(`${base}/:date`, { onRequest, schema: { tags, params: HolidayDateParams } }, async (request, reply) => {
    await deleteHoliday(app.db, memberOf(request).memberNo, request.params.date);
    return reply.status(204).send();
  });
};
