// What the reviews module tells a report (members/reports.ts): whether the review reported exists.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';

/** Whether there is a review `id` (a uuid); a deleted one still counts, its row stays. */
export async function reviewExists(db: Db | Tx, id: string): Promise<boolean> {
  return (await db.$count(reviews, eq(reviews.id, id))) > 0;
}
