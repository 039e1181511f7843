// One rework as both parties read it: why (a design error or a changed prescription), the client's
// reason, the pins of the 3D viewer that show where (each opens the viewer on it), and where it stands.
import type { OrderRework } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { threadsOf, useOrderPins } from '../../viewer/index.ts';

const tone: Record<OrderRework['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  delivered: 'bg-emerald-100 text-emerald-800',
  withdrawn: 'bg-sunken text-ink-muted',
};

/** The attached pins, numbered as the viewer draws them. */
function ReworkPins({ orderId, pinIds }: { orderId: string; pinIds: string[] }) {
  const { t } = useTranslation('orders');
  const pins = useOrderPins(orderId);
  const threads = threadsOf(pins.data?.items ?? []);
  const attached = pinIds.flatMap((id) => threads.filter((thread) => thread.pin.id === id));
  if (attached.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-canvas p-3" data-testid="rework-pins">
      <p className="text-sm font-medium">{t('rework.pins.attached')}</p>
      <ul className="flex flex-col gap-1.5">
        {attached.map(({ pin, number }) => (
          <li key={pin.id} className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="rework-pin">
            <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white">{number}</span>
            <span className="min-w-0 flex-1 break-words">{pin.comment}</span>
            <Link to={`/payment/comms/${orderId}/cad?pin=${pin.id}`} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="rework-pin-open">
              {t('rework.pins.open')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReworkCard({ rework, orderId, children }: { rework: OrderRework; orderId: string; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="rework" data-status={rework.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold" data-testid="rework-kind">
          {t(`rework.kind.${rework.kind}.title`)}
        </p>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone[rework.status]}`}>{t(`rework.status.${rework.status}`)}</span>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-ink" data-testid="rework-reason">
        {rework.reason}
      </p>
      {rework.pinIds.length > 0 && <ReworkPins orderId={orderId} pinIds={rework.pinIds} />}
      <p className="text-xs text-ink-subtle">
        {t('rework.askedAt', { date: formatDateTime(rework.createdAt, locale) })}
        {rework.closedAt && <> · {t(`rework.closedAt.${rework.status}`, { date: formatDateTime(rework.closedAt, locale) })}</>}
      </p>
      {children && <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">{children}</div>}
    </article>
  );
}
