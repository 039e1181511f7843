// The quick settlements on /admin/settlement (issue 11): paid apart from ordinary earnings, one per
// T-esigner, period and currency. Requested → in progress (approved) → complete (transferred), or
// rejected with the reason the T-esigner reads (the jobs are unsettled again). Each card shows the
// statement (printable) and its CSV.
import { adminPayoutActions, Currency, PAYOUT_STATUSES, PayoutAction, PayoutStatus, SETTLEMENT_TRANSITIONS, payoutTransition, type QuickSettlement } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { PayoutStatusBadge } from '../../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../../lib/codes.ts';
import { formatDateTime, formatDay, useLocale } from '../../../../lib/format.ts';
import { errorCodeOf } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
// The settlement console's list parts and decision dialogs, so the quick queue looks and decides like the ordinary one.
import { Facts, ListStates, PayoutButtons, PayoutConfirmDialog, PayoutRejectDialog, StatusTabs, type Fact } from '../../../admin/index.ts';
import { QuickStatement } from '../../designer/components/QuickStatement.tsx';
import { downloadAdminQuickStatement, useAdminQuickSettlementCounts, useAdminQuickSettlements, useQuickSettlementDecision } from '../admin-api.ts';

const PAGE_SIZE = 10;

interface Props {
  status: PayoutStatus;
  page: number;
  onStatus: (status: PayoutStatus) => void;
  onPage: (page: number) => void;
}

interface Target {
  item: QuickSettlement;
  action: PayoutAction;
}

