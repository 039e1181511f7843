// Delivering the CAD result (SPEC §4 steps 8, 10, 11; issue 7): the T-esigner sends the files they
// uploaded (resumable uploads of kind `cad`) as a new version, perhaps with a surcharge, and may
// replace it with another until the client answers it (decision 0044); the client
// downloads them (one file or all as a ZIP, through expiring links) and confirms receipt, which
// completes the order and releases the escrow. Owns order_deliveries and order_delivery_files.
import {
  ErrorCode,
  OrderAction,
  OrderEventKind,
  OrderStatus,
  ReworkStatus,
  type DeliverCadBody,
  type OrderCad,
  type OrderDelivery,
  type OrderDetail,
} from '@dcm/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderDeliveries, orderDeliveryFiles, orderReworks } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import type { DownloadTarget } from '../downloads/index.ts';
import { fileCards, setFilesPrivacy } from '../files/index.ts';
import { caseParams, nicknameOf, notify } from '../notifications/index.ts';
import { referralNumbersOf, requestReferralIds, viewerOf } from '../requests/index.ts';
import { notifyCompleted } from './completion.ts';
import { queueDesignChecks } from './design-checks.ts';
import { describeOrder, findOrder, lockOrder, moveFactsOf, moveOrder, recordEvent, transitionFor, type OrderRow } from './service.ts';
import { lastDeliveryVersion, replacedVersionsOf, reworksOf, surchargesOf } from './part-facts.ts';
import { askSurcharge, openSurchargeOf } from './surcharges.ts';

/** Issues the expiring link a download goes through (modules/downloads). */
export interface LinkIssuer {
  issue(target: DownloadTarget, ttlSeconds?: number): { url: string; expiresAt: string };
}

/**
 * Where the CAD result may be read: once delivered, by both parties (the T-esigner sees what they
 * sent) and the admin; it stays readable after completion, for the client's records.
 */
const CAD_READABLE: readonly OrderStatus[] = [OrderStatus.cadUploaded, OrderStatus.reworkRequested, OrderStatus.complete];

/**
 * Takes the uploads for a delivery: each must be the T-esigner's own file and not delivered before
 * (the unique index on order_delivery_files guards a race). Anything else → 400 naming `fileIds`.
 */
async function checkDeliveryFiles(tx: Tx, designerNo: number, fileIds: string[]): Promise<void> {
  const owned = await tx
    .select({ id: fileCards.id })
    .from(fileCards)
    .leftJoin(orderDeliveryFiles, eq(orderDeliveryFiles.fileId, fileCards.id))
    .where(and(inArray(fileCards.id, fileIds), eq(fileCards.ownerNo, designerNo), isNull(orderDeliveryFiles.fileId)));
  if (owned.length !== fileIds.length) throw new AppError(ErrorCode.ValidationFailed, 400, { fileIds: 'deliveryFileInvalid' });
}


/**
 * Writes a new version of the CAD result on a locked order: its files (each the T-esigner's own,
 * never delivered before), private to their owner from now on, and their design checks queued.
 */
async function addVersion(tx: Tx, order: OrderRow, designerNo: number, body: DeliverCadBody): Promise<{ deliveryId: string; version: number }> {
  await checkDeliveryFiles(tx, designerNo, body.fileIds);
  const version = (await lastDeliveryVersion(tx, order.id)) + 1;
  const [delivery] = await tx
    .insert(orderDeliveries)
    .values({ orderId: order.id, version, message: body.message || null })
    .returning({ id: orderDeliveries.id });
  await tx.insert(orderDeliveryFiles).values(body.fileIds.map((fileId, position) => ({ deliveryId: delivery!.id, fileId, position })));
  // Delivered files are the order's: private to their owner, read by the client through the order.
  await setFilesPrivacy(tx, body.fileIds, true);
  // Each mesh is analysed by the check-designs job, against the referrals' minimum thickness.
  await queueDesignChecks(tx, { owner: { kind: 'order', id: order.id }, version, fileIds: body.fileIds, referralIds: await requestReferralIds(tx, order.requestId) });
  return { deliveryId: delivery!.id, version };
}

