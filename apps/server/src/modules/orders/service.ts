// Orders (issue 7): from the unpaid order a selection creates to the T-esigner's answer. Owns the
// order's status (moved only by the shared order machine), its signed e-contract and its timeline
// (order_events). Every move is one transaction: the request and the order locked, the machine
// asked, the escrow moved as the transition says, the order updated and one event written.
// Signing and paying (signing.ts), the referral (referral.ts) and cancellation by agreement
// (cancellations.ts) build on the helpers exported here.
import {
  AccountKind,
  ErrorCode,
  ESCROW_REFUND_BASIS_POINTS,
  DEFAULT_EDIT_COUNT,
  DEFAULT_WARRANTY_DAYS,
  findOrderTransition,
  OrderAction,
  orderActionsFor,
  OrderStatus,
  RequestAction,
  SurchargeStatus,
  transitionAllowed,
  type Currency,
  type EscrowEffect,
  type OrderActor,
  type OrderDetail,
  type OrderEventKind,
  type OrderMoveFacts,
  type OrderSurcharge,
  type OrderReasonBody,
  type OrderTransition,
} from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberRefsOf } from '../members/index.ts';
import { balanceOfAccount, exchangeRateOf, hold, type PostedEntry, refund, release } from '../mileage/index.ts';
import { caseParams, nicknameOf, notify, orderPageFor } from '../notifications/index.ts';
import { designerTermsOf } from '../profiles/index.ts';
import { quotationTermsOf } from '../quotations/index.ts';
import { lockRequest, moveRequest, referralCountOf, referralNumbersOf, type RequestRow, type Viewer, viewerOf } from '../requests/index.ts';
import { cancellationStateOf } from './cancellation-state.ts';
import type { ContractTerms } from './contract.ts';
import { deliveryAnswered, hasPins, isReviewed, lastDeliveryVersion, reworkStateOf, surchargesOf } from './part-facts.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ViewerRole = OrderDetail['viewerRole'];
export type PartyRole = Exclude<ViewerRole, 'admin'>;

/** Statuses in which an order ends unfinished: its request is given up and the referrals go back to the cart. */
const UNFINISHED: readonly OrderStatus[] = [OrderStatus.declined, OrderStatus.cancelled];

// --- Who ---

/** The side `viewer` is on: one of the two parties, the admin (who reads), or nobody (null). */
function roleOf(viewer: Viewer, order: OrderRow): ViewerRole | null {
  if (viewer.kind === 'admin') return 'admin';
  if (order.clientNo === viewer.memberNo) return 'client';
  if (order.designerNo === viewer.memberNo) return 'designer';
  return null;
}

// Every order page reads it: built once (db/prepared.ts, decision 0035).
const orderById = prepared('order_by_id', (db, name) => db.select().from(orders).where(eq(orders.id, sql.placeholder('id'))).prepare(name));

/** The order and the viewer's side of it; 404 for anyone else (whether it exists is not told). */
export async function findOrder(db: Db, viewer: Viewer, id: string): Promise<{ order: OrderRow; role: ViewerRole }> {
  const [order] = await orderById(db, { id });
  const role = order && roleOf(viewer, order);
  if (!order || !role) throw new AppError(ErrorCode.NotFound, 404);
  return { order, role };
}

/**
 * The order and its request, both locked until the transaction ends, for a move by the `party`
 * side (without it: by either party): 404 for strangers, 403 for the other side and the admin. The
 * request is locked first, as every change of a request does, so moves on one request take turns
 * and never deadlock.
 */
