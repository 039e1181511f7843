import type { AccountKind, Currency, JournalKind } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The mileage ledger (ADR 0009). An account is one balance: a member's mileage or earnings in one
 * currency, an order's escrow, or a platform account. `balance` is kept by a trigger on `postings`
 * (migration 0009_ledger_rules), so it always equals the sum of the account's postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AccountKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The owner of a member account; null for escrow and the platform's accounts. */
    memberNo: integer('member_no').references(() => members.memberNo),
    /** The order an escrow account holds money for. The orders module owns orders, hence no FK. */
    orderId: uuid('order_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // One account per (kind, currency, member, order), a missing member or order counting as one value.
    uniqueIndex('ledger_accounts_identity').using(
      'btree',
      t.kind,
      t.currency,
      sql`coalesce(${t.memberNo}, 0)`,
      sql`coalesce(${t.orderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    // Lets a posting's currency be tied to its account's (postings_account_currency below).
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    index('ledger_accounts_order').on(t.orderId),
    check(
      'ledger_accounts_balance_non_negative',
      sql`${t.balance} >= 0 or ${t.kind} in ('providerClearing', 'refundsPayable', 'settlementsPayable', 'platformFees')`,
    ),
    check('ledger_accounts_currency', sql`${t.currency} in ('KRW', 'USD')`),
  ],
);

/** One movement of money. Append-only: a correction is a reversing entry, never an edit. */
export const journalEntries = pgTable('journal_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<JournalKind>().notNull(),
  /** A retried call with the same key returns this entry instead of moving money again. */
  idempotencyKey: text('idempotency_key').unique('journal_entries_idempotency_key'),
  /** What the movement is about: an order id, the provider's payment key, a settlement id. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line of an entry. Sign: a positive amount adds to the account's balance (money into a
 * member's mileage, earnings or an escrow), a negative one takes from it. The postings of an entry
 * sum to zero per currency, checked at commit by a deferred constraint trigger.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [
    foreignKey({ name: 'postings_account_currency', columns: [t.accountId, t.currency], foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency] }),
    index('postings_entry').on(t.entryId),
    index('postings_account').on(t.accountId, t.id),
    check('postings_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);
