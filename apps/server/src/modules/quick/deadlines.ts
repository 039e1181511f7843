// A missed deadline (issue 11, jobs.ts): the taker who did not deliver in time has it on their record,
// and the request goes back on the board or, as the client chose, its money and referral go back.
import { QuickAction, quickNumber, QuickStatus } from '@dcm/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { quickMisses, quickRequests } from '../../db/schema/quick.ts';
import { refundQuickAll } from '../mileage/index.ts';
import { notify } from '../notifications/index.ts';
import { returnReferralsToCart } from '../referrals/index.ts';
import { BOARD_PAGE, boardAudience, JOB_BATCH, moveTo, quickPage, recordEvent, transitionOf, type QuickRow } from './service.ts';
import { readTerms } from './terms.ts';

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
    .limit(JOB_BATCH);
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
