// What an order page says about cancellation by agreement (SPEC §4, §9): the newest cancellation
// request, and what the viewer may do with cancellation now. Reads only; the requests and their
// answers are the use cases of cancellations.ts.
import {
  CancellationAction,
  CancellationStatus,
  findOrderTransition,
  OrderAction,
  type OrderCancellation,
  type OrderCancellationState,
  type OrderDetail,
  type OrderStatus,
} from '@dcm/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCancellations } from '../../db/schema/orders.ts';

export type CancellationRow = typeof orderCancellations.$inferSelect;

/**
 * Whether the machine lets an agreed cancellation end an order in `status`: after acceptance, until
 * the CAD upload (SPEC §9). Before acceptance the client cancels alone (OrderAction.cancel).
 */
export const cancellableByAgreement = (status: OrderStatus): boolean => findOrderTransition(OrderAction.cancelAgreed, status, 'system') !== undefined;

/** The newest cancellation request of an order, whatever became of it. */
export async function latestCancellation(db: Db, orderId: string): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId))
    .orderBy(desc(orderCancellations.createdAt), desc(orderCancellations.id))
    .limit(1);
  return row;
}

/** The open request of an order (at most one: the partial unique index), or undefined. */
export async function openCancellation(db: Db, orderId: string): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(orderCancellations)
    .where(and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.status, CancellationStatus.requested)));
  return row;
}

export const toCancellation = (row: CancellationRow): OrderCancellation => ({
  id: row.id,
  requestedBy: row.requestedBy,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectReason: row.rejectReason,
});

/**
 * What `role` may do with cancellation now: ask (no open request, the order cancellable), approve
 * or reject the other party's open request, or withdraw their own. The admin reads only.
 */
export function cancellationActionsFor(status: OrderStatus, role: OrderDetail['viewerRole'], latest: CancellationRow | undefined): CancellationAction[] {
  if (role === 'admin') return [];
  const cancellable = cancellableByAgreement(status);
  if (latest?.status === CancellationStatus.requested) {
    if (latest.requestedBy === role) return [CancellationAction.withdraw];
    return cancellable ? [CancellationAction.approve, CancellationAction.reject] : [CancellationAction.reject];
  }
  return cancellable ? [CancellationAction.request] : [];
}

/** OrderDetail.cancellation for `role`. */
export async function cancellationStateOf(db: Db, order: { id: string; status: OrderStatus }, role: OrderDetail['viewerRole']): Promise<OrderCancellationState> {
  const latest = await latestCancellation(db, order.id);
  return { latest: latest ? toCancellation(latest) : null, actions: cancellationActionsFor(order.status, role, latest) };
}
