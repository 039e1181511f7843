// What the mileage module tells the admin dashboard (issue 12, admin/dashboard.ts): the money held in
// escrow and the payouts waiting for the admin. Reading only.
import { AccountKind, Currency, PayoutStatus } from '@dcm/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chargeRefunds, ledgerAccounts, settlements } from '../../db/schema/mileage.ts';

/** What every escrow (orders' and quick requests') holds, per currency, in minor units. */
export async function escrowTotals(db: Db): Promise<Record<Currency, number>> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, AccountKind.escrow))
    .groupBy(ledgerAccounts.currency);
  const totals: Record<Currency, number> = { [Currency.KRW]: 0, [Currency.USD]: 0 };
  for (const r of rows) totals[r.currency] = Number(r.total);
  return totals;
}

/** A payout still needs the admin while requested (to decide) or in progress (to complete). */
const waiting = [PayoutStatus.requested, PayoutStatus.inProgress];

/** Settlements (ordinary and quick) waiting for the admin. */
export const countWaitingSettlements = (db: Db): Promise<number> => db.$count(settlements, inArray(settlements.status, waiting));

/** Mileage refunds waiting for the admin. */
export const countWaitingRefunds = (db: Db): Promise<number> => db.$count(chargeRefunds, inArray(chargeRefunds.status, waiting));
