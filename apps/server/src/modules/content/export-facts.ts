// What the content module tells a member's data export (members/export.ts): the inquiries the member
// wrote, whole rows. Reading only.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inquiries } from '../../db/schema/content.ts';

/** Every inquiry `memberNo` wrote, with its answer when there is one, oldest first. */
export async function inquiriesOf(db: Db | Tx, memberNo: number) {
  return db.select().from(inquiries).where(eq(inquiries.memberNo, memberNo)).orderBy(inquiries.createdAt);
}
