import type { ChargeStatus, Currency, PaymentProviderName, PayoutStatus } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

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
