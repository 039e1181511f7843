// /mileage and /mypage/payment (SPEC §2, §3 Mileage): the member's balances, every movement of them
// with the balance after it, and the charges with their refunds (SPEC §9: a whole charge, to the same
// card, asked within 10 business days, processed within 10). The tab, the filters and the page are
// in the address (?tab=&kind=&from=&to=&page=), so back, forward and reload keep them.
import {
  isRealDay,
  koreanDayOf,
  monthsBefore,
  CURRENCIES,
  Currency,
  ErrorCode,
  JournalKind,
  PayoutStatus,
  type ChargeItem,
  type Locale,
  type MileageHistoryItem,
  type MileageBalances,
} from '@dcm/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { inputClass } from '../../../components/Field.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate, type SearchParamsUpdate } from '../../../lib/search-params.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { useMileageBalances } from '../api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAskRefund, useChargeList, useMileageHistory } from '../history-api.ts';
// The transactions tab of /mypage/payment is the orders module's list.
import { TransactionList } from '../../orders/components/TransactionList.tsx';

const HISTORY_PAGE_SIZE = 20;
const CHARGES_PAGE_SIZE = 10;

/** The kinds a member's own balances move by, in the order the filter offers them. */
const FILTER_KINDS = [
  JournalKind.charge,
  JournalKind.hold,
  JournalKind.surcharge,
  JournalKind.refund,
  JournalKind.chargeRefund,
  JournalKind.settlement,
  JournalKind.release,
  JournalKind.reversal,
] as const;

const PRESET_MONTHS = [1, 3, 6] as const;

/** `orders`: the member's transactions, a tab of My page's /mypage/payment only. */
const Tab = { history: 'history', charges: 'charges', orders: 'orders' } as const;
type Tab = (typeof Tab)[keyof typeof Tab];

/** Refusals after which the dialog has nothing left to retry: the charge's state changed. */
const REFUND_REFUSALS: readonly string[] = [ErrorCode.RefundPeriodOver, ErrorCode.RefundAlreadyRequested, ErrorCode.ChargeSpent];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((v) => v === value);

/** A Korean calendar day from the address, or nothing when it is not one. */
const dayOf = (value: string | null): string | undefined => (value && isRealDay(value) ? value : undefined);

/** The last `months` months up to today, as Korean days (the history's periods are whole days in Korea). */
function lastMonths(months: number, now: Date): { from: string; to: string } {
  const to = koreanDayOf(now);
  return { from: monthsBefore(to, months), to };
}

const signed = (amount: number, currency: Currency, locale: Locale) => `${amount > 0 ? '+' : ''}${formatMoney(amount, currency, locale)}`;

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const chargeTone: Record<ChargeItem['status'], string> = {
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-slate-100 text-slate-600 ring-slate-200',
};

interface Props {
  /** /mileage ('mileage', the default) or My page's /mypage/payment ('payment'): the heading, and the transactions tab first. */
  place?: 'mileage' | 'payment';
}

