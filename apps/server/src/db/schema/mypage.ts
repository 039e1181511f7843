// What my page keeps about a member beyond the join (issue 10): the notification settings, each
// agreement to a version of the personal-data outsourcing contract, and a withdrawal from asked to
// completed by the admin.
import type { NotificationKind } from '@dcm/shared';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Per kind, push and e-mail on or off; kinds not stored take the default (mypage.ts notificationSettingsOf). */
export const notificationSettings = pgTable('notification_settings', {
  memberNo: integer('member_no')
    .primaryKey()
    .references(() => members.memberNo),
  settings: jsonb('settings').$type<Partial<Record<NotificationKind, { push: boolean; email: boolean }>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The member agreed to this version of the outsourcing contract then; never edited. */
export const outsourcingAgreements = pgTable(
  'outsourcing_agreements',
  {
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberNo, t.version] })],
);

/** A member leaving (SPEC §4 "Withdrawal"): waiting until `completedAt`, set by the admin `completedBy`. */
export const memberWithdrawals = pgTable('member_withdrawals', {
  memberNo: integer('member_no')
    .primaryKey()
    .references(() => members.memberNo),
  reason: text('reason').notNull().default(''),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  completedBy: integer('completed_by').references(() => members.memberNo),
});
