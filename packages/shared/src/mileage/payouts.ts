// Money paid back out of the platform: a client's refund of a charge and a T-esigner's settlement of
// earnings (SPEC §4 "Refund and settlement: requested, in progress, complete. An admin approves
// them."; §9 refund and settlement rules). The settlement payout rule and the shapes of their routes
// live here, for the server's checks and the web's pages alike; their state machines, without zod, in
// payout-machine.ts, re-exported here.
import { z } from 'zod';
import { CURRENCIES, Currency, Day, MinorUnits, MoneyFields, withinMoneyMax } from './schema.ts';
import { PaymentProviderName } from './payments.ts';
import { PayoutStatus } from './payout-machine.ts';

export {
  adminPayoutActions,
  adminRefundActions,
  PAYOUT_STATUSES,
  PayoutAction,
  PayoutStatus,
  payoutTransition,
  REFUND_TRANSITIONS,
  SETTLEMENT_TRANSITIONS,
  type PayoutTransition,
} from './payout-machine.ts';

/** SPEC §9: a charge is refundable within 10 business days of its payment, and processed within 10. */
export const REFUND_BUSINESS_DAYS = 10;

export const PayoutReasonBody = z.object({ reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(300, { error: 'reasonTooLong' }) });
export type PayoutReasonBody = z.infer<typeof PayoutReasonBody>;

// ---- Refunds of charges ----

/** Why a charge cannot be refunded now. */
export const RefundBlock = { notConfirmed: 'notConfirmed', period: 'period', spent: 'spent', requested: 'requested' } as const;
export type RefundBlock = (typeof RefundBlock)[keyof typeof RefundBlock];

export const RefundSummary = z.object({
  id: z.uuid(),
  status: z.enum(PayoutStatus),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The admin's reason for a rejection. */
  reason: z.string().nullable(),
});
export type RefundSummary = z.infer<typeof RefundSummary>;

/** One of the member's charges (`GET /api/v1/mileage/charges`), with its refund if asked. */
export const ChargeItem = z.object({
  id: z.uuid(),
  provider: z.enum(PaymentProviderName),
  amount: MinorUnits,
  currency: z.enum(CURRENCIES),
  status: z.enum(['pending', 'confirmed', 'failed']),
  /** A registered card's last four digits, when it paid. */
  cardLastFour: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The last moment a refund may be asked: 10 business days after the payment. */
  refundableUntil: z.string().nullable(),
  /** null when a refund can be asked now. */
  refundBlock: z.enum(RefundBlock).nullable(),
  refund: RefundSummary.nullable(),
});
export type ChargeItem = z.infer<typeof ChargeItem>;

const Paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });

export const PageQuery = z.object({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) });
export type PageQuery = z.infer<typeof PageQuery>;

export const ChargeList = Paged(ChargeItem);
export type ChargeList = z.infer<typeof ChargeList>;

/** The member behind a refund or settlement, as the admin console shows them. */
export const PayoutMember = z.object({ memberNo: z.number().int(), name: z.string(), nickname: z.string().nullable(), email: z.string() });
export type PayoutMember = z.infer<typeof PayoutMember>;

