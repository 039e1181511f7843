// /payment/:id/timeline (id: the order): the case timeline (issue 7), one screen for both parties and
// the admin. Every event oldest first with when, who (or the system) and on which side, what
// happened in plain words, and what it recorded: the reason quoted, the money, the files, the
// version, the contract's hash (shortened, the whole in its title). It is the record a dispute is
// settled on, so it shows the server's words for each event and nothing made up on the page.
import type { OrderDetail, OrderTimelineEvent } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { BackToOrder, OrderPageFrame, OrderStepGate } from '../components/OrderPageFrame.tsx';
import { useOrderTimeline } from '../timeline-api.ts';

/** How many characters of the contract's hash the list shows; the whole is in the title. */
const HASH_SHOWN = 12;

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2" data-testid={testId}>
      <dt className="shrink-0 font-medium text-slate-500 sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
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
    <li className="relative border-l-2 border-slate-200 pb-5 pl-5 last:pb-0" data-testid="timeline-event" data-kind={event.kind}>
      <span aria-hidden className="absolute -left-[7px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700" />
      <div className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-3">
        <p className="font-semibold text-slate-900" data-testid="event-what">
          {t(`kind.${event.kind}`, { defaultValue: event.kind })}
        </p>
        <time dateTime={event.at} className="text-sm text-slate-500 tabular-nums" data-testid="event-when">
          {formatDateTime(event.at, locale)}
        </time>
      </div>
      <p className="text-sm text-slate-600" data-testid="event-who">
        {who}
      </p>
      <Details event={event} />
    </li>
  );
}

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('timeline');
  const timeline = useOrderTimeline(order.id);
  let body: ReactNode;
  if (timeline.isPending) body = <PageSkeleton label={t('loading')} testId="timeline-skeleton" shape="sections" blocks={2} />;
  else if (timeline.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700" data-testid="timeline-error">
        <p>{t('failed')}</p>
        <button type="button" onClick={() => void timeline.refetch()} className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-medium">
          {t('retry')}
        </button>
      </div>
    );
  } else if (timeline.data.events.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600" data-testid="timeline-empty">
        {t('empty')}
      </p>
    );
  } else {
    body = (
      <ol className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="timeline-events">
        {timeline.data.events.map((event) => (
          <Event key={event.id} event={event} />
        ))}
      </ol>
    );
  }
  return (
    <OrderPageFrame title={t('title')} intro={t('intro')} back={<BackToOrder order={order} />}>
      {body}
    </OrderPageFrame>
  );
}

export default function TimelinePage() {
  const { t } = useTranslation(['timeline', 'orders']);
  return (
    <OrderStepGate title={t('timeline:title')} testId="timeline">
      {(order) => <Timeline order={order} />}
    </OrderStepGate>
  );
}
