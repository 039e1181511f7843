// Quick requests (issue 11): a fast lane for common single cases at the published price. The client
// posts from one complete referral and pays at once into the request's escrow; opted-in T-esigners
// see it on the board and the first to take it works to the deadline; the client completes, asks a
// limited remake, or it completes by itself. Every move is a transition of machine.ts, in one
// transaction with its ledger movement (mileage/quick-ledger.ts) and its notifications; the board
// hears of it (`quick.board`) after the commit. Owns quick_requests and its history tables.
import {
  ErrorCode,
  findQuickTransition,
  QuickAction,
  quickActionsFor,
  quickNumber,
  QuickStatus,
  type Currency,
  type QuickActor,
  type QuickBoard,
  type QuickBoardQuery,
  type QuickDeliveryBody,
  type QuickDetail,
  type QuickLine,
  type QuickMe,
  type QuickRemakeBody,
  type QuickRequestBody,
  type QuickSummary,
  type QuickTransactions,
  type QuickTransactionsQuery,
  type QuickTransition,
  type Referral,
  type Review,
  type ReviewBody,
} from '@dcm/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { files, orderDeliveryFiles, quickDeliveries, quickDesigners, quickEvents, quickMisses, quickRemakes, quickRequests } from '../../db/schema/index.ts';
import type { TokenMember } from '../../platform/auth.ts';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { memberChannel } from '../../platform/realtime-channels.ts';
import { findMember, findMemberByEmail, memberRefsOf } from '../members/service.ts';
import { adjustQuick, holdQuick, refundQuickAll, releaseQuick } from '../mileage/quick-ledger.ts';
import { notify } from '../notifications/emit.ts';
import { nicknameOf } from '../notifications/parties.ts';
import { describeReferrals, returnReferralsToCart, takeReferralsIntoRequest } from '../referrals/service.ts';
import { businessDaysAfter } from '../requests/holidays.ts';
import { blockedBetween, isDesigner, notBlockedWith, viewerOf, type Viewer } from '../requests/access.ts';
import { quickReviewed, writeQuickReview } from '../reviews/service.ts';
import { pricesIn, readTerms, seedDemoQuickPrices } from './terms.ts';

export type QuickRow = typeof quickRequests.$inferSelect;

/** What the quick use cases need besides the database: the bus the board hears on, and the orders' business days. */
export interface QuickDeps {
  db: Db;
  bus: Bus;
  autoCompleteBusinessDays: number;
}

/** How the caller stands to a quick request: its client, its taker, an opted-in T-esigner looking at the board, or the admin. */
type Role = 'client' | 'taker' | 'board' | 'admin';

export const quickPage = (id: string): string => `/quick/request/detail/${id}`;
const BOARD_PAGE = '/quick/Designer';

// ---- Who is who ----

async function isOptedIn(db: Db, memberNo: number): Promise<boolean> {
  const [row] = await db.select({ optedIn: quickDesigners.optedIn }).from(quickDesigners).where(eq(quickDesigners.memberNo, memberNo));
  return !!row?.optedIn;
}

/** An approved T-esigner (or lab with a T-esigner profile) who opted into quick work. */
async function boardViewer(db: Db, viewer: Viewer): Promise<boolean> {
  return isDesigner(viewer) && viewer.approved && (await isOptedIn(db, viewer.memberNo));
}

/**
 * The opted-in T-esigners who may see `clientNo`'s requests: neither side blocked the other, and not
 * the client themself. `except` leaves one more out (the taker who just missed).
 */
async function boardAudience(db: Db, clientNo: number, except?: number | null): Promise<number[]> {
  const rows = await db
    .select({ memberNo: quickDesigners.memberNo })
    .from(quickDesigners)
    .where(and(eq(quickDesigners.optedIn, true), ne(quickDesigners.memberNo, clientNo), notBlockedWith(clientNo, quickDesigners.memberNo)));
  return rows.map((r) => r.memberNo).filter((n) => n !== except);
}

