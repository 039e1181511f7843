// What a client compares beside the price (issue 5: rating, reviews count, edit count, warranty
// days). The profiles and reviews issues own these numbers, answered here and only here so each
// fills in one function: the reviews module gives the rating and count; until profiles land every
// T-esigner has no edit count or warranty days.
import type { DesignerFacts } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { ratingsOf } from '../reviews/ratings.ts';

const unknownFacts: DesignerFacts = { rating: null, reviewCount: 0, editCount: null, warrantyDays: null };

/** The facts of every T-esigner in `designerNos`, for a whole page at once (never a query per row). */
export async function designerFacts(db: Db, designerNos: readonly number[]): Promise<Map<number, DesignerFacts>> {
  const ratings = await ratingsOf(db, designerNos);
  return new Map(
    designerNos.map((no) => {
      const rating = ratings.get(no);
      return [no, { ...unknownFacts, rating: rating?.average ?? null, reviewCount: rating?.count ?? 0 }];
    }),
  );
}
