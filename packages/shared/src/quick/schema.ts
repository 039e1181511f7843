// Quick requests (issue 11, SPEC §2 quick flow routes, `/quick/settlement-request`, `/admin/settlement`):
// the shapes of the routes. The state machine is machine.ts; the money moves through the mileage
// ledger only (escrow per quick request, the taker's *quick* earnings apart from ordinary earnings).
import { z } from 'zod';
import { CURRENCIES, Day, MinorUnits } from '../mileage/schema.ts';
import { BankAccount, InvoiceDetails, PayoutStatus } from '../mileage/payouts.ts';
import { MAX_UNITS_PER_FORM } from '../referrals/schema.ts';
import { REQUEST_NOTES_MAX } from '../requests/schema.ts';
import { QUICK_STATUSES, QuickAction } from './machine.ts';

const Moment = z.iso.datetime({ offset: true, error: 'dateInvalid' });
const Currency = z.enum(CURRENCIES);

// ---- The price table (admin) ----

/**
 * One prosthesis type (a code of the `prosthesis` code table) at its published quick price per
 * currency, in minor units; a currency left null is not offered to clients paying in it.
 */
export const QuickPrice = z.object({
  type: z.string().trim().min(1).max(50),
  KRW: MinorUnits.min(0).nullable(),
  USD: MinorUnits.min(0).nullable(),
});
export type QuickPrice = z.infer<typeof QuickPrice>;

/**
 * `GET /api/v1/quick/prices` (public) → QuickTerms: the price table, the remake allowance, the
 * business days after a delivery before it completes by itself, and the earliest deadline (hours
 * from now) a client may pick. `PUT /api/v1/admin/quick/prices` (admin) with QuickTermsBody → QuickTerms.
 */
export const QuickTerms = z.object({
  prices: z.array(QuickPrice),
  remakeLimit: z.number().int().min(0),
  autoCompleteBusinessDays: z.number().int().min(1),
  minDeadlineHours: z.number().int().min(1),
});
export type QuickTerms = z.infer<typeof QuickTerms>;
export const QuickTermsBody = z.object({
  prices: z.array(QuickPrice).max(100),
  remakeLimit: z.number().int().min(0).max(5),
  minDeadlineHours: z.number().int().min(1).max(24 * 14),
});
export type QuickTermsBody = z.infer<typeof QuickTermsBody>;

// ---- Posting, editing, withdrawing (client) ----

export const QuickItem = z.object({
  type: z.string().trim().min(1, { error: 'required' }).max(50),
  count: z.number({ error: 'countRequired' }).int({ error: 'countRequired' }).min(1, { error: 'countRequired' }).max(MAX_UNITS_PER_FORM, { error: 'unitsOverCap' }),
});
export type QuickItem = z.infer<typeof QuickItem>;

/** What the deadline passing without a delivery does: back on the board for another T-esigner, or the money back. */
export const QuickOnMissed = z.enum(['repost', 'refund']);
export type QuickOnMissed = z.infer<typeof QuickOnMissed>;

/**
 * `POST /api/v1/quick/requests` (client; `Idempotency-Key`) → 201 QuickDetail: one complete referral
 * of the client's (as a request takes it; SPEC §4), the types and counts from the price table (a type
 * without a price in the client's currency: 400 'quickPriceMissing'), a deadline at least
 * minDeadlineHours ahead, and the total paid at once from mileage into escrow (too little: 402
 * INSUFFICIENT_MILEAGE with the shortfall). `PUT /api/v1/quick/requests/:id` (client, while open)
 * with the same body: the escrow grows or gives back the difference.
 */
export const QuickRequestBody = z.object({
  referralId: z.uuid({ error: 'required' }),
  items: z.array(QuickItem).min(1, { error: 'required' }).max(10, { error: 'too_big' }),
  deadlineAt: Moment,
  onMissed: QuickOnMissed.default('repost'),
  notes: z.string().trim().max(REQUEST_NOTES_MAX, { error: 'too_big' }).default(''),
});
export type QuickRequestBody = z.infer<typeof QuickRequestBody>;

