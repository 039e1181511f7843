// The order's progress steps (SPEC §4 "Progress statuses") as both order pages show them at the foot
// of the stage card: done, the step being taken with who takes it (and by when, when the order
// completes by itself), the ones to come. A vertical list on a phone, one row on a wide screen. The
// steps are read from the order by the shared progressOf.
import { OrderStatus, PIN_ORDER_STATUSES, progressOf, ProgressStep, type OrderDetail, type ProgressItem } from '@dcm/shared';
import { Check, ChevronRight, Minus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, useLocale } from '../../../lib/format.ts';

const marker: Record<ProgressItem['state'], string> = {
  done: 'border-success-600 bg-success-600 text-white',
  current: 'border-brand-700 bg-brand-700 text-white ring-4 ring-brand-100',
  upcoming: 'border-line bg-surface text-ink-subtle',
  skipped: 'border-dashed border-line bg-sunken text-ink-subtle',
};

function Marker({ item, position }: { item: ProgressItem; position: number }) {
  return (
    <span aria-hidden className={`flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${marker[item.state]}`}>
      {item.state === 'done' ? <Check className="size-4" strokeWidth={3} /> : item.state === 'skipped' ? <Minus className="size-4" /> : position}
    </span>
  );
}

export function ProgressSteps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('timeline');
  const locale = useLocale();
  const headingId = useId();
  const items = progressOf(order);
  const ended = order.status === OrderStatus.declined || order.status === OrderStatus.cancelled ? order.status : null;
  // The optional viewer step is open, whatever step the order stands at, while pins may be placed.
  const viewerOpen = PIN_ORDER_STATUSES.includes(order.status);

  return (
    <section aria-labelledby={headingId} data-testid="progress-steps">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink-muted">
          {t('progress.title')}
        </h3>
        <Link
          to={`/payment/${order.id}/timeline`}
          className="-mr-2 inline-flex min-h-11 items-center gap-0.5 rounded-control px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          data-testid="timeline-link"
        >
          {t('link')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ol className="flex flex-col gap-3 lg:flex-row lg:gap-2">
        {items.map((item, index) => (
          <li
            key={item.step}
            aria-current={item.state === 'current' ? 'step' : undefined}
            className={`flex min-w-0 items-start gap-3 lg:flex-1 lg:flex-col lg:items-center lg:gap-1.5 lg:text-center ${item.state === 'skipped' ? 'text-ink-subtle' : 'text-ink'}`}
            data-testid="progress-step"
            data-step={item.step}
            data-state={item.state}
          >
            <Marker item={item} position={index + 1} />
            <div className="min-w-0">
              <p className={`text-sm ${item.state === 'current' ? 'font-bold text-ink' : item.state === 'upcoming' ? 'text-ink-muted' : 'font-medium'}`}>
                {t(`progress.step.${item.step}`)}
                <span className="sr-only"> ({t(`progress.state.${item.state}`)})</span>
              </p>
              {item.state === 'current' && (
                <p className="text-xs font-medium text-brand-700" data-testid="progress-next">
                  {t('progress.next', { actor: t(`progress.actor.${item.actor}`) })}
                </p>
              )}
              {item.due && <p className="text-xs text-ink-subtle">{t('progress.due', { date: formatDateTime(item.due, locale) })}</p>}
              {item.step === ProgressStep.viewerComms && viewerOpen && (
                <Link to={`/payment/comms/${order.id}/cad`} className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="progress-viewer">
                  {t(item.state === 'done' ? 'progress.viewerAgain' : 'progress.viewerOpen')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
      {ended && (
        <p className="mt-3 text-sm text-danger-700" data-testid="progress-ended">
          {t(`progress.ended.${ended}`)}
        </p>
      )}
    </section>
  );
}
