// Tables of the platform layer, which every module uses and none owns: the calendar business days
// skip, the admin's audit log and the dev outbox of mail and SMS.
import type { AuditTargetType } from '@dcm/shared';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Calendar days the date pickers disable and business days skip (seeded with Korean holidays). */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Every admin action: who, when, what, on what, why. Append-only. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (timestamps of quick successive actions can be equal). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    adminNo: integer('admin_no')
      .notNull()
      .references(() => members.memberNo),
    action: text('action').notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_seq').on(t.seq), index('admin_audit_target').on(t.targetType, t.targetId)],
);

/** The dev outbox: mail and SMS kept here when no provider is configured. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
