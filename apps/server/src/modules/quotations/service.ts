// Quotations: a T-esigner's price for a public request, and the client's choice among them. Owns the
// `quotations` table and its states (submitted → withdrawn | selected | notChosen, by the shared
// quotation machine) and the request's quotation count. Requests move only through `moveRequest`;
// a selection creates the unpaid order the Orders issue takes over.
import {
  koreanDayOf,
  Currency,
  currencyOfNation,
  ErrorCode,
  KOREA,
  krwToUsdCents,
  findQuotationTransition,
  findRequestTransition,
  QUOTABLE_STATUSES,
  QUOTATION_CURRENCY,
  QuotationAction,
  QuotationStatus,
  quotationTotal,
  RequestAction,
  RequestStatus,
  RequestType,
  type DesignerFacts,
  type MyQuotation,
  type MyQuotationList,
  type Quotation,
  type QuotationList,
  type SelectionAnswer,
  type SubmitQuotationBody,
} from '@dcm/shared';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { members, orders, quotations, requests } from '../../db/schema/index.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedBetween, canSeeRequest, findVisibleRequest, isDesigner, notBlockedWith, viewerOf, type Viewer } from '../requests/access.ts';
import { lockRequest, moveRequest, type RequestRow } from '../requests/transitions.ts';
import { rateOn } from '../mileage/settlements.ts';
import { notify } from '../notifications/emit.ts';
import { nicknameOf, orderPageFor, requestPage } from '../notifications/parties.ts';
import { designerFacts } from './facts.ts';
import { declineOpenQuotations } from './queries.ts';

type QuotationRow = typeof quotations.$inferSelect;

/** The order a selection creates waits for the client's payment (Orders issue). */
const ORDER_AWAITING_PAYMENT = 'awaitingPayment';

// --- Rules ---

/** Only an approved T-esigner quotes; a dental lab first needs a T-esigner profile (SPEC §6). */
function assertCanQuote(viewer: Viewer): void {
  if (!isDesigner(viewer)) throw new AppError(viewer.kind === 'lab' ? ErrorCode.DesignerProfileRequired : ErrorCode.Forbidden, 403);
  if (!viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
}

/** Quotations are taken on public requests still open, until the expiry by the server's clock (not the sweep's). */
function assertQuotable(request: RequestRow, now: Date): void {
  const open = request.type === RequestType.Public && QUOTABLE_STATUSES.includes(request.status) && request.quoteExpiresAt > now;
  if (!open) throw new AppError(ErrorCode.QuoteClosed, 409);
}

/**
 * What the schema cannot know. The delivery is possible (after now) and in time (by the request's
 * deadline). The items price exactly the request's units, each type once with its requested count:
 * clients compare totals side by side, so a quotation leaving out a type or a unit would look cheaper
 * than it is.
 */
function assertFitsRequest(request: RequestRow, body: SubmitQuotationBody, now: Date): void {
  const fields: Record<string, string> = {};
  const deliveryAt = new Date(body.deliveryAt);
  if (deliveryAt <= now) fields.deliveryAt = 'dateBeforeMin';
  else if (deliveryAt > request.deadlineAt) fields.deliveryAt = 'deliveryAfterDeadline';

  const requested = new Map(request.units.map((u) => [u.type, u.count]));
  const priced = new Set<string>();
  body.items.forEach((item, i) => {
    const count = requested.get(item.type);
    if (count === undefined) fields[`items.${i}.type`] = 'typeNotRequested';
    else if (priced.has(item.type)) fields[`items.${i}.type`] = 'invalid';
    else if (item.count !== count) fields[`items.${i}.count`] = 'invalid';
    priced.add(item.type);
  });
  const itemsFine = !Object.keys(fields).some((k) => k.startsWith('items.'));
  if (itemsFine && [...requested.keys()].some((type) => !priced.has(type))) fields.items = 'required';

  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}

/** A unique violation (23505) of `constraint`; Drizzle wraps the driver's error, so look down the causes. */
function violates(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    e = cause;
  }
  return false;
}

