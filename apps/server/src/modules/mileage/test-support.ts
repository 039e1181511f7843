// A bare database for the ledger tests: in-memory PGlite, or a throw-away database on the PostgreSQL
// of TEST_DATABASE_URL (as buildTestApp does), without the HTTP server the ledger does not need.
import { ApprovalStatus, MemberType } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client.ts';
import { createThrowAwayDatabase } from '../../db/throwaway.ts';
import { insertMember } from '../../test/admin-fixtures.ts';

export interface LedgerTestDb {
  db: Db;
  /** True on real PostgreSQL: separate connections, so transactions really run side by side. */
  concurrent: boolean;
  close(): Promise<void>;
}

export async function openLedgerTestDb(): Promise<LedgerTestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createThrowAwayDatabase(adminUrl, 'dcm_ledger') : undefined;
  const database = await openDatabase({ url: pgDb?.url });
  return {
    db: database.db,
    concurrent: Boolean(pgDb),
    async close() {
      await database.close();
      await pgDb?.drop();
    },
  };
}

export const newMember = async (db: Db, memberSe: string = MemberType.Client): Promise<number> =>
  (await insertMember(db, { memberSe, approvalSe: ApprovalStatus.Approved })).memberNo;

/** The ledger's invariants over the whole database; each list should be empty and each sum zero. */
export async function ledgerInvariants(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    unbalancedEntries: await rows<{ entry_id: string }>(sql`select entry_id from postings group by entry_id, currency having sum(amount) <> 0`),
    negativeBalances: await rows<{ id: string }>(
      sql`select id from ledger_accounts where balance < 0 and kind in ('clientMileage', 'designerEarnings', 'escrow')`,
    ),
    balancesOffPostings: await rows<{ id: string }>(
      sql`select a.id from ledger_accounts a left join postings p on p.account_id = a.id group by a.id having a.balance <> coalesce(sum(p.amount), 0)`,
    ),
    totalsByCurrency: (await rows<{ currency: string; total: string }>(sql`select currency, sum(balance)::text as total from ledger_accounts group by currency`)).map(
      (r) => ({ currency: r.currency, total: Number(r.total) }),
    ),
  };
}
