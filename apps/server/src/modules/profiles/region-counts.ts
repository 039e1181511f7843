// The main page's map of the 21 regions (issue 26): how many dental labs the lab search lists in each
// region, counted with the search's own rule (search.ts `shownLab`) for a signed-out visitor, so a
// tile's figure is what the search opened from it shows before sign-in (a member's blocks may hide a
// few more). Every region of the code table is answered, 0 included, in the table's order. The answer
// is kept a minute per server instance like the main page's figures (main-stats.ts): a landing page
// must not group the lab profiles on every visit.
import type { LabRegionCounts } from '@dcm/shared';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labProfiles } from '../../db/schema/profiles.ts';
import { listCodes } from '../codes/index.ts';
import { memberCards } from '../members/index.ts';
import { shownLab } from './search.ts';

const COUNTS_TTL_MS = 60_000;

/** Per database (so per app, and per test app): the last answer and when it was computed. */
const cache = new WeakMap<Db, { at: number; counts: Promise<LabRegionCounts> }>();

/** The regions of the code table with the labs listed in each: one grouped count, whatever the number of labs. */
async function computeCounts(db: Db): Promise<LabRegionCounts> {
  const [regions, rows] = await Promise.all([
    listCodes(db, 'region', 'A'),
    db
      .select({ region: labProfiles.region, n: count() })
      .from(labProfiles)
      .innerJoin(memberCards, eq(memberCards.memberNo, labProfiles.memberNo))
      .where(and(shownLab(null), isNotNull(labProfiles.region)))
      .groupBy(labProfiles.region),
  ]);
  const counted = new Map(rows.map((r) => [r.region, r.n]));
  return { items: regions.map(({ code }) => ({ code, count: counted.get(code) ?? 0 })) };
}

/** The listed labs per region, kept a minute; concurrent callers of a cold cache share one computation. */
export function countLabsByRegion(db: Db): Promise<LabRegionCounts> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.at < COUNTS_TTL_MS) return hit.counts;
  const counts = computeCounts(db);
  cache.set(db, { at: now, counts });
  // A failure is not kept: the next caller tries again.
  counts.catch(() => {
    if (cache.get(db)?.counts === counts) cache.delete(db);
  });
  return counts;
}