/** After the commit: every opted-in T-esigner who may see the request hears that the board changed. */
export async function announce(deps: { db: Db; bus: Bus }, row: Pick<QuickRow, 'id' | 'status' | 'clientNo'>): Promise<void> {
  const to = await boardAudience(deps.db, row.clientNo);
  await Promise.all(to.map((no) => deps.bus.publish(memberChannel(no), { type: 'quick.board', id: row.id, status: row.status }))).catch(() => undefined);
}

function roleOf(viewer: Viewer, row: QuickRow): Role | null {
  if (viewer.kind === 'admin') return 'admin';
  if (row.clientNo === viewer.memberNo) return 'client';
  if (row.takerNo === viewer.memberNo) return 'taker';
  return null;
}

/** The request as the viewer may see it; anyone it is hidden from is told it does not exist. */
async function findVisible(db: Db, viewer: Viewer, id: string): Promise<{ row: QuickRow; role: Role }> {
  const [row] = await db.select().from(quickRequests).where(eq(quickRequests.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const role = roleOf(viewer, row);
  if (role) return { row, role };
  if (row.status === QuickStatus.open && (await boardViewer(db, viewer)) && !(await blockedBetween(db, viewer.memberNo, row.clientNo))) return { row, role: 'board' };
  throw new AppError(ErrorCode.NotFound, 404);
}

/** The row locked for a move by `want`: anyone else gets 404 (hidden) or 403 (the other party). */
async function lockFor(tx: Tx, viewer: Viewer, id: string, want: 'client' | 'taker'): Promise<QuickRow> {
  const [row] = await tx.select().from(quickRequests).where(eq(quickRequests.id, id)).for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const role = roleOf(viewer, row);
  if (role === null || role === 'admin') throw new AppError(ErrorCode.NotFound, 404);
  if (role !== want) throw new AppError(ErrorCode.Forbidden, 403);
  return row;
}

function transitionOf(row: QuickRow | null, action: QuickAction, actor: QuickActor): QuickTransition {
  const move = findQuickTransition(action, row ? row.status : null, actor);
  if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
  return move;
}

async function recordEvent(tx: Tx, quickId: string, action: QuickAction, actorNo: number | null, data: Record<string, unknown> = {}): Promise<void> {
  await tx.insert(quickEvents).values({ quickId, action, actorNo, data });
}

/** The row after a move: the new status and whatever else the move changes. */
async function moveTo(tx: Tx, row: QuickRow, move: QuickTransition, changes: Partial<typeof quickRequests.$inferInsert> = {}): Promise<QuickRow> {
  const [moved] = await tx
    .update(quickRequests)
    .set({ ...changes, status: move.to, updatedAt: new Date() })
    .where(eq(quickRequests.id, row.id))
    .returning();
  return moved!;
}

// ---- Prices and dates ----

/**
 * The lines of a body at the table's prices in the client's currency: a type without one is a 400
 * on its line; a deadline sooner than the terms allow a 400 on `deadlineAt`.
 */
async function priceBody(db: Db, body: QuickRequestBody, currency: Currency, now: Date): Promise<{ lines: QuickLine[]; total: number }> {
  const [prices, terms] = [await pricesIn(db, currency), await readTerms(db)];
  const fields: Record<string, string> = {};
  const lines = body.items.map((item, i): QuickLine => {
    const unitPrice = prices.get(item.type);
    if (unitPrice === undefined) fields[`items.${i}.type`] = 'quickPriceMissing';
    return { type: item.type, count: item.count, unitPrice: unitPrice ?? 0, subtotal: (unitPrice ?? 0) * item.count };
  });
  if (new Date(body.deadlineAt).getTime() < now.getTime() + terms.minDeadlineHours * 3_600_000) fields.deadlineAt = 'quickDeadlineTooSoon';
  const total = lines.reduce((s, l) => s + l.subtotal, 0);
  if (Object.keys(fields).length === 0 && total <= 0) fields.items = 'quickPriceMissing';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  return { lines, total };
}

/** The referral taken as a request takes it, its refusals named on `referralId`. */
async function takeReferral(tx: Tx, clientNo: number, referralId: string): Promise<void> {
  try {
    await takeReferralsIntoRequest(tx, clientNo, [referralId]);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.ValidationFailed) throw new AppError(ErrorCode.ValidationFailed, 400, { referralId: 'referralIncomplete' });
    throw error;
  }
}

async function clientOf(db: Db, member: TokenMember): Promise<Viewer & { currency: Currency }> {
  const viewer = await viewerOf(db, member);
  if ((viewer.kind !== 'client' && viewer.kind !== 'lab') || !viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
  const row = await findMember(db, viewer.memberNo);
  return { ...viewer, currency: row?.currency === 'USD' ? 'USD' : 'KRW' };
}

// ---- Reading ----

async function summaries(db: Db, rows: readonly QuickRow[], role: (row: QuickRow) => Role): Promise<QuickSummary[]> {
  const refs = await memberRefsOf(db, rows.flatMap((r) => [r.clientNo, ...(r.takerNo ? [r.takerNo] : [])]));
  const ref = (n: number) => refs.get(n) ?? { memberNo: n, nickname: '' };
  return rows.map((row) => ({
    id: row.id,
    number: quickNumber(row.serial),
    status: row.status,
    items: row.items,
    total: row.total,
    currency: row.currency,
    deadlineAt: row.deadlineAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    taker: row.takerNo ? ref(row.takerNo) : null,
    client: role(row) === 'board' ? null : ref(row.clientNo),
  }));
}

async function deliveriesOf(db: Db, quickId: string): Promise<QuickDetail['deliveries']> {
  const rows = await db.select().from(quickDeliveries).where(eq(quickDeliveries.quickId, quickId)).orderBy(desc(quickDeliveries.version));
  const ids = rows.flatMap((r) => r.fileIds);
  const fileRows = ids.length ? await db.select({ id: files.id, name: files.name, size: files.size, mime: files.mime }).from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(fileRows.map((f) => [f.id, f]));
  return rows.map((r) => ({
    version: r.version,
    files: r.fileIds.flatMap((id) => byId.get(id) ?? []),
    note: r.note,
    deliveredAt: r.deliveredAt.toISOString(),
  }));
}

const actorOf = (role: Role): QuickActor | null => (role === 'client' ? 'client' : role === 'taker' || role === 'board' ? 'designer' : null);

async function describe(db: Db, row: QuickRow, role: Role, autoCompleteBusinessDays: number): Promise<QuickDetail> {
  const [summary] = await summaries(db, [row], () => role);
  const terms = await readTerms(db);
  const hidden = role === 'board';
  const remakes = hidden ? [] : await db.select().from(quickRemakes).where(eq(quickRemakes.quickId, row.id)).orderBy(asc(quickRemakes.requestedAt));
  const events = hidden ? [] : await db.select().from(quickEvents).where(eq(quickEvents.quickId, row.id)).orderBy(asc(quickEvents.at));
  const actor = actorOf(role);
  return {
    ...summary!,
    referralId: hidden ? null : row.referralId,
    notes: row.notes,
    onMissed: row.onMissed,
    remakesUsed: row.remakesUsed,
    remakesLeft: Math.max(0, terms.remakeLimit - row.remakesUsed),
    deliveries: hidden ? [] : await deliveriesOf(db, row.id),
    remakes: remakes.map((r) => ({ reason: r.reason, requestedAt: r.requestedAt.toISOString() })),
    autoCompleteAt: row.status === QuickStatus.delivered && row.deliveredAt ? (await businessDaysAfter(db, row.deliveredAt, autoCompleteBusinessDays)).toISOString() : null,
    reviewed: hidden ? false : await quickReviewed(db, row.id),
    events: events.map((e) => ({ action: e.action, at: e.at.toISOString(), actorNo: e.actorNo })),
    // A remake the allowance no longer gives is not offered.
    actions: actor ? quickActionsFor(row.status, actor).filter((a) => a !== QuickAction.requestRemake || row.remakesUsed < terms.remakeLimit) : [],
  };
}

export async function getQuick(deps: QuickDeps, member: TokenMember, id: string): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  return describe(deps.db, row, role, deps.autoCompleteBusinessDays);
}

// ---- The client's moves ----

/**
 * The client posts a quick request and pays it at once. A retry with the same Idempotency-Key
 * answers the first request and pays nothing more.
 */
export async function postQuick(deps: QuickDeps, member: TokenMember, body: QuickRequestBody, idempotencyKey: string | undefined, now = new Date()): Promise<QuickDetail> {
  const client = await clientOf(deps.db, member);
  const key = idempotencyKey ?? crypto.randomUUID();
  const [earlier] = await deps.db
    .select()
    .from(quickRequests)
    .where(and(eq(quickRequests.clientNo, client.memberNo), eq(quickRequests.idempotencyKey, key)));
  if (earlier) return describe(deps.db, earlier, 'client', deps.autoCompleteBusinessDays);
  const move = transitionOf(null, QuickAction.post, 'client');
  const { lines, total } = await priceBody(deps.db, body, client.currency, now);

  const write = async (tx: Tx): Promise<QuickRow> => {
    await takeReferral(tx, client.memberNo, body.referralId);
    const [created] = await tx
      .insert(quickRequests)
      .values({
        clientNo: client.memberNo,
        status: move.to,
        referralId: body.referralId,
        items: lines,
        total,
        currency: client.currency,
        deadlineAt: new Date(body.deadlineAt),
        onMissed: body.onMissed,
        notes: body.notes,
        idempotencyKey: key,
      })
      .returning();
    await holdQuick(tx, created!.id, client.memberNo, { amount: total, currency: client.currency }, key);
    await recordEvent(tx, created!.id, QuickAction.post, client.memberNo, { total });
    await notify(tx, {
      event: 'quickPosted',
      to: await boardAudience(tx, client.memberNo),
      params: { number: quickNumber(created!.serial), amount: total, currency: client.currency },
      link: BOARD_PAGE,
    });
    return created!;
  };
  const row = await deps.db.transaction(write).catch(async (error: unknown) => {
    // The same post sent twice at once: the second waited on the first's lock of the referral, then was refused; answer the first.
    const [first] = await deps.db
      .select()
      .from(quickRequests)
      .where(and(eq(quickRequests.clientNo, client.memberNo), eq(quickRequests.idempotencyKey, key)));
    if (first) return first;
    throw error;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** While nobody has taken it, the client changes it; the escrow follows the new total. */
export async function editQuick(deps: QuickDeps, member: TokenMember, id: string, body: QuickRequestBody, now = new Date()): Promise<QuickDetail> {
  const client = await clientOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, client, id, 'client');
    const move = transitionOf(current, QuickAction.edit, 'client');
    const { lines, total } = await priceBody(tx, body, current.currency, now);
    if (body.referralId !== current.referralId) {
      if (current.referralId) await returnReferralsToCart(tx, [current.referralId]);
      await takeReferral(tx, client.memberNo, body.referralId);
    }
    await adjustQuick(tx, current.id, client.memberNo, current.currency, total);
    const moved = await moveTo(tx, current, move, {
      referralId: body.referralId,
      items: lines,
      total,
      deadlineAt: new Date(body.deadlineAt),
      onMissed: body.onMissed,
      notes: body.notes,
    });
    await recordEvent(tx, current.id, QuickAction.edit, client.memberNo, { from: current.total, to: total });
    return moved;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** Before anyone takes it, the client withdraws it: all the money and the referral come back. */
export async function withdrawQuick(deps: QuickDeps, member: TokenMember, id: string): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'client');
    const move = transitionOf(current, QuickAction.withdraw, 'client');
    await refundQuickAll(tx, current.id, current.clientNo);
    if (current.referralId) await returnReferralsToCart(tx, [current.referralId]);
    const moved = await moveTo(tx, current, move);
    await recordEvent(tx, current.id, QuickAction.withdraw, viewer.memberNo);
    return moved;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
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

/** Tells both parties it is complete, each naming the other. */
async function notifyCompleted(tx: Tx, row: QuickRow, auto: boolean): Promise<void> {
  const params = { number: quickNumber(row.serial), amount: row.total, currency: row.currency, auto: auto ? 1 : 0 };
  await notify(tx, { event: 'quickCompleted', to: [row.clientNo], params: { ...params, nickname: await nicknameOf(tx, row.takerNo!) }, link: quickPage(row.id) });
  await notify(tx, { event: 'quickCompleted', to: [row.takerNo], params: { ...params, nickname: await nicknameOf(tx, row.clientNo) }, link: quickPage(row.id) });
}

/** The client accepts the result: the escrow goes to the taker's quick earnings. */
export async function completeQuick(deps: QuickDeps, member: TokenMember, id: string, now = new Date()): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'client');
    const move = transitionOf(current, QuickAction.complete, 'client');
    await releaseQuick(tx, current.id, current.takerNo!);
    const moved = await moveTo(tx, current, move, { completedAt: now });
    await recordEvent(tx, current.id, QuickAction.complete, viewer.memberNo);
    await notifyCompleted(tx, moved, false);
    return moved;
  });
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** The client reviews the taker of a completed quick request, once (the reviews module writes it). */
export async function reviewQuick(deps: QuickDeps, member: TokenMember, id: string, body: ReviewBody): Promise<Review> {
  const viewer = await viewerOf(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'client');
    if (current.status !== QuickStatus.completed || current.takerNo === null) throw new AppError(ErrorCode.InvalidTransition, 409);
    return writeQuickReview(tx, { id: current.id, clientNo: current.clientNo, takerNo: current.takerNo }, body, quickPage(current.id));
  });
}

