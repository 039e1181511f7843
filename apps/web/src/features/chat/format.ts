// How chat writes times and previews in the member's language and time zone.
import { dayOf, formatCaseName, wallClockOf, type ChatContext, type ChatMessage, type Locale } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { dateFormat, formatTime } from '../../lib/format.ts';
import { viewerTimeZone } from '../../lib/time-zone.ts';

const valid = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar day of a moment in the viewer's zone, to group messages by. */
export function dayKeyOf(iso: string): string {
  const date = valid(iso);
  return date ? dayOf(date, viewerTimeZone()) : iso;
}

/** A day separator: the whole date with the weekday. */
export function dayLabel(iso: string, locale: Locale): string {
  const date = valid(iso);
  return date ? dateFormat(locale, { dateStyle: 'full' }).format(date) : iso;
}

/** The time of a message. */
export function clockTime(iso: string, locale: Locale): string {
  return formatTime(iso, locale);
}

/** A room list's time: the hour today, the day this year, the date before. */
export function listTime(iso: string, locale: Locale, now = new Date()): string {
  const date = valid(iso);
  if (!date) return iso;
  if (dayKeyOf(iso) === dayKeyOf(now.toISOString())) return clockTime(iso, locale);
  if (wallClockOf(date, viewerTimeZone()).year === wallClockOf(now, viewerTimeZone()).year) return dateFormat(locale, { month: 'short', day: 'numeric' }).format(date);
  return dateFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** One line of a message for a room list or a search result. */
export function previewOf(message: ChatMessage, t: TFunction): string {
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (message.kind === 'image') return text || t('chat:preview.image');
  if (message.kind === 'file') return text || t('chat:preview.file', { name: message.file?.name ?? '' });
  return text;
}

/** A badge never grows past two digits. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));

/** The case a room is about, named as every screen names it (formatCaseName); null without a subject or a number. */
export const caseNameOf = (context: ChatContext | null, locale: Locale): string | null => formatCaseName(context?.referralNumbers ?? [], locale);

/**
 * What an avatar without a picture shows: a Latin nickname of several words by two initials ("Bright
 * Lab" → "BL"), any other by its first letter ("한빛기공" → "한").
 */
export function initialsOf(nickname: string): string {
  const [a = '', b = ''] = nickname.trim().split(/\s+/).map((word) => Array.from(word)[0] ?? '');
  const latin = /^\p{Script=Latin}$/u;
  return (latin.test(a) && latin.test(b) ? a + b : a).toUpperCase() || '?';
}
