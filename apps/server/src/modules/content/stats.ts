// The main page's figures (SPEC §1): approved members, referrals written and the money of completed
// orders and quick jobs per currency. Each module answers for its own rows; the answer is kept a
// minute per server instance, as a landing page must not cost five aggregates per visit.
import type { MainStats } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { countApprovedMembers } from '../members/stats-facts.ts';
import { sumCompletedOrderAmounts } from '../orders/stats-facts.ts';
import { sumCompletedQuickTotals } from '../quick/stats-facts.ts';
import { countWrittenReferrals } from '../referrals/stats-facts.ts';

export const STATS_TTL_MS = 60_000;

/** Per database (so per app, and per test app): the last answer and when it was computed. */
const cache = new WeakMap<Db, { at: number; stats: Promise<MainStats> }>();

async function computeStats(db: Db): Promise<MainStats> {
  const [members, referrals, orders, quick] = await Promise.all([countApprovedMembers(db), countWrittenReferrals(db), sumCompletedOrderAmounts(db), sumCompletedQuickTotals(db)]);
  const sum = (currency: string) => (orders.get(currency) ?? 0) + (quick.get(currency) ?? 0);
  return { members, referrals, transactions: { KRW: sum('KRW'), USD: sum('USD') }, at: new Date().toISOString() };
}

/** GET /api/v1/stats. Concurrent callers of a cold cache share one computation. */
export function getMainStats(db: Db): Promise<MainStats> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.at < STATS_TTL_MS) return hit.stats;
  const stats = computeStats(db);
  cache.set(db, { at: now, stats });
  // A failure is not kept: the next caller tries again.
  stats.catch(() => {
    if (cache.get(db)?.stats === stats) cache.delete(db);
  });
  return stats;
}
