// Completing a quick request (issue 11): the client accepts the result, or the delivery the client
// left unanswered for the orders' business days completes by itself (jobs.ts); either way the escrow
// goes to the taker's quick earnings and both are told. Then the client may review the taker.
import { ErrorCode, QuickAction, quickNumber, QuickStatus, type QuickDetail, type Review, type ReviewBody } from '@dcm/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import { releaseQuick } from '../mileage/index.ts';
import { nicknameOf, notify } from '../notifications/index.ts';
import { viewerOf } from '../requests/index.ts';
import { writeQuickReview } from '../reviews/index.ts';
import { describe } from './reading.ts';
import { JOB_BATCH, lockFor, moveTo, quickPage, recordEvent, transitionOf, type QuickDeps, type QuickRow } from './service.ts';

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

/** Delivered requests the client left unanswered for the business days complete by themselves. Answers how many. */
export async function completeDueQuick(tx: Tx, businessDays: number, now = new Date()): Promise<number> {
  // Business days are at least as long as calendar days: only those delivered that long ago can be due.
  const bound = new Date(now.getTime() - businessDays * 86_400_000);
  const candidates = await tx
    .select({ id: quickRequests.id })
    .from(quickRequests)
    .where(and(eq(quickRequests.status, QuickStatus.delivered), lte(quickRequests.deliveredAt, bound)))
    .orderBy(asc(quickRequests.deliveredAt))
    .limit(JOB_BATCH);
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
