// Delivering a quick request's result (issue 11): the taker sends the CAD files they uploaded as a new
// version (and may replace it with another until the client answers it, decision 0044), the client
// may ask a remake within the terms' allowance and gets the next version, and
// both download the result through expiring links and read its design check (orders keeps the checks).
import { ErrorCode, QuickAction, quickNumber, QuickStatus, type QuickDeliveryBody, type QuickDetail, type QuickRemakeBody } from '@dcm/shared';
import type { DesignChecks } from '@dcm/shared/mesh/design-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quickDeliveries, quickRemakes } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { fileCards, setFilesPrivacy } from '../files/index.ts';
import { nicknameOf, notify } from '../notifications/index.ts';
import { designChecksOf, notDeliveredForOrder, queueDesignChecks } from '../orders/index.ts';
import { viewerOf } from '../requests/index.ts';
import { deliveriesOf, describe } from './reading.ts';
import { findVisible, lockFor, moveTo, quickPage, recordEvent, transitionOf, type QuickDeps, type QuickRow } from './service.ts';
import { readTerms } from './terms.ts';

/**
 * Takes the uploads for a delivery: each must be the taker's own file, delivered neither for an
 * order nor for a quick request before. Anything else → 400 naming `fileIds`.
 */
async function checkDeliveryFiles(tx: Tx, takerNo: number, fileIds: string[]): Promise<void> {
  const unique = [...new Set(fileIds)];
  const owned = await tx
    .select({ id: fileCards.id })
    .from(fileCards)
    .where(
      and(
        inArray(fileCards.id, unique),
        eq(fileCards.ownerNo, takerNo),
        notDeliveredForOrder(fileCards.id),
        sql`not exists (select 1 from ${quickDeliveries} where jsonb_exists(${quickDeliveries.fileIds}, ${fileCards.id}::text))`,
      ),
    );
  if (owned.length !== unique.length || unique.length !== fileIds.length) throw new AppError(ErrorCode.ValidationFailed, 400, { fileIds: 'deliveryFileInvalid' });
}

/**
 * Stores the taker's files as the request's next version: taken once, private, their meshes queued
 * for the design check (orders keeps the checks) against the referral's minimum thickness.
 */
async function addVersion(tx: Tx, current: QuickRow, takerNo: number, body: QuickDeliveryBody, now: Date): Promise<number> {
  await checkDeliveryFiles(tx, takerNo, body.fileIds);
  const version = (await tx.$count(quickDeliveries, eq(quickDeliveries.quickId, current.id))) + 1;
  await tx.insert(quickDeliveries).values({ quickId: current.id, version, fileIds: body.fileIds, note: body.note, deliveredAt: now });
  // Delivered files are the request's: private to their owner, read by the client through the request's links.
  await setFilesPrivacy(tx, body.fileIds, true);
  await queueDesignChecks(tx, { owner: { kind: 'quick', id: current.id }, version, fileIds: body.fileIds, referralIds: current.referralId ? [current.referralId] : [] });
  return version;
}

/** The taker delivers the CAD result (first, or again after a remake) as a new version. */
export const deliverQuick = (deps: QuickDeps, member: TokenMember, id: string, body: QuickDeliveryBody, now = new Date()) =>
  addDelivery(deps, member, id, body, now, QuickAction.deliver);

/**
 * The taker replaces the latest delivery before the client answered it (decision 0044: a design
 * check that failed is corrected at once): a new version like any delivery, the replaced one kept,
 * the request still `delivered` and its days to complete by itself counted again from now. It is no
 * remake: the client's allowance is untouched. Once the client asked a remake or completed: 409.
 */
export const replaceQuick = (deps: QuickDeps, member: TokenMember, id: string, body: QuickDeliveryBody, now = new Date()) =>
  addDelivery(deps, member, id, body, now, QuickAction.replace);

