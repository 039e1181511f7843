// When a notification came, as people say it: "3분 전", "yesterday"; after a week, the date.
import type { Locale } from '@dcm/shared';
import { formatDateTime } from '../../lib/format.ts';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

export function formatRelative(iso: string, locale: Locale, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  let value = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return unit === 'second' ? format.format(0, 'second') : format.format(value, unit);
    value = Math.round(value / size);
  }
  return formatDateTime(iso, locale);
}
