// The name of a case is its referral number (issue 26), never a member's nickname or a piece of an id:
// the order carries its referrals' numbers, as the request list shows them to every T-esigner.
import { formatCaseName, type OrderDetail } from '@dcm/shared';
import { useLocale } from '../../../lib/format.ts';

/** "Referral no. 2027-0412", "… and 2 more" for an order of several referrals; null while the order is unknown or its referrals carry no number. */
export function useCaseName(order: OrderDetail | undefined): string | null {
  const locale = useLocale();
  return order ? formatCaseName(order.referralNumbers, locale) : null;
}