/** A new version by the taker, first or replacing: the move, the event (a replacement names the version it replaces), the client told. */
async function addDelivery(deps: QuickDeps, member: TokenMember, id: string, body: QuickDeliveryBody, now: Date, action: typeof QuickAction.deliver | typeof QuickAction.replace): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const replacing = action === QuickAction.replace;
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'taker');
    const move = transitionOf(current, action, 'designer');
    const version = await addVersion(tx, current, viewer.memberNo, body, now);
    const moved = await moveTo(tx, current, move, { deliveredAt: now });
    await recordEvent(tx, current.id, action, viewer.memberNo, replacing ? { version, replacedVersion: version - 1, fileIds: body.fileIds } : { version, fileIds: body.fileIds });
    await notify(tx, {
      event: replacing ? 'quickReplaced' : 'quickDelivered',
      to: [current.clientNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), number: quickNumber(current.serial), version },
      link: quickPage(current.id),
    });
    return moved;
  });
  return describe(deps.db, row, 'taker', deps.autoCompleteBusinessDays);
}

/** The client asks a remake with a reason, within the allowance of the terms (409 QUICK_REMAKE_LIMIT beyond it). */
export async function requestQuickRemake(deps: QuickDeps, member: TokenMember, id: string, body: QuickRemakeBody): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'client');
    const move = transitionOf(current, QuickAction.requestRemake, 'client');
    if (current.remakesUsed >= (await readTerms(tx)).remakeLimit) throw new AppError(ErrorCode.QuickRemakeLimit, 409);
    await tx.insert(quickRemakes).values({ quickId: current.id, reason: body.reason });
    const moved = await moveTo(tx, current, move, { remakesUsed: current.remakesUsed + 1 });
    await recordEvent(tx, current.id, QuickAction.requestRemake, viewer.memberNo, { reason: body.reason });
    await notify(tx, {
      event: 'quickRemakeRequested',
      to: [current.takerNo],
      params: { nickname: await nicknameOf(tx, current.clientNo), number: quickNumber(current.serial), reason: body.reason },
      link: quickPage(current.id),
    });
    return moved;
  });
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** Where the delivered files may be downloaded: once delivered, by both parties and the admin, for good after completion. */
const CAD_READABLE: readonly QuickStatus[] = [QuickStatus.delivered, QuickStatus.remakeRequested, QuickStatus.completed];

/** Issues the expiring link a download goes through (modules/downloads). */
export interface LinkIssuer {
  issue(target: { kind: 'file'; fileId: string } | { kind: 'zip'; name: string; entries: Array<{ fileId: string; path: string }> }): { url: string; expiresAt: string };
}

/** An expiring link to one version of the result (the latest when absent), as a ZIP or, with `fileId`, one file. */
export async function linkQuickCad(
  deps: QuickDeps,
  links: LinkIssuer,
  member: TokenMember,
  id: string,
  wanted: { version?: number; fileId?: string },
): Promise<{ url: string; expiresAt: string }> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  if (role === 'board' || !CAD_READABLE.includes(row.status)) throw new AppError(ErrorCode.Forbidden, 403);
  const deliveries = await deliveriesOf(deps.db, row.id);
  const delivery = wanted.version === undefined ? deliveries[0] : deliveries.find((d) => d.version === wanted.version);
  if (!delivery) throw new AppError(ErrorCode.NotFound, 404);
  if (wanted.fileId) {
    if (!delivery.files.some((f) => f.id === wanted.fileId)) throw new AppError(ErrorCode.NotFound, 404);
    return links.issue({ kind: 'file', fileId: wanted.fileId });
  }
  const name = `${quickNumber(row.serial)}-v${delivery.version}.zip`;
  return links.issue({ kind: 'zip', name, entries: delivery.files.map((f) => ({ fileId: f.id, path: f.name })) });
}

/**
 * `GET /quick/:id/design-checks`: the design check of every delivered mesh, for both parties and the
 * admin; a T-esigner who only sees the request on the board is told no such request exists.
 */
export async function getQuickDesignChecks(deps: QuickDeps, member: TokenMember, id: string): Promise<DesignChecks> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  if (role === 'board') throw new AppError(ErrorCode.NotFound, 404);
  return designChecksOf(deps.db, { kind: 'quick', id: row.id });
}
