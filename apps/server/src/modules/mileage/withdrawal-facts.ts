// What the mileage module tells a member's withdrawal (members/withdrawal.ts): the balances, payouts
// and refunds still open (blockers), and the cards to remove when it completes. Ledger entries stay.
import { MEMBER_ACCOUNT_KINDS, PayoutStatus } from '@dcm/shared';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chargeRefunds, ledgerAccounts, mileageCharges, paymentCards, settlements } from '../../db/schema/mileage.ts';

const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = [PayoutStatus.requested, PayoutStatus.inProgress];

/** The member's own accounts (mileage, earnings) that hold more than nothing, in any currency. */
export async function positiveBalancesOf(db: Db, memberNo: number) {
  return db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberNo, memberNo), inArray(ledgerAccounts.kind, [...MEMBER_ACCOUNT_KINDS]), gt(ledgerAccounts.balance, 0)));
}

/** The member's settlements asked for and not yet paid or refused. */
export async function countOpenSettlementsOf(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(settlements)
    .where(and(eq(settlements.memberNo, memberNo), inArray(settlements.status, [...OPEN_PAYOUT_STATUSES])));
  return Number(row?.n ?? 0);
}

/** The refunds of the member's charges asked for and not yet paid or refused. */
export async function countOpenRefundsOf(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chargeRefunds)
    .innerJoin(mileageCharges, eq(mileageCharges.id, chargeRefunds.chargeId))
    .where(and(eq(mileageCharges.memberNo, memberNo), inArray(chargeRefunds.status, [...OPEN_PAYOUT_STATUSES])));
  return Number(row?.n ?? 0);
}

/** Removes every card the member still has, in the withdrawal's transaction. */
export async function removePaymentCardsOf(tx: Tx, memberNo: number): Promise<void> {
  await tx.update(paymentCards).set({ removedAt: new Date() }).where(and(eq(paymentCards.memberNo, memberNo), isNull(paymentCards.removedAt)));
}
