// A T-esigner's standing from their reviews: the profile's rating and review count (stats.ts, the
// search's sort), the quotations' comparison (quotations/facts.ts) and the reviews module's own
// figures. Read by modules of three ranks, so it sits with the lowest of them (decision 0033); the
// reviews module writes the rows.
import { and, count, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { reviews } from '../../db/schema/reviews.ts';

/** Deleting a review only marks it: lists and averages read the rows without the mark. */
export const notDeleted = isNull(reviews.deletedAt);

/** The average of the reviews aggregated, over the 1–10 levels to one decimal (numeric, read as exact text). */
const averageRating = sql<string | null>`round(avg(${reviews.rating}), 1)`;

/**
 * A T-esigner's average rating and number of reviews as SQL beside a row of `designerNo` (a members
 * or profiles column, never a reviews one), so a list can sort on them over all its rows: the same
 * figures as ratingsOf.
 */
export const ratingSql = (designerNo: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${averageRating} from ${reviews} where ${reviews.designerNo} = ${designerNo} and ${notDeleted})`;
export const reviewCountSql = (designerNo: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${reviews} where ${reviews.designerNo} = ${designerNo} and ${notDeleted})`;

/** Every quotation, order and profile shows it: one statement whatever the number of T-esigners (db/prepared.ts). */
const ratingRows = prepared('designer_ratings', (db, name) =>
  db
    .select({ designerNo: reviews.designerNo, average: averageRating, count: count() })
    .from(reviews)
    .where(and(sql`${reviews.designerNo} = any(${sql.placeholder('designerNos')}::int[])`, notDeleted))
    .groupBy(reviews.designerNo)
    .prepare(name),
);

/**
 * Each T-esigner's average rating (over the 1–10 levels, one decimal) and number of reviews, not
 * counting deleted ones, in one query for a whole page of T-esigners. Those without reviews are absent.
 */
export async function ratingsOf(db: Db, designerNos: readonly number[]): Promise<Map<number, { average: number; count: number }>> {
  if (designerNos.length === 0) return new Map();
  const rows = await ratingRows(db, { designerNos: [...new Set(designerNos)] });
  // numeric comes back as exact text, rounded by the database: read as a number once.
  return new Map(rows.map((r) => [r.designerNo, { average: Number(r.average), count: r.count }]));
}
