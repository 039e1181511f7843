// The admin console's audit log and dashboard (issue 12). Admin only.
import { AdminDashboard, AuditList, AuditQuery, type AuditEntry } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditPage } from '../../platform/audit.ts';
import { memberRefsOf } from '../members/index.ts';
import { adminDashboard } from './dashboard.ts';

/** The entries matching the query (each filter exact), newest first, with the acting admin's nickname. */
export async function listAudit(db: Db, query: z.infer<typeof AuditQuery>): Promise<AuditList> {
  const { entries, total } = await auditPage(db, query);
  const admins = await memberRefsOf(db, entries.map((entry) => entry.adminNo));
  const items: AuditEntry[] = entries.map((entry) => ({
    id: entry.id,
    admin: { memberNo: entry.adminNo, nickname: admins.get(entry.adminNo)?.nickname ?? '' },
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    data: entry.data,
    at: entry.at.toISOString(),
  }));
  return { items, page: query.page, size: query.size, total };
}

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get('/api/v1/admin/audit', { onRequest, schema: { tags, querystring: AuditQuery, response: { 200: AuditList } } }, async (request) =>
    listAudit(app.db, request.query),
  );

  app.get('/api/v1/admin/dashboard', { onRequest, schema: { tags, response: { 200: AdminDashboard } } }, async () => adminDashboard(app.db));
};
