// What the members module tells chat (ARCHITECTURE §6: the blocks are this module's): a room list
// shows whether its partner and the caller blocked each other, read in the list's own statement.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberBlocks } from '../../db/schema/members.ts';

/** Whether `memberNo` or the member in `other` blocked the other, as a column (blocks.ts holds the rule). */
export const blockedWith = (memberNo: number, other: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${memberBlocks} b where (b.blocker_no = ${memberNo} and b.blocked_no = ${other})
    or (b.blocker_no = ${other} and b.blocked_no = ${memberNo}))`;
