// One rework as both parties read it: why (a design error or a changed prescription), the client's
// reason, and where it stands.
import type { OrderRework } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';

const tone: Record<OrderRework['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  delivered: 'bg-emerald-100 text-emerald-800',
  withdrawn: 'bg-slate-100 text-slate-700',
};

export function ReworkCard({ rework, children }: { rework: OrderRework; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="rework" data-status={rework.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold" data-testid="rework-kind">
          {t(`rework.kind.${rework.kind}.title`)}
        </p>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone[rework.status]}`}>{t(`rework.status.${rework.status}`)}</span>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-800" data-testid="rework-reason">
        {rework.reason}
      </p>
      <p className="text-xs text-slate-500">
        {t('rework.askedAt', { date: formatDateTime(rework.createdAt, locale) })}
        {rework.closedAt && <> · {t(`rework.closedAt.${rework.status}`, { date: formatDateTime(rework.closedAt, locale) })}</>}
      </p>
      {children && <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">{children}</div>}
    </article>
  );
}
