// What the orders module tells a member's inquiry (content/inquiries.ts): whether the order the
// inquiry names is one the member takes part in.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** Whether `memberNo` is the client or the T-esigner of order `id`. */
export async function isOrderParty(db: Db, id: string, memberNo: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), or(eq(orders.clientNo, memberNo), eq(orders.designerNo, memberNo))))
    .limit(1);
  return row !== undefined;
}
