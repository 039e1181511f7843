// The way from an order's page to its 3D viewer, while the order has files to look at and talk about:
// from acceptance (the referral's scan) until the end, complete included (read only by then).
import { OrderStatus, PIN_ORDER_STATUSES, type OrderDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const OPEN_STATUSES: readonly OrderStatus[] = [...PIN_ORDER_STATUSES, OrderStatus.complete];

export function CommsLink({ order }: { order: Pick<OrderDetail, 'id' | 'status'> }) {
  const { t } = useTranslation('viewer');
  if (!OPEN_STATUSES.includes(order.status)) return null;
  return (
    <Link
      to={`/payment/comms/${order.id}/cad`}
      className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      data-testid="comms-link"
    >
      {t('comms.open')}
    </Link>
  );
}
