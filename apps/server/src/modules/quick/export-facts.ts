// What the quick module tells a member's data export (members/export.ts): every quick request the
// member posted or took, whole rows. Reading only.
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';

/** Every quick request `memberNo` is the client or the taker of, oldest first. */
export async function quickRequestsOf(db: Db | Tx, memberNo: number) {
  return db
    .select()
    .from(quickRequests)
    .where(or(eq(quickRequests.clientNo, memberNo), eq(quickRequests.takerNo, memberNo)))
    .orderBy(quickRequests.createdAt);
}
