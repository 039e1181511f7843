// What the referrals module tells a member's data export (members/export.ts): the referrals the
// member wrote, whole rows. Reading only.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';

/** Every referral client `clientNo` wrote, drafts included, oldest first. */
export async function referralsWrittenBy(db: Db | Tx, clientNo: number) {
  return db.select().from(referrals).where(eq(referrals.clientNo, clientNo)).orderBy(referrals.createdAt);
}
