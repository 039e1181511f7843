// The business-day calendar (ARCHITECTURE §4, §6): weekends and the holiday table, which the admin
// keeps (modules/requests/holidays-admin.ts). A cross-cutting helper, so it sits in platform: refunds,
// deliveries, reworks and quick requests all count their days by it.
import { addDays, businessDaySpan, endOfKoreanDay, koreanDayOf, nthBusinessDayAfter } from '@dcm/shared';
import { between } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { holidays } from '../db/schema/platform.ts';

/**
 * The end (Korean time) of the `n`th business day after the day of `from`, skipping weekends and the
 * holiday table: e.g. the last moment a charge may still be refunded (SPEC §9, 10 business days).
 */
export async function businessDaysAfter(db: Db, from: Date, n: number): Promise<Date> {
  const first = koreanDayOf(from);
  const last = addDays(first, businessDaySpan(n));
  const rows = await db.select({ date: holidays.date }).from(holidays).where(between(holidays.date, first, last));
  return endOfKoreanDay(nthBusinessDayAfter(first, n, new Set(rows.map((r) => r.date))));
}
