// The name of a case (issue 26): its referral numbers (formatCaseName, as every screen writes it); a
// request whose referrals carry no number is named by their count.
import { formatCaseName, type Locale, type RequestSummary } from '@dcm/shared';
import type { TFunction } from 'i18next';

type Named = Pick<RequestSummary, 'referralNumbers' | 'referralCount'>;

/** "Referral no. 2025-041", "Referral no. 2025-041 and 1 more", or "2 referrals". */
export function caseNameOf(t: TFunction, locale: Locale, request: Named): string {
  return formatCaseName(request.referralNumbers, locale) ?? t('quotations:case.none', { count: request.referralCount });
}

/** Every number, for a pointer resting on a name that leaves some out. */
export const allNumbersOf = (request: Named): string | undefined => (request.referralNumbers.length > 1 ? request.referralNumbers.join(', ') : undefined);
