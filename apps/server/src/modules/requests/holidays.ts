// The holidays for the date pickers (SPEC §3 "holiday entries for the date picker", ARCHITECTURE §4
// business days) and the date rules of a request: the picker's rules of SPEC §9, held again by the
// server's clock, so a page left open overnight, or a hand-made call, cannot send a request due in the
// past. The holiday table and the business days counted over it are platform's (platform/holidays.ts,
// platform/business-days.ts): lower modules count them too.
import { koreanDayOf, checkPickedDate, type Holiday, type Locale } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { holidaysAmong, holidaysOfYear } from '../../platform/holidays.ts';

/** The holidays of one year, named in `locale`, in date order. */
export async function listHolidays(db: Db, year: number, locale: Locale): Promise<Holiday[]> {
  const rows = await holidaysOfYear(db, year);
  return rows.map((r) => ({ date: r.date, name: locale === 'ko' ? r.nameKo : r.nameEn }));
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
