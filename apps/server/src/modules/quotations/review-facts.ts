// What the reviews module asks of quotations (ARCHITECTURE §6): what was designed, the quotation's
// items, shown on each review of an order.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { quotations } from '../../db/schema/quotations.ts';

/** Each quotation's items, joined like the members' cards (members/cards.ts): a subquery PostgreSQL flattens into the caller's statement. */
export const quotationItems = new QueryBuilder().select({ id: quotations.id, items: quotations.items }).from(quotations).as('quotation_items');
