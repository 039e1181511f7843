// What the reviews module tells a profile's figures (profiles/stats.ts, handed in by app.ts): a
// T-esigner's rating and number of reviews as SQL beside the member's row, so the search sorts a
// whole result on them in one statement. The same figures as ratingsOf (ratings.ts).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.ts';
import { averageRating, notDeleted } from './ratings.ts';

/** The average rating of `designerNo` (a column of the caller's row, never a reviews one); null before any review. */
export const ratingSql = (designerNo: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${averageRating} from ${reviews} where ${reviews.designerNo} = ${designerNo} and ${notDeleted})`;

/** How many reviews `designerNo` has, not counting deleted ones. */
export const reviewCountSql = (designerNo: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${reviews} where ${reviews.designerNo} = ${designerNo} and ${notDeleted})`;
