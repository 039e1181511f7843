// What the referrals module tells the design check (issue 29): the minimum wall thickness the
// referrals of an order or a quick request prescribe in their numeric values, read in the
// delivery's transaction so the check measures against the prescription the design was made to.
import { prescribedMinThicknessOf } from '@dcm/shared/referrals/min-thickness';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';

/** The smallest minimum thickness in mm the referrals of `ids` prescribe; null when none names one. */
export async function prescribedMinThicknessOfReferrals(db: Db, ids: readonly string[]): Promise<number | null> {
  if (ids.length === 0) return null;
  const rows = await db.select({ data: referrals.data }).from(referrals).where(inArray(referrals.id, [...ids]));
  return prescribedMinThicknessOf(rows.flatMap((r) => r.data.values ?? []));
}
