// What the quick module tells the main page's figures (main-stats.ts, beside app.ts): the money of
// completed quick jobs. Summing only.
import { QuickStatus } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';

/** The sum of completed quick requests' totals per currency (minor units). */
export async function sumCompletedQuickTotals(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: quickRequests.currency, total: sql<string>`coalesce(sum(${quickRequests.total}), 0)` })
    .from(quickRequests)
    .where(eq(quickRequests.status, QuickStatus.completed))
    .groupBy(quickRequests.currency);
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}
