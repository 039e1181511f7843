import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReferralData, ReferralMode, ReferralStatus } from '@dcm/shared';
import { members } from './members.ts';

/**
 * A client's referral form for one patient (SPEC §3 Referral). The form's fields live in `data`,
 * checked by the shared schema of its status; `group_id` ties the patients of one form together.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    mode: text('mode').$type<ReferralMode>().notNull(),
    status: text('status').$type<ReferralStatus>().notNull(),
    groupId: uuid('group_id').notNull(),
    data: jsonb('data').$type<ReferralData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The cart lists one client's referrals of one status, newest first.
  (t) => [index('referrals_client_status_updated').on(t.clientNo, t.status, t.updatedAt)],
);
