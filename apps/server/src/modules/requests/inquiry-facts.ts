// What the requests module tells a member's inquiry (content/inquiries.ts): whether the request the
// inquiry names is one the member takes part in.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';

/** Whether `memberNo` is the client or the T-esigner (designated or chosen) of request `id`. */
export async function isRequestParty(db: Db, id: string, memberNo: number): Promise<boolean> {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.id, id), or(eq(requests.clientNo, memberNo), eq(requests.designerNo, memberNo))))
    .limit(1);
  return row !== undefined;
}