export async function lockOrder(tx: Tx, viewer: Viewer, id: string, party?: PartyRole): Promise<{ order: OrderRow; request: RequestRow; role: PartyRole }> {
  const { order: seen, role } = await findOrder(tx, viewer, id);
  if (role === 'admin' || (party && role !== party)) throw new AppError(ErrorCode.Forbidden, 403);
  const request = await lockRequest(tx, seen.requestId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw new AppError(ErrorCode.NotFound, 404);
  return { order, request, role };
}

// --- What ---

/**
 * What the order's contract and page say: the quotation's items and delivery date, the rate a USD
 * order was priced at and the request's referral count, each from the module that owns it; the
 * edits and warranty are the T-esigner's facts from their saved profile, DEFAULT_* when they never
 * saved one.
 */
export async function termsOf(db: Db, order: OrderRow): Promise<ContractTerms> {
  const quotation = order.quotationId ? await quotationTermsOf(db, order.quotationId) : undefined;
  if (!quotation) throw new Error(`order ${order.id} has no quotation`);
  const rate = order.rateId ? await exchangeRateOf(db, order.rateId) : undefined;
  const referralCount = await referralCountOf(db, order.requestId);
  const refs = await memberRefsOf(db, [order.clientNo, order.designerNo]);
  const facts = (await designerTermsOf(db, [order.designerNo])).get(order.designerNo);
  return {
    orderId: order.id,
    requestId: order.requestId,
    client: refs.get(order.clientNo) ?? { memberNo: order.clientNo, nickname: '' },
    designer: refs.get(order.designerNo) ?? { memberNo: order.designerNo, nickname: '' },
    items: quotation.items,
    amount: order.amount,
    currency: order.currency as Currency,
    conversion: rate ? { krwAmount: quotation.total, krwPerUnitHundredths: rate.krwPerUnitHundredths, day: rate.day } : null,
    referralCount,
    deliveryAt: quotation.deliveryAt,
    editCount: facts?.editCount ?? DEFAULT_EDIT_COUNT,
    warrantyDays: facts?.warrantyDays ?? DEFAULT_WARRANTY_DAYS,
  };
}

/** What the order page shows besides the order's row and terms, each read by the module that owns it. */
type DetailParts = Pick<OrderDetail, 'referralNumbers' | 'cancellation' | 'openSurcharge' | 'surchargeAsked' | 'deliveryCount' | 'rework' | 'reviewed' | 'hasPins'>;

/** The surcharge waiting for an answer, and whether any was asked, from one read of the order's surcharges. */
const surchargeFactsOf = (surcharges: OrderSurcharge[]): Pick<OrderDetail, 'openSurcharge' | 'surchargeAsked'> => ({
  openSurcharge: surcharges.find((s) => s.status === SurchargeStatus.requested) ?? null,
  surchargeAsked: surcharges.length > 0,
});

/** The order page's parts as `role` sees them. */
export async function partsOf(db: Db, order: OrderRow, role: ViewerRole, terms: ContractTerms): Promise<DetailParts> {
  return {
    referralNumbers: await referralNumbersOf(db, order.requestId),
    cancellation: await cancellationStateOf(db, order, role),
    ...surchargeFactsOf(await surchargesOf(db, order.id)),
    deliveryCount: await lastDeliveryVersion(db, order.id),
    rework: await reworkStateOf(db, order, terms.warrantyDays),
    reviewed: order.status === OrderStatus.complete && (await isReviewed(db, order.id)),
    hasPins: await hasPins(db, order.id),
  };
}

/** What the machine asks beyond the status (a replacement waits on the client's answer): read only where it matters. */
export async function moveFactsOf(db: Db, order: OrderRow): Promise<OrderMoveFacts> {
  return order.status === OrderStatus.cadUploaded ? { deliveryAnswered: await deliveryAnswered(db, order.id) } : {};
}

/** The order page from its row, terms and parts (signing builds it from the terms it signed). */
/** What every view of an order tells of it and its terms (the order page, the quotation document). */
export function orderTermsView(order: OrderRow, terms: ContractTerms) {
  return {
    id: order.id,
    requestId: order.requestId,
    status: order.status,
    client: terms.client,
    designer: terms.designer,
    items: [...terms.items],
    amount: order.amount,
    currency: terms.currency,
    conversion: terms.conversion,
    editCount: terms.editCount,
    warrantyDays: terms.warrantyDays,
    createdAt: order.createdAt.toISOString(),
  };
}

export function toDetail(order: OrderRow, terms: ContractTerms, role: ViewerRole, parts: DetailParts, facts: OrderMoveFacts = {}): OrderDetail {
  return {
    ...orderTermsView(order, terms),
    referralCount: terms.referralCount,
    paidAt: order.paidAt?.toISOString() ?? null,
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    declineReason: order.declineReason,
    // The admin reads; only the parties act.
    actions: role === 'admin' ? [] : orderActionsFor(order.status, role, facts),
    viewerRole: role,
    ...parts,
    completesAt: order.completesAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}

/** The order as `role` sees it now, with what they may do. */
export async function describeOrder(db: Db, order: OrderRow, role: ViewerRole): Promise<OrderDetail> {
  const terms = await termsOf(db, order);
  return toDetail(order, terms, role, await partsOf(db, order, role, terms), await moveFactsOf(db, order));
}

// --- Moves ---

/**
 * The machine's move for `action` by `actor` from the order's status, allowed with `facts`, or 409
 * (SPEC §8: "already processed").
 */
export function transitionFor(order: OrderRow, action: OrderAction, actor: OrderActor, facts: OrderMoveFacts = {}): OrderTransition {
  const transition = findOrderTransition(action, order.status, actor);
  if (!transition || !transitionAllowed(transition, facts)) throw new AppError(ErrorCode.InvalidTransition, 409);
  return transition;
}

const escrowBalanceOf = (tx: Tx, order: OrderRow): Promise<number> =>
  balanceOfAccount(tx, { kind: AccountKind.escrow, currency: order.currency as Currency, orderId: order.id });

/** Moves the order's money as the transition says, in the caller's transaction. */
async function moveEscrow(tx: Tx, order: OrderRow, effect: EscrowEffect | undefined, holdKey: string | undefined): Promise<PostedEntry[]> {
  switch (effect) {
    case undefined:
      return [];
    case 'hold':
      if (!holdKey) throw new Error('a hold needs the client’s Idempotency-Key');
      return [await hold(tx, order.id, order.clientNo, { amount: order.amount, currency: order.currency as Currency }, holdKey)];
    case 'refundAll':
    case 'refundHalf':
      return refund(tx, order.id, order.clientNo, ESCROW_REFUND_BASIS_POINTS[effect], order.designerNo);
    case 'release':
      return release(tx, order.id, order.designerNo);
  }
}

interface MoveInput {
  /** Who acted (null: the system). */
  actorNo: number | null;
  changes?: Partial<Pick<OrderRow, 'paidAt' | 'acceptedAt' | 'declineReason' | 'completesAt' | 'completionNoticeAt' | 'completedAt'>>;
  /** The client's Idempotency-Key, for a move that holds money. */
  holdKey?: string;
  reason?: string;
  /** Facts the timeline keeps with the move. */
  details?: Record<string, unknown>;
}

/**
 * Takes a locked order along `transition`: escrow, status, the request when the order ends
 * unfinished, and the event of the timeline, all in the caller's transaction.
 */
export async function moveOrder(tx: Tx, order: OrderRow, request: RequestRow, transition: OrderTransition, input: MoveInput): Promise<OrderRow> {
  if (transition.needsReason && !input.reason) throw new AppError(ErrorCode.ReasonRequired, 400, { reason: 'reasonRequired' });
  // What leaves the escrow (a refund or a release), read before it moves, for the timeline.
  const paidOut = transition.escrow && transition.escrow !== 'hold' ? await escrowBalanceOf(tx, order) : undefined;
  const entries = await moveEscrow(tx, order, transition.escrow, input.holdKey);
  const [moved] = await tx
    .update(orders)
    .set({ ...input.changes, status: transition.to })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new AppError(ErrorCode.NotFound, 404);
  // The request is no longer "transaction ongoing": cancelled, its referrals back in the client's cart.
  if (UNFINISHED.includes(transition.to)) await moveRequest(tx, request, RequestAction.LoseOrder, 'system');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorNo: input.actorNo,
    action: transition.action,
    fromStatus: order.status,
    toStatus: transition.to,
    details: {
      ...input.details,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(entries.length > 0 ? { escrow: transition.escrow, journalEntryIds: entries.map((e) => e.id) } : {}),
      ...(paidOut ? { amount: paidOut, currency: order.currency } : {}),
    },
  });
  return moved;
}

