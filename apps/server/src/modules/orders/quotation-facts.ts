// What the quotations module asks of orders (ARCHITECTURE §6): a chosen quotation opens its order.
// Orders rank above quotations, so app.ts hands this in (quotations' port `OpenOrder`).
import { OrderStatus } from '@dcm/shared';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { ChosenQuotation } from '../quotations/index.ts';

/** Opens the order of a chosen quotation, waiting for the client's payment, in the caller's transaction; answers its id. */
export async function openUnpaidOrder(tx: Db | Tx, chosen: ChosenQuotation): Promise<string> {
  const [order] = await tx
    .insert(orders)
    .values({ ...chosen, status: OrderStatus.awaitingPayment })
    .returning({ id: orders.id });
  return order!.id;
}
