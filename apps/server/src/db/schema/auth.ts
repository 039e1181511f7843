import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Opaque refresh tokens, kept as SHA-256 hashes; a family is one sign-in's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Password-reset links sent by e-mail; the token is kept hashed and serves once. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberNo: integer('member_no')
    .notNull()
    .references(() => members.memberNo),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins, for the per-account limit (shared by every server instance). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at)],
);

/**
 * Per member, the instant before which every access token is void (decision 0028): written with the
 * suspension, rejection or withdrawal that ends the member's sessions, kept in memory by every
 * instance (modules/auth/revocations.ts), so checking a token reads no table.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    memberNo: integer('member_no')
      .primaryKey()
      .references(() => members.memberNo),
    revokedBefore: timestamp('revoked_before', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('session_revocations_updated_at_idx').on(t.updatedAt)],
);
