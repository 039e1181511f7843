// Surcharges (SPEC §3 "Surcharge request", §4 steps 8–9): the T-esigner asks one with a reason,
// with a delivery or on its own; the client pays it from mileage into the order's escrow or declines
// it; the T-esigner may withdraw it while it waits. Owns order_surcharges. Each answer is one
// transaction under the order's lock, its money and its timeline row with it, so a double click or
// two tabs pay once.
import {
  ErrorCode,
  findSurchargeTransition,
  OrderEventKind,
  SURCHARGE_ORDER_STATUSES,
  SurchargeAction,
  surchargeCap,
  SurchargeStatus,
  type Currency,
  type OrderDetail,
  type OrderSurcharge,
  type SurchargeBody,
  type SurchargeDeclineBody,
} from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderSurcharges } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { chargeSurcharge } from '../mileage/index.ts';
import { caseParams, nicknameOf, notify } from '../notifications/index.ts';
import { referralNumbersOf, viewerOf } from '../requests/index.ts';
import { surchargesOf } from './part-facts.ts';
import { describeOrder, lockOrder, recordEvent, type OrderRow, type PartyRole } from './service.ts';

type SurchargeRow = typeof orderSurcharges.$inferSelect;

/** The surcharge waiting for the client's answer, if any (at most one: a partial unique index). */
export async function openSurchargeOf(db: Db, orderId: string): Promise<OrderSurcharge | null> {
  return (await surchargesOf(db, orderId)).find((s) => s.status === SurchargeStatus.requested) ?? null;
}

/**
 * Writes a surcharge the T-esigner asks on a locked order, checked against the order: a status that
 * takes one, none already open (409 SURCHARGE_OPEN), and an amount within the sane cap (400).
 */
export async function askSurcharge(tx: Tx, order: OrderRow, designerNo: number, body: SurchargeBody, deliveryId: string | null = null): Promise<string> {
  if (!SURCHARGE_ORDER_STATUSES.includes(order.status)) throw new AppError(ErrorCode.InvalidTransition, 409);
  if (await openSurchargeOf(tx, order.id)) throw new AppError(ErrorCode.SurchargeOpen, 409);
  const currency = order.currency as Currency;
  if (body.amount > surchargeCap(order.amount, currency)) throw new AppError(ErrorCode.ValidationFailed, 400, { 'surcharge.amount': 'surchargeTooHigh' });
  const [row] = await tx
    .insert(orderSurcharges)
    .values({ orderId: order.id, deliveryId, amount: body.amount, currency, reason: body.reason })
    .returning({ id: orderSurcharges.id });
  await recordEvent(tx, order, designerNo, OrderEventKind.surchargeRequested, { surchargeId: row!.id, amount: body.amount, currency, reason: body.reason });
  await notify(tx, {
    event: 'surchargeRequested',
    to: [order.clientNo],
    params: { nickname: await nicknameOf(tx, designerNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: body.amount, currency, reason: body.reason },
    link: `/payment/charges/${order.id}`,
  });
  return row!.id;
}

/** Surcharges open when the order completes by itself lapse: nothing is paid (see completion.ts). */
export async function lapseOpenSurcharge(tx: Tx, order: OrderRow): Promise<void> {
  const [lapsed] = await tx
    .update(orderSurcharges)
    .set({ status: SurchargeStatus.lapsed, decidedAt: new Date() })
    .where(and(eq(orderSurcharges.orderId, order.id), eq(orderSurcharges.status, SurchargeStatus.requested)))
    .returning({ id: orderSurcharges.id });
  if (lapsed) await recordEvent(tx, order, null, OrderEventKind.surchargeLapsed, { surchargeId: lapsed.id });
}

/** The T-esigner asks a surcharge on its own (`/payment/reqeust/charges/{id}`), e.g. for a changed prescription. */
export async function requestSurcharge(db: Db, member: TokenMember, id: string, body: SurchargeBody): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, viewer, id, 'designer');
    await askSurcharge(tx, order, viewer.memberNo, body);
    return describeOrder(tx, order, 'designer');
  });
}

