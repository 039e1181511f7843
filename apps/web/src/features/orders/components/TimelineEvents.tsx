// The case timeline's events (issue 7) as the timeline page and the admin's order page both show
// them: every event oldest first with when, who (or the system) and on which side, what happened in
// the `timeline` catalogue's words, and what it recorded (reason, money, files, version, hash).
import type { OrderTimelineEvent } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

/** How many characters of the contract's hash the list shows; the whole is in the title. */
const HASH_SHOWN = 12;

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2" data-testid={testId}>
      <dt className="shrink-0 font-medium text-ink-subtle sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function Details({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation(['timeline', 'orders']);
  const locale = useLocale();
  const d = event.details;
  const moved = event.fromStatus !== event.toStatus;
  return (
    <dl className="mt-2 flex flex-col gap-1 text-sm">
      {moved && (
        <Detail label={t('timeline:detail.status')} testId="event-status">
          {t(`orders:status.${event.fromStatus}`)} → {t(`orders:status.${event.toStatus}`)}
        </Detail>
      )}
      {d.reason && (
        <Detail label={t('timeline:detail.reason')} testId="event-reason">
          <q className="whitespace-pre-line">{d.reason}</q>
        </Detail>
      )}
      {d.amount !== undefined && d.currency && (
        <Detail label={t('timeline:detail.amount')} testId="event-amount">
          <span className="tabular-nums">{formatMoney(d.amount, d.currency, locale)}</span>
        </Detail>
      )}
      {d.escrow && (
        <Detail label={t('timeline:detail.escrow')} testId="event-escrow">
          {t(`timeline:escrow.${d.escrow}`)}
        </Detail>
      )}
      {d.version !== undefined && (
        <Detail label={t('timeline:detail.version')} testId="event-version">
          {t('timeline:detail.versionValue', { version: d.version })}
        </Detail>
      )}
      {d.fileNames && (
        <Detail label={t('timeline:detail.files')} testId="event-files">
          <ul className="flex flex-col">
            {d.fileNames.map((name, index) => (
              <li key={`${index}-${name}`} className="break-all">
                {name}
              </li>
            ))}
          </ul>
        </Detail>
      )}
      {d.reworkKind && (
        <Detail label={t('timeline:detail.reworkKind')} testId="event-rework-kind">
          {t(`timeline:reworkKind.${d.reworkKind}`)}
        </Detail>
      )}
      {d.completesAt && (
        <Detail label={t('timeline:detail.completesAt')} testId="event-completes-at">
          {formatDateTime(d.completesAt, locale)}
        </Detail>
      )}
      {d.hash && (
        <Detail label={t('timeline:detail.hash')} testId="event-hash">
          <code title={d.hash} className="font-mono text-xs">
            {d.hash.slice(0, HASH_SHOWN)}…
          </code>
        </Detail>
      )}
    </dl>
  );
}

function Event({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation('timeline');
  const locale = useLocale();
  const role = t(`role.${event.actorRole}`);
  const who = event.actor ? `${event.actor.nickname || `#${event.actor.memberNo}`} · ${role}` : t('system');
  return (
    <li className="relative border-l-2 border-line pb-5 pl-5 last:pb-0" data-testid="timeline-event" data-kind={event.kind}>
      <span aria-hidden className="absolute -left-[7px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700" />
      <div className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-3">
        <p className="font-semibold text-ink" data-testid="event-what">
          {t(`kind.${event.kind}`, { defaultValue: event.kind })}
        </p>
        <time dateTime={event.at} className="text-sm text-ink-subtle tabular-nums" data-testid="event-when">
          {formatDateTime(event.at, locale)}
        </time>
      </div>
      <p className="text-sm text-ink-muted" data-testid="event-who">
        {who}
      </p>
      <Details event={event} />
    </li>
  );
}

/** The events as an ordered list; `className` frames it where the page needs a card. */
export function TimelineEvents({ events, className }: { events: OrderTimelineEvent[]; className?: string }) {
  return (
    <ol className={className} data-testid="timeline-events">
      {events.map((event) => (
        <Event key={event.id} event={event} />
      ))}
    </ol>
  );
}
