// The rates tab of /admin/settlement: today's rate form beside the rates entered so far, newest day
// first, so the admin sees at a glance whether today's is missing.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/Pagination.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatDateTime } from '../format.ts';
import { useExchangeRates } from '../settlement-api.ts';
import { formatDay } from '../../../lib/format.ts';
import { formatRate } from '../../../lib/money.ts';
import { ExchangeRateForm } from './ExchangeRateForm.tsx';

const RATE_PAGE_SIZE = 10;

interface Props {
  page: number;
  onPage: (page: number) => void;
}

export function ExchangeRatePanel({ page, onPage }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const rates = useExchangeRates(page, RATE_PAGE_SIZE);

  let list: ReactNode;
  if (rates.isPending) list = <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>;
  else if (rates.isError)
    list = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {t(`errors:${errorCodeOf(rates.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  else if (rates.data.items.length === 0)
    list = <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle">{t('admin:settlement.rates.empty')}</p>;
  else
    list = (
      <>
        <div className="overflow-hidden rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm" data-testid="rate-table">
            <thead className="bg-canvas text-xs text-ink-subtle">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-medium">{t('admin:settlement.rates.day')}</th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">{t('admin:settlement.rates.krwPerUnit')}</th>
                <th scope="col" className="hidden px-3 py-2.5 font-medium sm:table-cell">{t('admin:settlement.rates.enteredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.data.items.map((rate) => (
                <tr key={rate.id} className="border-t border-line" data-testid="rate-row">
                  <td className="px-3 py-3">{formatDay(rate.day, locale)}</td>
                  <td className="px-3 py-3 text-right font-medium tabular-nums">{formatRate(rate.krwPerUnitHundredths, locale)}</td>
                  <td className="hidden px-3 py-3 text-ink-subtle sm:table-cell">{formatDateTime(rate.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} size={RATE_PAGE_SIZE} total={rates.data.total} onPage={onPage} />
      </>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <ExchangeRateForm feed={rates.data?.feed ?? null} />
      <section aria-labelledby="admin-rate-list" aria-busy={rates.isFetching}>
        <h2 id="admin-rate-list" className="mb-3 text-lg font-bold">
          {t('admin:settlement.rates.listTitle')}
        </h2>
        {list}
      </section>
    </div>
  );
}
