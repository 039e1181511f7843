import type { Locale, OrderAction, OrderStatus } from '@dcm/shared';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * The case timeline (issue 7): one row per transition of an order, written in its transaction, so
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
    action: text('action').$type<OrderAction>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** What else the move recorded: the contract's hash, the money moved, the reason given. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);
