// How the settlement console writes money, rates and days (ARCHITECTURE §4: integer minor units,
// never a float). Kept in the admin feature: features do not import each other.
import { endOfKoreanDay, type Locale } from '@dcm/shared';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const grouped = (whole: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole);

/** `units` hundredths as "1,385.20", by integer arithmetic so no cent is ever rounded away. */
function withHundredths(units: number, locale: Locale): string {
  const abs = Math.abs(units);
  const text = `${grouped(Math.floor(abs / 100), locale)}.${String(abs % 100).padStart(2, '0')}`;
  return units < 0 ? `-${text}` : text;
}

/** Won per dollar from hundredths (138520 → "1,385.20원" / "₩1,385.20"). */
export function formatRate(hundredths: number, locale: Locale): string {
  const text = withHundredths(hundredths, locale);
  return locale === 'ko' ? `${text}원` : `₩${text}`;
}

/** A calendar day (YYYY-MM-DD) as written in the locale, without any time zone shifting it. */
export function formatDay(day: string, locale: Locale): string {
  if (!DAY_ONLY.test(day)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The moment a deadline ends: a bare day is the end of that Korean day (SPEC §9 business days). */
export const deadlineOf = (dueBy: string): Date => (DAY_ONLY.test(dueBy) ? endOfKoreanDay(dueBy) : new Date(dueBy));

/** A deadline counted in Korean business days, as the Korean calendar day it falls on. */
export function formatDeadline(dueBy: string, locale: Locale): string {
  if (DAY_ONLY.test(dueBy)) return formatDay(dueBy, locale);
  const moment = new Date(dueBy);
  if (Number.isNaN(moment.getTime())) return dueBy;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(moment);
}

/** 1234567890 → 123-45-67890, as a Korean business registration number is written. */
export const formatBusinessNumber = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