// ---- The T-esigners' moves ----

/** `GET /quick/me`: whether the member takes quick work, and their record. */
export async function getQuickMe(db: Db, member: TokenMember): Promise<QuickMe> {
  const viewer = await viewerOf(db, member);
  if (!isDesigner(viewer)) throw new AppError(ErrorCode.Forbidden, 403);
  return quickRecordOf(db, viewer.memberNo);
}

/** A T-esigner's quick record: opted in, deadlines missed (on their record for good), jobs completed. */
export async function quickRecordOf(db: Db, memberNo: number): Promise<QuickMe> {
  return {
    optedIn: await isOptedIn(db, memberNo),
    missedCount: await db.$count(quickMisses, eq(quickMisses.designerNo, memberNo)),
    completedCount: await db.$count(quickRequests, and(eq(quickRequests.takerNo, memberNo), eq(quickRequests.status, QuickStatus.completed))),
  };
}

/** A T-esigner opts in or out of quick work (others: 403). */
export async function setQuickOptIn(db: Db, member: TokenMember, optedIn: boolean): Promise<QuickMe> {
  const viewer = await viewerOf(db, member);
  if (!isDesigner(viewer) || !viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
  await db
    .insert(quickDesigners)
    .values({ memberNo: viewer.memberNo, optedIn, updatedAt: new Date() })
    .onConflictDoUpdate({ target: quickDesigners.memberNo, set: { optedIn, updatedAt: new Date() } });
  return quickRecordOf(db, viewer.memberNo);
}

/**
 * The open quick requests an opted-in T-esigner may take: not their own, none of a member blocked
 * either way, none whose deadline has passed (nobody can meet it; the client edits or withdraws it).
 * 403 when not opted in.
 */
export async function getBoard(deps: QuickDeps, member: TokenMember, query: QuickBoardQuery, now = new Date()): Promise<QuickBoard> {
  const viewer = await viewerOf(deps.db, member);
  if (!(await boardViewer(deps.db, viewer))) throw new AppError(ErrorCode.Forbidden, 403);
  const where = and(
    eq(quickRequests.status, QuickStatus.open),
    gt(quickRequests.deadlineAt, now),
    ne(quickRequests.clientNo, viewer.memberNo),
    notBlockedWith(viewer.memberNo, quickRequests.clientNo),
  );
  const order = query.sort === 'urgent' ? [asc(quickRequests.deadlineAt), asc(quickRequests.serial)] : [desc(quickRequests.createdAt), desc(quickRequests.serial)];
  const rows = await deps.db
    .select()
    .from(quickRequests)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: await summaries(deps.db, rows, () => 'board'), page: query.page, size: query.size, total: await deps.db.$count(quickRequests, where) };
}

