// What the order is for, as both parties agreed it in the quotation: the parties, each item (type ×
// count × unit price), the total, and what the T-esigner promises after delivery (edits, warranty).
import { Currency, type OrderDetail } from '@dcm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';

export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const headingId = useId();
  const prosthesisName = useCodeName('prosthesis');
  // Quotations are in won whatever the client pays in (decision 16): the lines stay in won.
  const won = (amount: number) => formatMoney(amount, Currency.KRW, locale);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="order-summary">
      <h2 id={headingId} className="text-lg font-bold">
        {t('summary.title')}
      </h2>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('summary.designer')}</dt>
        <dd className="min-w-0 break-words font-medium" data-testid="summary-designer">
          {order.designer.nickname}
        </dd>
        <dt className="text-slate-500">{t('summary.client')}</dt>
        <dd className="min-w-0 break-words" data-testid="summary-client">
          {order.client.nickname}
        </dd>
      </dl>

      <div>
        <h3 className="text-sm font-medium text-slate-500">{t('summary.items')}</h3>
        <ul className="mt-1 flex flex-col divide-y divide-slate-100">
          {order.items.map((item) => (
            <li key={item.type} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm" data-testid="summary-item">
              <span className="min-w-0">
                <span className="font-medium">{prosthesisName(item.type)}</span>{' '}
                <span className="tabular-nums text-slate-600">{t('summary.itemLine', { quantity: item.count, unitPrice: won(item.unitPrice) })}</span>
              </span>
              <strong className="tabular-nums">{won(item.unitPrice * item.count)}</strong>
            </li>
          ))}
        </ul>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <dt className="self-center text-slate-500">{t('summary.total')}</dt>
        <dd className="text-lg font-bold tabular-nums" data-testid="summary-total">
          {formatMoney(order.amount, order.currency, locale)}
          {order.conversion && (
            <span className="block text-xs font-normal text-slate-500" data-testid="summary-conversion">
              {t('summary.conversion', { krw: won(order.conversion.krwAmount), rate: formatRate(order.conversion.krwPerUnitHundredths, locale), day: order.conversion.day })}
            </span>
          )}
        </dd>
        <dt className="text-slate-500">{t('summary.editCount')}</dt>
        <dd data-testid="summary-edits">{t('summary.editCountValue', { count: order.editCount })}</dd>
        <dt className="text-slate-500">{t('summary.warranty')}</dt>
        <dd data-testid="summary-warranty">{t('summary.warrantyValue', { count: order.warrantyDays })}</dd>
        <dt className="text-slate-500">{t('summary.referrals')}</dt>
        <dd>{t('summary.referralsValue', { count: order.referralCount })}</dd>
      </dl>
    </section>
  );
}
