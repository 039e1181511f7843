// The way to an order's review from the order's pages (SPEC §4 progress: "write review", "see
// review"): once the transaction is complete, "Write a review" for its client until they do, "See
// the review" for both parties (and the admin) once it exists. Nothing otherwise.
import { OrderStatus, type OrderDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderReview } from '../api.ts';

type Props = { order: Pick<OrderDetail, 'id' | 'status'>; className?: string };

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

export function ReviewLink({ order, className = '' }: Props) {
  const { t } = useTranslation('reviews');
  const complete = order.status === OrderStatus.complete;
  const state = useOrderReview(complete ? order.id : undefined);
  if (!complete || !state.data) return null;
  const to = `/payment/review/${order.id}`;
  if (state.data.canWrite) {
    return (
      <Link to={to} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800 ${className}`} data-testid="review-link-write">
        {t('link.write')}
      </Link>
    );
  }
  if (!state.data.review) return null;
  return (
    <Link to={to} className={`${linkClass} border border-brand-200 text-brand-800 hover:bg-brand-50 ${className}`} data-testid="review-link-see">
      {t('link.see')}
    </Link>
  );
}
