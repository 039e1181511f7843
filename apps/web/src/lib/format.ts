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

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
