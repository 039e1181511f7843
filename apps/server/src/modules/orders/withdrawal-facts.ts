// What the orders module tells a member's withdrawal (members/withdrawal.ts): whether an order the
// member takes part in is still open. Counting only; the orders keep their rows after withdrawal.
import { TERMINAL_ORDER_STATUSES } from '@dcm/shared';
import { and, count, eq, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** The orders `memberNo` is the client or the T-esigner of that have not reached an end. */
export async function countOpenOrdersOf(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(or(eq(orders.clientNo, memberNo), eq(orders.designerNo, memberNo)), notInArray(orders.status, [...TERMINAL_ORDER_STATUSES])));
  return Number(row?.n ?? 0);
}
