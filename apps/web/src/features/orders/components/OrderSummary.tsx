// What the order is for, as both parties agreed it in the quotation: the amount first, the parties,
// the dates that bind them (when the order completes by itself, when the warranty ends), each item
// (type × count × unit price), and what the T-esigner promises after delivery (edits, warranty).
// The order pages keep it in the side column on a desktop, with the way to the quotation as a document.
import { Currency, type OrderDetail } from '@dcm/shared';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';

const term = 'text-ink-muted';

export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const headingId = useId();
  const prosthesisName = useCodeName('prosthesis');
  // Quotations are in won whatever the client pays in (decision 16): the lines stay in won.
  const won = (amount: number) => formatMoney(amount, Currency.KRW, locale);
  const dates = [
    { key: 'completesAt', label: t('summary.completesAt'), at: order.completesAt },
    { key: 'warrantyEndsAt', label: t('summary.warrantyEndsAt'), at: order.rework.warrantyEndsAt },
    { key: 'createdAt', label: t('summary.createdAt'), at: order.createdAt },
  ].filter((row): row is { key: string; label: string; at: string } => row.at !== null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" data-testid="order-summary">
      <h2 id={headingId} className="text-heading font-bold text-ink">
        {t('summary.title')}
      </h2>

      <div className="rounded-control bg-brand-50 px-4 py-3">
        <p className="text-sm font-medium text-brand-800">{t('summary.total')}</p>
        <p className="text-title font-bold tabular-nums text-brand-900" data-testid="summary-total">
          {formatMoney(order.amount, order.currency, locale)}
          {order.conversion && (
            <span className="block text-xs font-normal tracking-normal text-brand-800" data-testid="summary-conversion">
              {t('summary.conversion', { krw: won(order.conversion.krwAmount), rate: formatRate(order.conversion.krwPerUnitHundredths, locale), day: order.conversion.day })}
            </span>
          )}
        </p>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className={term}>{t('summary.designer')}</dt>
        <dd className="min-w-0 break-words font-semibold text-ink" data-testid="summary-designer">
          {order.designer.nickname}
        </dd>
        <dt className={term}>{t('summary.client')}</dt>
        <dd className="min-w-0 break-words font-semibold text-ink" data-testid="summary-client">
          {order.client.nickname}
        </dd>
        {dates.map((row) => (
          <div key={row.key} className="contents" data-testid={`summary-${row.key}`}>
            <dt className={term}>{row.label}</dt>
            <dd className="text-ink">
              <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time>
            </dd>
          </div>
        ))}
      </dl>

      <div className="border-t border-line pt-3">
        <h3 className="text-sm font-semibold text-ink-muted">{t('summary.items')}</h3>
        <ul className="mt-1 flex flex-col divide-y divide-line">
          {order.items.map((item) => (
            <li key={item.type} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm" data-testid="summary-item">
              <span className="min-w-0">
                <span className="font-medium text-ink">{prosthesisName(item.type)}</span>{' '}
                <span className="tabular-nums text-ink-muted">{t('summary.itemLine', { quantity: item.count, unitPrice: won(item.unitPrice) })}</span>
              </span>
              <strong className="tabular-nums text-ink">{won(item.unitPrice * item.count)}</strong>
            </li>
          ))}
        </ul>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
        <dt className={term}>{t('summary.editCount')}</dt>
        <dd className="text-ink" data-testid="summary-edits">
          {t('summary.editCountValue', { count: order.editCount })}
        </dd>
        <dt className={term}>{t('summary.warranty')}</dt>
        <dd className="text-ink" data-testid="summary-warranty">
          {t('summary.warrantyValue', { count: order.warrantyDays })}
        </dd>
        <dt className={term}>{t('summary.referrals')}</dt>
        <dd className="text-ink">{t('summary.referralsValue', { count: order.referralCount })}</dd>
      </dl>

      {/* The quotation these terms come from, as a document to print (issue 30): the admin reads the order, not the parties' paper. */}
      {order.viewerRole !== 'admin' && (
        <Link
          to={`/payment/estimate/${order.id}`}
          className="-mx-1 inline-flex min-h-11 items-center gap-2 self-start rounded-control px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
          data-testid="estimate-link"
        >
          <FileText aria-hidden className="size-4" />
          {t('estimate.view')}
        </Link>
      )}
    </section>
  );
}
