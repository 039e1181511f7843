// What the mileage module keeps for quick's settlements (ARCHITECTURE §6: a module owns its tables):
// a quick settlement is a row of `settlements` with source 'quick', asked, read and listed by
// quick/settlements.ts through these; the admin's decisions go through applySettlementDecision
// (settlements.ts) as the ordinary ones do.
import type { PayoutStatus } from '@dcm/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settlements } from '../../db/schema/mileage.ts';

export type QuickSettlementRow = typeof settlements.$inferSelect;

/** What a new quick settlement records; its source is set here. */
export type NewQuickSettlement = Omit<typeof settlements.$inferInsert, 'source'>;

const QUICK = 'quick' as const;

/** Quick settlement `id`; undefined when there is none (a settlement of ordinary earnings is none). */
export async function quickSettlementOf(db: Db | Tx, id: string): Promise<QuickSettlementRow | undefined> {
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.source, QUICK)));
  return row;
}

/** The member's quick settlements stored under any of `keys` (Idempotency-Keys as quick stores them). */
export async function quickSettlementsUnderKeys(db: Db, memberNo: number, keys: readonly string[]): Promise<QuickSettlementRow[]> {
  return db
    .select()
    .from(settlements)
    .where(and(eq(settlements.memberNo, memberNo), eq(settlements.source, QUICK), inArray(settlements.idempotencyKey, [...keys])));
}

/** Writes a quick settlement in the caller's transaction and answers its id; undefined when the member has one under its key already. */
export async function insertQuickSettlement(tx: Tx, values: NewQuickSettlement): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(settlements)
    .values({ ...values, source: QUICK })
    .onConflictDoNothing({ target: [settlements.memberNo, settlements.idempotencyKey] })
    .returning({ id: settlements.id });
  return inserted?.id;
}

interface PageQuery {
  status?: PayoutStatus;
  page: number;
  size: number;
}

const quickWhere = (status: PayoutStatus | undefined, memberNo?: number): SQL =>
  and(eq(settlements.source, QUICK), status ? eq(settlements.status, status) : undefined, memberNo === undefined ? undefined : eq(settlements.memberNo, memberNo))!;

/** One page of the member's quick settlements in `query.status` (any when absent), newest first, and how many there are. */
export async function quickSettlementsOf(db: Db, memberNo: number, query: PageQuery): Promise<{ rows: QuickSettlementRow[]; total: number }> {
  const where = quickWhere(query.status, memberNo);
  const rows = await db
    .select()
    .from(settlements)
    .where(where)
    .orderBy(desc(settlements.requestedAt))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total: await db.$count(settlements, where) };
}

/** One page of every member's quick settlements in `query.status` (any when absent), the oldest request first, and how many there are. */
export async function allQuickSettlements(db: Db, query: PageQuery): Promise<{ rows: QuickSettlementRow[]; total: number }> {
  const where = quickWhere(query.status);
  const rows = await db
    .select()
    .from(settlements)
    .where(where)
    .orderBy(asc(settlements.requestedAt))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total: await db.$count(settlements, where) };
}
