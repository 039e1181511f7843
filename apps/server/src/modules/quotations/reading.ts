// What quotations read as: each with its T-esigner's nickname and facts, a request's
// quotations as its client, its T-esigners or the admin see them, and /estimate's lists.
import {
  ErrorCode,
  QuotationStatus,
  type DesignerFacts,
  type MyQuotation,
  type MyQuotationList,
  type Quotation,
  type QUOTATION_CURRENCY,
  type QuotationList,
} from '@dcm/shared';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { quotations } from '../../db/schema/quotations.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberCards, notBlockedWith } from '../members/index.ts';
import { caseNameOf, referralCasesSql } from '../referrals/index.ts';
import { findVisibleRequest, isDesigner, requestCards, requestReferralIdsSql, viewerOf } from '../requests/index.ts';
import { designerFacts, type RatingsOf } from './facts.ts';

type QuotationRow = typeof quotations.$inferSelect;

/**
 * Quotations `memberNo` is not blocked with the other side of (`other`), in SQL. A chosen quotation
 * stays: its order was made before the block and goes on (issue 10).
 */
const notHiddenByBlock = (memberNo: number, other: AnyPgColumn): SQL | undefined => or(eq(quotations.status, QuotationStatus.Selected), notBlockedWith(memberNo, other));

function toQuotation(row: QuotationRow, nickname: string | null, facts: Map<number, DesignerFacts>): Quotation {
  return {
    id: row.id,
    requestId: row.requestId,
    designer: { memberNo: row.designerNo, nickname: nickname ?? '' },
    facts: facts.get(row.designerNo) ?? { rating: null, reviewCount: 0, editCount: null, warrantyDays: null },
    status: row.status,
    items: row.items,
    total: row.total,
    currency: row.currency as typeof QUOTATION_CURRENCY,
    deliveryAt: row.deliveryAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Quotations matching `where` in arrival order, their T-esigners' nicknames and facts fetched once for all. */
async function selectQuotations(db: Db, ratingsOf: RatingsOf, where: SQL | undefined): Promise<Quotation[]> {
  const rows = await db
    .select({ quotation: quotations, nickname: memberCards.nickname })
    .from(quotations)
    .innerJoin(memberCards, eq(memberCards.memberNo, quotations.designerNo))
    .where(where)
    .orderBy(asc(quotations.createdAt), asc(quotations.id));
  const facts = await designerFacts(db, ratingsOf, [...new Set(rows.map((r) => r.quotation.designerNo))]);
  return rows.map((r) => toQuotation(r.quotation, r.nickname, facts));
}

/** Every submit, edit and choice answers with it: built once (db/prepared.ts, decision 0035). */
const quotationRowById = prepared('quotation_by_id', (db, name) =>
  db
    .select({ quotation: quotations, nickname: memberCards.nickname })
    .from(quotations)
    .innerJoin(memberCards, eq(memberCards.memberNo, quotations.designerNo))
    .where(eq(quotations.id, sql.placeholder('id')))
    .prepare(name),
);

/** The quotation `id` as the lists show it, or 404. */
export async function quotationById(db: Db, ratingsOf: RatingsOf, id: string): Promise<Quotation> {
  const [row] = await quotationRowById(db, { id });
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return toQuotation(row.quotation, row.nickname, await designerFacts(db, ratingsOf, [row.quotation.designerNo]));
}

/** A request's quotations: all of them for the admin, for its client all but a blocked T-esigner's, a T-esigner's own for them. */
export async function listRequestQuotations(db: Db, ratingsOf: RatingsOf, member: TokenMember, requestId: string): Promise<QuotationList> {
  const viewer = await viewerOf(db, member);
  const request = await findVisibleRequest(db, viewer, requestId);
  const onRequest = eq(quotations.requestId, request.id);
  if (viewer.kind === 'admin') return { items: await selectQuotations(db, ratingsOf, onRequest) };
  const client = request.clientNo === viewer.memberNo;
  const seen = client ? notHiddenByBlock(viewer.memberNo, quotations.designerNo) : eq(quotations.designerNo, viewer.memberNo);
  return { items: await selectQuotations(db, ratingsOf, and(onRequest, seen)) };
}

/** The client's card beside the T-esigner's in one statement: the members' card under a name of its own. */
const clientCards = new QueryBuilder().select().from(memberCards).as('client_cards');

/**
 * /estimate: a T-esigner's own quotations, or the quotations on a client's requests, newest first,
 * with their requests. One query for the page and one for the count, on the indexes by designer
 * and by client.
 */
export async function listMyQuotations(db: Db, ratingsOf: RatingsOf, member: TokenMember, query: { page: number; size: number }): Promise<MyQuotationList> {
  const viewer = await viewerOf(db, member);
  const asDesigner = and(eq(quotations.designerNo, viewer.memberNo), notHiddenByBlock(viewer.memberNo, requestCards.clientNo));
  const asClient = and(eq(requestCards.clientNo, viewer.memberNo), notHiddenByBlock(viewer.memberNo, quotations.designerNo));
  // A lab that added a T-esigner profile has both sides: its own quotations and those on its requests.
  const where = !isDesigner(viewer) ? asClient : viewer.kind === 'lab' ? or(asDesigner, asClient) : asDesigner;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quotation: quotations,
        designerNickname: memberCards.nickname,
        request: {
          id: requestCards.id,
          status: requestCards.status,
          type: requestCards.type,
          deadlineAt: requestCards.deadlineAt,
          quoteExpiresAt: requestCards.quoteExpiresAt,
          clientNo: requestCards.clientNo,
        },
        clientNickname: clientCards.nickname,
        // What names the case (issue 26): its referral numbers, in the page's one statement.
        cases: referralCasesSql(requestReferralIdsSql(quotations.requestId)),
      })
      .from(quotations)
      .innerJoin(requestCards, eq(requestCards.id, quotations.requestId))
      .innerJoin(memberCards, eq(memberCards.memberNo, quotations.designerNo))
      .innerJoin(clientCards, eq(clientCards.memberNo, requestCards.clientNo))
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(quotations).innerJoin(requestCards, eq(requestCards.id, quotations.requestId)).where(where),
  ]);
  const facts = await designerFacts(db, ratingsOf, [...new Set(rows.map((r) => r.quotation.designerNo))]);
  const items: MyQuotation[] = rows.map((r) => ({
    ...toQuotation(r.quotation, r.designerNickname, facts),
    request: {
      id: r.request.id,
      status: r.request.status,
      type: r.request.type,
      deadlineAt: r.request.deadlineAt.toISOString(),
      quoteExpiresAt: r.request.quoteExpiresAt.toISOString(),
      client: { memberNo: r.request.clientNo, nickname: r.clientNickname ?? '' },
      referralNumbers: caseNameOf(r.cases).referralNumbers,
    },
  }));
  return { items, page: query.page, size: query.size, total: total?.n ?? 0 };
}
