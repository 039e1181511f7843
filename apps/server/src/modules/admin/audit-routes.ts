// The admin console's audit log and dashboard (issue 12). Admin only.
import { AdminDashboard, AuditList, AuditQuery, type AuditEntry } from '@dcm/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { adminAudit } from '../../db/schema/platform.ts';
import { adminDashboard } from './dashboard.ts';

/** The entries matching the query (each filter exact), newest first, with the acting admin's nickname. */
export async function listAudit(db: Db, query: z.infer<typeof AuditQuery>): Promise<AuditList> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminAudit.action, query.action));
  if (query.targetType) filters.push(eq(adminAudit.targetType, query.targetType));
  if (query.targetId) filters.push(eq(adminAudit.targetId, query.targetId));
  const where = and(...filters);
  const rows = await db
    .select({ entry: adminAudit, nickname: members.nickname })
    .from(adminAudit)
    .innerJoin(members, eq(members.memberNo, adminAudit.adminNo))
    .where(where)
    .orderBy(desc(adminAudit.seq))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
  const items: AuditEntry[] = rows.map(({ entry, nickname }) => ({
    id: entry.id,
    admin: { memberNo: entry.adminNo, nickname: nickname ?? '' },
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    data: entry.data,
    at: entry.at.toISOString(),
  }));
  return { items, page: query.page, size: query.size, total: total?.n ?? 0 };
}

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;

  app.get('/api/v1/admin/audit', { onRequest, schema: { tags, querystring: AuditQuery, response: { 200: AuditList } } }, async (request) =>
    listAudit(app.db, request.query),
  );

  app.get('/api/v1/admin/dashboard', { onRequest, schema: { tags, response: { 200: AdminDashboard } } }, async () => adminDashboard(app.db));
};
