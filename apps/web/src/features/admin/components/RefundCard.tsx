// One refund in the settlement console: who asked, the charge going back to the card, the deadline
// (processed within 10 business days, SPEC §9) and the provider's last refusal while it is retried.
import { adminRefundActions, PayoutAction, PayoutStatus, payoutTransition, REFUND_TRANSITIONS } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import type { AdminRefund } from '../settlement-api.ts';
import { formatDateTime } from '../format.ts';
import { deadlineOf, formatDeadline } from '../settlement-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { Facts, PayoutButtons, PayoutMemberHeading, type Fact } from './SettlementCardParts.tsx';

const OPEN: readonly PayoutStatus[] = [PayoutStatus.requested, PayoutStatus.inProgress];

interface Props {
  refund: AdminRefund;
  /** The moment the list is read against, for the overdue mark. */
  now: number;
  onAction: (action: PayoutAction) => void;
}

export function RefundCard({ refund, now, onAction }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const overdue = OPEN.includes(refund.status) && deadlineOf(refund.dueBy).getTime() < now;
  // Approving a refund already in progress asks the provider again.
  const label = (action: PayoutAction) =>
    action === PayoutAction.approve && refund.status === PayoutStatus.inProgress ? t('settlement.actions.retry') : t(`settlement.actions.${action}`);

  const facts: Fact[] = [
    { label: t('settlement.fields.provider'), value: t(`settlement.provider.${refund.charge.provider}`) },
    { label: t('settlement.fields.paidAt'), value: formatDateTime(refund.charge.confirmedAt) },
    { label: t('settlement.fields.requestedAt'), value: formatDateTime(refund.requestedAt) },
    {
      label: t('settlement.fields.dueBy'),
      value: (
        <span className={overdue ? 'font-semibold text-red-700' : ''} data-testid="refund-due">
          {formatDeadline(refund.dueBy, locale)}
          {overdue && <span className="ml-1.5 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200">{t('settlement.overdue')}</span>}
        </span>
      ),
    },
  ];
  if (refund.decidedAt) facts.push({ label: t('settlement.fields.decidedAt'), value: formatDateTime(refund.decidedAt) });
  if (refund.completedAt) facts.push({ label: t('settlement.fields.completedAt'), value: formatDateTime(refund.completedAt) });
  if (refund.lastError)
    facts.push({
      label: t('settlement.fields.lastError'),
      value: (
        <span className="text-red-700" data-testid="refund-last-error">
          {refund.lastError}
        </span>
      ),
      wide: true,
    });
  if (refund.reason) facts.push({ label: t('settlement.fields.reason'), value: <span className="whitespace-pre-line">{refund.reason}</span>, wide: true });

  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${overdue ? 'border-red-300' : 'border-line'}`}
      data-testid="refund-row"
      data-overdue={overdue || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <PayoutMemberHeading member={refund.member} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span className="text-lg font-bold tabular-nums" data-testid="refund-amount">
            {formatMoney(refund.charge.amount, refund.charge.currency, locale)}
          </span>
          <PayoutStatusBadge status={refund.status} />
        </div>
      </div>
      <Facts facts={facts} />
      <PayoutButtons
        buttons={adminRefundActions(refund).map((action) => ({
          key: action,
          label: label(action),
          danger: payoutTransition(REFUND_TRANSITIONS, refund.status, action)?.needsReason,
          onClick: () => onAction(action),
        }))}
      />
    </article>
  );
}
