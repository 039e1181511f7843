// An order's status as a badge in the member's language (SPEC §4), kept in the orders namespace: the
// semantic tones of the design system (tokens.css), a dot so the tone is not the only cue.
import { OrderStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

const tone: Record<OrderStatus, string> = {
  [OrderStatus.awaitingPayment]: 'bg-warning-50 text-warning-800 ring-warning-200',
  [OrderStatus.awaitingAcceptance]: 'bg-info-50 text-info-800 ring-info-200',
  [OrderStatus.accepted]: 'bg-success-50 text-success-800 ring-success-200',
  [OrderStatus.referralReceived]: 'bg-brand-50 text-brand-800 ring-brand-200',
  [OrderStatus.cadUploaded]: 'bg-brand-50 text-brand-800 ring-brand-200',
  [OrderStatus.reworkRequested]: 'bg-warning-50 text-warning-800 ring-warning-200',
  [OrderStatus.complete]: 'bg-success-50 text-success-800 ring-success-200',
  [OrderStatus.declined]: 'bg-danger-50 text-danger-700 ring-danger-200',
  [OrderStatus.cancelled]: 'bg-sunken text-ink-muted ring-line',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`} data-testid="order-status" data-status={status}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
