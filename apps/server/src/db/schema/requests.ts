import type { OrderStatus, QuotationItem, QuotationStatus, RequestStatus, RequestType } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { exchangeRates } from './payments.ts';
import { referrals } from './referrals.ts';

/**
 * A request (SPEC §3 Request): a client's referrals sent to T-esigners, publicly for quotations or
 * designated to one T-esigner. `status` moves only by the shared request machine.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<RequestType>().notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    /** The designated T-esigner; for a public request, the chosen one once selected. */
    designerNo: integer('designer_no').references(() => members.memberNo),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    rejectReason: text('reject_reason'),
    /** Units per prosthesis type over the referrals, fixed when sent (what quotations price). */
    units: jsonb('units').$type<{ type: string; count: number }[]>().notNull(),
    referralCount: integer('referral_count').notNull(),
    /** Kept by the quotations module in the transaction that changes them. */
    quotationCount: integer('quotation_count').notNull().default(0),
    /** Text the list search reads: the notes, the referral numbers, the client's nickname. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: newest first by status; due-soon filters by expiry.
    index('requests_status_created').on(t.status, t.createdAt),
    index('requests_status_expiry').on(t.status, t.quoteExpiresAt),
    index('requests_client_created').on(t.clientNo, t.createdAt),
    index('requests_designer_created').on(t.designerNo, t.createdAt),
  ],
);

/** The referrals a request carries, in the order the client picked them. */
export const requestReferrals = pgTable(
  'request_referrals',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.referralId] }), index('request_referrals_referral').on(t.referralId)],
);

/** A T-esigner's quotation on a public request: one per T-esigner per request. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    status: text('status').$type<QuotationStatus>().notNull(),
    items: jsonb('items').$type<QuotationItem[]>().notNull(),
    /** KRW, the sum of the items (integer minor units, ARCHITECTURE §4). */
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KRW'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quotations_request_designer').on(t.requestId, t.designerNo), index('quotations_designer_created').on(t.designerNo, t.createdAt)],
);

/** Questions on a request and their answers; replies nest one level (`parent_id` is a top comment). */
export const requestComments = pgTable(
  'request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => members.memberNo),
    parentId: uuid('parent_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_comments_request_created').on(t.requestId, t.createdAt)],
);

/**
 * The order a selection creates (SPEC §4 step 4): who, what and how much. `status` moves only by the
 * shared order machine (modules/orders); its signed contract and its timeline are in orders.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    quotationId: uuid('quotation_id').references(() => quotations.id),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KRW'),
    status: text('status').$type<OrderStatus>().notNull().default('awaitingPayment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the client signed and the amount went into escrow. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The T-esigner's reason, told to the client. */
    declineReason: text('decline_reason'),
    /** While the CAD result waits for the client: when the order completes by itself (SPEC §4 step 11). */
    completesAt: timestamp('completes_at', { withTimezone: true }),
    /** When both parties were told the order is about to complete by itself, for this `completesAt`. */
    completionNoticeAt: timestamp('completion_notice_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A client paying in USD: the rate the quotation's won were converted at (decision 16). */
    rateId: uuid('rate_id').references(() => exchangeRates.id),
  },
  (t) => [uniqueIndex('orders_request').on(t.requestId), index('orders_client_created').on(t.clientNo, t.createdAt), index('orders_designer_created').on(t.designerNo, t.createdAt), index('orders_completes_at').on(t.completesAt)],
);

/** Calendar days the date pickers disable and business days skip (seeded with Korean holidays). */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Who blocked whom (SPEC §6: clients block T-esigners and T-esigners block clients). The profiles
 * issue builds blocking itself; lists here already hide each side from the other.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerNo: integer('blocker_no')
      .notNull()
      .references(() => members.memberNo),
    blockedNo: integer('blocked_no')
      .notNull()
      .references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.blockerNo, t.blockedNo] }), index('member_blocks_blocked').on(t.blockedNo)],
);
