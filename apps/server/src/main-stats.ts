// The main page's figures (SPEC §1): approved members, referrals written and the money of completed
// orders and quick jobs per currency. Each module answers for its own rows (its stats-facts.ts);
// composed here, beside app.ts, because content, which serves the rest of the main page, ranks below
// orders, quick and referrals (decision 0033). The answer is kept a minute per server instance, as a
// landing page must not cost five aggregates per visit.
import { MainStats } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from './db/client.ts';
import { countApprovedMembers } from './modules/members/stats-facts.ts';
import { sumCompletedOrderAmounts } from './modules/orders/stats-facts.ts';
import { sumCompletedQuickTotals } from './modules/quick/stats-facts.ts';
import { countWrittenReferrals } from './modules/referrals/stats-facts.ts';

const STATS_TTL_MS = 60_000;

/** Per database (so per app, and per test app): the last answer and when it was computed. */
const cache = new WeakMap<Db, { at: number; stats: Promise<MainStats> }>();

async function computeStats(db: Db): Promise<MainStats> {
  const [members, referrals, orders, quick] = await Promise.all([countApprovedMembers(db), countWrittenReferrals(db), sumCompletedOrderAmounts(db), sumCompletedQuickTotals(db)]);
  const sum = (currency: string) => (orders.get(currency) ?? 0) + (quick.get(currency) ?? 0);
  return { members, referrals, transactions: { KRW: sum('KRW'), USD: sum('USD') }, at: new Date().toISOString() };
}

/** Concurrent callers of a cold cache share one computation. */
function getMainStats(db: Db): Promise<MainStats> {
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

export const mainStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/stats', { schema: { tags: ['content'], response: { 200: MainStats } } }, async () => getMainStats(app.db));
};
