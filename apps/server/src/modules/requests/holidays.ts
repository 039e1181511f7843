// The holiday table (SPEC §3 "holiday entries for the date picker", ARCHITECTURE §4 business days)
// and the date rules of a request: the picker's rules of SPEC §9, held again by the server's clock,
// so a page left open overnight, or a hand-made call, cannot send a request due in the past. The
// business days counted over it are platform's (platform/business-days.ts): lower modules count them too.
import { koreanDayOf, checkPickedDate, type Holiday, type Locale } from '@dcm/shared';
import { asc, between, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidays } from '../../db/schema/platform.ts';

/** The holidays of one year, named in `locale`, in date order. */
export async function listHolidays(db: Db, year: number, locale: Locale): Promise<Holiday[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(between(holidays.date, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(holidays.date));
  return rows.map((r) => ({ date: r.date, name: locale === 'ko' ? r.nameKo : r.nameEn }));
}

/** Which of the calendar days `days` (YYYY-MM-DD) are holidays. */
async function holidaysAmong(db: Db, days: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(inArray(holidays.date, [...new Set(days)]));
  return new Set(rows.map((r) => r.date));
}

export interface RequestDates {
  quoteExpiresAt: string;
  deadlineAt: string;
}

/**
 * The field errors of a request's dates against `now` and the holiday table (none: an empty
 * object). That the deadline comes after the expiry is the shared schema's rule, checked before.
 */
export async function requestDateIssues(db: Db, dates: RequestDates, now: Date): Promise<Record<string, string>> {
  const picked = [
    { field: 'quoteExpiresAt', at: new Date(dates.quoteExpiresAt) },
    { field: 'deadlineAt', at: new Date(dates.deadlineAt) },
  ];
  const days = await holidaysAmong(
    db,
    picked.flatMap((p) => (Number.isNaN(p.at.getTime()) ? [] : [koreanDayOf(p.at)])),
  );
  const fields: Record<string, string> = {};
  for (const { field, at } of picked) {
    const issue = checkPickedDate(at, now, days);
    if (issue) fields[field] = issue;
  }
  return fields;
}
