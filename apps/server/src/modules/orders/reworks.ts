// Rework (SPEC §4 "Rework", issue 7): after a delivery the client asks the T-esigner to rework the
// design, saying why (decision 13): a design error counts against the T-esigner's edit allowance,
// a changed prescription or a new scan does not (the T-esigner may answer it with a surcharge).
// Either is asked only within the warranty days after the first delivery. The client may withdraw
// it before the T-esigner re-uploads; the re-upload (delivery.ts) closes it. Owns order_reworks.
import {
  ErrorCode,
  OrderAction,
  ReworkKind,
  reworkAllowed,
  ReworkStatus,
  type OrderDetail,
  type OrderRework,
  type OrderReworkState,
  type ReworkBody,
} from '@dcm/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderDeliveries, orderReworks } from '../../db/schema/index.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { businessDaysAfter } from '../requests/holidays.ts';
import { viewerOf } from '../requests/access.ts';
import { describeOrder, lockOrder, moveOrder, termsOf, transitionFor, type OrderRow } from './service.ts';

const DAY_MS = 86_400_000;

type ReworkRow = typeof orderReworks.$inferSelect;

const toRework = (row: ReworkRow): OrderRework => ({
  id: row.id,
  kind: row.kind,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** Every rework of the order, newest first. */
export async function reworksOf(db: Db, orderId: string): Promise<OrderRework[]> {
  const rows = await db.select().from(orderReworks).where(eq(orderReworks.orderId, orderId)).orderBy(desc(orderReworks.createdAt));
  return rows.map(toRework);
}

/** The end of the warranty: the first delivery plus the T-esigner's warranty days; null before any delivery. */
async function warrantyEndOf(db: Db, orderId: string, warrantyDays: number): Promise<Date | null> {
  const [first] = await db
    .select({ at: orderDeliveries.createdAt })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(asc(orderDeliveries.version))
    .limit(1);
  return first ? new Date(first.at.getTime() + warrantyDays * DAY_MS) : null;
}

/** Design-error reworks asked and not withdrawn: what the edit allowance counts. */
const editsUsedIn = (reworks: OrderRework[]): number =>
  reworks.filter((r) => r.kind === ReworkKind.designError && r.status !== ReworkStatus.withdrawn).length;

/** The order page's rework facts. */
export async function reworkStateOf(db: Db, order: OrderRow, warrantyDays: number): Promise<OrderReworkState> {
  const reworks = await reworksOf(db, order.id);
  const warrantyEnd = await warrantyEndOf(db, order.id, warrantyDays);
  return {
    open: reworks.find((r) => r.status === ReworkStatus.requested) ?? null,
    editsUsed: editsUsedIn(reworks),
    warrantyEndsAt: warrantyEnd?.toISOString() ?? null,
  };
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
    const [rework] = await tx.insert(orderReworks).values({ orderId: order.id, kind: body.kind, reason: body.reason }).returning({ id: orderReworks.id });
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      reason: body.reason,
      changes: { completesAt: null, completionNoticeAt: null },
      details: { reworkId: rework!.id, kind: body.kind },
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
