// The member's transactions, as client or T-esigner, newest first (/payment, and a tab of
// /mypage/payment). Tabs filter by the order's status with the count of each; a row names the case by
// its referral number (issue 26), says where the order stands, with whom, for what and how much,
// marks the orders waiting on the viewer, and opens the viewer's own page of the order.
// The tab and the page are in the address (?status=&page=), so back, forward and reload keep them.
import { formatCaseName, OrderStatus, type OrderSummary } from '@dcm/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useOrders } from '../api.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const PAGE_SIZE = 10;

/** The status tabs after "All", in the order a transaction goes through them. */
const STATUSES = Object.values(OrderStatus);

const statusOf = (value: string | null): OrderStatus | undefined => STATUSES.find((s) => s === value);

/** The viewer's own page of the order: the client's contract, or the T-esigner's contract request. */
const orderLink = (order: OrderSummary) => (order.viewerRole === 'designer' ? `/payment/${order.id}/designer` : `/payment/contract/${order.id}`);

/**
 * The member's transactions with the status tabs and their counts, paged; the status and the page
 * are in the address. On /payment and as a tab of My page's /mypage/payment.
 */
export function TransactionList() {
  const { t } = useTranslation(['orders', 'errors']);
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = useSearchParamsUpdate();
  const tabsId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const list = useOrders({ status, page, size: PAGE_SIZE });

  const counts = list.data?.counts;
  const countOf = (tab: OrderStatus | undefined) => (counts ? (tab ? (counts[tab] ?? 0) : STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0)) : undefined);
  const toPage = (p: number) => {
    update({ page: p === 1 ? null : p });
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const tabClass = (on: boolean) =>
    `-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm ${on ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`;

  return (
    <>
      <div role="tablist" aria-label={t('orders:list.tabs')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {[undefined, ...STATUSES].map((tab) => {
          const on = tab === status;
          const count = countOf(tab);
          return (
            <button
              key={tab ?? 'all'}
              type="button"
              role="tab"
              id={`${tabsId}-${tab ?? 'all'}`}
              aria-selected={on}
              aria-controls={`${tabsId}-panel`}
              data-testid={`tab-${tab ?? 'all'}`}
              onClick={() => !on && update({ status: tab ?? null, page: null })}
              className={tabClass(on)}
            >
              {tab ? t(`orders:status.${tab}`) : t('orders:list.all')}
              {count !== undefined && (
                <span className={`rounded-full px-1.5 text-xs tabular-nums ${on ? 'bg-brand-100' : 'bg-sunken'}`} data-testid="tab-count">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div
        ref={listRef}
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${status ?? 'all'}`}
        aria-busy={list.isFetching}
        className="mt-4 scroll-mt-20"
      >
        {list.isPending ? (
          <PageSkeleton label={t('orders:list.loading')} testId="transactions-skeleton" shape="sections" />
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="transactions-error">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <Empty filtered={status !== undefined} onAll={() => update({ status: null, page: null })} />
        ) : (
          <>
            <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.data.items.map((order) => (
                <TransactionRow key={order.id} order={order} />
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </>
  );
}

/**
 * One order: stacked lines on a phone (status and turn, the case, the items and the other party, then
 * amount and date), one line from the small breakpoint up. The whole row is the link to the order.
 */
function TransactionRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  const asClient = order.viewerRole !== 'designer';
  const other = asClient ? order.designer : order.client;
  const more = order.units - 1;
  const what = order.firstType
    ? more > 0
      ? t('list.items', { type: prosthesisName(order.firstType), count: more })
      : prosthesisName(order.firstType)
    : t('list.units', { count: order.units });
  // The case's name; an order whose referrals carry no number is named by what it designs.
  const name = formatCaseName(order.referralNumbers, locale);

  return (
    <li data-testid="transaction-row" data-order={order.id} data-your-turn={order.yourTurn}>
      <Link
        to={orderLink(order)}
        className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-xl border bg-white p-4 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-700 sm:grid-cols-[9.5rem_minmax(0,1fr)_auto] ${
          order.yourTurn ? 'border-brand-300' : 'border-line'
        }`}
      >
        <span className="col-span-2 flex flex-wrap items-center gap-1.5 sm:col-span-1 sm:row-span-2 sm:flex-col sm:items-start">
          <OrderStatusBadge status={order.status} />
          {order.yourTurn && (
            <span className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="your-turn">
              {t('list.yourTurn')}
            </span>
          )}
        </span>
        <span className="col-span-2 min-w-0 sm:col-span-1 sm:row-span-2">
          <span className="block truncate font-semibold tabular-nums" data-testid="transaction-case">
            {name ?? what}
          </span>
          <span className="block truncate text-sm text-ink-muted">
            {name !== null && (
              <>
                <span data-testid="transaction-items">{what}</span>{' '}
                <span aria-hidden className="text-ink-subtle">
                  ·
                </span>{' '}
              </>
            )}
            <span data-testid="transaction-party">
              <span className="text-ink-subtle">{asClient ? t('summary.designer') : t('summary.client')}</span> {other.nickname}
            </span>
          </span>
        </span>
        <time dateTime={order.createdAt} className="text-sm text-ink-subtle sm:col-start-3 sm:row-start-2 sm:text-right">
          <span className="sr-only">{t('list.orderedAt')} </span>
          {formatDateTime(order.createdAt, locale)}
        </time>
        <strong className="text-right tabular-nums sm:col-start-3 sm:row-start-1" data-testid="transaction-amount">
          {formatMoney(order.amount, order.currency, locale)}
        </strong>
      </Link>
    </li>
  );
}

/**
 * No orders: in a filtered tab, the way back to all of them; otherwise where transactions start,
 * which for a client is a request and for a T-esigner the requests waiting for a quotation.
 */
function Empty({ filtered, onAll }: { filtered: boolean; onAll: () => void }) {
  const { t } = useTranslation('orders');
  const viewer = useViewer();
  const side = viewer?.kind === 'designer' ? 'designer' : 'client';
  const action = 'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold';
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line-strong bg-white px-4 py-12 text-center" data-testid="transactions-empty">
      <p className="text-sm text-ink-muted">{filtered ? t('list.emptyFiltered') : t(`list.empty.${side}`)}</p>
      {filtered ? (
        <button type="button" onClick={onAll} className={`${action} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
          {t('list.showAll')}
        </button>
      ) : (
        <Link to="/request" className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          {t(`list.emptyAction.${side}`)}
        </Link>
      )}
    </div>
  );
}
