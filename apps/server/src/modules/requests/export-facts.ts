// What the requests module tells a member's data export (members/export.ts): every request the
// member took part in, whole rows. Reading only.
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';

/** Every request `memberNo` is the client or the T-esigner (designated or chosen) of, oldest first. */
export async function requestsOf(db: Db | Tx, memberNo: number) {
  return db
    .select()
    .from(requests)
    .where(or(eq(requests.clientNo, memberNo), eq(requests.designerNo, memberNo)))
    .orderBy(requests.createdAt);
}
