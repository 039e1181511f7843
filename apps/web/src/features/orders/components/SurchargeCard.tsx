// One surcharge as both parties read it: the amount, the T-esigner's reason, where it stands, and
// the client's word when they declined.
import type { OrderSurcharge } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

const tone: Record<OrderSurcharge['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  withdrawn: 'bg-sunken text-ink-muted',
  lapsed: 'bg-sunken text-ink-muted',
};

export function SurchargeCard({ surcharge, children }: { surcharge: OrderSurcharge; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="surcharge" data-status={surcharge.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-bold tabular-nums" data-testid="surcharge-amount">
          {formatMoney(surcharge.amount, surcharge.currency, locale)}
        </p>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone[surcharge.status]}`}>{t(`surcharge.status.${surcharge.status}`)}</span>
      </div>
      <div className="text-sm">
        <p className="font-medium text-ink-muted">{t('surcharge.reason')}</p>
        <p className="mt-1 whitespace-pre-line break-words text-ink" data-testid="surcharge-reason">
          {surcharge.reason}
        </p>
      </div>
      <p className="text-xs text-ink-subtle">
        {t('surcharge.askedAt', { date: formatDateTime(surcharge.createdAt, locale) })}
        {surcharge.deliveryVersion !== null && <> · {t('surcharge.withVersion', { version: surcharge.deliveryVersion })}</>}
        {surcharge.decidedAt && <> · {t(`surcharge.decidedAt.${surcharge.status}`, { date: formatDateTime(surcharge.decidedAt, locale) })}</>}
      </p>
      {surcharge.declineReason && (
        <div className="rounded-xl bg-red-50 px-3 py-2 text-sm">
          <p className="font-medium text-red-700">{t('surcharge.declineReason')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{surcharge.declineReason}</p>
        </div>
      )}
      {children && <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">{children}</div>}
    </article>
  );
}