/** A timeline row for what happened to a locked order without moving it (a download, a cancellation asked); actorNo null: the system. */
export async function recordEvent(tx: Tx, order: OrderRow, actorNo: number | null, kind: OrderEventKind, details: Record<string, unknown>): Promise<void> {
  await tx.insert(orderEvents).values({ orderId: order.id, actorNo, action: kind, fromStatus: order.status, toStatus: order.status, details });
}

// --- Use cases ---

/** The order as the viewer opens it, with what they may do now. */
export async function getOrder(db: Db, member: TokenMember, id: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  return describeOrder(db, order, role);
}

/** The T-esigner takes the contract request; the referral comes next. */
export async function acceptOrder(db: Db, member: TokenMember, id: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'designer');
    const transition = transitionFor(order, OrderAction.accept, 'designer');
    const moved = await moveOrder(tx, order, request, transition, { actorNo: viewer.memberNo, changes: { acceptedAt: new Date() } });
    await notify(tx, {
      event: 'contractAccepted',
      to: [order.clientNo],
      params: { nickname: await nicknameOf(tx, order.designerNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: order.amount, currency: order.currency },
      link: orderPageFor('client', order.id),
    });
    return describeOrder(tx, moved, 'designer');
  });
}

/** The T-esigner declines with a reason the client reads: the whole escrow goes back, the referrals to the cart. */
export async function declineOrder(db: Db, member: TokenMember, id: string, body: OrderReasonBody): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'designer');
    const transition = transitionFor(order, OrderAction.decline, 'designer');
    const moved = await moveOrder(tx, order, request, transition, { actorNo: viewer.memberNo, changes: { declineReason: body.reason }, reason: body.reason });
    await notify(tx, {
      event: 'contractDeclined',
      to: [order.clientNo],
      params: { nickname: await nicknameOf(tx, order.designerNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: order.amount, currency: order.currency, reason: body.reason },
      link: orderPageFor('client', order.id),
    });
    return describeOrder(tx, moved, 'designer');
  });
}

/** The client withdraws before the T-esigner answered (SPEC §9): anything paid comes back, the referrals to the cart. */
export async function cancelOrder(db: Db, member: TokenMember, id: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'client');
    const transition = transitionFor(order, OrderAction.cancel, 'client');
    const moved = await moveOrder(tx, order, request, transition, { actorNo: viewer.memberNo });
    await notify(tx, {
      event: 'orderCancelled',
      to: [order.designerNo],
      params: { nickname: await nicknameOf(tx, order.clientNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: order.amount, currency: order.currency },
      link: orderPageFor('designer', order.id),
    });
    return describeOrder(tx, moved, 'client');
  });
}
