// A profile's figures computed from real rows, never typed in (issue 10): the rating and review count
// (ratings.ts), completed orders and the median response time. Each figure is one SQL expression
// beside a member's row, defined here once: the profile page reads them for its member, the search
// sorts a whole result on them. The orders and quotations rows are read here, as the reviews module
// reads them, until those modules have readers for these counts.
import { OrderStatus, type ProfileStats } from '@dcm/shared';
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { orders } from '../../db/schema/orders.ts';
import { quickMisses } from '../../db/schema/quick.ts';
import { quotations } from '../../db/schema/quotations.ts';
import { requests } from '../../db/schema/requests.ts';
import { ratingSql, reviewCountSql } from './ratings.ts';

/**
 * An expression wrapped once more: in a select from one table, drizzle drops the table name of the
 * columns directly in a selected expression, which would leave the subqueries' columns ambiguous.
 */
const nested = <T>(expression: SQL<T>): SQL<T> => sql<T>`${expression}`;

/** How many orders the member completed as the T-esigner. */
const completedOrdersSql = (memberNo: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.designerNo} = ${memberNo} and ${orders.status} = ${OrderStatus.complete})`;

/** How many quick-request deadlines the member missed as the taker (issue 11). */
const quickMissedSql = (memberNo: SQLWrapper): SQL<number> => sql<number>`(select count(*)::int from ${quickMisses} where ${quickMisses.designerNo} = ${memberNo})`;

/**
 * The median minutes from a request's creation to the member's quotation on it (a withdrawn
 * quotation was an answer too), rounded half up; null before any.
 */
const responseMinutesSql = (memberNo: SQLWrapper): SQL<number | null> =>
  sql<number | null>`(select case when count(*) = 0 then null
      else greatest(0, round((percentile_cont(0.5) within group (order by extract(epoch from (${quotations.createdAt} - ${requests.createdAt})) / 60))::numeric))::int end
    from ${quotations} inner join ${requests} on ${requests.id} = ${quotations.requestId} where ${quotations.designerNo} = ${memberNo})`;

/**
 * The four figures as SQL beside a row of `memberNo`: a members or profiles column (never one of
 * the tables the figures read, which would shadow it). A list sorts on them over all its rows.
 */
export const statsSql = (memberNo: SQLWrapper) => ({
  rating: nested(ratingSql(memberNo)),
  reviewCount: nested(reviewCountSql(memberNo)),
  completedOrders: nested(completedOrdersSql(memberNo)),
  responseMinutes: nested(responseMinutesSql(memberNo)),
  quickMissed: nested(quickMissedSql(memberNo)),
});

/** The stats as the API shows them, from the row of statsSql (numeric comes back as exact text). */
export const toStats = (row: { rating: string | null; reviewCount: number; completedOrders: number; responseMinutes: number | null; quickMissed?: number }): ProfileStats => ({
  rating: row.rating === null ? null : Number(row.rating),
  reviewCount: row.reviewCount,
  completedOrders: row.completedOrders,
  responseMinutes: row.responseMinutes,
  // Absent while none was missed (most T-esigners): the profile shows it only when there is something to show.
  ...(row.quickMissed ? { quickMissed: row.quickMissed } : {}),
});

/** The stats of every member of `memberNos`, in one query whatever their number. */
export async function profileStatsOf(db: Db, memberNos: readonly number[]): Promise<Map<number, ProfileStats>> {
  const nos = [...new Set(memberNos)];
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({ memberNo: members.memberNo, ...statsSql(members.memberNo) })
    .from(members)
    .where(inArray(members.memberNo, nos));
  return new Map(rows.map((row) => [row.memberNo, toStats(row)]));
}