export default function MileageHistoryPage({ place = 'mileage' }: Props) {
  const { t } = useTranslation(['mileageHistory', 'orders', 'common', 'errors']);
  const [params] = useSearchParams();
  const tabs: Tab[] = place === 'payment' ? [Tab.orders, Tab.history, Tab.charges] : [Tab.history, Tab.charges];
  const asked = tabs.find((name) => name === params.get('tab'));
  const tab: Tab = asked ?? tabs[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tabsId = useId();

  const update = useSearchParamsUpdate();

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10" data-testid="mileage-history-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{t(`mileageHistory:title.${place}`)}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('mileageHistory:intro')}</p>
      </header>

      <Balances />

      <div role="tablist" aria-label={t('mileageHistory:tabs.label')} className="mt-8 grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${tabsId}-panel`}
            data-testid={`tab-${name}`}
            onClick={() => name !== tab && update({ tab: name === tabs[0] ? null : name, page: null, status: null })}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm ${name === tab ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`mileageHistory:tabs.${name}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="mt-4">
        {tab === Tab.orders && <TransactionList />}
        {tab === Tab.history && <HistoryTab page={page} update={update} />}
        {tab === Tab.charges && <ChargesTab page={page} onPage={(p) => update({ page: p === 1 ? null : p })} />}
      </div>
    </section>
  );
}

/** The member's mileage and, for T-esigners and labs, their earnings beside it (never added together). */
function Balances() {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const locale = useLocale();
  const viewer = useViewer();
  const balances = useMileageBalances();
  const earns = viewer?.kind === 'designer' || viewer?.kind === 'lab';
  const charges = viewer?.kind === 'client' || viewer?.kind === 'lab';
  const home = balances.data?.currency ?? Currency.KRW;

  /** The member's own currency always, the other only when it holds something. */
  const shown = (per: MileageBalances['clientMileage']) => CURRENCIES.filter((c) => c === home || per[c] !== 0);
  const amounts = (per: MileageBalances['clientMileage'], testId: string) => (
    <ul className="flex flex-col gap-0.5" data-testid={testId}>
      {shown(per).map((c) => (
        <li key={c} className="text-2xl font-bold tabular-nums" data-currency={c}>
          {formatMoney(per[c], c, locale)}
        </li>
      ))}
    </ul>
  );
  const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';
  const action = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

  return (
    <section aria-labelledby="mileage-balances-title" aria-busy={balances.isFetching}>
      <h2 id="mileage-balances-title" className="sr-only">
        {t('mileageHistory:balances.title')}
      </h2>
      {balances.isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : balances.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(balances.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <div className={`grid gap-3 ${earns ? 'sm:grid-cols-2' : ''}`}>
          <div className={card}>
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('mileageHistory:balances.clientMileage')}</h3>
              <p className="mt-0.5 text-xs text-slate-500">{t('mileageHistory:balances.clientMileageHint')}</p>
            </div>
            {amounts(balances.data.clientMileage, 'client-mileage')}
            {charges && (
              <Link to="/mileageCharge" className={`${action} bg-brand-700 text-white hover:bg-brand-800 sm:self-start`}>
                {t('mileageHistory:balances.charge')}
              </Link>
            )}
          </div>
          {earns && (
            <div className={`${card} bg-slate-50`}>
              <div>
                <h3 className="text-sm font-medium text-slate-600">{t('mileageHistory:balances.earnings')}</h3>
                <p className="mt-0.5 text-xs text-slate-500">{t('mileageHistory:balances.earningsHint')}</p>
              </div>
              {amounts(balances.data.designerEarnings, 'designer-earnings')}
              <Link to="/mileageOffice" className={`${action} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 sm:self-start`}>
                {t('mileageHistory:balances.office')}
              </Link>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

interface HistoryTabProps {
  page: number;
  update: SearchParamsUpdate;
}

function HistoryTab({ page, update }: HistoryTabProps) {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const [params] = useSearchParams();
  const viewer = useViewer();
  const listRef = useRef<HTMLDivElement>(null);
  const kind = oneOf(FILTER_KINDS, params.get('kind'));
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const filtered = kind !== undefined || from !== undefined || to !== undefined;
  const history = useMileageHistory({ kind, from, to, page, size: HISTORY_PAGE_SIZE });
  // The account tag tells mileage and earnings apart, for members who hold both.
  const showAccount = viewer?.kind === 'designer' || viewer?.kind === 'lab';

  const [today] = useState(() => new Date());
  const presets = PRESET_MONTHS.map((months) => ({ months, ...lastMonths(months, today) }));
  const allTime = from === undefined && to === undefined;
  const field = `${inputClass} text-sm`;

  /** Any change of filter starts again on the first page. */
  const filter = (changes: Record<string, string | null>) => update({ ...changes, page: null });
  const toPage = (p: number) => {
    update({ page: p === 1 ? null : p });
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="sr-only">{t('mileageHistory:filters.label')}</legend>
        <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor="mileage-kind" className="text-sm font-medium sm:w-14">
            {t('mileageHistory:filters.kind')}
          </label>
          <select id="mileage-kind" value={kind ?? ''} onChange={(e) => filter({ kind: e.target.value || null })} className={`${field} sm:w-56`}>
            <option value="">{t('mileageHistory:filters.allKinds')}</option>
            {FILTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`mileageHistory:kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-labelledby="mileage-period" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <span id="mileage-period" className="text-sm font-medium sm:w-14">
            {t('mileageHistory:filters.period')}
          </span>
          <div className="grid grid-cols-4 gap-1 sm:flex">
            {presets.map((p) => {
              const on = from === p.from && to === p.to;
              return (
                <button
                  key={p.months}
                  type="button"
                  aria-pressed={on}
                  data-testid={`preset-${p.months}`}
                  onClick={() => filter({ from: p.from, to: p.to })}
                  className={`min-h-11 rounded-lg border px-2 text-sm sm:px-3 ${on ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
                >
                  {t('mileageHistory:filters.months', { count: p.months })}
                </button>
              );
            })}
            <button
              type="button"
              aria-pressed={allTime}
              data-testid="preset-all"
              onClick={() => filter({ from: null, to: null })}
              className={`min-h-11 rounded-lg border px-2 text-sm sm:px-3 ${allTime ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {t('mileageHistory:filters.allTime')}
            </button>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:ml-auto">
            <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
              {t('mileageHistory:filters.from')}
              <input
                type="date"
                value={from ?? ''}
                max={to}
                // A start after the end moves the end along, so the period is never upside down.
                onChange={(e) => {
                  const day = dayOf(e.target.value) ?? null;
                  filter(day && to && day > to ? { from: day, to: day } : { from: day });
                }}
                className={field}
              />
            </label>
            <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-600">
              {t('mileageHistory:filters.to')}
              <input
                type="date"
                value={to ?? ''}
                min={from}
                onChange={(e) => {
                  const day = dayOf(e.target.value) ?? null;
                  filter(day && from && day < from ? { from: day, to: day } : { to: day });
                }}
                className={field}
              />
            </label>
          </div>
        </div>
      </fieldset>

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

function ChargesTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const locale = useLocale();
  const viewer = useViewer();
  const list = useChargeList(page, CHARGES_PAGE_SIZE);
  const ask = useAskRefund();
  const [asking, setAsking] = useState<ChargeItem | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const open = (charge: ChargeItem) => {
    setDialogError(null);
    setAsking(charge);
  };

  const confirm = () => {
    // One request however often the button is pressed: it stays disabled while this one runs.
    if (!asking || ask.isPending) return;
    const charge = asking;
    const amount = formatMoney(charge.amount, charge.currency, locale);
    setDialogError(null);
    ask.mutate(charge.id, {
      onSuccess: () => {
        setAsking(null);
        toast.success(t('mileageHistory:refund.asked', { amount }));
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const message = t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
        // The charge cannot be refunded after all: the list shows why. Anything else may be retried.
        if (REFUND_REFUSALS.includes(code)) {
          setAsking(null);
          toast.error(message);
        } else setDialogError(message);
      },
    });
  };

  return (
    <div aria-busy={list.isFetching} aria-live="polite">
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="charges-empty">
          <p className="text-sm text-slate-600">{t('mileageHistory:charges.empty')}</p>
          {(viewer?.kind === 'client' || viewer?.kind === 'lab') && (
            <Link to="/mileageCharge" className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('mileageHistory:charges.toCharge')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="mb-2 text-xs text-slate-500">{t('mileageHistory:charges.total', { count: list.data.total })}</p>
          <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {list.data.items.map((charge) => (
              <ChargeRow key={charge.id} charge={charge} onAsk={() => open(charge)} />
            ))}
          </ul>
          <Pagination page={page} size={CHARGES_PAGE_SIZE} total={list.data.total} onPage={onPage} />
        </>
      )}

      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setAsking(null)}
          testId="refund-dialog"
          title={t('mileageHistory:refund.dialog.title')}
          body={<RefundTerms charge={asking} error={dialogError} />}
          confirmLabel={ask.isPending ? t('mileageHistory:refund.dialog.asking') : t('mileageHistory:refund.dialog.confirm')}
          cancelLabel={t('mileageHistory:refund.dialog.cancel')}
          onConfirm={confirm}
          busy={ask.isPending}
        />
      )}
    </div>
  );
}

/** How the money was taken, which is how it goes back. */
function useMethodText() {
  const { t } = useTranslation('mileageHistory');
  return (charge: ChargeItem) => (charge.cardLastFour ? t('charges.card', { lastFour: charge.cardLastFour }) : t(`provider.${charge.provider}`));
}

function ChargeRow({ charge, onAsk }: { charge: ChargeItem; onAsk: () => void }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const methodText = useMethodText();
  const amount = formatMoney(charge.amount, charge.currency, locale);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="charge-row" data-charge={charge.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`${badge} ${chargeTone[charge.status]}`} data-testid="charge-status">
            {t(`chargeStatus.${charge.status}`)}
          </span>
          <span className="text-sm text-slate-600">{methodText(charge)}</span>
        </span>
        <time dateTime={charge.confirmedAt ?? charge.createdAt} className="text-sm text-slate-500">
          <span className="sr-only">{t('charges.chargedAt')} </span>
          {formatDateTime(charge.confirmedAt ?? charge.createdAt, locale)}
        </time>
      </div>
      <p className="text-xl font-bold tabular-nums" data-testid="charge-amount">
        {amount}
      </p>
      <RefundState charge={charge} onAsk={onAsk} askLabel={t('refund.askFor', { amount })} />
    </li>
  );
}

/** The charge's refund: how it stands, or the button to ask it, or why it cannot be asked. */
function RefundState({ charge, onAsk, askLabel }: { charge: ChargeItem; onAsk: () => void; askLabel: string }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const refund = charge.refund;
  const stateDate = refund
    ? { requested: refund.requestedAt, inProgress: refund.decidedAt, complete: refund.completedAt, rejected: refund.decidedAt }[refund.status]
    : null;
  const until = when(charge.refundableUntil);

  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm" data-testid="refund-state">
      {refund && (
        <div className="flex flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="font-medium">{t('refund.title')}</span>
            <PayoutStatusBadge status={refund.status} />
          </span>
          <p className="text-slate-600">{t(`refund.state.${refund.status}`, { date: when(stateDate ?? refund.requestedAt) })}</p>
          {refund.status === PayoutStatus.rejected && refund.reason && (
            <p className="break-words text-red-700" data-testid="refund-reason">
              {t('refund.state.reason', { reason: refund.reason })}
            </p>
          )}
        </div>
      )}
      {charge.refundBlock === null ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {until && <p className="text-slate-600">{t('refund.until', { date: until })}</p>}
          <button
            type="button"
            onClick={onAsk}
            aria-label={askLabel}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 sm:ml-auto"
          >
            {t('refund.ask')}
          </button>
        </div>
      ) : (
        // The refund's own state already says it was asked.
        !(refund && charge.refundBlock === 'requested') && (
          <p className="text-slate-500" data-testid="refund-block" data-block={charge.refundBlock}>
            {t(`refund.block.${charge.refundBlock}`, { date: until })}
          </p>
        )
      )}
    </div>
  );
}

/** SPEC §9 in the dialog's words, before the member asks; with the last failure when a retry may help. */
function RefundTerms({ charge, error }: { charge: ChargeItem; error: string | null }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const methodText = useMethodText();
  const rules = [
    t('refund.dialog.whole'),
    t('refund.dialog.sameMethod', { method: methodText(charge) }),
    t('refund.dialog.period', { date: charge.refundableUntil ? formatDateTime(charge.refundableUntil, locale) : '' }),
    t('refund.dialog.processing'),
    t('refund.dialog.held'),
  ];
  // Inside the dialog's description paragraph: spans, not block elements.
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {t('refund.dialog.lead', { amount: formatMoney(charge.amount, charge.currency, locale), date: formatDateTime(charge.confirmedAt ?? charge.createdAt, locale) })}
      </span>
      {rules.map((rule) => (
        <span key={rule} className="mt-2 flex gap-2 text-sm">
          <span aria-hidden>•</span>
          <span>{rule}</span>
        </span>
      ))}
      {error && (
        <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="refund-error">
          {error}
        </span>
      )}
    </>
  );
}
