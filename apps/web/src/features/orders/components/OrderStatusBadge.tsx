// An order's status as a badge in the member's language (SPEC §4), kept in the orders namespace.
import { OrderStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

const tone: Record<OrderStatus, string> = {
  [OrderStatus.awaitingPayment]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [OrderStatus.awaitingAcceptance]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [OrderStatus.accepted]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [OrderStatus.referralReceived]: 'bg-brand-50 text-brand-800 ring-brand-100',
  [OrderStatus.cadUploaded]: 'bg-brand-50 text-brand-800 ring-brand-100',
  [OrderStatus.reworkRequested]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [OrderStatus.complete]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [OrderStatus.declined]: 'bg-red-50 text-red-700 ring-red-200',
  [OrderStatus.cancelled]: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
