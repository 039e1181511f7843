// What the mileage module tells the admin console (issue 12): the journal entries about one thing
// (an order: its hold, surcharges, refunds and release), each with its postings and whose account
// each one moved. Read only: the ledger is append-only and this never writes.
import type { AdminLedgerEntry, MemberRef } from '@dcm/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/mileage.ts';
import { memberRefsOf } from '../members/index.ts';

/** The entries whose reference is `reference`, oldest first, postings in the order written. */
export async function ledgerEntriesFor(db: Db, reference: string): Promise<AdminLedgerEntry[]> {
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.reference, reference))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select({ entryId: postings.entryId, amount: postings.amount, currency: postings.currency, kind: ledgerAccounts.kind, memberNo: ledgerAccounts.memberNo })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      inArray(
        postings.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(postings.id));
  const refs = await memberRefsOf(
    db,
    lines.flatMap((l) => (l.memberNo === null ? [] : [l.memberNo])),
  );
  const refOf = (memberNo: number | null): MemberRef | null => (memberNo === null ? null : (refs.get(memberNo) ?? { memberNo, nickname: '' }));
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    createdAt: entry.createdAt.toISOString(),
    postings: lines
      .filter((l) => l.entryId === entry.id)
      .map((l) => ({ accountKind: l.kind, member: refOf(l.memberNo), amount: l.amount, currency: l.currency })),
  }));
}
