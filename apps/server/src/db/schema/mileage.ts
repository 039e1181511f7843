import type { AccountKind, ChargeStatus, Currency, JournalKind, PaymentProviderName, PayoutStatus } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The mileage ledger (ADR 0009). An account is one balance: a member's mileage or earnings in one
 * currency, an order's escrow, or a platform account. `balance` is kept by a trigger on `postings`
 * (migration 0009_ledger_rules), so it always equals the sum of the account's postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AccountKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The owner of a member account; null for escrow and the platform's accounts. */
    memberNo: integer('member_no').references(() => members.memberNo),
    /** The order an escrow account holds money for. The orders module owns orders, hence no FK. */
    orderId: uuid('order_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // One account per (kind, currency, member, order), a missing member or order counting as one value.
    uniqueIndex('ledger_accounts_identity').using(
      'btree',
      t.kind,
      t.currency,
      sql`coalesce(${t.memberNo}, 0)`,
      sql`coalesce(${t.orderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    // Lets a posting's currency be tied to its account's (postings_account_currency below).
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    index('ledger_accounts_order').on(t.orderId),
    check(
      'ledger_accounts_balance_non_negative',
      sql`${t.balance} >= 0 or ${t.kind} in ('providerClearing', 'refundsPayable', 'settlementsPayable', 'platformFees')`,
    ),
    check('ledger_accounts_currency', sql`${t.currency} in ('KRW', 'USD')`),
  ],
);

/** One movement of money. Append-only: a correction is a reversing entry, never an edit. */
export const journalEntries = pgTable('journal_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<JournalKind>().notNull(),
  /** A retried call with the same key returns this entry instead of moving money again. */
  idempotencyKey: text('idempotency_key').unique('journal_entries_idempotency_key'),
  /** What the movement is about: an order id, the provider's payment key, a settlement id. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line of an entry. Sign: a positive amount adds to the account's balance (money into a
 * member's mileage, earnings or an escrow), a negative one takes from it. The postings of an entry
 * sum to zero per currency, checked at commit by a deferred constraint trigger.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [
    foreignKey({ name: 'postings_account_currency', columns: [t.accountId, t.currency], foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency] }),
    index('postings_entry').on(t.entryId),
    index('postings_account').on(t.accountId, t.id),
    check('postings_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A charge of mileage through a payment provider (issue 6). The row exists from the moment the member
 * asks, so the provider's order id is ours and a retried confirmation finds the same charge; the
 * money moves only in the ledger, when the provider confirms (`journal_entry_id`).
 */
export const mileageCharges = pgTable(
  'mileage_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    /** The member's Idempotency-Key: a retried request answers the charge it made the first time. */
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('pending'),
    /** PayPal's order id while the payer approves it. */
    providerOrderId: text('provider_order_id'),
    /** The provider's key of the confirmed payment: what its cancel (the refund) names. */
    paymentKey: text('payment_key').unique('mileage_charges_payment_key'),
    cardId: uuid('card_id'),
    journalEntryId: uuid('journal_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The provider's code when the payment failed, for support. */
    failureCode: text('failure_code'),
  },
  (t) => [
    unique('mileage_charges_member_key').on(t.memberNo, t.idempotencyKey),
    index('mileage_charges_member').on(t.memberNo, t.createdAt),
    check('mileage_charges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A card registered as the provider's billing key. Only the key and the last four digits are kept. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    billingKey: text('billing_key').notNull(),
    /** Our customer key at the provider for this member (Toss requires one per billing key). */
    customerKey: text('customer_key').notNull(),
    lastFour: text('last_four').notNull(),
    issuer: text('issuer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payment_cards_member').on(t.memberNo)],
);

/**
 * A client's refund of a whole charge (SPEC §9). At most one live refund per charge: a rejected one
 * does not count, so the partial unique index lets the client ask again only after a rejection.
 */
export const chargeRefunds = pgTable(
  'charge_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => mileageCharges.id),
    /** The member's Idempotency-Key of the request: a retry answers this refund instead of "already asked". */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** To be processed by then: 10 business days after the request. */
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reason: text('reason'),
    /** The provider's last refusal of the cancel, while the refund stays in progress. */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('charge_refunds_one_live').on(t.chargeId).where(sql`${t.status} <> 'rejected'`),
    index('charge_refunds_status').on(t.status, t.requestedAt),
  ],
);

/** An exchange rate entered by the admin: won per unit of `currency`, in hundredths. Rows are never edited. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').$type<Currency>().notNull(),
    day: date('day').notNull(),
    krwPerUnitHundredths: integer('krw_per_unit_hundredths').notNull(),
    enteredBy: integer('entered_by').references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('exchange_rates_day').on(t.currency, t.day), check('exchange_rates_positive', sql`${t.krwPerUnitHundredths} > 0`)],
);

/**
 * A T-esigner's settlement of earnings (SPEC §9). The bank account and invoice are copied in at the
 * request, so a later profile change does not alter what the admin transfers.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'earnings': ordinary earnings (mileage issue); 'quick': the completed quick jobs of a period (quick_requests.settlement_id). */
    source: text('source').$type<'earnings' | 'quick'>().notNull().default('earnings'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    payoutKrw: bigint('payout_krw', { mode: 'number' }).notNull(),
    rateId: uuid('rate_id').references(() => exchangeRates.id),
    bank: text('bank').notNull(),
    depositor: text('depositor').notNull(),
    accountNumber: text('account_number').notNull(),
    invoice: jsonb('invoice').$type<{ businessNumber: string; businessName: string; representative: string; email: string }>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    unique('settlements_member_key').on(t.memberNo, t.idempotencyKey),
    index('settlements_status').on(t.status, t.requestedAt),
    index('settlements_member').on(t.memberNo, t.requestedAt),
    check('settlements_amount_positive', sql`${t.amount} > 0`),
  ],
);
