// The admin's audit log (issue 12): every admin action writes one entry — who, when, what, on what,
// why — inside the transaction of the action, so an action and its entry commit or fail together.
// A cross-cutting helper (ARCHITECTURE §6), so it sits in platform: every module may write to it.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { adminAudit } from '../db/schema/platform.ts';

export interface AuditInput {
  adminNo: number;
  /** "<target>.<verb>": "member.approve", "refund.reject", "notice.publish", "inquiry.answer"… */
  action: string;
  targetType: string;
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
export async function wasAudited(tx: Tx | Db, entry: { action: string; targetType: string; targetId: string | number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, entry.action), eq(adminAudit.targetType, entry.targetType), eq(adminAudit.targetId, String(entry.targetId))))
    .limit(1);
  return row !== undefined;
}
