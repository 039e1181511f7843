// Business days (ARCHITECTURE §4): weekdays that are not in the holiday table, counted in Korean
// calendar days. Refund windows (SPEC §9: 10 business days), processing deadlines and the order
// flow's deadlines all count with these two functions.

import { addDays, weekdayOfDay } from './time.ts';

export const isBusinessDay = (day: string, holidays: ReadonlySet<string>): boolean => {
  const weekday = weekdayOfDay(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};

/** The `n`th business day after `day` (not counting `day` itself). */
export function nthBusinessDayAfter(day: string, n: number, holidays: ReadonlySet<string>): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current, holidays)) counted += 1;
  }
  return current;
}

/** How many calendar days ahead `n` business days can reach at most: enough for the longest Korean holidays. */
export const businessDaySpan = (n: number): number => n * 2 + 14;