/**
 * Who sees a quotation: whoever sees its request and is its client, its T-esigner, or the admin.
 * Other T-esigners are told it does not exist.
 */
async function canSeeQuotation(db: Db, viewer: Viewer, request: RequestRow, quotation: QuotationRow): Promise<boolean> {
  const party = viewer.kind === 'admin' || request.clientNo === viewer.memberNo || quotation.designerNo === viewer.memberNo;
  if (!party || !(await canSeeRequest(db, viewer, request))) return false;
  // A block hides the T-esigner's quotation from the client too (the request hides itself from the T-esigner).
  const client = viewer.kind !== 'admin' && request.clientNo === viewer.memberNo;
  return !client || quotation.status === QuotationStatus.Selected || !(await blockedBetween(db, viewer.memberNo, quotation.designerNo));
}

/**
 * Quotations `memberNo` is not blocked with the other side of (`other`), in SQL. A chosen quotation
 * stays: its order was made before the block and goes on (issue 10).
 */
const notHiddenByBlock = (memberNo: number, other: AnyPgColumn): SQL | undefined => or(eq(quotations.status, QuotationStatus.Selected), notBlockedWith(memberNo, other));

/**
 * The quotation and its request, both locked until the transaction ends, or 404. The request is
 * locked first, as every quotation change does, so two changes on one request are taken in turn.
 */
async function lockQuotation(tx: Db, viewer: Viewer, id: string): Promise<{ quotation: QuotationRow; request: RequestRow }> {
  const [found] = await tx.select({ requestId: quotations.requestId }).from(quotations).where(eq(quotations.id, id));
  if (!found) throw new AppError(ErrorCode.NotFound, 404);
  const request = await lockRequest(tx, found.requestId);
  const [quotation] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  if (!quotation || !(await canSeeQuotation(tx, viewer, request, quotation))) throw new AppError(ErrorCode.NotFound, 404);
  return { quotation, request };
}

// --- Answers ---

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
async function selectQuotations(db: Db, where: SQL | undefined): Promise<Quotation[]> {
  const rows = await db
    .select({ quotation: quotations, nickname: members.nickname })
    .from(quotations)
    .innerJoin(members, eq(members.memberNo, quotations.designerNo))
    .where(where)
    .orderBy(asc(quotations.createdAt), asc(quotations.id));
  const facts = await designerFacts(db, [...new Set(rows.map((r) => r.quotation.designerNo))]);
  return rows.map((r) => toQuotation(r.quotation, r.nickname, facts));
}

async function quotationById(db: Db, id: string): Promise<Quotation> {
  const [quotation] = await selectQuotations(db, eq(quotations.id, id));
  if (!quotation) throw new AppError(ErrorCode.NotFound, 404);
  return quotation;
}

// --- Use cases ---

/** Writes a T-esigner's quotation on a locked request in `status`, counted on the request. */
async function insertQuotation(tx: Db, request: RequestRow, designerNo: number, body: SubmitQuotationBody, status: QuotationStatus): Promise<{ id: string; total: number }> {
  const [row] = await tx
    .insert(quotations)
    .values({
      requestId: request.id,
      designerNo,
      status,
      items: body.items,
      total: quotationTotal(body.items),
      currency: QUOTATION_CURRENCY,
      deliveryAt: new Date(body.deliveryAt),
      note: body.note,
    })
    .returning({ id: quotations.id, total: quotations.total });
  await tx
    .update(requests)
    .set({ quotationCount: sql`${requests.quotationCount} + 1` })
    .where(eq(requests.id, request.id));
  return row!;
}

