// What the orders module tells the main page's figures (main-stats.ts, beside app.ts): the money
// of completed orders. Summing only; the figures never read the orders' tables themselves.
import { OrderStatus } from '@dcm/shared';
import { eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** The sum of complete orders' amounts per currency (minor units). */
export async function sumCompletedOrderAmounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: orders.currency, total: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(eq(orders.status, OrderStatus.complete))
    .groupBy(orders.currency);
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}

/** Orders started (created) at or after `since` (the admin dashboard, issue 12). */
export async function countOrdersSince(db: Db, since: Date): Promise<number> {
  return db.$count(orders, gte(orders.createdAt, since));
}
