// The name of a case (issue 26): its referral numbers, never a member's nickname or a piece of an id.
// The first number and how many more; a request whose referrals carry no number is named by their count.
import type { RequestSummary } from '@dcm/shared';
import type { TFunction } from 'i18next';

type Named = Pick<RequestSummary, 'referralNumbers' | 'referralCount'>;

/** "Referral no. 2025-041", "Referral no. 2025-041 and 1 more", or "2 referrals". */
export function caseNameOf(t: TFunction, request: Named): string {
  const [first, ...others] = request.referralNumbers;
  if (first === undefined) return t('quotations:case.none', { count: request.referralCount });
  return others.length === 0 ? t('quotations:case.one', { number: first }) : t('quotations:case.more', { number: first, count: others.length });
}

/** Every number, for a pointer resting on a name that leaves some out. */
export const allNumbersOf = (request: Named): string | undefined => (request.referralNumbers.length > 1 ? request.referralNumbers.join(', ') : undefined);
