// Completion by itself (SPEC §4 step 11, issue 7): when the client neither confirms nor asks a
// rework within the configured business days after a delivery, the order completes and the escrow
// goes to the T-esigner; a day before, both parties are told (a `completionNotice` event, which the
// notifications issue delivers; the order pages show the date all along). Two scheduled jobs; each
// run takes a batch in the job's transaction and locks every order as any move does.
import { findOrderTransition, OrderAction, OrderEventKind, OrderStatus } from '@dcm/shared';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { lockRequest } from '../requests/transitions.ts';
import { moveOrder, recordEvent } from './service.ts';
import { lapseOpenSurcharge } from './surcharges.ts';

/** How long before completing by itself both parties are told. */
export const COMPLETION_NOTICE_MS = 24 * 3_600_000;

/** Orders handled per run: a backlog is caught up over the next runs, never in one long transaction. */
const BATCH = 50;

const dueOrders = (tx: Db, until: Date, unnoticed = false) =>
  tx
    .select({ id: orders.id, requestId: orders.requestId })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.cadUploaded), lte(orders.completesAt, until), unnoticed ? isNull(orders.completionNoticeAt) : undefined))
    .orderBy(asc(orders.completesAt))
    .limit(BATCH);

/** The order and its request locked, re-read: a client may have confirmed since the list was read. */
async function lockDue(tx: Tx, due: { id: string; requestId: string }) {
  const request = await lockRequest(tx, due.requestId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, due.id)).for('update');
  return { request, order };
}

/** Completes the orders whose day has come: an open surcharge lapses, the escrow is released. Answers how many. */
export async function completeDueOrders(tx: Tx, now: Date = new Date()): Promise<number> {
  let done = 0;
  for (const due of await dueOrders(tx, now)) {
    const { request, order } = await lockDue(tx, due);
    const transition = order && findOrderTransition(OrderAction.autoComplete, order.status, 'system');
    if (!order || !transition || !order.completesAt || order.completesAt > now) continue;
    await lapseOpenSurcharge(tx, order);
    await moveOrder(tx, order, request, transition, { actorNo: null, changes: { completedAt: now, completesAt: null } });
    done += 1;
  }
  return done;
}

/** Tells both parties of the orders completing within COMPLETION_NOTICE_MS, once per delivery. Answers how many. */
export async function noticeDueCompletions(tx: Tx, now: Date = new Date()): Promise<number> {
  let done = 0;
  for (const due of await dueOrders(tx, new Date(now.getTime() + COMPLETION_NOTICE_MS), true)) {
    const { order } = await lockDue(tx, due);
    if (!order || order.status !== OrderStatus.cadUploaded || order.completionNoticeAt || !order.completesAt) continue;
    await tx.update(orders).set({ completionNoticeAt: now }).where(eq(orders.id, order.id));
    await recordEvent(tx, order, null, OrderEventKind.completionNotice, { completesAt: order.completesAt.toISOString() });
    done += 1;
  }
  return done;
}
