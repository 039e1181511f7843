import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReferralData, ReferralMode, ReferralStatus, ValueRows } from '@dcm/shared';
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

/**
 * A member's "frequently used" numeric values (SPEC §3 Referral): a named set of title/value rows
 * the form reloads into a referral. A name is one set per member; saving it again replaces it.
 */
export const referralValueSets = pgTable(
  'referral_value_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    name: text('name').notNull(),
    values: jsonb('values').$type<ValueRows>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_value_sets_member_name').on(t.memberNo, t.name)],
);
