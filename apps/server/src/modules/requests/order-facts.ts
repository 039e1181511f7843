// What the requests module tells orders (ARCHITECTURE §6: a module owns its tables): the number of
// referrals the order's request carries, which its contract and page state.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requests } from '../../db/schema/requests.ts';

// Every order page reads it: built once (db/prepared.ts, decision 0035).
const referralCountRow = prepared('order_request_referral_count', (db, name) =>
  db.select({ referralCount: requests.referralCount }).from(requests).where(eq(requests.id, sql.placeholder('id'))).prepare(name),
);

/** How many referrals request `id` carries; 0 when there is no such request. */
export async function referralCountOf(db: Db, id: string): Promise<number> {
  const [request] = await referralCountRow(db, { id });
  return request?.referralCount ?? 0;
}
