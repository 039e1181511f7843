// What the members module tells the profile search (profiles/search.ts): whether a card is among the
// searcher's favourites, as SQL beside the card's row, so a page of cards stays one statement.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { memberFavourites } from '../../db/schema/members.ts';

/** Whether `memberNo` keeps the member in `target` (a column of the caller's row) among their favourites. */
export const isFavouriteOf = (memberNo: number, target: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${memberFavourites} where ${memberFavourites.memberNo} = ${memberNo} and ${memberFavourites.targetNo} = ${target})`;
