import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The T-esigners and dental labs a member keeps as favourites (issue 10, my page). Blocks stay in
 * member_blocks (requests.ts), which the request and quotation lists read.
 */
export const memberFavourites = pgTable(
  'member_favourites',
  {
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    targetNo: integer('target_no')
      .notNull()
      .references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberNo, t.targetNo] }), index('member_favourites_member_created').on(t.memberNo, t.createdAt)],
);

/**
 * A report to the operator about a member, a request or a review (issue 10, SPEC §5: a reason from
 * the `report` code table). One open report per reporter and thing reported. The operator closes it
 * with a decision (issue 12): actioned or dismissed, by whom, when and why; null while open.
 */
export const memberReports = pgTable(
  'member_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterNo: integer('reporter_no')
      .notNull()
      .references(() => members.memberNo),
    target: text('target').$type<'member' | 'request' | 'review'>().notNull(),
    /** The member number, request id or review id, as text. */
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution').$type<'actioned' | 'dismissed'>(),
    /** The admin's member_no. */
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('member_reports_open_once').on(t.reporterNo, t.target, t.targetId).where(sql`${t.status} = 'open'`),
    index('member_reports_status_created').on(t.status, t.createdAt),
    check('member_reports_target', sql`${t.target} in ('member', 'request', 'review')`),
    check('member_reports_status', sql`${t.status} in ('open', 'closed')`),
    // An open report has no decision; a decided one is closed.
    check('member_reports_resolution', sql`${t.resolution} is null or (${t.status} = 'closed' and ${t.resolution} in ('actioned', 'dismissed'))`),
  ],
);
