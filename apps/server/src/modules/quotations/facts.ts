// What a client compares beside the price (issue 5: rating, reviews count, edit count, warranty
// days). The profiles and reviews issues own these numbers, answered here and only here: the rating
// and count of the reviews (reviews' ratingsOf, a port: reviews rank above quotations and requests),
// the edit count and warranty days of a saved T-esigner profile (null for a T-esigner who never
// saved one: the order then uses the defaults).
import type { DesignerFacts } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { designerTermsOf } from '../profiles/index.ts';

/** Each T-esigner's average rating and number of reviews, in one query for a page (reviews/ratings.ts fills it). */
export type RatingsOf = (db: Db, designerNos: readonly number[]) => Promise<Map<number, { average: number; count: number }>>;

/** The facts of every T-esigner in `designerNos`, for a whole page at once (never a query per row). */
export async function designerFacts(db: Db, ratingsOf: RatingsOf, designerNos: readonly number[]): Promise<Map<number, DesignerFacts>> {
  const ratings = await ratingsOf(db, designerNos);
  const terms = await designerTermsOf(db, designerNos);
  return new Map(
    designerNos.map((no) => {
      const rating = ratings.get(no);
      const term = terms.get(no);
      return [no, { rating: rating?.average ?? null, reviewCount: rating?.count ?? 0, editCount: term?.editCount ?? null, warrantyDays: term?.warrantyDays ?? null }];
    }),
  );
}
