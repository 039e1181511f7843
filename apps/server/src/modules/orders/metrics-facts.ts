// What the orders module tells the operator's metrics (GET /metrics, platform/metrics.ts): how many
// orders stand in each state now. Counting only; the metrics never read the orders' tables themselves.
import { OrderStatus } from '@dcm/shared';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** Orders per state, every state of the machine present (0 when none), so each series always exists. */
export async function countOrdersByState(db: Db): Promise<Map<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  const counts = new Map<OrderStatus, number>(Object.values(OrderStatus).map((s) => [s, 0]));
  for (const r of rows) counts.set(r.status, Number(r.n));
  return counts;
}
