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

/**
 * Failed password tries, for the growing waits per account and per client address (decision 0040;
 * shared by every server instance). A try is written before its password is checked and deleted
 * when it was right, so tries sent at once wait for each other. `address`: absent for my page's checks.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at), index('login_failures_address_at_idx').on(t.address, t.at)],
);

/**
 * Sign-ins ended one by one (a logout, or the other devices after a phone change; issue 32): every
 * access token carrying the session's id is void. Kept in memory by every instance beside the
 * members' instants (modules/auth/revocations.ts); a row older than a token's lifetime voids nothing.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_ended_at_idx').on(t.endedAt)],
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
