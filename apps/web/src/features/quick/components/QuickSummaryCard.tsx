// A quick request at a glance: its number and status, each type with count, unit price and
// subtotal, the total held in escrow, the deadline and who took it. Used on every client step page.
import type { QuickDetail, QuickSummary } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { QuickStatusBadge } from './QuickStatusBadge.tsx';

export function QuickSummaryCard({ request, children }: { request: QuickSummary | QuickDetail; children?: ReactNode }) {
  const { t } = useTranslation('quick');
  const locale = useLocale();
  const typeName = useCodeName('prosthesis');
  const money = (amount: number) => formatMoney(amount, request.currency, locale);

  return (
    <section className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="quick-summary" data-status={request.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold tabular-nums">{request.number}</h2>
        <QuickStatusBadge status={request.status} />
      </div>
      <ul className="mt-3 flex flex-col divide-y divide-line text-sm">
        {request.items.map((line) => (
          <li key={line.type} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-testid="quick-line">
            <span className="min-w-0 break-words font-medium">{typeName(line.type)}</span>
            <span className="tabular-nums text-ink-muted">
              {t('summary.line', { count: line.count, price: money(line.unitPrice) })} = <strong className="text-ink">{money(line.subtotal)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-line pt-3 text-sm">
        <dt className="text-ink-subtle">{t('summary.total')}</dt>
        <dd className="text-right text-base font-bold tabular-nums" data-testid="quick-total">
          {money(request.total)}
        </dd>
        <dt className="text-ink-subtle">{t('summary.deadline')}</dt>
        <dd className="text-right">{formatDateTime(request.deadlineAt, locale)}</dd>
        {request.taker && (
          <>
            <dt className="text-ink-subtle">{t('summary.taker')}</dt>
            <dd className="break-words text-right" data-testid="quick-taker">
              {request.taker.nickname}
            </dd>
          </>
        )}
      </dl>
      {children}
    </section>
  );
}
