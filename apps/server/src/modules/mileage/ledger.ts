// The double-entry core every mileage movement goes through (ADR 0009). One call is one journal
// entry in the caller's transaction, so a state change and the money it moves commit together.
import { AccountKind, ErrorCode, NON_NEGATIVE_ACCOUNT_KINDS, type Currency, type JournalKind } from '@dcm/shared';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/mileage.ts';
import { AppError } from '../../platform/errors.ts';

export type Executor = Db | Tx;
export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** Which balance: a member account (memberNo), an order's escrow (orderId), or a platform account. */
export interface AccountRef {
  kind: AccountKind;
  currency: Currency;
  memberNo?: number | null;
  orderId?: string | null;
}

/** A positive amount adds to the account's balance, a negative one takes from it (minor units). */
export interface PostingInput {
  account: AccountRef;
  amount: number;
}

export interface EntryInput {
  kind: JournalKind;
  idempotencyKey?: string;
  reference?: string;
  postings: PostingInput[];
}

export interface PostedEntry {
  id: string;
  kind: JournalKind;
  reference: string | null;
  /** True when the idempotency key had been used: nothing moved this time. */
  replayed: boolean;
}

const accountKey = (a: AccountRef): string => [a.kind, a.currency, a.memberNo ?? '', a.orderId ?? ''].join('|');

/** The same movement whatever the order or splitting of its postings: account → net amount. */
function netByAccount(lines: PostingInput[]): Map<string, { account: AccountRef; amount: number }> {
  const net = new Map<string, { account: AccountRef; amount: number }>();
  for (const { account, amount } of lines) {
    const key = accountKey(account);
    const line = net.get(key) ?? { account, amount: 0 };
    line.amount += amount;
    net.set(key, line);
  }
  for (const [key, line] of net) if (line.amount === 0) net.delete(key);
  return net;
}

/** A programming error, not a user's: operations validate money before they build postings. */
function assertBalanced(lines: PostingInput[]): void {
  const sums = new Map<Currency, number>();
  for (const { account, amount } of lines) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`posting amount must be a non-zero integer, got ${amount}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`journal entry does not balance in ${currency}: ${sum}`);
  if (lines.length < 2) throw new Error('a journal entry needs at least two postings');
}

export const sameAccount = (a: AccountRef): SQL =>
  and(
    eq(ledgerAccounts.kind, a.kind),
    eq(ledgerAccounts.currency, a.currency),
    a.memberNo == null ? isNull(ledgerAccounts.memberNo) : eq(ledgerAccounts.memberNo, a.memberNo),
    a.orderId == null ? isNull(ledgerAccounts.orderId) : eq(ledgerAccounts.orderId, a.orderId),
  )!;

/**
 * Creates the accounts that do not exist yet, then locks them all in the order of their ids: every
 * transaction takes the same locks in the same order, so two movements never wait on each other in
 * a cycle. Creation goes in key order for the same reason (a new account's unique index entry is a lock too).
 */
export async function lockAccounts(tx: Tx, refs: AccountRef[]): Promise<Map<string, AccountRow>> {
  const distinct = [...new Map(refs.map((r) => [accountKey(r), r])).entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, r]) => r);
  for (const r of distinct) {
    await tx
      .insert(ledgerAccounts)
      .values({ kind: r.kind, currency: r.currency, memberNo: r.memberNo ?? null, orderId: r.orderId ?? null })
      .onConflictDoNothing();
  }
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(or(...distinct.map(sameAccount)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [accountKey(row), row]));
}

/** The entry already written under this key, if it is the same movement; a different one is a conflict. */
async function replay(tx: Tx, key: string, input: EntryInput): Promise<PostedEntry> {
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  if (!entry) throw new Error(`idempotency key ${key} conflicted but no entry holds it`);
  const lines = await tx
    .select({ amount: postings.amount, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, memberNo: ledgerAccounts.memberNo, orderId: ledgerAccounts.orderId })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(postings.entryId, entry.id));
  const before = netByAccount(lines.map(({ amount, ...account }) => ({ account, amount })));
  const now = netByAccount(input.postings);
  const same =
    entry.kind === input.kind &&
    entry.reference === (input.reference ?? null) &&
    before.size === now.size &&
    [...now].every(([k, line]) => before.get(k)?.amount === line.amount);
  if (!same) throw new AppError(ErrorCode.IdempotencyConflict, 409);
  return { id: entry.id, kind: entry.kind, reference: entry.reference, replayed: true };
}

/**
 * Writes one balanced journal entry within the caller's transaction. With an idempotency key, a
 * second call (even a concurrent one: the unique key makes it wait for the first to commit) returns
 * the first entry and moves nothing. A member's or an escrow's balance that would go below zero is
 * refused with INSUFFICIENT_MILEAGE before the database's CHECK would refuse it less clearly.
 */
export async function postEntry(tx: Tx, input: EntryInput): Promise<PostedEntry> {
  assertBalanced(input.postings);

  const [entry] = await tx
    .insert(journalEntries)
    .values({ kind: input.kind, idempotencyKey: input.idempotencyKey ?? null, reference: input.reference ?? null })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning();
  if (!entry) return replay(tx, input.idempotencyKey!, input);

  const net = netByAccount(input.postings);
  const accounts = await lockAccounts(
    tx,
    input.postings.map((p) => p.account),
  );
  for (const [key, line] of net) {
    const account = accounts.get(key)!;
    if (NON_NEGATIVE_ACCOUNT_KINDS.includes(account.kind) && account.balance + line.amount < 0) {
      // The shortfall lets the web offer to charge exactly what is missing.
      throw new AppError(ErrorCode.InsufficientMileage, 409, undefined, { shortfall: { amount: -(account.balance + line.amount), currency: account.currency } });
    }
  }

  await tx.insert(postings).values(
    input.postings.map(({ account, amount }) => ({ entryId: entry.id, accountId: accounts.get(accountKey(account))!.id, amount, currency: account.currency })),
  );
  return { id: entry.id, kind: entry.kind, reference: entry.reference, replayed: false };
}

/** A balance as it stands (0 for an account never used). */
export async function balanceOfAccount(db: Executor, ref: AccountRef): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(sameAccount(ref));
  return row?.balance ?? 0;
}

/** The platform's side of a charge: what the payment provider owes us until it pays out. */
export const providerClearing = (currency: Currency): AccountRef => ({ kind: AccountKind.providerClearing, currency });

