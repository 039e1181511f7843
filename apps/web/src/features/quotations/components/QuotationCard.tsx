// One quotation as the client compares it. Every card has the same rows in the same order; inside
// the compare grid they share the grid's rows (subgrid), so prices, dates and facts line up across
// T-esigners like the columns of a table. A card spans ten rows: the header, eight facts, the action
// (the compare grid declares the same ten).
import { Currency, QuotationStatus, type Quotation } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuotationStatusBadge } from '../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, formatRating, MISSING, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

interface Props {
  quotation: Quotation;
  cheapest: boolean;
  earliest: boolean;
  /** The choose button, when the client may choose this one now. */
  action?: ReactNode;
}

export function QuotationCard({ quotation: q, cheapest, earliest, action }: Props) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  const withdrawn = q.status === QuotationStatus.Withdrawn;
  const highlighted = cheapest || earliest;

  const row = 'flex flex-col gap-0.5 border-t border-slate-100 px-4 py-2.5';
  const label = 'text-xs font-medium text-slate-500';

  return (
    <article
      aria-labelledby={`quotation-${q.id}`}
      data-testid="quotation-card"
      data-quotation={q.id}
      className={`row-span-10 grid snap-start grid-rows-subgrid rounded-2xl border bg-white ${highlighted ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200'} ${withdrawn ? 'opacity-60' : ''}`}
    >
      <header className="flex flex-col gap-2 px-4 pb-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`quotation-${q.id}`} className="min-w-0 break-all text-base font-bold">
            {q.designer.nickname}
          </h3>
          <QuotationStatusBadge status={q.status} />
        </div>
        {highlighted && (
          <p className="flex flex-wrap gap-1.5">
            {cheapest && <Tag testId="cheapest">{t('compare.cheapest')}</Tag>}
            {earliest && <Tag testId="earliest">{t('compare.earliest')}</Tag>}
          </p>
        )}
      </header>
      <div className={row}>
        <span className={label}>{t('compare.total')}</span>
        <span className="text-xl font-bold tabular-nums" data-testid="card-total">
          {formatMoney(q.total, Currency.KRW, locale)}
        </span>
      </div>
      <div className={row}>
        <span className={label}>{t('compare.unitPrices')}</span>
        <ul className="flex flex-col gap-0.5 text-sm">
          {q.items.map((item) => (
            <li key={item.type} className="flex justify-between gap-2">
              <span className="min-w-0">
                {prosthesisName(item.type)} <span className="text-slate-500 tabular-nums">{t('form.unitCount', { count: item.count })}</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(item.unitPrice, Currency.KRW, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Fact className={row} label={t('compare.deliveryAt')} labelClass={label}>
        <time dateTime={q.deliveryAt} data-testid="card-delivery">
          {formatDateTime(q.deliveryAt, locale)}
        </time>
      </Fact>
      <Fact className={row} label={t('compare.rating')} labelClass={label}>
        {q.facts.rating === null ? MISSING : formatRating(q.facts.rating)}
      </Fact>
      <Fact className={row} label={t('compare.reviews')} labelClass={label}>
        {t('compare.reviewsValue', { count: q.facts.reviewCount })}
      </Fact>
      <Fact className={row} label={t('compare.editCount')} labelClass={label}>
        {q.facts.editCount === null ? MISSING : t('compare.editCountValue', { count: q.facts.editCount })}
      </Fact>
      <Fact className={row} label={t('compare.warranty')} labelClass={label}>
        <span data-testid="card-warranty">{q.facts.warrantyDays === null ? MISSING : t('compare.warrantyValue', { count: q.facts.warrantyDays })}</span>
      </Fact>
      <Fact className={row} label={t('compare.note')} labelClass={label}>
        <span className="whitespace-pre-line break-words">{q.note || t('compare.noNote')}</span>
      </Fact>
      <div className="flex items-end border-t border-slate-100 p-4">{action}</div>
    </article>
  );
}

function Fact({ label, labelClass, className, children }: { label: string; labelClass: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <span className={labelClass}>{label}</span>
      <span className="text-sm">{children}</span>
    </div>
  );
}

function Tag({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <span data-testid={testId} className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {children}
    </span>
  );
}
