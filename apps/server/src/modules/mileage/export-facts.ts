// What the mileage module tells a member's data export (members/export.ts): the member's ledger
// accounts and every posting that moved them. Reading only.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/mileage.ts';

/** The accounts `memberNo` owns (mileage, earnings) and every posting to them, oldest entry first. */
export async function ledgerOf(db: Db | Tx, memberNo: number) {
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, orderId: ledgerAccounts.orderId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberNo, memberNo));
  const movements = accounts.length
    ? await db
        .select({ entryId: postings.entryId, accountId: postings.accountId, amount: postings.amount, currency: postings.currency, kind: journalEntries.kind, reference: journalEntries.reference, at: journalEntries.createdAt })
        .from(postings)
        .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
        .where(inArray(postings.accountId, accounts.map((a) => a.id)))
        .orderBy(journalEntries.createdAt)
    : [];
  return { accounts, movements };
}
