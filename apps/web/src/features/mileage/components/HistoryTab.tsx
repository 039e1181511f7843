// The movements tab of /mileage and /mypage/payment: every movement of the member's balances with the
// balance after it, filtered by kind and period, a page at a time. Filters and page are in the address.
import type { Currency, Locale, MileageHistoryItem } from '@dcm/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { SearchParamsUpdate } from '../../../lib/search-params.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { historyFiltersOf } from '../history-filters.ts';
import { useMileageHistory } from '../history-api.ts';
import { HistoryFilters } from './HistoryFilters.tsx';

const HISTORY_PAGE_SIZE = 20;

const signed = (amount: number, currency: Currency, locale: Locale) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency, locale)}`;

interface Props {
  page: number;
  update: SearchParamsUpdate;
}

export function HistoryTab({ page, update }: Props) {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const [params] = useSearchParams();
  const viewer = useViewer();
  const listRef = useRef<HTMLDivElement>(null);
  const { kind, from, to } = historyFiltersOf(params);
  const filtered = kind !== undefined || from !== undefined || to !== undefined;
  const history = useMileageHistory({ kind, from, to, page, size: HISTORY_PAGE_SIZE });
  // The account tag tells mileage and earnings apart, for members who hold both.
  const showAccount = viewer?.kind === 'designer' || viewer?.kind === 'lab';

  /** Any change of filter starts again on the first page. */
  const filter = (changes: Record<string, string | null>) => update({ ...changes, page: null });
  const toPage = (p: number) => {
    update({ page: p === 1 ? null : p });
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-4">
      <HistoryFilters kind={kind} from={from} to={to} onFilter={filter} />

      <div ref={listRef} className="scroll-mt-20" aria-busy={history.isFetching} aria-live="polite">
        {history.isPending ? (
          <p className="py-10 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
        ) : history.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(history.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : history.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="history-empty">
            <p className="text-sm text-slate-600">{filtered ? t('mileageHistory:history.emptyFiltered') : t('mileageHistory:history.empty')}</p>
            {filtered && (
              <button
                type="button"
                onClick={() => filter({ kind: null, from: null, to: null })}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('mileageHistory:filters.clear')}
              </button>
            )}
          </div>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t('mileageHistory:history.total', { count: history.data.total })}</p>
            <div className="hidden grid-cols-[11rem_minmax(0,1fr)_9rem_9rem] gap-3 border-b border-slate-200 px-4 pb-2 text-xs font-medium text-slate-500 sm:grid" aria-hidden>
              <span>{t('mileageHistory:history.date')}</span>
              <span>{t('mileageHistory:history.kind')}</span>
              <span className="text-right">{t('mileageHistory:history.amount')}</span>
              <span className="text-right">{t('mileageHistory:history.balanceAfter')}</span>
            </div>
            <ul className={`divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:rounded-t-none sm:border-t-0 ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
              {history.data.items.map((item) => (
                <HistoryRow key={`${item.entryId}-${item.account}-${item.currency}`} item={item} showAccount={showAccount} />
              ))}
            </ul>
            <Pagination page={page} size={HISTORY_PAGE_SIZE} total={history.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </div>
  );
}

/** One movement: a card of two lines on a phone, a table row from the small breakpoint up. */
function HistoryRow({ item, showAccount }: { item: MileageHistoryItem; showAccount: boolean }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)_9rem_9rem] sm:items-center"
      data-testid="history-row"
      data-kind={item.kind}
    >
      <span className="flex flex-wrap items-center gap-1.5 font-medium sm:order-2">
        {t(`kind.${item.kind}`)}
        {showAccount && <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-normal text-slate-600">{t(`account.${item.account}`)}</span>}
      </span>
      <span className={`text-right font-semibold tabular-nums sm:order-3 ${item.amount < 0 ? 'text-slate-900' : 'text-brand-700'}`} data-testid="history-amount">
        {signed(item.amount, item.currency, locale)}
      </span>
      <time dateTime={item.createdAt} className="text-sm text-slate-500 sm:order-1 sm:text-slate-700">
        {formatDateTime(item.createdAt, locale)}
      </time>
      <span className="text-right text-sm text-slate-500 tabular-nums sm:order-4 sm:text-slate-700" data-testid="history-balance">
        <span className="sm:sr-only">{t('history.balanceAfter')} </span>
        {formatMoney(item.balanceAfter, item.currency, locale)}
      </span>
    </li>
  );
}
