// Quotations: a T-esigner's price for a public request, and the client's choice among them. Owns the
// `quotations` table and its states (submitted → withdrawn | selected | notChosen, by the shared
// quotation machine) and the request's quotation count (kept on the request through
// requests/quotation-facts.ts). Requests move only through `moveRequest`; a selection creates the
// unpaid order the Orders issue takes over, through `OpenOrder`, which the app fills from orders.
// What a quotation must satisfy is in rules.ts, what it reads as in reading.ts.
import {
  koreanDayOf,
  Currency,
  currencyOfNation,
  ErrorCode,
  KOREA,
  krwToUsdCents,
  findQuotationTransition,
  findRequestTransition,
  QUOTATION_CURRENCY,
  QuotationAction,
  QuotationStatus,
  quotationTotal,
  RequestAction,
  RequestStatus,
  RequestType,
  type SelectionAnswer,
  type Quotation,
  type SubmitQuotationBody,
} from '@dcm/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { quotations } from '../../db/schema/quotations.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedBetween, contactsOf } from '../members/index.ts';
import { canSeeRequest, countQuotation, lockRequest, moveRequest, referralNumbersOf, type RequestRow, uncountQuotation, type Viewer, viewerOf } from '../requests/index.ts';
import { rateOn } from '../mileage/index.ts';
import { caseParams, nicknameOf, notify, orderPageFor, requestPage } from '../notifications/index.ts';
import { declineOpenQuotations } from './queries.ts';
import type { RatingsOf } from './facts.ts';
import type { OpenOrder } from './ports.ts';
import { quotationById } from './reading.ts';
import { assertCanQuote, assertFitsRequest, assertQuotable } from './rules.ts';

type QuotationRow = typeof quotations.$inferSelect;

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

// --- Use cases ---

/** Every quotation submitted or accepted is written by it: built once (db/prepared.ts). */
const quotationInsert = prepared('quotation_insert', (db, name) =>
  db
    .insert(quotations)
    .values({
      requestId: sql.placeholder('requestId'),
      designerNo: sql.placeholder('designerNo'),
      status: sql.placeholder('status'),
      items: sql.placeholder('items'),
      total: sql.placeholder('total'),
      currency: QUOTATION_CURRENCY,
      deliveryAt: sql.placeholder('deliveryAt'),
      note: sql.placeholder('note'),
    })
    .returning({ id: quotations.id, total: quotations.total })
    .prepare(name),
);

/**
 * Writes a T-esigner's quotation on a locked request in `status`, counted on the request (the first
 * one on a request waiting for quotations moves it to choosing).
 */
async function insertQuotation(tx: Db, request: RequestRow, designerNo: number, body: SubmitQuotationBody, status: QuotationStatus): Promise<{ id: string; total: number }> {
  // Values go through the columns' encoders even as placeholders: the items as they are, a Date for the timestamp.
  const [row] = await quotationInsert(tx, {
    requestId: request.id,
    designerNo,
    status,
    items: body.items,
    total: quotationTotal(body.items),
    deliveryAt: new Date(body.deliveryAt),
    note: body.note,
  });
  await countQuotation(tx, request);
  return row!;
}

/** A T-esigner's quotation on a request, withdrawn ones too: every submit asks (db/prepared.ts). */
const quotationOf = prepared('quotation_of_designer', (db, name) =>
  db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.requestId, sql.placeholder('requestId')), eq(quotations.designerNo, sql.placeholder('designerNo'))))
    .prepare(name),
);

/** A T-esigner's one quotation on a public request; the first one moves the request to choosing. */
export async function submitQuotation(db: Db, ratingsOf: RatingsOf, member: TokenMember, requestId: string, body: SubmitQuotationBody): Promise<Quotation> {
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
      const [mine] = await quotationOf(tx, { requestId: request.id, designerNo: viewer.memberNo });
      // A withdrawn quotation counts too: withdrawing is final, not a way to outbid the others later.
      if (mine) throw new AppError(ErrorCode.AlreadyQuoted, 409);
      assertFitsRequest(request, body, now);

      const row = await insertQuotation(tx, request, viewer.memberNo, body, QuotationStatus.Submitted);
      await notify(tx, {
        event: 'quotationReceived',
        to: [request.clientNo],
        params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(await referralNumbersOf(tx, request.id)), amount: row!.total, currency: QUOTATION_CURRENCY },
        link: requestPage(request.id),
      });
      return quotationById(tx, ratingsOf, row!.id);
    });
  } catch (error) {
    // Two submits at once both pass the check on a pool without the lock's turn; the index decides.
    if (violates(error, 'quotations_request_designer')) throw new AppError(ErrorCode.AlreadyQuoted, 409);
    throw error;
  }
}

