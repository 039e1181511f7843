// Notifications (issue 9). `notification_events` is the outbox: a module writes its events there in
// the same transaction as the change that caused them (modules/notifications/emit.ts); the delivery
// job turns each into the in-app row (same id, so a repeated delivery inserts nothing) and queues
// its push and e-mail in `notification_deliveries`, sent with retries.
import type { Locale, NotificationParams } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientNo: integer('recipient_no')
      .notNull()
      .references(() => members.memberNo),
    event: text('event').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the delivery job handled it (in-app row written, push and e-mail queued). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('notification_events_pending').on(t.createdAt).where(sql`${t.processedAt} is null`)],
);

/** The in-app list (`/notiy`, `/mypage/noti`): one row per event, its id the event's. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    event: text('event').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_member_created').on(t.memberNo, t.createdAt), index('notifications_member_unread').on(t.memberNo).where(sql`${t.readAt} is null`)],
);

/** A push or an e-mail still to send for an event, retried with back-off until sent or given up. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id),
    channel: text('channel').notNull(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_channel').on(t.eventId, t.channel),
    index('notification_deliveries_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** SPEC §3 push subscription record: one per member and device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    deviceId: text('device_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    platform: text('platform').notNull().default('unknown'),
    /** The language the device's page was in when it subscribed: its pushes are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('ko'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_member_device').on(t.memberNo, t.deviceId), index('push_subscriptions_endpoint').on(t.endpoint)],
);
