// What the quotations module tells orders (ARCHITECTURE §6: a module owns its tables): the terms
// of the quotation an order was made from, for its contract, page and quotation document, and the items of a page of
// orders, for the transactions list.
import type { QuotationItem } from '@dcm/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { quotations } from '../../db/schema/quotations.ts';

// Every order page reads it: built once (db/prepared.ts, decision 0035).
const termRows = prepared('order_quotation_terms', (db, name) =>
  db.select({ items: quotations.items, deliveryAt: quotations.deliveryAt, total: quotations.total }).from(quotations).where(eq(quotations.id, sql.placeholder('id'))).prepare(name),
);

/** The items, delivery date and total (KRW) of quotation `id`, or undefined when there is none. */
export async function quotationTermsOf(db: Db, id: string): Promise<{ items: QuotationItem[]; deliveryAt: Date; total: number } | undefined> {
  const [terms] = await termRows(db, { id });
  return terms;
}

/** What the order's quotation document (issue 30) says besides its terms: when it was sent and changed, and its note; undefined when there is none. */
export async function quotationDocumentOf(db: Db, id: string): Promise<{ id: string; createdAt: Date; updatedAt: Date; note: string } | undefined> {
  const [row] = await db
    .select({ id: quotations.id, createdAt: quotations.createdAt, updatedAt: quotations.updatedAt, note: quotations.note })
    .from(quotations)
    .where(eq(quotations.id, id));
  return row;
}

/** The items of each quotation of `ids` that exists, by quotation id, in one query. */
export async function quotationItemsOf(db: Db, ids: readonly string[]): Promise<Map<string, QuotationItem[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: quotations.id, items: quotations.items }).from(quotations).where(inArray(quotations.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.items]));
}