/** `POST /api/v1/quick/requests/:id/remake` (client): the reason is required (SPEC §5). Over the allowance: 409 QUICK_REMAKE_LIMIT. */
export const QuickRemakeBody = z.object({ reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(300, { error: 'reasonTooLong' }) });
export type QuickRemakeBody = z.infer<typeof QuickRemakeBody>;

/**
 * `POST /api/v1/quick/requests/:id/deliveries` (the taker) → QuickDetail: the CAD files (uploads of
 * kind 'cad', the taker's own), first or again after a remake.
 */
export const QuickDeliveryBody = z.object({ fileIds: z.array(z.uuid()).min(1, { error: 'required' }).max(20, { error: 'tooManyFiles' }), note: z.string().trim().max(300).default('') });
export type QuickDeliveryBody = z.infer<typeof QuickDeliveryBody>;

// ---- What the pages read ----

export const QuickLine = QuickItem.extend({ unitPrice: MinorUnits, subtotal: MinorUnits });
export type QuickLine = z.infer<typeof QuickLine>;

export const QuickFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), mime: z.string() });

export const QuickDelivery = z.object({ version: z.number().int(), files: z.array(QuickFile), note: z.string(), deliveredAt: z.string() });
export type QuickDelivery = z.infer<typeof QuickDelivery>;

export const QuickRemake = z.object({ reason: z.string(), requestedAt: z.string() });

/** One line of the request's history, for the detail page. */
export const QuickEvent = z.object({ action: z.enum(QuickAction), at: z.string(), actorNo: z.number().int().nullable() });

/** A board card and a transactions row: no client identity before a T-esigner takes it. */
export const QuickSummary = z.object({
  id: z.uuid(),
  /** "Q-000123": what members and the operator call it. */
  number: z.string(),
  status: z.enum(QUICK_STATUSES),
  items: z.array(QuickLine),
  total: MinorUnits,
  currency: Currency,
  deadlineAt: z.string(),
  createdAt: z.string(),
  /** The taker, once taken (nickname), for the client's list. */
  taker: z.object({ memberNo: z.number().int(), nickname: z.string() }).nullable(),
  /** The client (nickname), for the taker's list; null on the board. */
  client: z.object({ memberNo: z.number().int(), nickname: z.string() }).nullable(),
});
export type QuickSummary = z.infer<typeof QuickSummary>;

/**
 * `GET /api/v1/quick/requests/:id` → QuickDetail: for its client, its taker, an opted-in T-esigner
 * while it is open (without the client's identity and files), and the admin; anyone else 404.
 * `actions` are the caller's moves now (machine.ts), `remakesLeft` what the allowance leaves.
 */
export const QuickDetail = QuickSummary.extend({
  referralId: z.uuid().nullable(),
  notes: z.string(),
  onMissed: QuickOnMissed,
  remakesUsed: z.number().int(),
  remakesLeft: z.number().int(),
  deliveries: z.array(QuickDelivery),
  remakes: z.array(QuickRemake),
  /** When an undelivered result completes by itself (delivered only). */
  autoCompleteAt: z.string().nullable(),
  reviewed: z.boolean(),
  events: z.array(QuickEvent),
  actions: z.array(z.enum(QuickAction)),
});
export type QuickDetail = z.infer<typeof QuickDetail>;

/**
 * `GET /api/v1/quick/board?sort=urgent|newest&page&size` (an opted-in T-esigner) → the open quick
 * requests; live changes come as `quick.board` frames (realtime.ts). Not opted in: 403.
 * `POST /api/v1/quick/requests/:id/take` → QuickDetail; someone was first: 409 QUICK_TAKEN.
 */
