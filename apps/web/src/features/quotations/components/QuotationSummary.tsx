// A T-esigner's quotation that can no longer be edited (withdrawn, chosen, not chosen, or the request
// stopped taking quotations), shown as it was sent, with its status and why it stands as it does.
import { Currency, QuotationStatus, type Quotation } from '@dcm/shared';
import { CircleCheck, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuotationStatusBadge } from '../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { WithdrawQuotation } from './WithdrawQuotation.tsx';

export function QuotationSummary({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  // A submitted quotation shown here belongs to a request that stopped taking quotations.
  const why = quotation.status === QuotationStatus.Submitted ? 'closed' : quotation.status;
  const chosen = quotation.status === QuotationStatus.Selected;
  const WhyIcon = chosen ? CircleCheck : Info;

  return (
    <article className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid="quotation-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-heading font-bold text-ink">{t('form.viewTitle')}</h2>
        <QuotationStatusBadge status={quotation.status} />
      </div>
      <p className={`flex items-start gap-2 rounded-control px-3 py-2.5 text-sm ${chosen ? 'bg-success-50 text-success-800 ring-1 ring-success-200' : 'bg-sunken text-ink-muted'}`}>
        <WhyIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{t(`form.readOnly.${why}`)}</span>
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {quotation.items.map((item) => (
          <li key={item.type} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2.5 text-sm first:pt-0">
            <span>
              <span className="font-medium text-ink">{prosthesisName(item.type)}</span>{' '}
              <span className="text-ink-subtle tabular-nums">{t('form.unitCount', { count: item.count })}</span>
            </span>
            <span className="text-ink-muted tabular-nums">
              {formatMoney(item.unitPrice, Currency.KRW, locale)} · <strong className="text-ink">{formatMoney(item.unitPrice * item.count, Currency.KRW, locale)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 border-t border-line pt-4 text-sm">
        <dt className="self-center text-ink-subtle">{t('form.total')}</dt>
        <dd className="text-lg font-bold text-ink tabular-nums" data-testid="quotation-total">
          {formatMoney(quotation.total, Currency.KRW, locale)}
        </dd>
        <dt className="text-ink-subtle">{t('form.deliveryAt')}</dt>
        <dd className="text-ink">
          <time dateTime={quotation.deliveryAt}>{formatDateTime(quotation.deliveryAt, locale)}</time>
        </dd>
        <dt className="text-ink-subtle">{t('form.note')}</dt>
        <dd className="whitespace-pre-line break-words text-ink-muted">{quotation.note || t('compare.noNote')}</dd>
      </dl>
      <div className="flex justify-end empty:hidden">
        <WithdrawQuotation quotation={quotation} />
      </div>
    </article>
  );
}
