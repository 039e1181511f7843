// "Frequently used" numeric values (SPEC §3 Referral): a client or lab saves the title/value rows of
// a referral under a name and reloads them into the next one. Owns `referral_value_sets`. A name is
// one set per member, so saving under a used name replaces that set's values.
import { ErrorCode, VALUE_SETS_MAX, type SaveValueSetBody, type ValueSet, type ValueSetList } from '@dcm/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralValueSets } from '../../db/schema/referrals.ts';
import { AppError } from '../../platform/errors.ts';
import { assertCanWriteReferrals } from './service.ts';

type ValueSetRow = typeof referralValueSets.$inferSelect;

const toValueSet = (row: ValueSetRow): ValueSet => ({
  id: row.id,
  name: row.name,
  values: row.values,
  createdAt: row.createdAt.toISOString(),
});

/** The member's sets, the one changed last first: the form offers the latest habit on top. */
export async function listValueSets(db: Db, memberNo: number): Promise<ValueSetList> {
  await assertCanWriteReferrals(db, memberNo);
  const rows = await db
    .select()
    .from(referralValueSets)
    .where(eq(referralValueSets.memberNo, memberNo))
    .orderBy(desc(referralValueSets.updatedAt), desc(referralValueSets.id));
  return { items: rows.map(toValueSet) };
}

/**
 * Saves a set under its name: a new name adds a set (up to VALUE_SETS_MAX, else the name field says
 * the list is full), a name in use replaces that set's values. `replaced` tells the route which.
 */
export async function saveValueSet(db: Db, memberNo: number, body: SaveValueSetBody): Promise<{ set: ValueSet; replaced: boolean }> {
  return db.transaction(async (tx) => {
    await assertCanWriteReferrals(tx, memberNo);
    // One save per member at a time, so two saves cannot both take the last free place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral_value_sets:${memberNo}`}))`);
    const [replaced] = await tx
      .update(referralValueSets)
      .set({ values: body.values, updatedAt: sql`now()` })
      .where(and(eq(referralValueSets.memberNo, memberNo), eq(referralValueSets.name, body.name)))
      .returning();
    if (replaced) return { set: toValueSet(replaced), replaced: true };

    const [kept] = await tx.select({ n: count() }).from(referralValueSets).where(eq(referralValueSets.memberNo, memberNo));
    if ((kept?.n ?? 0) >= VALUE_SETS_MAX) throw new AppError(ErrorCode.ValidationFailed, 400, { name: 'valueSetsFull' });
    const [row] = await tx.insert(referralValueSets).values({ memberNo, name: body.name, values: body.values }).returning();
    return { set: toValueSet(row!), replaced: false };
  });
}

/** Deletes one of the member's sets; another member's set does not exist for them (404). */
export async function deleteValueSet(db: Db, memberNo: number, setId: string): Promise<void> {
  await assertCanWriteReferrals(db, memberNo);
  const removed = await db
    .delete(referralValueSets)
    .where(and(eq(referralValueSets.id, setId), eq(referralValueSets.memberNo, memberNo)))
    .returning({ id: referralValueSets.id });
  if (removed.length === 0) throw new AppError(ErrorCode.NotFound, 404);
}
