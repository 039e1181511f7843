// Business days (ARCHITECTURE §4): weekdays that are not in the holiday table, counted in Korean
// calendar days. Refund windows (SPEC §9: 10 business days), processing deadlines and the order
// flow's deadlines all count with these two functions.

/** The weekday of a calendar day (YYYY-MM-DD): 0 Sunday … 6 Saturday. */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const isBusinessDay = (day: string, holidays: ReadonlySet<string>): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};

/** The `n`th business day after `day` (not counting `day` itself). */
export function nthBusinessDayAfter(day: string, n: number, holidays: ReadonlySet<string>): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = nextDay(current);
    if (isBusinessDay(current, holidays)) counted += 1;
  }
  return current;
}

/** The last instant of a Korean calendar day (UTC+9, no daylight saving). */
export const endOfKoreanDay = (day: string): Date => new Date(Date.parse(`${day}T23:59:59.999+09:00`));

/** How many calendar days ahead `n` business days can reach at most: enough for the longest Korean holidays. */
export const businessDaySpan = (n: number): number => n * 2 + 14;
