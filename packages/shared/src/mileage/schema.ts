// Mileage (SPEC §3 Mileage, §9; ARCHITECTURE §4): money is an integer of minor units with its
// currency, never a float. The ledger's account kinds and the per-movement limits live here so the
// server's ledger and the web's charge form read the same words and numbers.
import { z } from 'zod';
import { CURRENCIES, Currency } from './currency.ts';

export { CURRENCIES, Currency } from './currency.ts';

/**
 * The ledger's accounts. Member-owned kinds belong to one member and currency; escrow belongs to
 * one order; the rest are the platform's side of every movement and may run negative (the provider's
 * clearing account is negative by what the provider owes us).
 */
export const AccountKind = {
  clientMileage: 'clientMileage',
  /** A T-esigner's earnings, kept apart from the member's own mileage (SPEC §3). */
  designerEarnings: 'designerEarnings',
  /** A T-esigner's earnings from quick requests, settled apart (issue 11). */
  quickEarnings: 'quickEarnings',
  escrow: 'escrow',
  providerClearing: 'providerClearing',
  refundsPayable: 'refundsPayable',
  settlementsPayable: 'settlementsPayable',
  platformFees: 'platformFees',
} as const;
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind];

export const MEMBER_ACCOUNT_KINDS: readonly AccountKind[] = [AccountKind.clientMileage, AccountKind.designerEarnings, AccountKind.quickEarnings];
/** Kinds whose balance never goes below zero: the members' money and what an order holds. */
export const NON_NEGATIVE_ACCOUNT_KINDS: readonly AccountKind[] = [...MEMBER_ACCOUNT_KINDS, AccountKind.escrow];

/** What a journal entry records; a correction is a `reversal`, never an edit. */
export const JournalKind = {
  charge: 'charge',
  hold: 'hold',
  release: 'release',
  refund: 'refund',
  surcharge: 'surcharge',
  /** A T-esigner asked to be paid out: earnings move to settlements payable until the transfer. */
  settlement: 'settlement',
  /** A client asked a charge back: the charged mileage moves to refunds payable until the provider refunds it. */
  chargeRefund: 'chargeRefund',
  /** A payable was paid out: the provider refunded the card, or the bank transfer of a settlement was made. */
  payout: 'payout',
  /** A correction, e.g. a rejected refund or settlement giving the money back. */
  reversal: 'reversal',
} as const;
export type JournalKind = (typeof JournalKind)[keyof typeof JournalKind];

/**
 * The most one movement may carry, in minor units: KRW 10,000,000 won, USD 10,000.00 dollars. A typo
 * of three zeros too many is refused rather than charged.
 */
export const MONEY_MAX: Record<Currency, number> = { [Currency.KRW]: 10_000_000, [Currency.USD]: 1_000_000 };

/** A refund's share of the escrow, in basis points (10,000 = all of it). */
export const BASIS_POINTS_WHOLE = 10_000;

/**
 * How an escrow of `amount` splits when `shareBasisPoints` of it goes back to the client: the client's
 * share rounds down to the minor unit and the T-esigner keeps the rest, so nothing is lost. The
 * ledger and the pages that announce a split both count with this.
 */
export function escrowSplit(amount: number, shareBasisPoints: number): { back: number; kept: number } {
  const back = Math.floor((amount * shareBasisPoints) / BASIS_POINTS_WHOLE);
  return { back, kept: amount - back };
}

/** An amount and its currency, before the per-movement limit; extend this, then refine with `withinMoneyMax`. */
export const MoneyFields = z.object({
  amount: z.number({ error: 'amountInvalid' }).int({ error: 'amountInvalid' }).positive({ error: 'amountInvalid' }),
  currency: z.enum(CURRENCIES, { error: 'currencyInvalid' }),
});

export const withinMoneyMax = (m: { amount: number; currency: Currency }): boolean => m.amount <= MONEY_MAX[m.currency];

export const Money = MoneyFields.refine(withinMoneyMax, { path: ['amount'], error: 'amountInvalid' });
export type Money = z.infer<typeof Money>;

export const MinorUnits = z.number().int();
export const PerCurrency = z.object({ [Currency.KRW]: MinorUnits, [Currency.USD]: MinorUnits });

/**
 * What a member holds: their own mileage and, apart from it, a T-esigner's earnings (SPEC §3), with
 * the member's currency (KRW in Korea, USD abroad): the one they charge and are shown first.
 */
export const MileageBalances = z.object({ currency: z.enum(CURRENCIES), clientMileage: PerCurrency, designerEarnings: PerCurrency });
export type MileageBalances = z.infer<typeof MileageBalances>;

export const MILEAGE_HISTORY_SIZE_MAX = 50;

/** A calendar day (YYYY-MM-DD), read in Korean time: a period is whole days as the member sees them. */
export const Day = z.iso.date({ error: 'dateInvalid' });

export const MileageHistoryQuery = z.object({
  kind: z.enum(JournalKind).optional(),
  /** First day of the period, included. */
  from: Day.optional(),
  /** Last day of the period, included. */
  to: Day.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MILEAGE_HISTORY_SIZE_MAX).default(10),
});
export type MileageHistoryQuery = z.infer<typeof MileageHistoryQuery>;

/** One movement of one of the member's balances, with that balance as it stood right after. */
export const MileageHistoryItem = z.object({
  entryId: z.uuid(),
  kind: z.enum(JournalKind),
  reference: z.string().nullable(),
  /** The case a movement of an order's money is about, by its referral numbers (issue 26); empty for charges, refunds and settlements. */
  referralNumbers: z.array(z.string()),
  /** Which balance moved: the member's mileage or a T-esigner's earnings. */
  account: z.enum([AccountKind.clientMileage, AccountKind.designerEarnings]),
  currency: z.enum(CURRENCIES),
  /** Signed minor units: positive into the balance, negative out of it. */
  amount: MinorUnits,
  balanceAfter: MinorUnits,
  createdAt: z.string(),
});
export type MileageHistoryItem = z.infer<typeof MileageHistoryItem>;

export const MileageHistory = z.object({ items: z.array(MileageHistoryItem), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type MileageHistory = z.infer<typeof MileageHistory>;
