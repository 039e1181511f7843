// What the orders module tells a member's data export (members/export.ts): every order the member
// took part in, whole rows. Reading only.
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** Every order `memberNo` is the client or the T-esigner of, oldest first. */
export async function ordersOf(db: Db | Tx, memberNo: number) {
  return db
    .select()
    .from(orders)
    .where(or(eq(orders.clientNo, memberNo), eq(orders.designerNo, memberNo)))
    .orderBy(orders.createdAt);
}
