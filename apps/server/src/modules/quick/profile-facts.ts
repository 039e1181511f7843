// What the quick module tells a profile's figures (profiles/stats.ts, handed in by app.ts): the
// deadlines a T-esigner missed, as SQL beside the member's row.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { quickMisses } from '../../db/schema/quick.ts';

/** How many quick-request deadlines `designerNo` (a column of the caller's row) missed as the taker (issue 11). */
export const quickMissedSql = (designerNo: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${quickMisses} where ${quickMisses.designerNo} = ${designerNo})`;