/** A T-esigner's one quotation on a public request; the first one moves the request to choosing. */
export async function submitQuotation(db: Db, member: TokenMember, requestId: string, body: SubmitQuotationBody): Promise<Quotation> {
  const viewer = await viewerOf(db, member);
  assertCanQuote(viewer);
  try {
    return await db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId);
      if (!(await canSeeRequest(tx, viewer, request))) throw new AppError(ErrorCode.NotFound, 404);
      // A lab with a T-esigner profile also sends requests: never quoting on its own.
      if (request.clientNo === viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
      const now = new Date();
      assertQuotable(request, now);
      const [mine] = await tx
        .select({ id: quotations.id })
        .from(quotations)
        .where(and(eq(quotations.requestId, request.id), eq(quotations.designerNo, viewer.memberNo)));
      // A withdrawn quotation counts too: withdrawing is final, not a way to outbid the others later.
      if (mine) throw new AppError(ErrorCode.AlreadyQuoted, 409);
      assertFitsRequest(request, body, now);

      const row = await insertQuotation(tx, request, viewer.memberNo, body, QuotationStatus.Submitted);
      if (request.status === RequestStatus.QuoteRequested) await moveRequest(tx, request, RequestAction.ReceiveQuotation, 'system');
      await notify(tx, {
        event: 'quotationReceived',
        to: [request.clientNo],
        params: { nickname: await nicknameOf(tx, viewer.memberNo), amount: row!.total, currency: QUOTATION_CURRENCY },
        link: requestPage(request.id),
      });
      return quotationById(tx, row!.id);
    });
  } catch (error) {
    // Two submits at once both pass the check on a pool without the lock's turn; the index decides.
    if (violates(error, 'quotations_request_designer')) throw new AppError(ErrorCode.AlreadyQuoted, 409);
    throw error;
  }
}

/** The T-esigner changes prices, delivery or note while the request still takes quotations. */
export async function editQuotation(db: Db, member: TokenMember, id: string, body: SubmitQuotationBody): Promise<Quotation> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, viewer, id);
    if (quotation.designerNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
    assertCanQuote(viewer);
    const move = findQuotationTransition(QuotationAction.Edit, quotation.status, 'designer');
    if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
    const now = new Date();
    assertQuotable(request, now);
    assertFitsRequest(request, body, now);
    await tx
      .update(quotations)
      .set({
        status: move.to,
        items: body.items,
        total: quotationTotal(body.items),
        deliveryAt: new Date(body.deliveryAt),
        note: body.note,
        updatedAt: now,
      })
      .where(eq(quotations.id, quotation.id));
    return quotationById(tx, quotation.id);
  });
}

/** The T-esigner takes the quotation back; without any left, the request waits for quotations again. */
export async function withdrawQuotation(db: Db, member: TokenMember, id: string): Promise<Quotation> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, viewer, id);
    if (quotation.designerNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
    const move = findQuotationTransition(QuotationAction.Withdraw, quotation.status, 'designer');
    if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
    await tx.update(quotations).set({ status: move.to, updatedAt: new Date() }).where(eq(quotations.id, quotation.id));
    const [counted] = await tx
      .update(requests)
      .set({ quotationCount: sql`greatest(${requests.quotationCount} - 1, 0)` })
      .where(eq(requests.id, request.id))
      .returning({ quotationCount: requests.quotationCount });
    if (counted?.quotationCount === 0 && request.status === RequestStatus.Choosing) {
      await moveRequest(tx, request, RequestAction.LoseQuotations, 'system');
    }
    return quotationById(tx, quotation.id);
  });
}

/**
 * What the client pays for a quotation of `krw` won (decision 16): the won themselves for a client
 * whose mileage is in won, else US cents at the latest USD rate (422 EXCHANGE_RATE_MISSING before
 * there is one), with the rate kept on the order for the contract.
 */