/** The T-esigner changes prices, delivery or note while the request still takes quotations. */
export async function editQuotation(db: Db, ratingsOf: RatingsOf, member: TokenMember, id: string, body: SubmitQuotationBody): Promise<Quotation> {
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
    return quotationById(tx, ratingsOf, quotation.id);
  });
}

/** The T-esigner takes the quotation back; without any left, the request waits for quotations again. */
export async function withdrawQuotation(db: Db, ratingsOf: RatingsOf, member: TokenMember, id: string): Promise<Quotation> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, viewer, id);
    if (quotation.designerNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
    const move = findQuotationTransition(QuotationAction.Withdraw, quotation.status, 'designer');
    if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
    await tx.update(quotations).set({ status: move.to, updatedAt: new Date() }).where(eq(quotations.id, quotation.id));
    const remaining = await uncountQuotation(tx, request.id);
    if (remaining === 0 && request.status === RequestStatus.Choosing) {
      await moveRequest(tx, request, RequestAction.LoseQuotations, 'system');
    }
    return quotationById(tx, ratingsOf, quotation.id);
  });
}

/**
 * What the client pays for a quotation of `krw` won (decision 16): the won themselves for a client
 * whose mileage is in won, else US cents at the latest USD rate (422 EXCHANGE_RATE_MISSING before
 * there is one), with the rate kept on the order for the contract.
 */
async function orderPrice(tx: Db, clientNo: number, krw: number): Promise<{ amount: number; currency: Currency; rateId: string | null }> {
  const client = (await contactsOf(tx, [clientNo])).get(clientNo);
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
export async function selectQuotation(db: Db, openOrder: OpenOrder, member: TokenMember, id: string): Promise<SelectionAnswer> {
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
      const orderId = await openOrder(tx, {
        requestId: request.id,
        quotationId: quotation.id,
        clientNo: request.clientNo,
        designerNo: quotation.designerNo,
        ...(await orderPrice(tx, request.clientNo, quotation.total)),
      });
      const about = { nickname: await nicknameOf(tx, request.clientNo), ...caseParams(await referralNumbersOf(tx, request.id)) };
      await notify(tx, {
        event: 'quotationChosen',
        to: [quotation.designerNo],
        params: { ...about, amount: quotation.total, currency: QUOTATION_CURRENCY },
        link: orderPageFor('designer', orderId),
      });
      await notify(tx, { event: 'quotationNotChosen', to: notChosen, params: about, link: '/estimate' });
      return { requestId: request.id, orderId };
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
export async function acceptDesignatedRequest(db: Db, openOrder: OpenOrder, member: TokenMember, requestId: string, body: SubmitQuotationBody): Promise<SelectionAnswer> {
  const viewer = await viewerOf(db, member);
  try {
    return await db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId);
      if (!(await canSeeRequest(tx, viewer, request))) throw new AppError(ErrorCode.NotFound, 404);
      // Only the T-esigner it is addressed to answers; a public request has no acceptance (409 below).
      if (request.type === RequestType.Designated && request.designerNo !== viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
      const now = new Date();
      const accepted = await moveRequest(tx, request, RequestAction.Accept, 'designer');
      assertFitsRequest(request, body, now);
      const quotation = await insertQuotation(tx, accepted, viewer.memberNo, body, QuotationStatus.Selected);
      const price = await orderPrice(tx, request.clientNo, quotation.total);
      const orderId = await openOrder(tx, { requestId: request.id, quotationId: quotation.id, clientNo: request.clientNo, designerNo: viewer.memberNo, ...price });
      // The designated T-esigner's price is the client's quotation: they sign and pay it next.
      await notify(tx, {
        event: 'quotationReceived',
        to: [request.clientNo],
        params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(await referralNumbersOf(tx, request.id)), amount: price.amount, currency: price.currency },
        link: orderPageFor('client', orderId),
      });
      return { requestId: request.id, orderId };
    });
  } catch (error) {
    if (violates(error, 'orders_request') || violates(error, 'quotations_request_designer')) throw new AppError(ErrorCode.InvalidTransition, 409);
    throw error;
  }
}
