import type { NotificationKind } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A member of any kind (SPEC §3 Member); the admin is a member with role 'admin'. */
export const members = pgTable(
  'members',
  {
  memberNo: serial('member_no').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  memberSe: text('member_se').notNull(),
  approvalSe: text('approval_se').notNull(),
  role: text('role').notNull().default('member'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  nickname: text('nickname').unique(),
  phone: text('phone'),
  contactNation: text('contact_nation'),
  profileImage: text('profile_image'),
  swNo: integer('sw_no'),
  swEtc: text('sw_etc'),
  /** Client: a code of the `job` table. Lab and T-esigner: director or staff. */
  job: text('job'),
  licenseNumber: text('license_number'),
  licenseFileId: uuid('license_file_id'),
  businessName: text('business_name'),
  representative: text('representative'),
  businessNumber: text('business_number'),
  businessFileId: uuid('business_file_id'),
  zipCode: text('zip_code'),
  address: text('address'),
  addressDetail: text('address_detail'),
  bank: text('bank'),
  depositor: text('depositor'),
  accountNumber: text('account_number'),
  currency: text('currency').notNull().default('KRW'),
  agreeTerms: boolean('agree_terms').notNull().default(false),
  agreePrivacy: boolean('agree_privacy').notNull().default(false),
  agreeMarketing: boolean('agree_marketing').notNull().default(false),
  agreeOutsourcing: boolean('agree_outsourcing').notNull().default(false),
  agreeEinvoice: boolean('agree_einvoice').notNull().default(false),
  /** The reason the admin gave for the last rejection or suspension, shown to the member. */
  approvalReason: text('approval_reason'),
  approvalChangedAt: timestamp('approval_changed_at', { withTimezone: true }),
  /** The IANA zone the member reads times in (decision 0031); Asia/Seoul while none is picked. */
  timeZone: text('time_zone'),
  googleSub: text('google_sub').unique(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One member per phone: a registered phone cannot join again (SPEC §5).
  (t) => [uniqueIndex('members_phone_unique').on(t.contactNation, t.phone)],
);

/** SMS codes proving a phone (SPEC §7 auth-phone): 6 digits, 3 minutes, 5 tries, one use. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    nation: text('nation').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when a join (or an id search) used the proof; a proof serves once. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.nation, t.phone, t.createdAt)],
);

/**
 * Who blocked whom (SPEC §6: clients block T-esigners and T-esigners block clients). The profiles
 * issue builds blocking itself; lists here already hide each side from the other.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerNo: integer('blocker_no')
      .notNull()
      .references(() => members.memberNo),
    blockedNo: integer('blocked_no')
      .notNull()
      .references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.blockerNo, t.blockedNo] }), index('member_blocks_blocked').on(t.blockedNo)],
);

// What my page keeps about a member beyond the join (issue 10): the notification settings, each
// agreement to a version of the personal-data outsourcing contract, and a withdrawal from asked to
// completed by the admin.

/** Per kind, push and e-mail on or off; kinds not stored take the default (modules/members/mypage.ts notificationSettingsOf). */
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

/**
 * The T-esigners and dental labs a member keeps as favourites (issue 10, my page). Blocks stay in
 * member_blocks (above), which the request and quotation lists read.
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
