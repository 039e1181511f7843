// What the quotations module asks of requests (ARCHITECTURE §6): the request each quotation of a list
// was made on, and the request's count of quotations, which a quotation's submission and withdrawal
// keep (the request's list shows it; a request that received none may be re-opened); the first
// quotation on a request waiting for them also moves it to choosing.
import { RequestAction, RequestStatus } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requests } from '../../db/schema/requests.ts';
import { moveRequest, type RequestRow } from './transitions.ts';

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

/** Every quotation submitted counts: built once (db/prepared.ts). */
const quotationCounted = prepared('request_quotation_counted', (db, name) =>
  db
    .update(requests)
    .set({ quotationCount: sql`${requests.quotationCount} + 1` })
    .where(eq(requests.id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * Counts a new quotation on the request, which the caller holds locked. The first one on a request
 * waiting for quotations moves it to choosing, and that move writes the count: one statement.
 */
export async function countQuotation(tx: Db, request: RequestRow): Promise<void> {
  if (request.status === RequestStatus.QuoteRequested) {
    // Locked, the row's count is the count: the move writes one more.
    await moveRequest(tx, request, RequestAction.ReceiveQuotation, 'system', { quotationCount: request.quotationCount + 1 });
  } else {
    await quotationCounted(tx, { id: request.id });
  }
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
