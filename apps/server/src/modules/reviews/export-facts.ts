// What the reviews module tells a member's data export (members/export.ts): the reviews the member
// wrote as a client and those written about them as a T-esigner, whole rows, deleted ones included.
// Reading only.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';

/** Every review client `clientNo` wrote. */
export async function reviewsWrittenBy(db: Db | Tx, clientNo: number) {
  return db.select().from(reviews).where(eq(reviews.clientNo, clientNo));
}

/** Every review written about T-esigner `designerNo`. */
export async function reviewsReceivedBy(db: Db | Tx, designerNo: number) {
  return db.select().from(reviews).where(eq(reviews.designerNo, designerNo));
}
