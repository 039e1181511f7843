// A T-esigner's standing from their reviews: the rating (1–10 levels, one decimal) and the number of
// reviews, deleted ones not counted. Quotations and requests rank below reviews, so they take
// `ratingsOf` as a port app.ts fills (quotations/facts.ts `RatingsOf`); a profile's figures are the
// same rows as SQL (profile-facts.ts).
import { and, count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { reviews } from '../../db/schema/reviews.ts';

/** Deleting a review only marks it: lists and averages read the rows without the mark. */
export const notDeleted = isNull(reviews.deletedAt);

/** The average of the reviews aggregated, over the 1–10 levels to one decimal (numeric, read as exact text). */
export const averageRating = sql<string | null>`round(avg(${reviews.rating}), 1)`;

/** Every quotation list and the designated request's choice show it: one statement whatever the number of T-esigners (db/prepared.ts). */
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
