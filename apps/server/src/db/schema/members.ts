import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
