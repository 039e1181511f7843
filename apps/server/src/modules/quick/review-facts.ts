// What the reviews module asks of quick (ARCHITECTURE §6): what was designed, a quick request's
// prosthesis lines, shown on each review of one.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';

/** The prosthesis lines of each quick request, by its id, in one query (the same type/count reading as an order's items). */
export async function quickItemsOf(db: Db, quickIds: readonly string[]): Promise<Map<string, readonly { type: string; count: number }[]>> {
  if (quickIds.length === 0) return new Map();
  const rows = await db.select({ id: quickRequests.id, items: quickRequests.items }).from(quickRequests).where(inArray(quickRequests.id, [...quickIds]));
  return new Map(rows.map((r) => [r.id, r.items]));
}