/**
 * The first opted-in T-esigner to take an open request gets it: one conditional UPDATE, so of any
 * number taking at once exactly one wins and the others get 409 QUICK_TAKEN.
 */
export async function takeQuick(deps: QuickDeps, member: TokenMember, id: string, now = new Date()): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  if (!(await boardViewer(deps.db, viewer))) throw new AppError(ErrorCode.Forbidden, 403);
  const [seen] = await deps.db.select().from(quickRequests).where(eq(quickRequests.id, id));
  if (!seen || (await blockedBetween(deps.db, viewer.memberNo, seen.clientNo))) throw new AppError(ErrorCode.NotFound, 404);
  if (seen.clientNo === viewer.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
  const move = findQuickTransition(QuickAction.take, QuickStatus.open, 'designer')!;

  const row = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(quickRequests)
      .set({ status: move.to, takerNo: viewer.memberNo, takenAt: now, updatedAt: now })
      .where(and(eq(quickRequests.id, id), eq(quickRequests.status, QuickStatus.open), gt(quickRequests.deadlineAt, now), notBlockedWith(viewer.memberNo, quickRequests.clientNo)))
      .returning();
    if (!taken) {
      // Someone was first, unless it is gone or its deadline has passed (nobody may take it then).
      const [after] = await tx.select({ status: quickRequests.status }).from(quickRequests).where(eq(quickRequests.id, id));
      const gone = after?.status === QuickStatus.withdrawn || after?.status === QuickStatus.refunded || after?.status === QuickStatus.open;
      throw gone ? new AppError(ErrorCode.InvalidTransition, 409) : new AppError(ErrorCode.QuickTaken, 409);
    }
    await recordEvent(tx, id, QuickAction.take, viewer.memberNo);
    await notify(tx, {
      event: 'quickTaken',
      to: [taken.clientNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), number: quickNumber(taken.serial) },
      link: quickPage(id),
    });
    return taken;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'taker', deps.autoCompleteBusinessDays);
}

