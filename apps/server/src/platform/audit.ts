// The admin's audit log (issue 12): every admin action writes one entry — who, when, what, on what,
// why — inside the transaction of the action, so an action and its entry commit or fail together.
// A cross-cutting helper (ARCHITECTURE §6), so it sits in platform: every module may write to it,
// and the admin console reads it here.
import type { AuditQuery, AuditTargetType } from '@dcm/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { adminAudit } from '../db/schema/platform.ts';

export interface AuditInput {
  adminNo: number;
  /** "<target>.<verb>": "member.approve", "refund.reject", "notice.publish", "inquiry.answer"… */
  action: string;
  targetType: AuditTargetType;
  targetId: string | number;
  reason?: string | null;
  /** What changed, as the console shows it: never passwords, tokens or card data. */
  data?: Record<string, unknown>;
}

export async function audit(tx: Tx | Db, entry: AuditInput): Promise<void> {
  await tx.insert(adminAudit).values({
    adminNo: entry.adminNo,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    data: entry.data ?? {},
  });
}

/** Whether `action` was ever audited on the target: a fact some actions are done once for (a notice's announcement). */
export async function wasAudited(tx: Tx | Db, entry: { action: string; targetType: AuditTargetType; targetId: string | number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, entry.action), eq(adminAudit.targetType, entry.targetType), eq(adminAudit.targetId, String(entry.targetId))))
    .limit(1);
  return row !== undefined;
}

type AuditRow = typeof adminAudit.$inferSelect;

/** A page of the entries matching the query (each filter exact), newest first, and how many match (the console's log). */
export async function auditPage(db: Db, query: z.infer<typeof AuditQuery>): Promise<{ entries: AuditRow[]; total: number }> {
  const where = and(
    query.action ? eq(adminAudit.action, query.action) : undefined,
    query.targetType ? eq(adminAudit.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAudit.targetId, query.targetId) : undefined,
  );
  const entries = await db
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(desc(adminAudit.seq))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
  return { entries, total: total?.n ?? 0 };
}
