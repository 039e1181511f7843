// Whether an order was reviewed, for the order's progress: kept apart from service.ts, which builds
// on the orders module, so reading it brings no module cycle. A T-esigner's rating is read below the
// modules that show it (profiles/ratings.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notDeleted } from '../profiles/ratings.ts';

/** Whether the order's client reviewed it (and has not deleted the review): the progress's "write review" is done. */
export async function isReviewed(db: Db, orderId: string): Promise<boolean> {
  return (await db.$count(reviews, and(eq(reviews.orderId, orderId), notDeleted))) > 0;
}