/**
 * Takes the uploads for a delivery: each must be the taker's own file, delivered neither for an
 * order nor for a quick request before. Anything else → 400 naming `fileIds`.
 */
async function checkDeliveryFiles(tx: Tx, takerNo: number, fileIds: string[]): Promise<void> {
  const unique = [...new Set(fileIds)];
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .leftJoin(orderDeliveryFiles, eq(orderDeliveryFiles.fileId, files.id))
    .where(
      and(
        inArray(files.id, unique),
        eq(files.ownerNo, takerNo),
        isNull(orderDeliveryFiles.fileId),
        sql`not exists (select 1 from ${quickDeliveries} where jsonb_exists(${quickDeliveries.fileIds}, ${files.id}::text))`,
      ),
    );
  if (owned.length !== unique.length || unique.length !== fileIds.length) throw new AppError(ErrorCode.ValidationFailed, 400, { fileIds: 'deliveryFileInvalid' });
}

/** The taker delivers the CAD result (first, or again after a remake) as a new version. */
export async function deliverQuick(deps: QuickDeps, member: TokenMember, id: string, body: QuickDeliveryBody, now = new Date()): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'taker');
    const move = transitionOf(current, QuickAction.deliver, 'designer');
    await checkDeliveryFiles(tx, viewer.memberNo, body.fileIds);
    const version = (await tx.$count(quickDeliveries, eq(quickDeliveries.quickId, current.id))) + 1;
    await tx.insert(quickDeliveries).values({ quickId: current.id, version, fileIds: body.fileIds, note: body.note, deliveredAt: now });
    // Delivered files are the request's: private to their owner, read by the client through the request's links.
    await tx.update(files).set({ isPrivate: true }).where(inArray(files.id, body.fileIds));
    const moved = await moveTo(tx, current, move, { deliveredAt: now });
    await recordEvent(tx, current.id, QuickAction.deliver, viewer.memberNo, { version, fileIds: body.fileIds });
    await notify(tx, {
      event: 'quickDelivered',
      to: [current.clientNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), number: quickNumber(current.serial), version },
      link: quickPage(current.id),
    });
    return moved;
  });
  return describe(deps.db, row, 'taker', deps.autoCompleteBusinessDays);
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

