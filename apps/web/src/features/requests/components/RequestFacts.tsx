// What the request list and the request page both say about a request: how long until quotations
// close, and its units by prosthesis name. Times are shown in the viewer's own time
// zone (the browser's), which is what Intl formats in by default.
import { OPEN_STATUSES, type ProsthesisUnits, type RequestStatus } from '@dcm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';

/** The clock, ticking every `intervalMs`: countdowns count in minutes, so a tick per 15 s is plenty. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whole minutes left until `iso` (0 when under a minute), or null once it has passed. */
export function minutesLeft(iso: string, now: number): number | null {
  const ms = Date.parse(iso) - now;
  if (Number.isNaN(ms) || ms <= 0) return null;
  return Math.floor(ms / 60_000);
}

/**
 * "closes in 2 h 30 min", or "closed" once the expiry passed or the request stopped waiting. Each
 * countdown keeps its own clock, so a tick redraws the countdown and not the page around it.
 */
export function ExpiryCountdown({ expiresAt, status }: { expiresAt: string; status: RequestStatus }) {
  const { t } = useTranslation('requestView');
  const locale = useLocale();
  const now = useNow();
  const left = OPEN_STATUSES.includes(status) ? minutesLeft(expiresAt, now) : null;
  let text: string;
  if (left === null) text = t('countdown.closed');
  else {
    const d = Math.floor(left / 1440);
    const h = Math.floor((left % 1440) / 60);
    const m = left % 60;
    const time = d > 0 ? t('countdown.days', { d, h }) : h > 0 ? t('countdown.hours', { h, m }) : m > 0 ? t('countdown.minutes', { m }) : t('countdown.underMinute');
    text = t('countdown.closesIn', { time });
  }
  return (
    <time
      dateTime={expiresAt}
      title={formatDateTime(expiresAt, locale)}
      data-testid="expiry-countdown"
      className={left === null ? 'text-ink-subtle' : left < 60 ? 'font-semibold text-red-700' : 'font-medium text-ink'}
    >
      {text}
    </time>
  );
}

/** A moment as the viewer reads it, in their time zone. */
export function Moment({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

/** "Zirconia crown × 3, Inlay × 1": the units of a request by prosthesis name. */
export function useUnitsText(): (units: ProsthesisUnits) => string {
  const { t } = useTranslation('requestView');
  const prosthesisName = useCodeName('prosthesis');
  return (units) => (units.length === 0 ? '—' : units.map((u) => t('units.item', { name: prosthesisName(u.type), n: u.count })).join(', '));
}
