// What the requests module tells a report (members/reports.ts): whether the request reported exists.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';

/** Whether there is a request `id` (a uuid), whatever its status. */
export async function requestExists(db: Db | Tx, id: string): Promise<boolean> {
  return (await db.$count(requests, eq(requests.id, id))) > 0;
}
