// /quick/Designer/transactions: the quick jobs the T-esigner took, newest first, filtered by status
// (kept in the address: ?status=&page=), with what they add up to per currency. Each row leads to
// the page its status needs: the upload while it is theirs to deliver, else the request itself.
import { QuickStatus, type QuickSummary } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../../components/Pagination.tsx';
import { formatDateTime, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useSearchParamsUpdate } from '../../../../lib/search-params.ts';
import { useQuickTransactions } from '../../api.ts';
import { DesignerOnly, QuickLines, QuickPage, QuickStatusBadge } from '../components/QuickParts.tsx';

const PAGE_SIZE = 20;
/** The states a taker's job passes through; "all" is no filter. */
const FILTERS = ['all', QuickStatus.taken, QuickStatus.remakeRequested, QuickStatus.delivered, QuickStatus.completed] as const;
type Filter = (typeof FILTERS)[number];

/** The page a job's status calls for. */
export function designerPathOf(item: Pick<QuickSummary, 'id' | 'status'>): string {
  if (item.status === QuickStatus.taken) return `/quick/cad-upload/${item.id}`;
  if (item.status === QuickStatus.remakeRequested) return `/quick/remake-cad-upload/${item.id}`;
  return `/quick/request/detail/${item.id}`;
}

export default function QuickDesignerTransactionsPage() {
  const { t } = useTranslation(['quickDesigner', 'quick']);
  return (
    <QuickPage title={t('quickDesigner:transactions.title')} intro={t('quickDesigner:transactions.intro')} testId="quick-designer-transactions">
      <DesignerOnly>{() => <Transactions />}</DesignerOnly>
    </QuickPage>
  );
}

function Transactions() {
  const { t } = useTranslation(['quickDesigner', 'quick', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const filter: Filter = FILTERS.find((f) => f === params.get('status')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuickTransactions({ side: 'designer', page, size: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });

  return (
    <>
      <div role="tablist" aria-label={t('quickDesigner:transactions.filterLabel')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === filter}
            data-testid={`filter-${f}`}
            onClick={() => update({ status: f === 'all' ? null : f, page: null })}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm ${f === filter ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`}
          >
            {f === 'all' ? t('quickDesigner:transactions.all') : t(`quick:status.${f}`)}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('quickDesigner:loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <>
          <section aria-label={t('quickDesigner:transactions.totals')} className="grid gap-3 sm:grid-cols-2" data-testid="quick-totals">
            {list.data.totals.length === 0 ? (
              <p className="text-sm text-ink-subtle">{t('quickDesigner:transactions.noTotals')}</p>
            ) : (
              list.data.totals.map((total) => (
                <div key={total.currency} className="rounded-xl border border-line bg-white p-4" data-currency={total.currency}>
                  <p className="text-sm text-ink-subtle">{t('quickDesigner:transactions.totalOf', { currency: total.currency, count: total.count })}</p>
                  <p className="text-xl font-bold tabular-nums">{formatMoney(total.amount, total.currency, locale)}</p>
                </div>
              ))
            )}
          </section>
          {list.data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-sm text-ink-muted" data-testid="transactions-empty">
              {t('quickDesigner:transactions.empty')}
            </p>
          ) : (
            <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <Link to={designerPathOf(item)} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 hover:border-brand-300" data-testid="transaction-row">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-mono text-sm font-semibold">{item.number}</span>
                      <QuickStatusBadge status={item.status} />
                    </div>
                    <QuickLines items={item.items} />
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="text-ink-muted">
                        {item.client ? `${item.client.nickname} · ` : ''}
                        {t('quickDesigner:transactions.deadline', { date: formatDateTime(item.deadlineAt, locale) })}
                      </span>
                      <span className="font-bold tabular-nums">{formatMoney(item.total, item.currency, locale)}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
        </>
      )}
    </>
  );
}
