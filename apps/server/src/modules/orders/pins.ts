// Viewer communication (SPEC §4 step 7, issue 8): the parties open the order's mesh files in the 3D
// viewer and leave pins (a point on one file with a comment, or a reply to one). Owns order_pins.
// A pin is written with its timeline event in one transaction, then published on the bus so the
// other side's open viewer shows it at once (pins/stream).
import {
  ErrorCode,
  OrderEventKind,
  OrderPin,
  PIN_ORDER_STATUSES,
  type CommsFile,
  type MemberRef,
  type OrderComms,
  type OrderPins,
  type PinBody,
} from '@dcm/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPins } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { memberRefsOf } from '../members/index.ts';
import { viewerOf } from '../requests/index.ts';
import { readableDeliveriesOf } from './delivery.ts';
import { assertMayRead, referralsOf } from './referral.ts';
import { findOrder, lockOrder, recordEvent, type OrderRow } from './service.ts';

type PinRow = typeof orderPins.$inferSelect;

/** The files the viewer can draw, told by name: the upload checks matched the bytes to it. */
const MESH_NAME = /\.(stl|ply|obj)$/i;

/** The bus channel an order's new pins are published on. */
export const pinChannel = (orderId: string) => `order-pins:${orderId}`;

/** The order's mesh files: the referrals' (the scan, others), then every delivered version's, oldest version first. */
async function commsFilesOf(db: Db, order: OrderRow): Promise<CommsFile[]> {
  const referralFiles = (await referralsOf(db, order)).flatMap((r) =>
    r.files.map((f): CommsFile => ({ id: f.id, name: f.name, size: f.size, source: 'referral', version: null })),
  );
  const cadFiles = (await readableDeliveriesOf(db, order))
    .toReversed()
    .flatMap((d) => d.files.map((f): CommsFile => ({ id: f.id, name: f.name, size: f.size, source: 'cad', version: d.version })));
  return [...referralFiles, ...cadFiles].filter((f) => MESH_NAME.test(f.name));
}

function toPin(row: PinRow, order: OrderRow, authors: Map<number, MemberRef>): OrderPin {
  return {
    id: row.id,
    fileId: row.fileId,
    point: [row.x, row.y, row.z],
    comment: row.comment,
    parentId: row.parentId,
    author: authors.get(row.authorNo) ?? { memberNo: row.authorNo, nickname: '' },
    // Only the parties write pins (addPin), so an author who is not the client is the T-esigner.
    authorRole: row.authorNo === order.clientNo ? 'client' : 'designer',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `GET /orders/:id/comms`: what the viewer can open and whether they may pin now. The referral's
 * files follow the referral's rule (the T-esigner from acceptance on, else 403); the admin reads
 * but never pins.
 */
export async function getOrderComms(db: Db, member: TokenMember, id: string): Promise<OrderComms> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  assertMayRead(order, role);
  return { files: await commsFilesOf(db, order), canPin: role !== 'admin' && PIN_ORDER_STATUSES.includes(order.status) };
}

/** `GET /orders/:id/pins`: every pin and reply of the order, oldest first, for the parties and the admin. */
export async function listOrderPins(db: Db, member: TokenMember, id: string): Promise<OrderPins> {
  const viewer = await viewerOf(db, member);
  const { order } = await findOrder(db, viewer, id);
  const rows = await db.select().from(orderPins).where(eq(orderPins.orderId, order.id)).orderBy(asc(orderPins.createdAt), asc(orderPins.id));
  const authors = await memberRefsOf(db, rows.map((r) => r.authorNo));
  return { items: rows.map((row) => toPin(row, order, authors)) };
}

/**
 * A party pins a spot on one of the order's mesh files, or replies to a pin of the same file (a
 * reply to a reply joins its thread: threads are one level deep). Only while the order is being
 * worked on (PIN_ORDER_STATUSES, else 409). The pin and its timeline event are one transaction; the
 * other side hears of it only once it is committed.
 */
export async function addPin(db: Db, bus: Bus, member: TokenMember, id: string, body: PinBody): Promise<OrderPin> {
  const viewer = await viewerOf(db, member);
  const { pin, orderId } = await db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, viewer, id);
    if (!PIN_ORDER_STATUSES.includes(order.status)) throw new AppError(ErrorCode.InvalidTransition, 409);
    if (!(await commsFilesOf(tx, order)).some((f) => f.id === body.fileId)) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'invalid' });
    let parentId: string | null = null;
    if (body.parentId) {
      const [parent] = await tx
        .select({ id: orderPins.id, parentId: orderPins.parentId })
        .from(orderPins)
        .where(and(eq(orderPins.id, body.parentId), eq(orderPins.orderId, order.id), eq(orderPins.fileId, body.fileId)));
      if (!parent) throw new AppError(ErrorCode.ValidationFailed, 400, { parentId: 'invalid' });
      parentId = parent.parentId ?? parent.id;
    }
    const [x, y, z] = body.point;
    const [row] = await tx
      .insert(orderPins)
      .values({ orderId: order.id, fileId: body.fileId, x, y, z, comment: body.comment, parentId, authorNo: viewer.memberNo })
      .returning();
    // The comment stays with the pin: the timeline says a pin was placed and on which file.
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.pinAdded, { pinId: row!.id, fileId: body.fileId });
    return { pin: toPin(row!, order, await memberRefsOf(tx, [viewer.memberNo])), orderId: order.id };
  });
  await bus.publish(pinChannel(orderId), pin);
  return pin;
}

/** The order whose pins a party or the admin wants to follow live; 404 for anyone else. */
export async function orderToWatch(db: Db, member: TokenMember, id: string): Promise<string> {
  const viewer = await viewerOf(db, member);
  const { order } = await findOrder(db, viewer, id);
  return order.id;
}

/** `onPin` hears each pin of the order published from now on; resolves to the unsubscribe function. */
export const followPins = (bus: Bus, orderId: string, onPin: (pin: OrderPin) => void): Promise<() => Promise<void>> =>
  bus.subscribe(pinChannel(orderId), (message) => onPin(OrderPin.parse(message)));
