// What a client compares beside the price (issue 5: rating, reviews count, edit count, warranty
// days). The profiles and reviews issues own these numbers; until they land every T-esigner has
// none, answered here and only here so those issues fill in one function.
import type { DesignerFacts } from '@dcm/shared';
import type { Db } from '../../db/client.ts';

const unknownFacts: DesignerFacts = { rating: null, reviewCount: 0, editCount: null, warrantyDays: null };

/** The facts of every T-esigner in `designerNos`, for a whole page at once (never a query per row). */
export async function designerFacts(_db: Db, designerNos: readonly number[]): Promise<Map<number, DesignerFacts>> {
  return new Map(designerNos.map((no) => [no, { ...unknownFacts }]));
}
