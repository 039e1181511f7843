// A profile's figures computed from real rows, never typed in (issue 10): the rating and review count,
// completed orders, the median response time and missed quick deadlines. Each figure is one SQL
// expression beside a member's row: the profile page reads them for its member, the search sorts a
// whole result on them. The rows are those of reviews, orders, quotations and quick, which rank above
// profiles: each of them answers its figures as SQL (its profile-facts.ts), handed in by app.ts.
import type { ProfileStats } from '@dcm/shared';
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCards } from '../members/index.ts';

/**
 * The port app.ts fills: each figure as SQL beside a row of `memberNo`, a column of that row (never
 * one of the tables the figure reads, which would shadow it).
 */
export interface ProfileFigures {
  ratingSql(memberNo: SQLWrapper): SQL<string | null>;
  reviewCountSql(memberNo: SQLWrapper): SQL<number>;
  completedOrdersSql(memberNo: SQLWrapper): SQL<number>;
  responseMinutesSql(memberNo: SQLWrapper): SQL<number | null>;
  quickMissedSql(memberNo: SQLWrapper): SQL<number>;
}

/**
 * An expression wrapped once more: in a select from one table, drizzle drops the table name of the
 * columns directly in a selected expression, which would leave the subqueries' columns ambiguous.
 */
const nested = <T>(expression: SQL<T>): SQL<T> => sql<T>`${expression}`;

/**
 * The figures as SQL beside a row of `memberNo`: a member card's or profiles column. A list sorts
 * on them over all its rows.
 */
export const statsSql = (figures: ProfileFigures, memberNo: SQLWrapper) => ({
  rating: nested(figures.ratingSql(memberNo)),
  reviewCount: nested(figures.reviewCountSql(memberNo)),
  completedOrders: nested(figures.completedOrdersSql(memberNo)),
  responseMinutes: nested(figures.responseMinutesSql(memberNo)),
  quickMissed: nested(figures.quickMissedSql(memberNo)),
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
export async function profileStatsOf(db: Db, figures: ProfileFigures, memberNos: readonly number[]): Promise<Map<number, ProfileStats>> {
  const nos = [...new Set(memberNos)];
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({ memberNo: memberCards.memberNo, ...statsSql(figures, memberCards.memberNo) })
    .from(memberCards)
    .where(inArray(memberCards.memberNo, nos));
  return new Map(rows.map((row) => [row.memberNo, toStats(row)]));
}
