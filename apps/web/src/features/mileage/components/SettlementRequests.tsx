// The settlement office's list of requests made so far, a page at a time (?page=), each with what it
// paid out, into which account, and how the admin decided.
import { Currency, PayoutStatus, type Settlement } from '@dcm/shared';
import { Landmark } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { formatDateTime, formatDay, useLocale } from '../../../lib/format.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { useSettlementList } from '../history-api.ts';
import { useBankText } from '../use-bank-text.ts';
import { MileageSkeleton } from './MileageSkeleton.tsx';

const LIST_PAGE_SIZE = 10;

/** The member's settlement requests, newest first as the server lists them. */
export function SettlementRequests() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSettlementList(page, LIST_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const toPage = (p: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="office-list-title" className="flex flex-col gap-3" aria-busy={list.isFetching}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="office-list-title" ref={headingRef} className="scroll-mt-20 text-heading font-bold text-ink">
          {t('mileageHistory:office.list.title')}
        </h2>
        {list.data && list.data.total > 0 && <p className="text-sm text-ink-muted">{t('mileageHistory:office.list.total', { count: list.data.total })}</p>}
      </div>
      <div aria-live="polite">
        {list.isPending ? (
          <MileageSkeleton label={t('mileageHistory:loading')} rows={2} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="settlements-error" />
        ) : list.data.items.length === 0 ? (
          <EmptyState illustration="documents" title={t('mileageHistory:office.list.empty')} body={t('mileageHistory:office.list.emptyBody')} testId="settlements-empty" />
        ) : (
          <>
            <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.data.items.map((settlement) => (
                <SettlementRow key={settlement.id} settlement={settlement} />
              ))}
            </ul>
            <Pagination page={page} size={LIST_PAGE_SIZE} total={list.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </section>
  );
}

/** One request: what reaches the account and how it stands, over the figures and dates behind it. */
function SettlementRow({ settlement: s }: { settlement: Settlement }) {
  const bankText = useBankText();
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const term = 'text-ink-subtle';
  const value = 'text-ink tabular-nums';
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" data-testid="settlement-row" data-settlement={s.id}>
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Landmark className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <p className="text-sm text-ink-muted">{t('office.list.payout')}</p>
            <p className="text-xl font-bold text-ink tabular-nums" data-testid="settlement-payout">
              {formatMoney(s.payoutKrw, Currency.KRW, locale)}
            </p>
          </div>
          <PayoutStatusBadge status={s.status} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 border-t border-line pt-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className={term}>{t('office.list.requestedAt')}</dt>
        <dd className={value}>
          <time dateTime={s.requestedAt}>{formatDateTime(s.requestedAt, locale)}</time>
        </dd>
        <dt className={term}>{t('office.list.amount')}</dt>
        <dd className={value} data-testid="settlement-amount">
          {formatMoney(s.amount, s.currency, locale)}
        </dd>
        <dt className={term}>{t('office.list.fee')}</dt>
        <dd className={value}>{formatMoney(s.fee, s.currency, locale)}</dd>
        {s.rate && (
          <>
            <dt className={term}>{t('office.list.rate')}</dt>
            <dd className={value} data-testid="settlement-rate">
              {formatRate(s.rate.krwPerUnitHundredths, locale)} ({formatDay(s.rate.day, locale)})
            </dd>
          </>
        )}
        <dt className={term}>{t('office.list.bank')}</dt>
        <dd className="break-words text-ink">{bankText(s.bank)}</dd>
        {s.decidedAt && (
          <>
            <dt className={term}>{t('office.list.decidedAt')}</dt>
            <dd className={value}>
              <time dateTime={s.decidedAt}>{formatDateTime(s.decidedAt, locale)}</time>
            </dd>
          </>
        )}
        {s.completedAt && (
          <>
            <dt className={term}>{t('office.list.completedAt')}</dt>
            <dd className={value}>
              <time dateTime={s.completedAt}>{formatDateTime(s.completedAt, locale)}</time>
            </dd>
          </>
        )}
      </dl>
      {s.status === PayoutStatus.rejected && s.reason && (
        <p className="break-words rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="settlement-reason">
          {t('office.list.reason', { reason: s.reason })}
        </p>
      )}
    </li>
  );
}
