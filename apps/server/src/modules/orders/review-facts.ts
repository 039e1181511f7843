// What the reviews module asks of orders (ARCHITECTURE §6): the quotation each reviewed order was
// made from, whose items the review shows (quotations/review-facts.ts).
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema/orders.ts';

/** Each order's quotation, joined like the members' cards (members/cards.ts): a subquery PostgreSQL flattens into the caller's statement. */
export const orderQuotations = new QueryBuilder().select({ orderId: orders.id, quotationId: orders.quotationId }).from(orders).as('order_quotations');
