// Cancellation by agreement after acceptance (SPEC §4 "the other side approves or rejects", §9 "50%
// is deducted; after the CAD upload, not allowed"). Owns order_cancellations: either party asks with
// a reason, the other approves (the order is cancelled, half the escrow back to the client, the rest
// to the T-esigner, the referrals back to the cart) or rejects it, or the requester withdraws it.
// Each use case is one transaction under the order's lock, so two answers at once are taken in turn.
import { CancellationStatus, ErrorCode, OrderAction, OrderEventKind, type OrderDetail, type OrderReasonBody } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderCancellations } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { caseParams, nicknameOf, notify, orderPageFor } from '../notifications/index.ts';
import { referralNumbersOf, type RequestRow, type Viewer, viewerOf } from '../requests/index.ts';
import { cancellableByAgreement, openCancellation, type CancellationRow } from './cancellation-state.ts';
import { describeOrder, lockOrder, moveOrder, recordEvent, transitionFor, type OrderRow, type PartyRole } from './service.ts';

interface LockedCancellation {
  order: OrderRow;
  request: RequestRow;
  role: PartyRole;
  cancellation: CancellationRow;
}

/**
 * The order (locked) and its open cancellation request `cid`, for an answer by `side`: the party
 * who did not ask (approve, reject) or the one who did (withdraw). 404 for a request of another
 * order, 403 for the wrong side, 409 once the request is no longer open.
 */
async function lockCancellation(tx: Tx, viewer: Viewer, id: string, cid: string, side: 'other' | 'requester'): Promise<LockedCancellation> {
  const { order, request, role } = await lockOrder(tx, viewer, id);
  const [cancellation] = await tx
    .select()
    .from(orderCancellations)
    .where(and(eq(orderCancellations.id, cid), eq(orderCancellations.orderId, order.id)));
  if (!cancellation) throw new AppError(ErrorCode.NotFound, 404);
  if ((cancellation.requestedBy === role) !== (side === 'requester')) throw new AppError(ErrorCode.Forbidden, 403);
  if (cancellation.status !== CancellationStatus.requested) throw new AppError(ErrorCode.InvalidTransition, 409);
  return { order, request, role, cancellation };
}

/** Who hears about a cancellation: the party that is not `role`, with that party's page of the order. */
function otherParty(order: OrderRow, role: PartyRole): { memberNo: number; link: string } {
  const other = role === 'client' ? 'designer' : 'client';
  return { memberNo: other === 'client' ? order.clientNo : order.designerNo, link: orderPageFor(other, order.id) };
}

async function closeCancellation(tx: Tx, cancellation: CancellationRow, status: CancellationStatus, decidedBy: number, rejectReason: string | null = null): Promise<void> {
  await tx.update(orderCancellations).set({ status, decidedBy, decidedAt: new Date(), rejectReason }).where(eq(orderCancellations.id, cancellation.id));
}

/**
 * Either party asks to cancel an accepted order, with a reason the other reads. Only while the
 * machine allows an agreed cancellation (accepted, referral received: before acceptance the client
 * cancels alone, after the CAD upload nobody) and while no other request is open; else 409.
 */
export async function requestCancellation(db: Db, member: TokenMember, id: string, body: OrderReasonBody): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, role } = await lockOrder(tx, viewer, id);
    if (!cancellableByAgreement(order.status) || (await openCancellation(tx, order.id))) throw new AppError(ErrorCode.InvalidTransition, 409);
    const [cancellation] = await tx
      .insert(orderCancellations)
      .values({ orderId: order.id, requestedBy: role, requesterNo: viewer.memberNo, reason: body.reason })
      .returning({ id: orderCancellations.id });
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.cancellationRequested, { cancellationId: cancellation!.id, reason: body.reason });
    const other = otherParty(order, role);
    await notify(tx, {
      event: 'cancellationRequested',
      to: [other.memberNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), reason: body.reason },
      link: other.link,
    });
    return describeOrder(tx, order, role);
  });
}

/**
 * The other party agrees: in one transaction the request is approved and the order cancelled by the
 * machine's `cancelAgreed`, which splits the escrow (half back to the client's mileage, rounded down,
 * the rest to the T-esigner's earnings) and gives the referrals back to the client's cart.
 */
export async function approveCancellation(db: Db, member: TokenMember, id: string, cid: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request, role, cancellation } = await lockCancellation(tx, viewer, id, cid, 'other');
    const transition = transitionFor(order, OrderAction.cancelAgreed, 'system');
    await closeCancellation(tx, cancellation, CancellationStatus.approved, viewer.memberNo);
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.cancellationApproved, { cancellationId: cancellation.id });
    // The move is the system's: it follows from the agreement of both, not from one side.
    const moved = await moveOrder(tx, order, request, transition, { actorNo: null, details: { cancellationId: cancellation.id } });
    const requester = otherParty(order, role);
    await notify(tx, {
      event: 'cancellationDecided',
      to: [requester.memberNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), decision: 'approved' },
      link: requester.link,
    });
    return describeOrder(tx, moved, role);
  });
}

/** The other party refuses, with a reason the requester reads; the order goes on. */
export async function rejectCancellation(db: Db, member: TokenMember, id: string, cid: string, body: OrderReasonBody): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, role, cancellation } = await lockCancellation(tx, viewer, id, cid, 'other');
    await closeCancellation(tx, cancellation, CancellationStatus.rejected, viewer.memberNo, body.reason);
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.cancellationRejected, { cancellationId: cancellation.id, reason: body.reason });
    const requester = otherParty(order, role);
    await notify(tx, {
      event: 'cancellationDecided',
      to: [requester.memberNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), decision: 'rejected', reason: body.reason },
      link: requester.link,
    });
    return describeOrder(tx, order, role);
  });
}

/** The requester takes their request back while it is open; the order goes on. */
export async function withdrawCancellation(db: Db, member: TokenMember, id: string, cid: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, role, cancellation } = await lockCancellation(tx, viewer, id, cid, 'requester');
    await closeCancellation(tx, cancellation, CancellationStatus.withdrawn, viewer.memberNo);
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.cancellationWithdrawn, { cancellationId: cancellation.id });
    return describeOrder(tx, order, role);
  });
}
