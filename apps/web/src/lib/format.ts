// How values read on screen in the member's language and time zone: the shared formatters
// (decision 0031) bound to the viewer's zone, and the dash for "none".
import { formatDateTime as formatDateTimeIn, formatDay as formatDayIn, formatTime as formatTimeIn, type Locale } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone, viewerTimeZone } from './time-zone.ts';

export { formatBytes, formatCount, formatRating } from '@dcm/shared';

/** What a document shows for a value it does not have. */
export const MISSING = '—';

/**
 * The locale on screen; components re-render when it changes, or when the member picks another
 * time zone (every component that formats a date asks for the locale first).
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  useViewerTimeZone();
  return i18n.language === 'en' ? 'en' : 'ko';
}

/**
 * A date format built once per locale and options, in the viewer's zone unless the options name
 * one: building one loads locale data and costs a phone milliseconds, and lists format a date per row.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = { timeZone: viewerTimeZone(), ...options };
  const key = `${locale} ${JSON.stringify(zoned)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, zoned)));
  return format;
}

/** Date and time in the viewer's zone: "2026. 11. 29. 오전 12:30" / "Nov 29, 2026, 12:30 AM". */
export const formatDateTime = (iso: string, locale: Locale): string => formatDateTimeIn(iso, locale, viewerTimeZone());

/** The time of day in the viewer's zone: "오후 3:05" / "3:05 PM". */
export const formatTime = (iso: string, locale: Locale): string => formatTimeIn(iso, locale, viewerTimeZone());

/**
 * A day as the locale writes it ("2026. 11. 29." / "Nov 29, 2026"): a calendar day (YYYY-MM-DD) as
 * it is, an instant as the day it falls on in the viewer's zone.
 */
export const formatDay = (value: string, locale: Locale): string => formatDayIn(value, locale, viewerTimeZone());
