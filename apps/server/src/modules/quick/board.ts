// The T-esigners' side of quick work (issue 11): opting in or out, their record, the board of open
// requests they may take, and taking one (the first to take it gets it).
import { ErrorCode, findQuickTransition, QuickAction, quickNumber, QuickStatus, type QuickBoard, type QuickBoardQuery, type QuickDetail, type QuickMe } from '@dcm/shared';
import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickDesigners, quickMisses, quickRequests } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { nicknameOf, notify } from '../notifications/index.ts';
import { isDesigner, viewerOf } from '../requests/index.ts';
import { describe, summaries } from './reading.ts';
import { announce, boardViewer, isOptedIn, quickPage, recordEvent, type QuickDeps } from './service.ts';
import { blockedBetween, notBlockedWith } from '../members/index.ts';

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
