// What the quotations module tells a member's data export (members/export.ts): the quotations a
// T-esigner wrote, and those a client received on their requests. Reading only.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quotations } from '../../db/schema/quotations.ts';

/** Every quotation T-esigner `designerNo` wrote, oldest first, whole rows. */
export async function quotationsWrittenBy(db: Db | Tx, designerNo: number) {
  return db.select().from(quotations).where(eq(quotations.designerNo, designerNo)).orderBy(quotations.createdAt);
}

/** Every quotation on the requests of `requestIds`: who sent it, its status, total and delivery date (not its items or note). */
export async function quotationsOnRequests(db: Db | Tx, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ id: quotations.id, requestId: quotations.requestId, designerNo: quotations.designerNo, status: quotations.status, total: quotations.total, currency: quotations.currency, deliveryAt: quotations.deliveryAt, createdAt: quotations.createdAt })
    .from(quotations)
    .where(inArray(quotations.requestId, [...requestIds]));
}