async function orderPrice(tx: Db, clientNo: number, krw: number): Promise<{ amount: number; currency: Currency; rateId: string | null }> {
  const [client] = await tx.select({ nation: members.contactNation }).from(members).where(eq(members.memberNo, clientNo));
  const currency = currencyOfNation(client?.nation ?? KOREA);
  if (currency === Currency.KRW) return { amount: krw, currency, rateId: null };
  const rate = await rateOn(tx, koreanDayOf(new Date()));
  if (!rate) throw new AppError(ErrorCode.ExchangeRateMissing, 422);
  return { amount: krwToUsdCents(krw, rate.krwPerUnitHundredths), currency, rateId: rate.id };
}

/**
 * The client chooses one quotation: the request goes to its T-esigner (transaction ongoing), every
 * other open quotation is not chosen, and one unpaid order is created, all at once or not at all.
 */
export async function selectQuotation(db: Db, member: TokenMember, id: string): Promise<SelectionAnswer> {
  const viewer = await viewerOf(db, member);
  try {
    return await db.transaction(async (tx) => {
      const { quotation, request } = await lockQuotation(tx, viewer, id);
      if (request.clientNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
      const requestMove = findRequestTransition(RequestAction.Select, request.status, 'client');
      const quotationMove = findQuotationTransition(QuotationAction.Select, quotation.status, 'client');
      if (!requestMove || !quotationMove) throw new AppError(ErrorCode.InvalidTransition, 409);
      // Past the expiry the request is closed even before the sweep has written it.
      if (request.quoteExpiresAt <= new Date()) throw new AppError(ErrorCode.QuoteClosed, 409);

      await moveRequest(tx, request, RequestAction.Select, 'client', { designerNo: quotation.designerNo });
      await tx.update(quotations).set({ status: quotationMove.to, updatedAt: new Date() }).where(eq(quotations.id, quotation.id));
      const notChosen = await declineOpenQuotations(tx, request.id);
      const [order] = await tx
        .insert(orders)
        .values({
          requestId: request.id,
          quotationId: quotation.id,
          clientNo: request.clientNo,
          designerNo: quotation.designerNo,
          ...(await orderPrice(tx, request.clientNo, quotation.total)),
          status: ORDER_AWAITING_PAYMENT,
        })
        .returning({ id: orders.id });
      const nickname = await nicknameOf(tx, request.clientNo);
      await notify(tx, {
        event: 'quotationChosen',
        to: [quotation.designerNo],
        params: { nickname, amount: quotation.total, currency: QUOTATION_CURRENCY },
        link: orderPageFor('designer', order!.id),
      });
      await notify(tx, { event: 'quotationNotChosen', to: notChosen, params: { nickname }, link: '/estimate' });
      return { requestId: request.id, orderId: order!.id };
    });
  } catch (error) {
    // The request lock already takes selections in turn; the one-order-per-request index is the backstop.
    if (violates(error, 'orders_request')) throw new AppError(ErrorCode.InvalidTransition, 409);
    throw error;
  }
}

/**
 * The designated T-esigner accepts the request with their price (SPEC §4 "Designated request: the
 * designer accepts or rejects, then the client pays"): a quotation written already chosen, the
 * request accepted, and the unpaid order the client signs and pays next, all at once or not at all.
 * The price must fit the request as any quotation does.
 */
export async function acceptDesignatedRequest(db: Db, member: TokenMember, requestId: string, body: SubmitQuotationBody): Promise<SelectionAnswer> {
  const viewer = await viewerOf(db, member);
  try {
    return await db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId);
      if (!(await canSeeRequest(tx, viewer, request))) throw new AppError(ErrorCode.NotFound, 404);
      // Only the T-esigner it is addressed to answers; a public request has no acceptance (409 below).
      if (request.type === RequestType.Designated && request.designerNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
      const now = new Date();
      await moveRequest(tx, request, RequestAction.Accept, 'designer');
      assertFitsRequest(request, body, now);
      const quotation = await insertQuotation(tx, request, viewer.memberNo, body, QuotationStatus.Selected);
      const price = await orderPrice(tx, request.clientNo, quotation.total);
      const [order] = await tx
        .insert(orders)
        .values({
          requestId: request.id,
          quotationId: quotation.id,
          clientNo: request.clientNo,
          designerNo: viewer.memberNo,
          ...price,
          status: ORDER_AWAITING_PAYMENT,
        })
        .returning({ id: orders.id });
      // The designated T-esigner's price is the client's quotation: they sign and pay it next.
      await notify(tx, {
        event: 'quotationReceived',
        to: [request.clientNo],
        params: { nickname: await nicknameOf(tx, viewer.memberNo), amount: price.amount, currency: price.currency },
        link: orderPageFor('client', order!.id),
      });
      return { requestId: request.id, orderId: order!.id };
    });
  } catch (error) {
    if (violates(error, 'orders_request') || violates(error, 'quotations_request_designer')) throw new AppError(ErrorCode.InvalidTransition, 409);
    throw error;
  }
}