/** Where the taker reads the referral: from taking it on, for the design and the remakes (the client and the admin always). */
const TAKER_READS: readonly QuickStatus[] = [QuickStatus.taken, QuickStatus.delivered, QuickStatus.remakeRequested, QuickStatus.completed];

async function readableReferral(deps: QuickDeps, member: TokenMember, id: string): Promise<Referral> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  if (role === 'board' || (role === 'taker' && !TAKER_READS.includes(row.status))) throw new AppError(ErrorCode.Forbidden, 403);
  const [referral] = row.referralId ? await describeReferrals(deps.db, [row.referralId]) : [];
  if (!referral) throw new AppError(ErrorCode.NotFound, 404);
  return referral;
}

/** `GET /quick/requests/:id/referral`: the case to design, for the client, the taker (once taken) and the admin. */
export const getQuickReferral = (deps: QuickDeps, member: TokenMember, id: string): Promise<Referral> => readableReferral(deps, member, id);

/** An expiring link to one file of the request's referral (any other file: 404). */
export async function linkQuickReferralFile(deps: QuickDeps, links: LinkIssuer, member: TokenMember, id: string, fileId: string): Promise<{ url: string; expiresAt: string }> {
  const referral = await readableReferral(deps, member, id);
  if (!referral.files.some((f) => f.id === fileId)) throw new AppError(ErrorCode.NotFound, 404);
  return links.issue({ kind: 'file', fileId });
}