/**
 * The T-esigner delivers the CAD result (first upload, or again after a rework): a new version with
 * its files, an optional note and surcharge, the order to `cadUploaded`, and the day it completes by
 * itself set `autoCompleteDays` business days ahead. One transaction: a failure keeps nothing.
 */
export async function deliverCad(db: Db, member: TokenMember, id: string, body: DeliverCadBody, autoCompleteDays: number): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'designer');
    const transition = transitionFor(order, OrderAction.uploadCad, 'designer');
    const { deliveryId, version } = await addVersion(tx, order, viewer.memberNo, body);
    const now = new Date();
    await tx
      .update(orderReworks)
      .set({ status: ReworkStatus.delivered, closedAt: now })
      .where(and(eq(orderReworks.orderId, order.id), eq(orderReworks.status, ReworkStatus.requested)));
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      changes: { completesAt: await businessDaysAfter(tx, now, autoCompleteDays), completionNoticeAt: null },
      details: { deliveryId, version, fileIds: body.fileIds },
    });
    await notify(tx, {
      event: 'cadUploaded',
      to: [order.clientNo],
      params: { nickname: await nicknameOf(tx, order.designerNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), version },
      link: `/payment/cad/${order.id}`,
    });
    if (body.surcharge) await askSurcharge(tx, moved, viewer.memberNo, body.surcharge, deliveryId);
    return describeOrder(tx, moved, 'designer');
  });
}

/**
 * The T-esigner replaces the latest delivery before the client answered it (decision 0044: a design
 * check that failed is corrected at once): a new version like any delivery, the replaced one kept
 * and marked, the order still `cadUploaded` and its days to complete by itself counted again from
 * now. It is no rework: the edit allowance is untouched. A surcharge still open stays open, with the
 * version it came with (a new one beside it is refused, 409 SURCHARGE_OPEN, as always). Once the
 * client confirmed, asked a rework (even withdrawn) or paid or declined a surcharge: 409.
 */
export async function replaceCad(db: Db, member: TokenMember, id: string, body: DeliverCadBody, autoCompleteDays: number): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'designer');
    const transition = transitionFor(order, OrderAction.replaceCad, 'designer', await moveFactsOf(tx, order));
    const replacedVersion = await lastDeliveryVersion(tx, order.id);
    const { deliveryId, version } = await addVersion(tx, order, viewer.memberNo, body);
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      changes: { completesAt: await businessDaysAfter(tx, new Date(), autoCompleteDays), completionNoticeAt: null },
      details: { deliveryId, version, replacedVersion, fileIds: body.fileIds },
    });
    await notify(tx, {
      event: 'cadReplaced',
      to: [order.clientNo],
      params: { nickname: await nicknameOf(tx, order.designerNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), version },
      link: `/payment/cad/${order.id}`,
    });
    if (body.surcharge) await askSurcharge(tx, moved, viewer.memberNo, body.surcharge, deliveryId);
    return describeOrder(tx, moved, 'designer');
  });
}

/** Every version delivered, newest first, each with its files in the order sent. */
async function deliveriesOf(db: Db, orderId: string): Promise<OrderDelivery[]> {
  const rows = await db
    .select({ delivery: orderDeliveries, file: { id: fileCards.id, name: fileCards.name, size: fileCards.size } })
    .from(orderDeliveries)
    .innerJoin(orderDeliveryFiles, eq(orderDeliveryFiles.deliveryId, orderDeliveries.id))
    .innerJoin(fileCards, eq(fileCards.id, orderDeliveryFiles.fileId))
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(desc(orderDeliveries.version), asc(orderDeliveryFiles.position));
  const replaced = await replacedVersionsOf(db, orderId);
  const byVersion = new Map<number, OrderDelivery>();
  for (const { delivery, file } of rows) {
    const entry = byVersion.get(delivery.version) ?? {
      id: delivery.id,
      version: delivery.version,
      message: delivery.message,
      createdAt: delivery.createdAt.toISOString(),
      files: [],
      replaced: replaced.has(delivery.version),
    };
    entry.files.push(file);
    byVersion.set(delivery.version, entry);
  }
  return [...byVersion.values()];
}