export function QuickSettlementsPanel({ status, page, onStatus, onPage }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const list = useAdminQuickSettlements({ status, page, size: PAGE_SIZE });
  const counts = useAdminQuickSettlementCounts(PAYOUT_STATUSES);
  const [target, setTarget] = useState<Target | null>(null);
  const [statement, setStatement] = useState<QuickSettlement | null>(null);

  if (statement) return <QuickStatement settlement={statement} onClose={() => setStatement(null)} />;
  return (
    <div className="flex flex-col gap-6" data-testid="quick-settlements-panel">
      <StatusTabs label={t('admin:settlement.status.label')} tabs={PAYOUT_STATUSES} current={status} nameOf={(s) => t(`admin:settlement.status.${s}`)} onChange={onStatus} counts={counts} />
      <ListStates list={list} empty={t('admin:quick.settlements.empty')} emptyTestId="quick-settlements-empty">
        {(data) => (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('admin:settlement.list.total', { count: data.total })}</p>
            <ul className="flex flex-col gap-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <QuickSettlementCard settlement={item} onAction={(action) => setTarget({ item, action })} onStatement={() => setStatement(item)} />
                </li>
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={data.total} onPage={onPage} />
          </>
        )}
      </ListStates>
      {target && <Decision key={`${target.item.id}-${target.action}`} target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}

function QuickSettlementCard({ settlement: s, onAction, onStatement }: { settlement: QuickSettlement; onAction: (action: PayoutAction) => void; onStatement: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const bankName = useCodeName('bank');
  const facts: Fact[] = [
    { label: t('admin:quick.settlements.period'), value: `${formatDay(s.from, locale)} – ${formatDay(s.to, locale)}` },
    { label: t('admin:quick.settlements.jobs'), value: String(s.jobs.length) },
    { label: t('admin:settlement.fields.amount'), value: formatMoney(s.amount, s.currency, locale) },
    { label: t('admin:settlement.fields.fee'), value: formatMoney(s.fee, s.currency, locale) },
    { label: t('admin:settlement.fields.requestedAt'), value: formatDateTime(s.requestedAt, locale) },
    { label: t('admin:settlement.fields.bank'), value: `${bankName(s.bank.bank)} ${s.bank.accountNumberMasked}` },
    { label: t('admin:settlement.fields.depositor'), value: s.bank.depositor },
    { label: t('admin:settlement.fields.businessNumber'), value: s.invoice.businessNumber },
    { label: t('admin:settlement.fields.businessName'), value: s.invoice.businessName },
    { label: t('admin:settlement.fields.representative'), value: s.invoice.representative },
    { label: t('admin:settlement.fields.invoiceEmail'), value: <span className="break-all">{s.invoice.email}</span> },
  ];
  if (s.decidedAt) facts.push({ label: t('admin:settlement.fields.decidedAt'), value: formatDateTime(s.decidedAt, locale) });
  if (s.completedAt) facts.push({ label: t('admin:settlement.fields.completedAt'), value: formatDateTime(s.completedAt, locale) });
  if (s.reason) facts.push({ label: t('admin:settlement.fields.reason'), value: <span className="whitespace-pre-line">{s.reason}</span>, wide: true });

  const csv = () =>
    downloadAdminQuickStatement(s.id, `${t('admin:quick.settlements.fileName', { member: s.member.nickname, from: s.from, to: s.to })}.csv`).catch((error: unknown) =>
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    );

  return (
    <article className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="quick-settlement-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{s.member.nickname}</p>
          <p className="text-sm text-ink-muted">#{s.member.memberNo}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span className="text-xs text-ink-subtle">{t('admin:settlement.fields.payout')}</span>
          <span className="text-lg font-bold tabular-nums">{formatMoney(s.payoutKrw, Currency.KRW, locale)}</span>
          <PayoutStatusBadge status={s.status} />
        </div>
      </div>
      <Facts facts={facts} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onStatement} className="min-h-11 rounded-lg border border-line-strong px-4 text-sm font-medium hover:bg-sunken" data-testid="quick-statement-open">
          {t('admin:quick.settlements.statement')}
        </button>
        <button type="button" onClick={() => void csv()} className="min-h-11 rounded-lg border border-line-strong px-4 text-sm font-medium hover:bg-sunken">
          {t('admin:quick.settlements.csv')}
        </button>
      </div>
      <PayoutButtons
        buttons={adminPayoutActions(SETTLEMENT_TRANSITIONS, s.status).map((action) => ({
          key: action,
          label: t(`admin:settlement.actions.${action}`),
          danger: payoutTransition(SETTLEMENT_TRANSITIONS, s.status, action)?.needsReason,
          onClick: () => onAction(action),
        }))}
      />
    </article>
  );
}

const newKey = () => crypto.randomUUID();

/** Approve and complete are one question naming the money; a rejection asks the reason the T-esigner reads. */
function Decision({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const decision = useQuickSettlementDecision();
  // One key for the dialog's intent: a double click or a retry after no answer is one decision.
  const [key] = useState(newKey);
  const words = { name: target.item.member.nickname, amount: formatMoney(target.item.payoutKrw, Currency.KRW, locale) };

  if (payoutTransition(SETTLEMENT_TRANSITIONS, target.item.status, target.action)?.needsReason) {
    return (
      <PayoutRejectDialog
        testId="quick-settlement-reject"
        title={t('admin:quick.decision.reject.title', words)}
        body={t('admin:quick.decision.reject.body', words)}
        pending={decision.isPending}
        reject={async (reason) => {
          await decision.mutateAsync({ id: target.item.id, action: target.action, reason, idempotencyKey: key });
          toast.success(t('admin:quick.decision.done.rejected', words));
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  const copy = target.action === PayoutAction.complete ? 'complete' : 'approve';
  return (
    <PayoutConfirmDialog
      testId="quick-settlement-confirm"
      pending={decision.isPending}
      title={t(`admin:quick.decision.${copy}.title`, words)}
      body={t(`admin:quick.decision.${copy}.body`, words)}
      confirmLabel={decision.isPending ? t('admin:settlement.decision.saving') : t(`admin:settlement.actions.${target.action}`)}
      confirm={async () => {
        const answer = await decision.mutateAsync({ id: target.item.id, action: target.action, idempotencyKey: key });
        toast.success(t(`admin:quick.decision.done.${answer.status === PayoutStatus.complete ? 'complete' : 'inProgress'}`, words));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
