import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev outbox: mail and SMS kept here when no provider is configured. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
