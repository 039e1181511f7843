// Quick requests (issue 11): a fast lane for common single cases at the published price. The client
// posts from one complete referral and pays at once into the request's escrow; opted-in T-esigners
// see it on the board and the first to take it works to the deadline; the client completes, asks a
// limited remake, or it completes by itself. Every move is a transition of machine.ts, in one
// transaction with its ledger movement (mileage/quick-ledger.ts) and its notifications; the board
// hears of it (`quick.board`) after the commit. Owns quick_requests and its history tables.
// The use cases live one group to a file (posting, board, delivery, referral, completion, deadlines),
// each answering with reading.ts; this file holds who is who and the move itself, which they share.
import { ErrorCode, findQuickTransition, QuickStatus, type QuickAction, type QuickActor, type QuickTransition } from '@dcm/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quickDesigners, quickEvents, quickRequests } from '../../db/schema/quick.ts';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { memberChannel } from '../../platform/realtime-channels.ts';
import { blockedBetween, findMemberByEmail, notBlockedWith } from '../members/index.ts';
import { isDesigner, type Viewer } from '../requests/index.ts';
import { seedDemoQuickPrices } from './terms.ts';

export type QuickRow = typeof quickRequests.$inferSelect;

/** What the quick use cases need besides the database: the bus the board hears on, and the orders' business days. */
export interface QuickDeps {
  db: Db;
  bus: Bus;
  autoCompleteBusinessDays: number;
}

/** How the caller stands to a quick request: its client, its taker, an opted-in T-esigner looking at the board, or the admin. */
export type Role = 'client' | 'taker' | 'board' | 'admin';

export const quickPage = (id: string): string => `/quick/request/detail/${id}`;
export const BOARD_PAGE = '/quick/Designer';

// ---- Who is who ----

export async function isOptedIn(db: Db, memberNo: number): Promise<boolean> {
  const [row] = await db.select({ optedIn: quickDesigners.optedIn }).from(quickDesigners).where(eq(quickDesigners.memberNo, memberNo));
  return !!row?.optedIn;
}

/** An approved T-esigner (or lab with a T-esigner profile) who opted into quick work. */
export async function boardViewer(db: Db, viewer: Viewer): Promise<boolean> {
  return isDesigner(viewer) && viewer.approved && (await isOptedIn(db, viewer.memberNo));
}

/**
 * The opted-in T-esigners who may see `clientNo`'s requests: neither side blocked the other, and not
 * the client themself. `except` leaves one more out (the taker who just missed).
 */
export async function boardAudience(db: Db, clientNo: number, except?: number | null): Promise<number[]> {
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
export async function findVisible(db: Db, viewer: Viewer, id: string): Promise<{ row: QuickRow; role: Role }> {
  const [row] = await db.select().from(quickRequests).where(eq(quickRequests.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const role = roleOf(viewer, row);
  if (role) return { row, role };
  if (row.status === QuickStatus.open && (await boardViewer(db, viewer)) && !(await blockedBetween(db, viewer.memberNo, row.clientNo))) return { row, role: 'board' };
  throw new AppError(ErrorCode.NotFound, 404);
}

/** The row locked for a move by `want`: anyone else gets 404 (hidden) or 403 (the other party). */
export async function lockFor(tx: Tx, viewer: Viewer, id: string, want: 'client' | 'taker'): Promise<QuickRow> {
  const [row] = await tx.select().from(quickRequests).where(eq(quickRequests.id, id)).for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const role = roleOf(viewer, row);
  if (role === null || role === 'admin') throw new AppError(ErrorCode.NotFound, 404);
  if (role !== want) throw new AppError(ErrorCode.Forbidden, 403);
  return row;
}

export function transitionOf(row: QuickRow | null, action: QuickAction, actor: QuickActor): QuickTransition {
  const move = findQuickTransition(action, row ? row.status : null, actor);
  if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
  return move;
}

export async function recordEvent(tx: Tx, quickId: string, action: QuickAction, actorNo: number | null, data: Record<string, unknown> = {}): Promise<void> {
  await tx.insert(quickEvents).values({ quickId, action, actorNo, data });
}

/** The row after a move: the new status and whatever else the move changes. */
export async function moveTo(tx: Tx, row: QuickRow, move: QuickTransition, changes: Partial<typeof quickRequests.$inferInsert> = {}): Promise<QuickRow> {
  const [moved] = await tx
    .update(quickRequests)
    .set({ ...changes, status: move.to, updatedAt: new Date() })
    .where(eq(quickRequests.id, row.id))
    .returning();
  return moved!;
}

/** Quick requests handled per job run: a backlog is caught up over the next runs. */
export const JOB_BATCH = 50;

/** DEMO mode: a small price table, and the demo T-esigner (by e-mail) takes quick work unless they opted out. */
export async function seedDemoQuick(db: Db, designerEmail: string): Promise<void> {
  await seedDemoQuickPrices(db);
  const designer = await findMemberByEmail(db, designerEmail);
  if (designer) await db.insert(quickDesigners).values({ memberNo: designer.memberNo, optedIn: true }).onConflictDoNothing();
}
