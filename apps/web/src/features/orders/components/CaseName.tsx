// The name of a case is its referral number (issue 26), never a member's nickname or a piece of an
// id. An order does not carry its referrals' numbers (OrderDetail in @dcm/shared), so the page reads
// them from the order's referral listing, which the client may always read and the T-esigner from
// acceptance on (the server's rule, REFERRAL_OPEN_TO_DESIGNER); before that the case has no name on
// their page. The same cached answer serves the referral page.
import type { OrderDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { REFERRAL_OPEN_TO_DESIGNER, useOrderReferral } from '../api.ts';

/** "Referral no. 2027-0412", "… and 2 more" for an order of several referrals; null while the order, or its referrals, are unknown or unreadable. */
export function useCaseName(order: OrderDetail | undefined): string | null {
  const { t } = useTranslation('orders');
  const readable = !!order && (order.viewerRole !== 'designer' || REFERRAL_OPEN_TO_DESIGNER.includes(order.status));
  const referral = useOrderReferral(order?.id, readable);
  if (!readable) return null;
  const referrals = referral.data?.referrals ?? [];
  const first = referrals.map((r) => r.referralNumber.trim()).find((n) => n !== '');
  if (first === undefined) return null;
  return referrals.length === 1 ? t('page.caseOne', { number: first }) : t('page.caseMore', { number: first, count: referrals.length - 1 });
}
