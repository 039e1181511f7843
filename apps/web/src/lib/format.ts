// How values read on screen in the member's language: dates, sizes, and the dash for "none".
import type { Locale } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

/** What a document shows for a value it does not have. */
export const MISSING = '—';

/** The locale on screen; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ko';
}

/**
 * A date format built once per locale and options: building one loads locale data and costs a phone
 * milliseconds, and lists format a date per row.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day as the locale's medium date writes it ("2026. 11. 26." / "Nov 26, 2026"), written
 * by hand: the first Intl date format of a page loads the locale's calendar data, a long task on a
 * phone, and the public pages show dates on their first render.
 */
function writeDay(year: number, month: number, day: number, locale: Locale): string {
  return locale === 'ko' ? `${year}. ${month}. ${day}.` : `${MONTHS_EN[month - 1]} ${day}, ${year}`;
}

/** Date and time in the browser's time zone, as Intl's medium date with a short time writes them. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')}`;
  const day = writeDay(date.getFullYear(), date.getMonth() + 1, date.getDate(), locale);
  return locale === 'ko' ? `${day} ${hours < 12 ? '오전' : '오후'} ${clock}` : `${day}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) as written in the locale, without any time zone shifting it. */
export function formatDay(day: string, locale: Locale): string {
  if (!DAY_ONLY.test(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return writeDay(year, month, date, locale);
}
