import type { RequestStatus, RequestType } from '@dcm/shared';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
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