/** The versions delivered as the order's readers see them: none before delivery or once the order ended unfinished. */
export const readableDeliveriesOf = async (db: Db, order: OrderRow): Promise<OrderDelivery[]> =>
  CAD_READABLE.includes(order.status) ? deliveriesOf(db, order.id) : [];

/** The number of versions delivered, for the order page. */
/** The ids among `fileIds` delivered as some order's CAD result: they belong to the order from then on. */
export async function deliveredFileIdsAmong(db: Db, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db.select({ id: orderDeliveryFiles.fileId }).from(orderDeliveryFiles).where(inArray(orderDeliveryFiles.fileId, [...fileIds]));
  return new Set(rows.map((r) => r.id));
}

async function readableOrder(db: Db, member: TokenMember, id: string) {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  if (!CAD_READABLE.includes(order.status)) throw new AppError(ErrorCode.Forbidden, 403);
  return { viewer, order, role };
}

/** `GET /orders/:id/cad`: what was delivered and asked, and when the order completes by itself. */
export async function getOrderCad(db: Db, member: TokenMember, id: string): Promise<OrderCad> {
  const { order } = await readableOrder(db, member, id);
  return {
    deliveries: await deliveriesOf(db, order.id),
    surcharges: await surchargesOf(db, order.id),
    reworks: await reworksOf(db, order.id),
    completesAt: order.completesAt?.toISOString() ?? null,
  };
}

/** The archive's name: the order's short id and the version, e.g. `cad-1a2b3c4d-v2.zip`. */
const archiveName = (order: OrderRow, version: number) => `cad-${order.id.slice(0, 8)}-v${version}.zip`;

/**
 * An expiring link to one version of the CAD result (the latest when `version` is absent), as one
 * ZIP or, with `fileId`, one file of it. The client's download is written to the timeline ("file
 * received"); the T-esigner's and the admin's are not.
 */
export async function linkCad(
  db: Db,
  links: LinkIssuer,
  member: TokenMember,
  id: string,
  wanted: { version?: number; fileId?: string },
): Promise<{ url: string; expiresAt: string }> {
  const { viewer, order, role } = await readableOrder(db, member, id);
  const deliveries = await deliveriesOf(db, order.id);
  const delivery = wanted.version === undefined ? deliveries[0] : deliveries.find((d) => d.version === wanted.version);
  if (!delivery) throw new AppError(ErrorCode.NotFound, 404);
  let target: DownloadTarget;
  if (wanted.fileId) {
    if (!delivery.files.some((f) => f.id === wanted.fileId)) throw new AppError(ErrorCode.NotFound, 404);
    target = { kind: 'file', fileId: wanted.fileId };
  } else {
    target = { kind: 'zip', name: archiveName(order, delivery.version), entries: delivery.files.map((f) => ({ fileId: f.id, path: f.name })) };
  }
  if (role === 'client') {
    await db.transaction(async (tx) => {
      const { order: locked } = await lockOrder(tx, viewer, id, 'client');
      await recordEvent(tx, locked, viewer.memberNo, OrderEventKind.cadDownloaded, { version: delivery.version, ...(wanted.fileId ? { fileId: wanted.fileId } : {}) });
    });
  }
  return links.issue(target);
}

/**
 * The client confirms receipt: the transaction is complete and the escrow (price and paid
 * surcharges) goes to the T-esigner's earnings. Not while a surcharge waits for an answer (409
 * SURCHARGE_OPEN); a second confirmation is 409 (already processed), nothing moved twice.
 */
export async function confirmReceipt(db: Db, member: TokenMember, id: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'client');
    const transition = transitionFor(order, OrderAction.confirmReceipt, 'client');
    if (await openSurchargeOf(tx, order.id)) throw new AppError(ErrorCode.SurchargeOpen, 409);
    const moved = await moveOrder(tx, order, request, transition, { actorNo: viewer.memberNo, changes: { completedAt: new Date(), completesAt: null } });
    await notifyCompleted(tx, order, false);
    return describeOrder(tx, moved, 'client');
  });
}
