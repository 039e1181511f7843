// What the quotations module asks of requests (ARCHITECTURE §6): the request each quotation of a list
// was made on, and the request's count of quotations, which a quotation's submission and withdrawal
// keep (the request's list shows it; a request that received none may be re-opened).
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';

/**
 * A request as /estimate shows it beside each quotation, and filters on (its client): joined like
 * the members' cards (members/cards.ts), a subquery PostgreSQL flattens into the caller's statement.
 */
export const requestCards = new QueryBuilder()
  .select({
    id: requests.id,
    status: requests.status,
    type: requests.type,
    deadlineAt: requests.deadlineAt,
    quoteExpiresAt: requests.quoteExpiresAt,
    clientNo: requests.clientNo,
  })
  .from(requests)
  .as('request_cards');

/** Counts a new quotation on the request, which the caller holds locked. */
export async function countQuotation(tx: Db, requestId: string): Promise<void> {
  await tx
    .update(requests)
    .set({ quotationCount: sql`${requests.quotationCount} + 1` })
    .where(eq(requests.id, requestId));
}

/** Takes a withdrawn quotation off the count of the request, which the caller holds locked; answers how many remain. */
export async function uncountQuotation(tx: Db, requestId: string): Promise<number | undefined> {
  const [counted] = await tx
    .update(requests)
    .set({ quotationCount: sql`greatest(${requests.quotationCount} - 1, 0)` })
    .where(eq(requests.id, requestId))
    .returning({ quotationCount: requests.quotationCount });
  return counted?.quotationCount;
}
