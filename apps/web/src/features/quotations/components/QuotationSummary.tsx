// A T-esigner's quotation that can no longer be edited (withdrawn, chosen, not chosen, or the request
// stopped taking quotations), shown as it was sent, with its status.
import { Currency, QuotationStatus, type Quotation } from '@dcm/shared';
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

  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="quotation-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('form.viewTitle')}</h2>
        <QuotationStatusBadge status={quotation.status} />
      </div>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t(`form.readOnly.${why}`)}</p>
      <ul className="flex flex-col divide-y divide-slate-100">
        {quotation.items.map((item) => (
          <li key={item.type} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
            <span>
              <span className="font-medium">{prosthesisName(item.type)}</span>{' '}
              <span className="text-slate-600 tabular-nums">{t('form.unitCount', { count: item.count })}</span>
            </span>
            <span className="tabular-nums">
              {formatMoney(item.unitPrice, Currency.KRW, locale)} · <strong>{formatMoney(item.unitPrice * item.count, Currency.KRW, locale)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('form.total')}</dt>
        <dd className="text-lg font-bold tabular-nums" data-testid="quotation-total">
          {formatMoney(quotation.total, Currency.KRW, locale)}
        </dd>
        <dt className="text-slate-500">{t('form.deliveryAt')}</dt>
        <dd>
          <time dateTime={quotation.deliveryAt}>{formatDateTime(quotation.deliveryAt, locale)}</time>
        </dd>
        <dt className="text-slate-500">{t('form.note')}</dt>
        <dd className="whitespace-pre-line break-words">{quotation.note || t('compare.noNote')}</dd>
      </dl>
      <div className="flex justify-end">
        <WithdrawQuotation quotation={quotation} />
      </div>
    </article>
  );
}
