// The request form's fields and how its address reads: the referrals of `?referrals=` (each once, in
// the order picked), the designated T-esigner of `?designer=`, the referrals that may still be sent,
// and where the server's field errors land (a field, a referral's row, or the form as a whole).
import { ReferralStatus, REQUEST_REFERRALS_MAX, type Referral, type RequestType } from '@dcm/shared';

export type RequestFormType = typeof RequestType.Public | typeof RequestType.Designated;

export type RequestField = 'quoteExpiresAt' | 'deadlineAt' | 'notes' | 'designerNo';
export type RequestFieldErrors = Partial<Record<RequestField, string>>;

/** In the order of the form, so the first invalid one is focused. */
export const REQUEST_FIELDS: readonly RequestField[] = ['designerNo', 'quoteExpiresAt', 'deadlineAt', 'notes'];
const isRequestField = (key: string): key is RequestField => (REQUEST_FIELDS as readonly string[]).includes(key);

/** The ids of `?referrals=`, each once, in the order picked. */
export const referralIdsOf = (value: string | null): string[] => [...new Set((value ?? '').split(',').map((id) => id.trim()).filter(Boolean))].slice(0, REQUEST_REFERRALS_MAX);

export const memberNoOf = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const sendable = (referral: Referral | undefined): referral is Referral => referral?.status === ReferralStatus.Complete;

/** The server's field errors by where they show: `referrals.N` and `referralIds.N` on the Nth referral sent. */
export function placeServerErrors(fields: Record<string, string>, sentIds: readonly string[]) {
  const onFields: RequestFieldErrors = {};
  const onReferrals: Record<string, string> = {};
  let unplaced: string | undefined;
  for (const [path, message] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    const referralId = index !== undefined && (head === 'referrals' || head === 'referralIds') ? sentIds[Number(index)] : undefined;
    if (head && isRequestField(head)) onFields[head] = message;
    else if (referralId) onReferrals[referralId] = message;
    else unplaced ??= message;
  }
  return { onFields, onReferrals, unplaced };
}
