// Blocks between members (SPEC §6): either side of a block is hidden from the other, in every list
// and every new contact. The members module owns the blocks; requests, quotations, quick, chat and
// profiles ask these two.
import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { memberBlocks } from '../../db/schema/members.ts';

/** Every quotation, message and request page asks it: built once (db/prepared.ts). */
const blockRow = prepared('member_block_between', (db, name) => {
  const [a, b] = [sql.placeholder('a'), sql.placeholder('b')];
  return db
    .select({ n: memberBlocks.blockerNo })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerNo, a), eq(memberBlocks.blockedNo, b)), and(eq(memberBlocks.blockerNo, b), eq(memberBlocks.blockedNo, a))))
    .limit(1)
    .prepare(name);
});

/** Whether either of two members blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await blockRow(db, { a, b });
  return !!row;
}

/**
 * The same rule in SQL, for lists: neither `memberNo` (a number, or a prepared statement's
 * placeholder) nor the member in `other` blocked the other.
 * Two lookups rather than one OR, so each is a probe of the primary key, whatever the number of blocks.
 */
export const notBlockedWith = (memberNo: number | Placeholder, other: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerNo} = ${memberNo} and ${memberBlocks.blockedNo} = ${other})
    and not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerNo} = ${other} and ${memberBlocks.blockedNo} = ${memberNo})`;
