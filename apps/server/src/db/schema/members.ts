import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member of any kind; the admin is a member with role 'admin'. */
export const members = pgTable('members', {
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
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
