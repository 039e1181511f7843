import { AdminActionParams, AdminMemberDetail, AdminMemberList, AdminMemberParams, AdminMemberQuery, ApprovalDecisionBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { decideMember, getMember, listMembers } from './service.ts';

/** The operator's console API (issue Accounts: member approval). Every route is the admin's alone. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/members',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], querystring: AdminMemberQuery, response: { 200: AdminMemberList } } },
    async (request) => listMembers(app.db, request.query),
  );

  app.get(
    '/api/v1/admin/members/:memberNo',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], params: AdminMemberParams, response: { 200: AdminMemberDetail } } },
    async (request) => getMember(app.db, request.params.memberNo),
  );

  // A body-less approve is fine: only reject and suspend need the reason. (Fastify validates a
  // missing body as null, hence nullish.)
  app.post(
    '/api/v1/admin/members/:memberNo/:action',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], params: AdminActionParams, body: ApprovalDecisionBody.nullish(), response: { 200: AdminMemberDetail } },
    },
    async (request) => decideMember(app, { ...request.params, reason: request.body?.reason, adminNo: memberOf(request).memberNo }),
  );
};