// ---- Lists ----

/** The caller's quick requests on one side, newest first, with totals per currency over the whole filter. */
export async function listQuickTransactions(db: Db, member: TokenMember, query: QuickTransactionsQuery): Promise<QuickTransactions> {
  const viewer = await viewerOf(db, member);
  const side: SQL = query.side === 'client' ? eq(quickRequests.clientNo, viewer.memberNo) : eq(quickRequests.takerNo, viewer.memberNo);
  const where = and(side, query.status ? eq(quickRequests.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(quickRequests)
    .where(where)
    .orderBy(desc(quickRequests.createdAt), desc(quickRequests.serial))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const totals = await db
    .select({ currency: quickRequests.currency, count: count(), amount: sum(quickRequests.total).mapWith(Number) })
    .from(quickRequests)
    .where(where)
    .groupBy(quickRequests.currency)
    .orderBy(asc(quickRequests.currency));
  return {
    items: await summaries(db, rows, () => (query.side === 'client' ? 'client' : 'taker')),
    page: query.page,
    size: query.size,
    total: await db.$count(quickRequests, where),
    totals: totals.map((t) => ({ currency: t.currency, count: t.count, amount: t.amount ?? 0 })),
  };
}

// ---- The system's moves (jobs.ts) ----

/** Quick requests handled per job run: a backlog is caught up over the next runs. */
const BATCH = 50;

/**
 * The deadline passed without a delivery: it counts on the taker's record, both are told, and the
 * request goes back on the board (its deadline moved to the earliest the terms allow from now, so
 * the next taker has time) or, as the client chose, its money and referral go back. Answers the rows moved.
 */
export async function missDueQuick(tx: Tx, now = new Date()): Promise<QuickRow[]> {
  const due = await tx
    .select({ id: quickRequests.id })
    .from(quickRequests)
    .where(and(eq(quickRequests.status, QuickStatus.taken), lte(quickRequests.deadlineAt, now)))
    .orderBy(asc(quickRequests.deadlineAt))
    .limit(BATCH);
  const moved: QuickRow[] = [];
  const terms = await readTerms(tx);
  for (const { id } of due) {
    const [row] = await tx.select().from(quickRequests).where(eq(quickRequests.id, id)).for('update');
    if (!row || row.status !== QuickStatus.taken || row.deadlineAt > now || row.takerNo === null) continue;
    const refund = row.onMissed === 'refund';
    const move = transitionOf(row, refund ? QuickAction.refundMissed : QuickAction.releaseMissed, 'system');
    await tx.insert(quickMisses).values({ quickId: row.id, designerNo: row.takerNo, at: now });
    let after: QuickRow;
    if (refund) {
      await refundQuickAll(tx, row.id, row.clientNo);
      if (row.referralId) await returnReferralsToCart(tx, [row.referralId]);
      after = await moveTo(tx, row, move);
    } else {
      const deadlineAt = new Date(Math.max(row.deadlineAt.getTime(), now.getTime() + terms.minDeadlineHours * 3_600_000));
      after = await moveTo(tx, row, move, { takerNo: null, takenAt: null, deadlineAt });
    }
    await recordEvent(tx, row.id, move.action, null, { takerNo: row.takerNo });
    const number = quickNumber(row.serial);
    const params: Record<string, string | number> = refund ? { number, onMissed: row.onMissed, amount: row.total, currency: row.currency } : { number, onMissed: row.onMissed };
    await notify(tx, { event: 'quickMissed', to: [row.takerNo, row.clientNo], params, link: quickPage(row.id) });
    if (!refund) {
      await notify(tx, {
        event: 'quickPosted',
        to: await boardAudience(tx, row.clientNo, row.takerNo),
        params: { number, amount: row.total, currency: row.currency },
        link: BOARD_PAGE,
      });
    }
    moved.push(after);
  }
  return moved;
}

/** Delivered requests the client left unanswered for the business days complete by themselves. Answers how many. */
export async function completeDueQuick(tx: Tx, businessDays: number, now = new Date()): Promise<number> {
  // Business days are at least as long as calendar days: only those delivered that long ago can be due.
  const bound = new Date(now.getTime() - businessDays * 86_400_000);
  const candidates = await tx
    .select({ id: quickRequests.id })
    .from(quickRequests)
    .where(and(eq(quickRequests.status, QuickStatus.delivered), lte(quickRequests.deliveredAt, bound)))
    .orderBy(asc(quickRequests.deliveredAt))
    .limit(BATCH);
  let done = 0;
  for (const { id } of candidates) {
    const [row] = await tx.select().from(quickRequests).where(eq(quickRequests.id, id)).for('update');
    if (!row || row.status !== QuickStatus.delivered || !row.deliveredAt || row.takerNo === null) continue;
    if ((await businessDaysAfter(tx, row.deliveredAt, businessDays)) > now) continue;
    const move = transitionOf(row, QuickAction.autoComplete, 'system');
    await releaseQuick(tx, row.id, row.takerNo);
    const moved = await moveTo(tx, row, move, { completedAt: now });
    await recordEvent(tx, row.id, QuickAction.autoComplete, null);
    await notifyCompleted(tx, moved, true);
    done += 1;
  }
  return done;
}

/** DEMO mode: a small price table, and the demo T-esigner (by e-mail) takes quick work unless they opted out. */
export async function seedDemoQuick(db: Db, designerEmail: string): Promise<void> {
  await seedDemoQuickPrices(db);
  const designer = await findMemberByEmail(db, designerEmail);
  if (designer) await db.insert(quickDesigners).values({ memberNo: designer.memberNo, optedIn: true }).onConflictDoNothing();
}
