// /quick/client/transactions: the client's quick requests, newest first, with status tabs and the
// totals per currency over the tab (as the server sums them). Each row opens the page its status
// calls for: open → edit, delivered → receive, remake asked → the receive page after a remake,
// completed → the review. A notification of a quick event reads the list again.
// The tab and the page are in the address (?status=&page=), so back, forward and reload keep them.
import { QUICK_STATUSES, type QuickStatus, type QuickSummary } from '@dcm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useLiveQuickRefresh, useQuickTransactions } from '../api.ts';
import { ClientQuickFrame, MemberOnly } from '../components/ClientQuickFrame.tsx';
import { QuickStatusBadge } from '../components/QuickStatusBadge.tsx';
import { clientPathOf } from '../client-paths.ts';

const PAGE_SIZE = 10;
const statusOf = (value: string | null): QuickStatus | undefined => QUICK_STATUSES.find((s) => s === value);

function Row({ request }: { request: QuickSummary }) {
  const { t } = useTranslation('quick');
  const locale = useLocale();
  const typeName = useCodeName('prosthesis');
  const [first, ...rest] = request.items;
  const what = first ? (rest.length > 0 ? t('list.items', { type: typeName(first.type), count: rest.length }) : typeName(first.type)) : '—';
  const units = request.items.reduce((sum, line) => sum + line.count, 0);
  const path = clientPathOf(request);
  const body = (
    <>
      <span className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1 md:row-span-2 md:flex-col md:items-start">
        <QuickStatusBadge status={request.status} />
        <span className="text-xs tabular-nums text-ink-subtle">{request.number}</span>
      </span>
      <span className="col-span-2 min-w-0 md:col-span-1 md:row-span-2">
        <span className="block truncate font-semibold" data-testid="quick-row-items">
          {what} · {t('list.units', { count: units })}
        </span>
        <span className="block truncate text-sm text-ink-muted">
          {request.taker ? t('list.taker', { name: request.taker.nickname }) : t('list.deadline', { date: formatDateTime(request.deadlineAt, locale) })}
        </span>
      </span>
      <time dateTime={request.createdAt} className="text-sm text-ink-subtle md:col-start-3 md:row-start-2 md:text-right">
        {formatDateTime(request.createdAt, locale)}
      </time>
      <strong className="text-right tabular-nums md:col-start-3 md:row-start-1" data-testid="quick-row-amount">
        {formatMoney(request.total, request.currency, locale)}
      </strong>
    </>
  );
  const box = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-xl border border-line bg-white p-4 md:grid-cols-[9.5rem_minmax(0,1fr)_auto]';
  return (
    <li data-testid="quick-row" data-status={request.status}>
      {path ? (
        <Link to={path} className={`${box} hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-700`} data-testid="quick-row-link">
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

function Transactions() {
  const { t } = useTranslation(['quick', 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = useSearchParamsUpdate();
  const tabsId = useId();
  const list = useQuickTransactions({ side: 'client', status, page, size: PAGE_SIZE });
  useLiveQuickRefresh();

  const tabClass = (on: boolean) =>
    `-mb-px flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm ${on ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`;

  return (
    <>
      <div role="tablist" aria-label={t('quick:list.tabs')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {[undefined, ...QUICK_STATUSES].map((tab) => {
          const on = tab === status;
          return (
            <button
              key={tab ?? 'all'}
              type="button"
              role="tab"
              id={`${tabsId}-${tab ?? 'all'}`}
              aria-selected={on}
              aria-controls={`${tabsId}-panel`}
              data-testid={`quick-tab-${tab ?? 'all'}`}
              onClick={() => !on && update({ status: tab ?? null, page: null })}
              className={tabClass(on)}
            >
              {tab ? t(`quick:status.${tab}`) : t('quick:list.all')}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${status ?? 'all'}`} aria-busy={list.isFetching} className="mt-4 flex flex-col gap-4">
        {list.isPending ? (
          <PageSkeleton label={t('quick:loading')} testId="quick-list-skeleton" shape="sections" />
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="quick-list-error">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : (
          <>
            {list.data.totals.length > 0 && (
              <dl className="grid grid-cols-1 gap-2 md:grid-cols-2" data-testid="quick-totals">
                {list.data.totals.map((total) => (
                  <div key={total.currency} className="flex items-baseline justify-between gap-3 rounded-xl bg-canvas px-4 py-3" data-testid="quick-total-row" data-currency={total.currency}>
                    <dt className="text-sm text-ink-muted">{t('quick:list.total', { currency: total.currency, count: total.count })}</dt>
                    <dd className="font-bold tabular-nums">{formatMoney(total.amount, total.currency, locale)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {list.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line-strong bg-white px-4 py-12 text-center" data-testid="quick-list-empty">
                <p className="text-sm text-ink-muted">{status ? t('quick:list.emptyFiltered') : t('quick:list.empty')}</p>
                {status ? (
                  <button type="button" onClick={() => update({ status: null, page: null })} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                    {t('quick:list.showAll')}
                  </button>
                ) : (
                  <Link to="/quick/client/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
                    {t('quick:landing.post')}
                  </Link>
                )}
              </div>
            ) : (
              <>
                <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
                  {list.data.items.map((request) => (
                    <Row key={request.id} request={request} />
                  ))}
                </ul>
                <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}

export default function QuickClientTransactionsPage() {
  const { t } = useTranslation('quick');
  return (
    <MemberOnly title={t('list.title')}>
      <ClientQuickFrame title={t('list.title')} intro={t('list.intro')} back={false}>
        <div className="flex justify-end">
          <Link to="/quick/client/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800" data-testid="quick-new">
            {t('landing.post')}
          </Link>
        </div>
        <div data-testid="quick-transactions">
          <Transactions />
        </div>
      </ClientQuickFrame>
    </MemberOnly>
  );
}