/** A refund in the admin console (`/admin/settlement`, refunds tab). */
export const AdminRefund = RefundSummary.extend({
  member: PayoutMember,
  charge: z.object({ id: z.uuid(), provider: z.enum(PaymentProviderName), amount: MinorUnits, currency: z.enum(CURRENCIES), confirmedAt: z.string() }),
  /** To be processed by then: 10 business days after the request (SPEC §9). */
  dueBy: z.string(),
  /** The provider's last refusal of the cancel, while the refund stays in progress. */
  lastError: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;
export const AdminRefundList = Paged(AdminRefund);
export type AdminRefundList = z.infer<typeof AdminRefundList>;

export const PayoutListQuery = PageQuery.extend({ status: z.enum(PayoutStatus).optional() });
export type PayoutListQuery = z.infer<typeof PayoutListQuery>;

// ---- Settlements of T-esigner earnings ----

/**
 * SPEC §9: KRW settles as the amount minus the payment provider's fee including VAT; USD as the
 * amount × 90% × the exchange rate of the day. Rates are in basis points and the fee rounds up to
 * the won, so the platform never pays out more than it holds.
 */
export const SETTLEMENT_FEES = {
  /** The card provider's fee on KRW, before VAT: 3.3%. */
  krwProviderFeeBasisPoints: 330,
  /** Korean VAT on that fee: 10%. */
  vatBasisPoints: 1_000,
  /** The platform's fee on USD earnings: 10%. */
  usdFeeBasisPoints: 1_000,
} as const;

/** An exchange rate entered by the admin: won per one unit of `currency`, in hundredths (1,385.20 → 138520). */
export const ExchangeRate = z.object({
  id: z.uuid(),
  currency: z.literal(Currency.USD),
  day: z.string(),
  krwPerUnitHundredths: z.number().int().positive(),
  createdAt: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

export const ExchangeRateBody = z.object({
  currency: z.literal(Currency.USD, { error: 'currencyInvalid' }),
  day: Day,
  /** Won per dollar as typed, up to two decimals: "1385.2". Kept as hundredths; never a float in money. */
  krwPerUnit: z.string({ error: 'rateInvalid' }).regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'rateInvalid' }),
});
export type ExchangeRateBody = z.infer<typeof ExchangeRateBody>;

/** `POST /api/v1/admin/exchange-rates/fetch`: the day's USD rate from the feed instead of typed. */
export const ExchangeRateFetchBody = z.object({ day: Day });
export type ExchangeRateFetchBody = z.infer<typeof ExchangeRateFetchBody>;

/** "1385.2" → 138520, exactly. */
export function rateHundredths(typed: string): number {
  const [whole, fraction = ''] = typed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface SettlementPayout {
  /** What the T-esigner's earnings give up, in the earnings' currency. */
  amount: number;
  currency: Currency;
  /** The fee kept, in the earnings' currency (for KRW: provider fee + its VAT). */
  fee: number;
  /** The KRW transferred to the bank account. */
  payoutKrw: number;
}

/**
 * The payout of `amount` minor units of earnings. USD needs the day's rate (won per dollar, in
 * hundredths): cents × 90% × rate, rounded down to the won.
 */
export function settlementPayout(amount: number, currency: Currency, rateHundredthsPerUnit?: number): SettlementPayout {
  const basis = 10_000;
  if (currency === Currency.KRW) {
    const providerFee = Math.ceil((amount * SETTLEMENT_FEES.krwProviderFeeBasisPoints) / basis);
    const vat = Math.ceil((providerFee * SETTLEMENT_FEES.vatBasisPoints) / basis);
    const fee = Math.min(amount, providerFee + vat);
    return { amount, currency, fee, payoutKrw: amount - fee };
  }
  if (!rateHundredthsPerUnit) throw new Error('a USD settlement needs an exchange rate');
  const fee = Math.ceil((amount * SETTLEMENT_FEES.usdFeeBasisPoints) / basis);
  // cents → dollars (/100) × won per dollar in hundredths (/100): one exact integer division.
  const payoutKrw = Math.floor(((amount - fee) * rateHundredthsPerUnit) / 10_000);
  return { amount, currency, fee, payoutKrw };
}

/**
 * A price quoted in won, in US cents at the day's rate (won per dollar, in hundredths), rounded to
 * the nearest cent: what a client paying in USD signs for (decision 16). One integer division.
 */
export function krwToUsdCents(krw: number, rateHundredthsPerUnit: number): number {
  return Math.round((krw * 10_000) / rateHundredthsPerUnit);
}

/**
 * The electronic tax invoice a CAD design service must issue (recorded with the request): the
 * T-esigner's business number, business name, representative and the e-mail the invoice goes to.
 */
export const InvoiceDetails = z.object({
  businessNumber: z.string({ error: 'businessNumber' }).regex(/^\d{10}$/, { error: 'businessNumber' }),
  businessName: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100),
  representative: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(50),
  email: z.email({ error: 'email' }),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetails>;

/** `POST /api/v1/mileage/settlements` with an `Idempotency-Key`. */
export const SettlementBody = MoneyFields.extend({ invoice: InvoiceDetails }).refine(withinMoneyMax, { path: ['amount'], error: 'amountInvalid' });
export type SettlementBody = z.infer<typeof SettlementBody>;

/** The bank account a settlement goes to, from the member's profile, masked but for the last 4. */
export const BankAccount = z.object({ bank: z.string(), depositor: z.string(), accountNumberMasked: z.string() });
export type BankAccount = z.infer<typeof BankAccount>;

/** What /mileageOffice needs: earnings, the account, today's rate, and invoice details to start from. */
export const SettlementTerms = z.object({
  earnings: z.object({ [Currency.KRW]: MinorUnits, [Currency.USD]: MinorUnits }),
  bank: BankAccount.nullable(),
  /** The latest USD rate on or before today, or null when the admin has entered none yet. */
  usdRate: ExchangeRate.nullable(),
  invoice: InvoiceDetails.partial(),
});
export type SettlementTerms = z.infer<typeof SettlementTerms>;

export const Settlement = z.object({
  id: z.uuid(),
  status: z.enum(PayoutStatus),
  amount: MinorUnits,
  currency: z.enum(CURRENCIES),
  fee: MinorUnits,
  payoutKrw: MinorUnits,
  /** The rate row a USD settlement used. */
  rate: ExchangeRate.nullable(),
  bank: BankAccount,
  invoice: InvoiceDetails,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Settlement = z.infer<typeof Settlement>;
export const SettlementList = Paged(Settlement);
export type SettlementList = z.infer<typeof SettlementList>;

/** The admin sees the whole account number: they make the transfer. */
export const AdminSettlement = Settlement.extend({ member: PayoutMember, bank: BankAccount.extend({ accountNumber: z.string() }) });
export type AdminSettlement = z.infer<typeof AdminSettlement>;
export const AdminSettlementList = Paged(AdminSettlement);
export type AdminSettlementList = z.infer<typeof AdminSettlementList>;

/** The rates entered, newest day first, and the name of the rate feed when one is set up (else null). */
export const ExchangeRateList = Paged(ExchangeRate).extend({ feed: z.string().nullable() });
export type ExchangeRateList = z.infer<typeof ExchangeRateList>;