export const QuickBoardQuery = z.object({
  sort: z.enum(['urgent', 'newest']).default('urgent'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type QuickBoardQuery = z.infer<typeof QuickBoardQuery>;
const Paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export const QuickBoard = Paged(QuickSummary);
export type QuickBoard = z.infer<typeof QuickBoard>;

/**
 * `GET /api/v1/quick/me` (T-esigner) → whether they take quick work, and their record;
 * `PUT /api/v1/quick/me` with { optedIn } → QuickMe.
 */
export const QuickMe = z.object({ optedIn: z.boolean(), missedCount: z.number().int(), completedCount: z.number().int() });
export type QuickMe = z.infer<typeof QuickMe>;
export const QuickOptInBody = z.object({ optedIn: z.boolean() });

/**
 * `GET /api/v1/quick/transactions?side=client|designer&status=&page&size` → the caller's quick
 * requests on that side, newest first, with totals per currency over the whole filter.
 */
export const QuickTransactionsQuery = z.object({
  side: z.enum(['client', 'designer']),
  status: z.enum(QUICK_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type QuickTransactionsQuery = z.infer<typeof QuickTransactionsQuery>;
export const QuickTransactions = Paged(QuickSummary).extend({
  totals: z.array(z.object({ currency: Currency, count: z.number().int(), amount: MinorUnits })),
});
export type QuickTransactions = z.infer<typeof QuickTransactions>;

/** `POST /api/v1/quick/requests/:id/review` (client, completed, once) with the reviews module's ReviewBody → 201. */

// ---- Quick settlements ----

/**
 * `GET /api/v1/quick/settlements/preview?from&to` (T-esigner) → the completed, unsettled quick jobs
 * of the period (completion day in [from, to], Korea time) and what they would pay, per currency.
 * `POST /api/v1/quick/settlements` (`Idempotency-Key`) with QuickSettlementBody → 201 QuickSettlement:
 * one settlement per currency that has jobs (the mileage issue's rules: KRW minus the provider fee
 * with VAT; USD × 90% × the day's rate); those jobs are no longer unsettled. No jobs: 400 'noQuickJobs'.
 */
export const QuickSettlementBody = z.object({ from: Day, to: Day, invoice: InvoiceDetails });
export type QuickSettlementBody = z.infer<typeof QuickSettlementBody>;
export const QuickSettlementQuery = z.object({ from: Day, to: Day });

export const QuickSettlementJob = z.object({ id: z.uuid(), number: z.string(), completedAt: z.string(), items: z.array(QuickLine), amount: MinorUnits, currency: Currency });
export type QuickSettlementJob = z.infer<typeof QuickSettlementJob>;

export const QuickSettlementPreview = z.object({
  jobs: z.array(QuickSettlementJob),
  /** Per currency: the earnings, the fee and the KRW paid out (USD at today's rate; null rate: cannot be asked yet). */
  payouts: z.array(z.object({ currency: Currency, amount: MinorUnits, fee: MinorUnits, payoutKrw: MinorUnits.nullable() })),
  bank: BankAccount.nullable(),
});
export type QuickSettlementPreview = z.infer<typeof QuickSettlementPreview>;

/**
 * A quick settlement: requested → in progress (the admin approved) → complete (transferred), or
 * rejected with a reason (the jobs are unsettled again, the earnings back). `GET
 * /api/v1/quick/settlements` (mine), `GET /api/v1/quick/settlements/:id/statement.csv` (mine or
 * admin): one row per job. Admin: `GET /api/v1/admin/quick/settlements?status&page`,
 * `POST /api/v1/admin/quick/settlements/:id/{approve|complete|reject}` (reject with PayoutReasonBody).
 */
export const QuickSettlement = z.object({
  id: z.uuid(),
  status: z.enum(PayoutStatus),
  from: Day,
  to: Day,
  currency: Currency,
  amount: MinorUnits,
  fee: MinorUnits,
  payoutKrw: MinorUnits,
  jobs: z.array(QuickSettlementJob),
  /** The whole account number only for the admin, who makes the transfer. */
  bank: BankAccount.extend({ accountNumber: z.string().optional() }),
  invoice: InvoiceDetails,
  member: z.object({ memberNo: z.number().int(), nickname: z.string() }),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type QuickSettlement = z.infer<typeof QuickSettlement>;
export const QuickSettlementList = Paged(QuickSettlement);
export type QuickSettlementList = z.infer<typeof QuickSettlementList>;
export const QuickSettlementListQuery = z.object({
  status: z.enum(PayoutStatus).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const QuickParams = z.object({ id: z.uuid() });

/** The number members see: "Q-" and the serial, six digits at least. */
export const quickNumber = (serial: number): string => `Q-${String(serial).padStart(6, '0')}`;
