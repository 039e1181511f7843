// What the quotations module tells the admin console (issue 12): every quotation on one request,
// whoever sent it and whatever became of it (withdrawn, or hidden from the client by a block), with
// its T-esigner's nickname, in one statement.
import { Currency, type AdminRequestQuotation } from '@dcm/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotations } from '../../db/schema/quotations.ts';
import { memberCards } from '../members/index.ts';

/** The request's quotations, oldest first (the order they came in). */
export async function adminRequestQuotations(db: Db, requestId: string): Promise<AdminRequestQuotation[]> {
  const rows = await db
    .select({ quotation: quotations, nickname: memberCards.nickname })
    .from(quotations)
    .innerJoin(memberCards, eq(memberCards.memberNo, quotations.designerNo))
    .where(eq(quotations.requestId, requestId))
    .orderBy(asc(quotations.createdAt), asc(quotations.id));
  return rows.map(({ quotation: q, nickname }) => ({
    id: q.id,
    designer: { memberNo: q.designerNo, nickname: nickname ?? '' },
    amount: q.total,
    currency: q.currency === Currency.USD ? Currency.USD : Currency.KRW,
    deliveryAt: q.deliveryAt.toISOString(),
    status: q.status,
    createdAt: q.createdAt.toISOString(),
  }));
}
