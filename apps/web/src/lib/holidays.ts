// Holidays (SPEC §3 "Holiday entries for the date picker carry a date"): the date pickers disable
// them and business days skip them. Fetched per year and language, and read again when stale: the
// admin edits the holiday table, and a tab left open should not keep refusing (or allowing) a day.
import type { Holiday } from '@dcm/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { http } from './http.ts';
import { currentLangCode } from './i18n.ts';

/** How long the holidays are taken as current; after that a new mount or the window's focus reads them again. */
const HOLIDAYS_STALE_MS = 10 * 60_000;

/** The holidays of `year` (the date pickers disable them). */
export function useHolidays(year: number) {
  const lang = currentLangCode();
  return useQuery({
    queryKey: ['holidays', year, lang],
    queryFn: async () => (await http.get<Holiday[]>('/api/v1/common/holidays', { params: { year } })).data,
    staleTime: HOLIDAYS_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

/** The calendar days (YYYY-MM-DD) the date pickers refuse: the holidays of this year and the next. */
export function useHolidayDays(): ReadonlySet<string> {
  const [year] = useState(() => new Date().getFullYear());
  const current = useHolidays(year).data;
  const next = useHolidays(year + 1).data;
  return useMemo(() => new Set([...(current ?? []), ...(next ?? [])].map((h) => h.date)), [current, next]);
}
