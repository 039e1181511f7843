// The admin console's dashboard (issue 12): today's joins and orders (the Korean day), the money in
// escrow, and what waits for the admin. Each figure comes from its owning module's facts.
import { koreanDayStart, type AdminDashboard } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { countOpenInquiries } from '../content/index.ts';
import { countJoinsSince, countOpenReports, countPendingApprovals } from '../members/index.ts';
import { countWaitingRefunds, countWaitingSettlements, escrowTotals } from '../mileage/index.ts';
import { countOrdersSince } from '../orders/index.ts';

export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const today = koreanDayStart(now);
  const [joinsToday, ordersToday, escrow, pendingApprovals, openReports, openInquiries, waitingSettlements, waitingRefunds] = await Promise.all([
    countJoinsSince(db, today),
    countOrdersSince(db, today),
    escrowTotals(db),
    countPendingApprovals(db),
    countOpenReports(db),
    countOpenInquiries(db),
    countWaitingSettlements(db),
    countWaitingRefunds(db),
  ]);
  return { joinsToday, ordersToday, escrow, pendingApprovals, openReports, openInquiries, waitingSettlements, waitingRefunds };
}
