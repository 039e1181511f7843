// How chat writes times and previews in the member's language and time zone.
import type { ChatMessage, Locale } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { dateFormat } from '../../lib/format.ts';

const valid = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The local calendar day of a moment, to group messages by. */
export function dayKeyOf(iso: string): string {
  const date = valid(iso);
  if (!date) return iso;
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** A day separator: the whole date with the weekday. */
export function dayLabel(iso: string, locale: Locale): string {
  const date = valid(iso);
  return date ? dateFormat(locale, { dateStyle: 'full' }).format(date) : iso;
}

/** The time of a message. */
export function clockTime(iso: string, locale: Locale): string {
  const date = valid(iso);
  return date ? dateFormat(locale, { timeStyle: 'short' }).format(date) : iso;
}

/** A room list's time: the hour today, the day this year, the date before. */
export function listTime(iso: string, locale: Locale, now = new Date()): string {
  const date = valid(iso);
  if (!date) return iso;
  if (dayKeyOf(iso) === dayKeyOf(now.toISOString())) return clockTime(iso, locale);
  if (date.getFullYear() === now.getFullYear()) return dateFormat(locale, { month: 'short', day: 'numeric' }).format(date);
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
