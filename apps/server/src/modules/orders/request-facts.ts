// What the requests module asks of orders. Requests rank below orders, so they do not import this:
// app.ts hands `orderIdOf` to the requests routes (and the admin, above both, imports it).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orders } from '../../db/schema/orders.ts';

/** Every request page asks it: built once (db/prepared.ts). */
const orderOfRequest = prepared('request_order_id', (db, name) => db.select({ id: orders.id }).from(orders).where(eq(orders.requestId, sql.placeholder('requestId'))).prepare(name));

/** The order a request became, if it became one (a request has at most one). */
export async function orderIdOf(db: Db, requestId: string): Promise<string | null> {
  const [order] = await orderOfRequest(db, { requestId });
  return order?.id ?? null;
}
