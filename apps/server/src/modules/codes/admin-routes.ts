// HTTP for the operator's code tables (issue 12): /api/v1/admin/codes/*. Admin only; the service audits.
import { AdminCode, AdminCodeGroupList, AdminCodeList, AdminCodeParams, AdminCodeRowParams, CodeCreateBody, CodeUpdateBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { createCode, listCodeGroups, listGroupCodes, updateCode } from './admin.ts';

const base = '/api/v1/admin/codes';

export const codesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get(base, { onRequest, schema: { tags, response: { 200: AdminCodeGroupList } } }, async () => listCodeGroups(app.db));

  app.get(`${base}/:group`, { onRequest, schema: { tags, params: AdminCodeParams, response: { 200: AdminCodeList } } }, async (request) =>
    listGroupCodes(app.db, request.params.group),
  );

  app.post(`${base}/:group`, { onRequest, schema: { tags, params: AdminCodeParams, body: CodeCreateBody, response: { 201: AdminCode } } }, async (request, reply) =>
    reply.status(201).send(await createCode(app.db, memberOf(request).memberNo, request.params.group, request.body)),
  );

  app.put(
    `${base}/:group/:code`,
    { onRequest, schema: { tags, params: AdminCodeRowParams, body: CodeUpdateBody, response: { 200: AdminCode } } },
    async (request) => updateCode(app.db, memberOf(request).memberNo, request.params.group, request.params.code, request.body),
  );
};
