// What the referrals module tells the main page's figures (main-stats.ts, beside app.ts). Counting only.
import { ReferralStatus } from '@dcm/shared';
import { count, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';

/** Referrals written to the end (complete or requested); drafts are not counted. */
export async function countWrittenReferrals(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(ne(referrals.status, ReferralStatus.Draft));
  return Number(row?.n ?? 0);
}
