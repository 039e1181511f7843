// Rework (SPEC §4 "Rework", issue 7): after a delivery the client asks the T-esigner to rework the
// design, saying why (decision 13): a design error counts against the T-esigner's edit allowance,
// a changed prescription or a new scan does not (the T-esigner may answer it with a surcharge).
// Either is asked only within the warranty days after the first delivery. The client may withdraw
// it before the T-esigner re-uploads; the re-upload (delivery.ts) closes it. Owns order_reworks.
import {
  ErrorCode,
  OrderAction,
  reworkAllowed,
  ReworkStatus,
  type OrderDetail,
  type ReworkBody,
} from '@dcm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPins, orderReworkPins, orderReworks } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import { caseParams, nicknameOf, notify } from '../notifications/index.ts';
import { referralNumbersOf, viewerOf } from '../requests/index.ts';
import { editsUsedIn, reworksOf, warrantyEndOf } from './part-facts.ts';
import { describeOrder, lockOrder, moveOrder, termsOf, transitionFor } from './service.ts';

/** Refuses pins that are not this order's (400 on `pinIds`): a rework points only at its own order's files. */
async function assertOrderPins(db: Db, orderId: string, pinIds: readonly string[]): Promise<void> {
  if (pinIds.length === 0) return;
  const found = await db
    .select({ id: orderPins.id })
    .from(orderPins)
    .where(and(eq(orderPins.orderId, orderId), inArray(orderPins.id, [...pinIds])));
  if (found.length !== pinIds.length) throw new AppError(ErrorCode.ValidationFailed, 400, { pinIds: 'pinNotOnOrder' });
}

/**
 * The client asks a rework of the delivered CAD result: only within the warranty (409
 * WARRANTY_OVER) and, for a design error, while the edit allowance lasts (409
 * REWORK_LIMIT_REACHED). The order waits for the T-esigner's new upload and no longer completes by
 * itself meanwhile.
 */
export async function requestRework(db: Db, member: TokenMember, id: string, body: ReworkBody): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'client');
    const transition = transitionFor(order, OrderAction.requestRework, 'client');
    const terms = await termsOf(tx, order);
    const warrantyEnd = await warrantyEndOf(tx, order.id, terms.warrantyDays);
    if (!warrantyEnd || warrantyEnd.getTime() < Date.now()) throw new AppError(ErrorCode.WarrantyOver, 409);
    if (!reworkAllowed(body.kind, editsUsedIn(await reworksOf(tx, order.id)), terms.editCount)) throw new AppError(ErrorCode.ReworkLimitReached, 409);
    await assertOrderPins(tx, order.id, body.pinIds);
    const [rework] = await tx.insert(orderReworks).values({ orderId: order.id, kind: body.kind, reason: body.reason }).returning({ id: orderReworks.id });
    if (body.pinIds.length) await tx.insert(orderReworkPins).values(body.pinIds.map((pinId, sort) => ({ reworkId: rework!.id, pinId, sort })));
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      reason: body.reason,
      changes: { completesAt: null, completionNoticeAt: null },
      details: { reworkId: rework!.id, kind: body.kind, pinCount: body.pinIds.length },
    });
    await notify(tx, {
      event: 'reworkRequested',
      to: [order.designerNo],
      params: { nickname: await nicknameOf(tx, order.clientNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), reason: body.reason, kind: body.kind },
      link: `/payment/reqeust/rework/view/${order.id}`,
    });
    return describeOrder(tx, moved, 'client');
  });
}

/**
 * The client takes the open rework back before the T-esigner re-uploads: the delivered version
 * stands again and the days to complete by itself start over.
 */
export async function withdrawRework(db: Db, member: TokenMember, id: string, autoCompleteDays: number): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'client');
    const transition = transitionFor(order, OrderAction.withdrawRework, 'client');
    const now = new Date();
    const [withdrawn] = await tx
      .update(orderReworks)
      .set({ status: ReworkStatus.withdrawn, closedAt: now })
      .where(and(eq(orderReworks.orderId, order.id), eq(orderReworks.status, ReworkStatus.requested)))
      .returning({ id: orderReworks.id });
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      changes: { completesAt: await businessDaysAfter(tx, now, autoCompleteDays), completionNoticeAt: null },
      details: { reworkId: withdrawn?.id ?? null },
    });
    return describeOrder(tx, moved, 'client');
  });
}