/** A request's quotations: all of them for the admin, for its client all but a blocked T-esigner's, a T-esigner's own for them. */
export async function listRequestQuotations(db: Db, member: TokenMember, requestId: string): Promise<QuotationList> {
  const viewer = await viewerOf(db, member);
  const request = await findVisibleRequest(db, viewer, requestId);
  const onRequest = eq(quotations.requestId, request.id);
  if (viewer.kind === 'admin') return { items: await selectQuotations(db, onRequest) };
  const client = request.clientNo === viewer.memberNo;
  const seen = client ? notHiddenByBlock(viewer.memberNo, quotations.designerNo) : eq(quotations.designerNo, viewer.memberNo);
  return { items: await selectQuotations(db, and(onRequest, seen)) };
}

/**
 * /estimate: a T-esigner's own quotations, or the quotations on a client's requests, newest first,
 * with their requests. One query for the page and one for the count, on the indexes by designer
 * and by client.
 */
export async function listMyQuotations(db: Db, member: TokenMember, query: { page: number; size: number }): Promise<MyQuotationList> {
  const viewer = await viewerOf(db, member);
  const asDesigner = and(eq(quotations.designerNo, viewer.memberNo), notHiddenByBlock(viewer.memberNo, requests.clientNo));
  const asClient = and(eq(requests.clientNo, viewer.memberNo), notHiddenByBlock(viewer.memberNo, quotations.designerNo));
  // A lab that added a T-esigner profile has both sides: its own quotations and those on its requests.
  const where = !isDesigner(viewer) ? asClient : viewer.kind === 'lab' ? or(asDesigner, asClient) : asDesigner;
  const designer = alias(members, 'designer');
  const client = alias(members, 'client');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quotation: quotations,
        designerNickname: designer.nickname,
        request: {
          id: requests.id,
          status: requests.status,
          type: requests.type,
          deadlineAt: requests.deadlineAt,
          quoteExpiresAt: requests.quoteExpiresAt,
          clientNo: requests.clientNo,
        },
        clientNickname: client.nickname,
      })
      .from(quotations)
      .innerJoin(requests, eq(requests.id, quotations.requestId))
      .innerJoin(designer, eq(designer.memberNo, quotations.designerNo))
      .innerJoin(client, eq(client.memberNo, requests.clientNo))
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(quotations).innerJoin(requests, eq(requests.id, quotations.requestId)).where(where),
  ]);
  const facts = await designerFacts(db, [...new Set(rows.map((r) => r.quotation.designerNo))]);
  const items: MyQuotation[] = rows.map((r) => ({
    ...toQuotation(r.quotation, r.designerNickname, facts),
    request: {
      id: r.request.id,
      status: r.request.status,
      type: r.request.type,
      deadlineAt: r.request.deadlineAt.toISOString(),
      quoteExpiresAt: r.request.quoteExpiresAt.toISOString(),
      client: { memberNo: r.request.clientNo, nickname: r.clientNickname ?? '' },
    },
  }));
  return { items, page: query.page, size: query.size, total: total?.n ?? 0 };
}
