// What the order page reads of an order's parts (deliveries, surcharges, reworks, pins, the review): plain
// reads of the tables those use cases own, kept apart from the use cases so the order's read model
// (service.ts describeOrder) can ask them without importing the use cases that import it
// (ARCHITECTURE §6: a leaf kernel, use cases on it, a read model on top; decision 0033).
import { DELIVERY_ANSWERS, OrderAction, OrderEventKind, ReworkKind, ReworkStatus, type OrderRework, type OrderReworkState, type OrderSurcharge } from '@dcm/shared';
import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orderDeliveries, orderEvents, orderPins, orderReworkPins, orderReworks, orderSurcharges } from '../../db/schema/orders.ts';

// Every order page reads these: built once (db/prepared.ts, decision 0035).
const givenOrder = sql.placeholder('orderId');
const lastVersion = prepared('order_last_delivery_version', (db, name) =>
  db.select({ version: max(orderDeliveries.version) }).from(orderDeliveries).where(eq(orderDeliveries.orderId, givenOrder)).prepare(name),
);
const anyPin = prepared('order_any_pin', (db, name) => db.select({ id: orderPins.id }).from(orderPins).where(eq(orderPins.orderId, givenOrder)).limit(1).prepare(name));
const lastReviewEvent = prepared('order_last_review_event', (db, name) =>
  db
    .select({ action: orderEvents.action })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, givenOrder), inArray(orderEvents.action, [OrderEventKind.reviewWritten, OrderEventKind.reviewDeleted])))
    .orderBy(desc(orderEvents.id))
    .limit(1)
    .prepare(name),
);
const surchargeRows = prepared('order_surcharges', (db, name) =>
  db
    .select({ surcharge: orderSurcharges, version: orderDeliveries.version })
    .from(orderSurcharges)
    .leftJoin(orderDeliveries, eq(orderDeliveries.id, orderSurcharges.deliveryId))
    .where(eq(orderSurcharges.orderId, givenOrder))
    .orderBy(desc(orderSurcharges.createdAt))
    .prepare(name),
);
const reworkRows = prepared('order_reworks', (db, name) =>
  db.select().from(orderReworks).where(eq(orderReworks.orderId, givenOrder)).orderBy(desc(orderReworks.createdAt)).prepare(name),
);
const firstDelivery = prepared('order_first_delivery', (db, name) =>
  db
    .select({ at: orderDeliveries.createdAt })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, givenOrder))
    .orderBy(asc(orderDeliveries.version))
    .limit(1)
    .prepare(name),
);

/** The latest delivery's version: 0 before the first. */
export async function lastDeliveryVersion(db: Db, orderId: string): Promise<number> {
  const [row] = await lastVersion(db, { orderId });
  return row?.version ?? 0;
}

/** The timeline's moves that deliver a version: the first upload, one after a rework, a replacement. */
const DELIVERING: OrderAction[] = [OrderAction.uploadCad, OrderAction.replaceCad];

/**
 * Whether the client answered the latest delivery (DELIVERY_ANSWERS: confirmed it, asked or
 * withdrew a rework, paid or declined a surcharge), read from the timeline after the event that
 * delivered it: once they did, the T-esigner may no longer replace it (decision 0044).
 */
export async function deliveryAnswered(db: Db, orderId: string): Promise<boolean> {
  const [delivered] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.action, DELIVERING)));
  if (delivered?.id == null) return false;
  const [answer] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.action, [...DELIVERY_ANSWERS]), gt(orderEvents.id, delivered.id)))
    .limit(1);
  return !!answer;
}

/** The versions the T-esigner replaced with the next before the client answered them, from the replacements' timeline rows. */
export async function replacedVersionsOf(db: Db, orderId: string): Promise<Set<number>> {
  const rows = await db
    .select({ details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, OrderAction.replaceCad)));
  return new Set(rows.flatMap((r) => (Number.isInteger(r.details.replacedVersion) ? [r.details.replacedVersion as number] : [])));
}

/** Whether either party placed a pin on the order: its "viewer communication" step is done. */
export async function hasPins(db: Db, orderId: string): Promise<boolean> {
  const [pin] = await anyPin(db, { orderId });
  return !!pin;
}

type SurchargeRow = typeof orderSurcharges.$inferSelect;

/**
 * Whether the client reviewed the order and has not deleted the review, from the order's own
 * timeline: the reviews module records both on it in the transaction that writes them, and a
 * deleted review is never written again.
 */
export async function isReviewed(db: Db, orderId: string): Promise<boolean> {
  const [event] = await lastReviewEvent(db, { orderId });
  return event?.action === OrderEventKind.reviewWritten;
}

const toSurcharge = (row: SurchargeRow, deliveryVersion: number | null): OrderSurcharge => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  deliveryVersion,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  declineReason: row.declineReason,
});

/** Every surcharge of the order, newest first, with the version of the delivery it came with. */
export async function surchargesOf(db: Db, orderId: string): Promise<OrderSurcharge[]> {
  const rows = await surchargeRows(db, { orderId });
  return rows.map((r) => toSurcharge(r.surcharge, r.version));
}

const DAY_MS = 86_400_000;

type ReworkRow = typeof orderReworks.$inferSelect;

const toRework = (row: ReworkRow, pinIds: string[]): OrderRework => ({
  id: row.id,
  kind: row.kind,
  reason: row.reason,
  status: row.status,
  pinIds,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** Every rework of the order, newest first, with the pins each points at. */
export async function reworksOf(db: Db, orderId: string): Promise<OrderRework[]> {
  const rows = await reworkRows(db, { orderId });
  const pinned = rows.length
    ? await db
        .select({ reworkId: orderReworkPins.reworkId, pinId: orderReworkPins.pinId })
        .from(orderReworkPins)
        .where(inArray(orderReworkPins.reworkId, rows.map((r) => r.id)))
        .orderBy(asc(orderReworkPins.sort))
    : [];
  return rows.map((row) => toRework(row, pinned.filter((p) => p.reworkId === row.id).map((p) => p.pinId)));
}

/** The end of the warranty: the first delivery plus the T-esigner's warranty days; null before any delivery. */
export async function warrantyEndOf(db: Db, orderId: string, warrantyDays: number): Promise<Date | null> {
  const [first] = await firstDelivery(db, { orderId });
  return first ? new Date(first.at.getTime() + warrantyDays * DAY_MS) : null;
}

/** Design-error reworks asked and not withdrawn: what the edit allowance counts. */
export const editsUsedIn = (reworks: OrderRework[]): number =>
  reworks.filter((r) => r.kind === ReworkKind.designError && r.status !== ReworkStatus.withdrawn).length;

/** The order page's rework facts. */
export async function reworkStateOf(db: Db, order: { id: string }, warrantyDays: number): Promise<OrderReworkState> {
  const reworks = await reworksOf(db, order.id);
  const warrantyEnd = await warrantyEndOf(db, order.id, warrantyDays);
  return {
    open: reworks.find((r) => r.status === ReworkStatus.requested) ?? null,
    editsUsed: editsUsedIn(reworks),
    warrantyEndsAt: warrantyEnd?.toISOString() ?? null,
  };
}
