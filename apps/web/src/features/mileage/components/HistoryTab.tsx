// The movements tab of /mileage and /mypage/payment: every movement of the member's balances with the
// balance after it, filtered by kind and period, a page at a time. Filters and page are in the address.
// A dense list: a table's columns from the small breakpoint up, two lines per movement on a phone.
import { formatCaseName, type Currency, type Locale, type MileageHistoryItem } from '@dcm/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { SearchParamsUpdate } from '../../../lib/search-params.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { historyFiltersOf } from '../history-filters.ts';
import { useMileageHistory } from '../history-api.ts';
import { outline } from './charge-buttons.ts';
import { HistoryFilters } from './HistoryFilters.tsx';
import { KIND_ICONS } from './kind-icons.ts';
import { MileageSkeleton } from './MileageSkeleton.tsx';

const HISTORY_PAGE_SIZE = 20;

const signed = (amount: number, currency: Currency, locale: Locale) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency, locale)}`;

/** Date, kind, amount, balance after: the columns from the small breakpoint up. */
const COLUMNS = 'sm:grid-cols-[11rem_minmax(0,1fr)_8.5rem_8.5rem]';

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
  const charges = viewer?.kind === 'client' || viewer?.kind === 'lab';

  /** Any change of filter starts again on the first page. */
  const filter = (changes: Record<string, string | null>) => update({ ...changes, page: null });
  const toPage = (p: number) => {
    update({ page: p === 1 ? null : p });
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  let body;
  if (history.isPending) body = <MileageSkeleton label={t('mileageHistory:loading')} rows={5} />;
  else if (history.isError) body = <ErrorState error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} testId="history-error" />;
  else if (history.data.items.length === 0) {
    body = (
      <EmptyState
        illustration="wallet"
        title={filtered ? t('mileageHistory:history.emptyFiltered') : t('mileageHistory:history.empty')}
        body={filtered ? t('mileageHistory:history.emptyFilteredBody') : t('mileageHistory:history.emptyBody')}
        testId="history-empty"
        action={
          filtered ? (
            <button type="button" onClick={() => filter({ kind: null, from: null, to: null })} className={outline}>
              {t('mileageHistory:filters.clear')}
            </button>
          ) : (
            charges && (
              <Link to="/mileageCharge" className={outline}>
                {t('mileageHistory:charges.toCharge')}
              </Link>
            )
          )
        }
      />
    );
  } else {
    body = (
      <>
        <div className={`overflow-hidden rounded-card border border-line bg-surface shadow-card ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p className="border-b border-line px-4 py-3 text-sm text-ink-muted sm:px-5">{t('mileageHistory:history.total', { count: history.data.total })}</p>
          <div className={`hidden gap-x-4 bg-sunken px-5 py-2.5 text-xs font-semibold text-ink-muted sm:grid ${COLUMNS}`} aria-hidden>
            <span>{t('mileageHistory:history.date')}</span>
            <span>{t('mileageHistory:history.kind')}</span>
            <span className="text-right">{t('mileageHistory:history.amount')}</span>
            <span className="text-right">{t('mileageHistory:history.balanceAfter')}</span>
          </div>
          <ul aria-label={t('mileageHistory:history.caption')} className="divide-y divide-line">
            {history.data.items.map((item) => (
              <HistoryRow key={`${item.entryId}-${item.account}-${item.currency}`} item={item} showAccount={showAccount} />
            ))}
          </ul>
        </div>
        <Pagination page={page} size={HISTORY_PAGE_SIZE} total={history.data.total} onPage={toPage} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <HistoryFilters kind={kind} from={from} to={to} onFilter={filter} />
      <div ref={listRef} className="scroll-mt-20" aria-busy={history.isFetching} aria-live="polite">
        {body}
      </div>
    </div>
  );
}

/**
 * One movement. On a phone: the kind's picture, the kind over the date, the amount over the balance
 * after it. From the small breakpoint up: a table row of date, kind, amount and balance. What came in
 * reads in the success colour, what went out in ink.
 */
function HistoryRow({ item, showAccount }: { item: MileageHistoryItem; showAccount: boolean }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const Icon = KIND_ICONS[item.kind];
  const credit = item.amount > 0;
  // An order's payment, release or refund names its case, as every screen does (issue 26).
  const caseName = formatCaseName(item.referralNumbers, locale);
  const disc = credit ? 'bg-success-50 text-success-700' : 'bg-sunken text-ink-muted';
  return (
    <li
      className={`grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-4 py-3 hover:bg-canvas sm:gap-x-4 sm:px-5 ${COLUMNS}`}
      data-testid="history-row"
      data-kind={item.kind}
    >
      <span aria-hidden className={`row-span-2 flex size-10 items-center justify-center rounded-full sm:hidden ${disc}`}>
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink sm:order-2">
        <span aria-hidden className={`hidden size-8 shrink-0 items-center justify-center rounded-full sm:flex ${disc}`}>
          <Icon className="size-4" />
        </span>
        {t(`kind.${item.kind}`)}
        {showAccount && <span className="rounded-full border border-line bg-surface px-2 py-0.5 text-xs font-medium text-ink-muted">{t(`account.${item.account}`)}</span>}
        {caseName && (
          <span className="w-full truncate text-sm font-normal text-ink-muted sm:w-auto" data-testid="history-case">
            {caseName}
          </span>
        )}
      </span>
      <span className={`text-right font-bold tabular-nums sm:order-3 ${credit ? 'text-success-700' : 'text-ink'}`} data-testid="history-amount">
        {signed(item.amount, item.currency, locale)}
      </span>
      <time dateTime={item.createdAt} className="text-sm text-ink-subtle tabular-nums sm:order-1 sm:text-ink-muted">
        {formatDateTime(item.createdAt, locale)}
      </time>
      <span className="text-right text-sm text-ink-subtle tabular-nums sm:order-4 sm:text-ink-muted" data-testid="history-balance">
        <span className="sm:sr-only">{t('history.balanceAfter')} </span>
        {formatMoney(item.balanceAfter, item.currency, locale)}
      </span>
    </li>
  );
}
