import type { CancellationStatus, Locale, OrderAction, OrderEventKind, OrderStatus } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { orders } from './requests.ts';

/**
 * The e-contract a client signed (issue 7): the exact text read, its SHA-256, and who signed it
 * when, from where. One per order, written in the transaction that pays it; never edited.
 */
export const orderContracts = pgTable('order_contracts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  locale: text('locale').$type<Locale>().notNull(),
  text: text('text').notNull(),
  /** SHA-256 (hex) of `text` as UTF-8. */
  hash: text('hash').notNull(),
  signedName: text('signed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signedIp: text('signed_ip').notNull(),
  userAgent: text('user_agent').notNull(),
  /** The client's Idempotency-Key of the signing: a retry with it answers the order it signed. */
  idempotencyKey: text('idempotency_key').notNull(),
});

/**
 * The case timeline (issue 7): one row per transition of an order (and per event that moves nothing,
 * from=to: a download, a cancellation asked, rejected or withdrawn), written in its transaction, so
 * the record a dispute is settled on never disagrees with the order and its money. The
 * notifications issue delivers from here, in `id` order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted; null for the system (a sweep, an agreed cancellation). */
    actorNo: integer('actor_no').references(() => members.memberNo),
    /** The move (an OrderAction), or what happened without one (an OrderEventKind: a download, a cancellation asked or answered). */
    action: text('action').$type<OrderAction | OrderEventKind>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** What else the move recorded: the contract's hash, the money moved, the reason given. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * A cancellation one party asked after acceptance (SPEC §4, §9): the other approves (the order is
 * cancelled, 50% deducted) or rejects it, or the requester withdraws it. At most one `requested` per
 * order (the partial unique index); decided ones stay as the record of what was asked.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    requestedBy: text('requested_by').$type<'client' | 'designer'>().notNull(),
    requesterNo: integer('requester_no')
      .notNull()
      .references(() => members.memberNo),
    /** Up to 300 characters (OrderReasonBody), read by the other party. */
    reason: text('reason').notNull(),
    status: text('status').$type<CancellationStatus>().notNull().default('requested'),
    /** Who approved, rejected or withdrew it, and when. */
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cancellations_one_open').on(t.orderId).where(sql`${t.status} = 'requested'`),
    index('order_cancellations_order_created').on(t.orderId, t.createdAt),
    check('order_cancellations_requested_by', sql`${t.requestedBy} in ('client', 'designer')`),
    check('order_cancellations_status', sql`${t.status} in ('requested', 'approved', 'rejected', 'withdrawn')`),
  ],
);