/** The order (locked) and its surcharge `sid` for an answer by `party`: 404 for another order's. */
async function lockSurcharge(tx: Tx, member: TokenMember, id: string, sid: string, party: PartyRole) {
  const viewer = await viewerOf(tx, member);
  const { order } = await lockOrder(tx, viewer, id, party);
  const [surcharge] = await tx
    .select()
    .from(orderSurcharges)
    .where(and(eq(orderSurcharges.id, sid), eq(orderSurcharges.orderId, order.id)));
  if (!surcharge) throw new AppError(ErrorCode.NotFound, 404);
  return { viewer, order, surcharge };
}

/** The machine's move for the surcharge, or 409 ("already processed"). */
function surchargeMove(surcharge: SurchargeRow, action: SurchargeAction, actor: 'client' | 'designer') {
  const move = findSurchargeTransition(action, surcharge.status, actor);
  if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
  return move;
}

/**
 * The client pays the surcharge from mileage into the order's escrow (it reaches the T-esigner with
 * the rest at completion). A retry with the same Idempotency-Key answers the order again; too little
 * mileage → 409 with the shortfall, nothing kept.
 */
export async function paySurcharge(db: Db, member: TokenMember, id: string, sid: string, idempotencyKey: string | undefined): Promise<OrderDetail> {
  if (!idempotencyKey?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
  return db.transaction(async (tx) => {
    const { viewer, order, surcharge } = await lockSurcharge(tx, member, id, sid, 'client');
    if (surcharge.status === SurchargeStatus.paid && surcharge.payKey === idempotencyKey) return describeOrder(tx, order, 'client');
    surchargeMove(surcharge, SurchargeAction.pay, 'client');
    const entry = await chargeSurcharge(tx, order.id, order.clientNo, { amount: surcharge.amount, currency: surcharge.currency }, idempotencyKey);
    const now = new Date();
    await tx
      .update(orderSurcharges)
      .set({ status: SurchargeStatus.paid, decidedBy: viewer.memberNo, decidedAt: now, payKey: idempotencyKey })
      .where(eq(orderSurcharges.id, surcharge.id));
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.surchargePaid, {
      surchargeId: surcharge.id,
      amount: surcharge.amount,
      currency: surcharge.currency,
      journalEntryIds: [entry.id],
    });
    await notify(tx, {
      event: 'surchargePaid',
      to: [order.designerNo],
      params: { nickname: await nicknameOf(tx, order.clientNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), amount: surcharge.amount, currency: surcharge.currency },
      link: `/payment/reqeust/charges/view/${order.id}`,
    });
    return describeOrder(tx, order, 'client');
  });
}

/** The client declines the surcharge, with an optional word for the T-esigner; nothing moves. */
export async function declineSurcharge(db: Db, member: TokenMember, id: string, sid: string, body: SurchargeDeclineBody): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const { viewer, order, surcharge } = await lockSurcharge(tx, member, id, sid, 'client');
    const move = surchargeMove(surcharge, SurchargeAction.decline, 'client');
    const reason = body.reason || null;
    await tx
      .update(orderSurcharges)
      .set({ status: move.to, decidedBy: viewer.memberNo, decidedAt: new Date(), declineReason: reason })
      .where(eq(orderSurcharges.id, surcharge.id));
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.surchargeDeclined, { surchargeId: surcharge.id, ...(reason ? { reason } : {}) });
    return describeOrder(tx, order, 'client');
  });
}

/** The T-esigner takes back a surcharge the client has not answered (SPEC §8 "surcharge withdrawal"). */
export async function withdrawSurcharge(db: Db, member: TokenMember, id: string, sid: string): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const { viewer, order, surcharge } = await lockSurcharge(tx, member, id, sid, 'designer');
    const move = surchargeMove(surcharge, SurchargeAction.withdraw, 'designer');
    await tx.update(orderSurcharges).set({ status: move.to, decidedBy: viewer.memberNo, decidedAt: new Date() }).where(eq(orderSurcharges.id, surcharge.id));
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.surchargeWithdrawn, { surchargeId: surcharge.id });
    return describeOrder(tx, order, 'designer');
  });
}
