// How the settlement console writes deadlines and business numbers; money, rates and days come
// from lib/money.ts and lib/format.ts like everywhere else.
import { endOfKoreanDay, type Locale } from '@dcm/shared';
import { dateFormat, formatDay } from '../../lib/format.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a deadline ends: a bare day is the end of that Korean day (SPEC §9 business days). */
export const deadlineOf = (dueBy: string): Date => (DAY_ONLY.test(dueBy) ? endOfKoreanDay(dueBy) : new Date(dueBy));

/** A deadline counted in Korean business days, as the Korean calendar day it falls on. */
export function formatDeadline(dueBy: string, locale: Locale): string {
  if (DAY_ONLY.test(dueBy)) return formatDay(dueBy, locale);
  const moment = new Date(dueBy);
  if (Number.isNaN(moment.getTime())) return dueBy;
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(moment);
}

/** 1234567890 → 123-45-67890, as a Korean business registration number is written. */
export const formatBusinessNumber = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
