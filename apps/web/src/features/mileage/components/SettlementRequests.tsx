// The settlement office's list of requests made so far, a page at a time (?page=), each with what it
// paid out, into which account, and how the admin decided.
import { Currency, PayoutStatus, type Settlement } from '@dcm/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDateTime, formatDay, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { useSettlementList } from '../history-api.ts';
import { useBankText } from '../use-bank-text.ts';

const LIST_PAGE_SIZE = 10;

/** The member's settlement requests, newest first as the server lists them. */
export function SettlementRequests() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSettlementList(page, LIST_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const toPage = (p: number) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      },
    );
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="office-list-title" className="mt-10" aria-busy={list.isFetching}>
      <h2 id="office-list-title" ref={headingRef} className="scroll-mt-20 text-lg font-bold">
        {t('mileageHistory:office.list.title')}
      </h2>
      <div className="mt-3" aria-live="polite">
        {list.isPending ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600" data-testid="settlements-empty">
            {t('mileageHistory:office.list.empty')}
          </p>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t('mileageHistory:office.list.total', { count: list.data.total })}</p>
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

function SettlementRow({ settlement: s }: { settlement: Settlement }) {
  const bankText = useBankText();
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const term = 'text-slate-500';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="settlement-row" data-settlement={s.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PayoutStatusBadge status={s.status} />
        <span className="text-sm text-slate-500">
          {t('office.list.requestedAt')} <time dateTime={s.requestedAt}>{formatDateTime(s.requestedAt, locale)}</time>
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className={term}>{t('office.list.amount')}</dt>
        <dd className="tabular-nums" data-testid="settlement-amount">
          {formatMoney(s.amount, s.currency, locale)}
        </dd>
        <dt className={term}>{t('office.list.fee')}</dt>
        <dd className="tabular-nums">{formatMoney(s.fee, s.currency, locale)}</dd>
        {s.rate && (
          <>
            <dt className={term}>{t('office.list.rate')}</dt>
            <dd className="tabular-nums" data-testid="settlement-rate">
              {formatRate(s.rate.krwPerUnitHundredths, locale)} ({formatDay(s.rate.day, locale)})
            </dd>
          </>
        )}
        <dt className={term}>{t('office.list.payout')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="settlement-payout">
          {formatMoney(s.payoutKrw, Currency.KRW, locale)}
        </dd>
        <dt className={term}>{t('office.list.bank')}</dt>
        <dd className="break-words">{bankText(s.bank)}</dd>
        {s.decidedAt && (
          <>
            <dt className={term}>{t('office.list.decidedAt')}</dt>
            <dd>
              <time dateTime={s.decidedAt}>{formatDateTime(s.decidedAt, locale)}</time>
            </dd>
          </>
        )}
        {s.completedAt && (
          <>
            <dt className={term}>{t('office.list.completedAt')}</dt>
            <dd>
              <time dateTime={s.completedAt}>{formatDateTime(s.completedAt, locale)}</time>
            </dd>
          </>
        )}
      </dl>
      {s.status === PayoutStatus.rejected && s.reason && (
        <p className="break-words rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="settlement-reason">
          {t('office.list.reason', { reason: s.reason })}
        </p>
      )}
    </li>
  );
}
