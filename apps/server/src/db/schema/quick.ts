// Quick requests (issue 11): the admin's terms and price table, the requests with their deliveries,
// remakes, history and missed deadlines, and who takes quick work. Money is in the ledger (escrow
// per quick request under its id; the taker's quick earnings); a completed job joins a settlement.
import type { Currency, QuickAction, QuickLine, QuickOnMissed, QuickStatus } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { settlements } from './mileage.ts';
import { referrals } from './referrals.ts';

/** One row (id 1): the remake allowance and the earliest deadline, set by the admin. */
export const quickTerms = pgTable(
  'quick_terms',
  {
    id: integer('id').primaryKey().default(1),
    remakeLimit: integer('remake_limit').notNull().default(1),
    minDeadlineHours: integer('min_deadline_hours').notNull().default(24),
    updatedBy: integer('updated_by').references(() => members.memberNo),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('quick_terms_single', sql`${t.id} = 1`)],
);

/** The published price of a prosthesis type in a currency (minor units). */
export const quickPrices = pgTable(
  'quick_prices',
  {
    type: text('type').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.currency] }), check('quick_prices_non_negative', sql`${t.price} >= 0`)],
);

export const quickRequests = pgTable(
  'quick_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The serial behind the number members see ("Q-000123"). */
    serial: bigserial('serial', { mode: 'number' }).notNull(),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    takerNo: integer('taker_no').references(() => members.memberNo),
    status: text('status').$type<QuickStatus>().notNull(),
    referralId: uuid('referral_id').references(() => referrals.id),
    items: jsonb('items').$type<QuickLine[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    onMissed: text('on_missed').$type<QuickOnMissed>().notNull().default('repost'),
    notes: text('notes').notNull().default(''),
    remakesUsed: integer('remakes_used').notNull().default(0),
    /** The client's Idempotency-Key of the post: a retried post answers the first request. */
    idempotencyKey: text('idempotency_key'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The quick settlement (in `settlements`, source 'quick') that pays this job; null while unsettled or after a rejection. */
    settlementId: uuid('settlement_id').references(() => settlements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quick_requests_serial').on(t.serial),
    unique('quick_requests_client_key').on(t.clientNo, t.idempotencyKey),
    index('quick_requests_board').on(t.status, t.deadlineAt),
    index('quick_requests_client').on(t.clientNo, t.createdAt),
    index('quick_requests_taker').on(t.takerNo, t.status, t.completedAt),
    check('quick_requests_total_positive', sql`${t.total} > 0`),
  ],
);

/** Each CAD delivery of a quick request: version 1, then one more per remake. */
export const quickDeliveries = pgTable(
  'quick_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quickId: uuid('quick_id')
      .notNull()
      .references(() => quickRequests.id),
    version: integer('version').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    note: text('note').notNull().default(''),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('quick_deliveries_version').on(t.quickId, t.version)],
);

export const quickRemakes = pgTable(
  'quick_remakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quickId: uuid('quick_id')
      .notNull()
      .references(() => quickRequests.id),
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_remakes_quick').on(t.quickId)],
);

/** The history of a quick request, one row per move of the machine. */
export const quickEvents = pgTable(
  'quick_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quickId: uuid('quick_id')
      .notNull()
      .references(() => quickRequests.id),
    action: text('action').$type<QuickAction>().notNull(),
    actorNo: integer('actor_no').references(() => members.memberNo),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_events_quick').on(t.quickId, t.at)],
);

/** T-esigners who take quick work (an absent row: not opted in). */
export const quickDesigners = pgTable('quick_designers', {
  memberNo: integer('member_no')
    .primaryKey()
    .references(() => members.memberNo),
  optedIn: boolean('opted_in').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A deadline a taker missed: it counts on their record (and public profile). */
export const quickMisses = pgTable(
  'quick_misses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quickId: uuid('quick_id')
      .notNull()
      .references(() => quickRequests.id),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_misses_designer').on(t.designerNo)],
);
