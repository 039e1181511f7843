// The T-esigner's quick settlements, a page at a time: status, period, amounts and a
// refusal's reason, each with its printable statement and a CSV.
import { Currency, type QuickSettlement } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { PayoutStatusBadge } from '../../../../components/StatusBadge.tsx';
import { formatDay, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { downloadQuickStatement, useMyQuickSettlements } from '../designer-api.ts';

const LIST_PAGE_SIZE = 10;

export function MyQuickSettlements({ onStatement }: { onStatement: (settlement: QuickSettlement) => void }) {
  const { t } = useTranslation(['quickDesigner', 'errors']);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useMyQuickSettlements(page, LIST_PAGE_SIZE);

  const download = (s: QuickSettlement) => {
    downloadQuickStatement(s.id, `${t('quickDesigner:statement.fileName', { from: s.from, to: s.to, currency: s.currency })}.csv`).catch((error: unknown) =>
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    );
  };

  return (
    <section aria-labelledby="quick-settlements-title" className="flex flex-col gap-3 print:hidden" aria-busy={list.isFetching}>
      <h2 id="quick-settlements-title" className="text-lg font-bold">
        {t('quickDesigner:settlement.listTitle')}
      </h2>
      {list.isPending ? (
        <p className="py-6 text-center text-sm text-ink-subtle">{t('quickDesigner:loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="quick-settlements-empty">
          {t('quickDesigner:settlement.listEmpty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((s) => (
              <li key={s.id} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" data-testid="quick-settlement-row">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <PayoutStatusBadge status={s.status} />
                  <span className="text-sm text-ink-muted">{t('quickDesigner:statement.periodValue', { from: formatDay(s.from, locale), to: formatDay(s.to, locale) })}</span>
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
                  <dt className="text-ink-subtle">{t('quickDesigner:statement.jobs')}</dt>
                  <dd className="tabular-nums">{s.jobs.length}</dd>
                  <dt className="text-ink-subtle">{t('quickDesigner:statement.amount')}</dt>
                  <dd className="tabular-nums">{formatMoney(s.amount, s.currency, locale)}</dd>
                  <dt className="text-ink-subtle">{t('quickDesigner:statement.fee')}</dt>
                  <dd className="tabular-nums">{formatMoney(s.fee, s.currency, locale)}</dd>
                  <dt className="text-ink-subtle">{t('quickDesigner:statement.payout')}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(s.payoutKrw, Currency.KRW, locale)}</dd>
                </dl>
                {s.reason && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{t('quickDesigner:statement.reason', { reason: s.reason })}</p>}
                <div className="flex flex-wrap gap-2">
                  <button type="button" onClick={() => onStatement(s)} className="min-h-11 rounded-lg border border-line-strong px-4 text-sm font-medium hover:bg-sunken" data-testid="statement-open">
                    {t('quickDesigner:statement.open')}
                  </button>
                  <button type="button" onClick={() => download(s)} className="min-h-11 rounded-lg border border-line-strong px-4 text-sm font-medium hover:bg-sunken" data-testid="statement-csv">
                    {t('quickDesigner:statement.csv')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} size={LIST_PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
