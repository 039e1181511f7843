// /admin/settlement: the operator's money console (SPEC §4 "Refund and settlement: requested, in
// progress, complete. An admin approves them."; §6; §9). Card refunds of charged mileage, bank
// transfers of T-esigner earnings, and the USD rates those are paid at. Everything the page shows is
// in the address (?tab=&status=&page=), so a queue can be linked and the back button works.
import { PAYOUT_STATUSES, PayoutStatus } from '@dcm/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { oneOf, tabClass } from '../components/AdminListParts.tsx';
import { ExchangeRatePanel } from '../components/ExchangeRatePanel.tsx';
import { QuickSettlementsPanel } from '../../quick/index.ts';
import { RefundCard } from '../components/RefundCard.tsx';
import { SettlementCard } from '../components/SettlementCard.tsx';
import { SettlementDecisionDialog, type DecisionTarget } from '../components/SettlementDecisionDialog.tsx';
import { useAdminPayoutCounts, useAdminPayouts, type PayoutItem, type PayoutKind } from '../settlement-api.ts';

// 'quick': the quick settlements (issue 11), paid apart from ordinary earnings; the quick module draws them.
const SECTIONS = ['refunds', 'settlements', 'quick', 'rates'] as const;
const PAGE_SIZE = 10;



interface QueueProps<K extends PayoutKind> {
  kind: K;
  status: PayoutStatus;
  page: number;
  onStatus: (status: PayoutStatus) => void;
  onPage: (page: number) => void;
  /** One card; `now` is when the list was read, for deadlines. */
  renderItem: (item: PayoutItem<K>, now: number) => ReactNode;
}

/** One queue (refunds or settlements): its states as tabs with counts, then a page of cards. */
function PayoutQueue<K extends PayoutKind>({ kind, status, page, onStatus, onPage, renderItem }: QueueProps<K>) {
  const { t } = useTranslation(['admin', 'errors']);
  const list = useAdminPayouts(kind, { status, page, size: PAGE_SIZE });
  const counts = useAdminPayoutCounts(kind, PAYOUT_STATUSES);

  return (
    <>
      <div role="tablist" aria-label={t('admin:settlement.status.label')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {PAYOUT_STATUSES.map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={tab === status} data-testid={`status-${tab}`} onClick={() => onStatus(tab)} className={tabClass(tab === status)}>
            {t(`admin:settlement.status.${tab}`)}
            {counts[tab] !== undefined && (
              <span className={`rounded-full px-1.5 text-xs tabular-nums ${tab === status ? 'bg-brand-100' : 'bg-sunken'}`}>{counts[tab]}</span>
            )}
          </button>
        ))}
      </div>

      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid="payout-empty">
            {t(`admin:settlement.list.empty.${kind}`)}
          </p>
        ) : (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('admin:settlement.list.total', { count: list.data.total })}</p>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((item) => (
                <li key={item.id}>{renderItem(item, list.dataUpdatedAt)}</li>
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={onPage} />
          </>
        )}
      </div>
    </>
  );
}

export default function AdminSettlementPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const section = oneOf(SECTIONS, params.get('tab')) ?? 'refunds';
  const status = oneOf(PAYOUT_STATUSES, params.get('status')) ?? PayoutStatus.requested;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [target, setTarget] = useState<DecisionTarget | null>(null);

  const update = useSearchParamsUpdate();
  const queue = {
    status,
    page,
    onStatus: (s: PayoutStatus) => update({ status: s === PayoutStatus.requested ? null : s, page: null }),
    onPage: (p: number) => update({ page: p === 1 ? null : p }),
  };

  return (
    <Page width="working">
      <header>
        <h1 className="text-2xl font-bold">{t('settlement.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('settlement.subtitle')}</p>
      </header>

      <div role="tablist" aria-label={t('settlement.tabs.label')} className="flex gap-1 rounded-xl bg-sunken p-1">
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === section}
            data-testid={`section-${s}`}
            onClick={() => update({ tab: s === 'refunds' ? null : s, status: null, page: null })}
            className={`min-h-11 flex-1 rounded-lg px-2 text-sm font-medium ${s === section ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-muted hover:text-ink'}`}
          >
            {t(`settlement.tabs.${s}`)}
          </button>
        ))}
      </div>

      {section === 'rates' ? (
        <ExchangeRatePanel page={page} onPage={queue.onPage} />
      ) : section === 'quick' ? (
        <QuickSettlementsPanel {...queue} />
      ) : section === 'refunds' ? (
        <PayoutQueue
          key={section}
          kind="refunds"
          {...queue}
          renderItem={(refund, now) => <RefundCard refund={refund} now={now} onAction={(action) => setTarget({ kind: 'refunds', item: refund, action })} />}
        />
      ) : (
        <PayoutQueue
          key={section}
          kind="settlements"
          {...queue}
          renderItem={(settlement) => <SettlementCard settlement={settlement} onAction={(action) => setTarget({ kind: 'settlements', item: settlement, action })} />}
        />
      )}

      {target && <SettlementDecisionDialog key={`${target.item.id}-${target.action}`} target={target} onClose={() => setTarget(null)} />}
    </Page>
  );
}
