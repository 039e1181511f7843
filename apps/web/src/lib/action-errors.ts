// What a failed action says (SPEC §8 error catalogue), one rule for every action with its own
// "… failed" message (choosing a T-esigner, answering a cancellation, withdrawing a rework or a
// surcharge, loading a request):
// - a refusal the server named keeps its own words (QUOTE_CLOSED, INSUFFICIENT_MILEAGE, FORBIDDEN…);
// - a move the state no longer allows (INVALID_TRANSITION: already done, or a second click) reads as
//   the action's own "already …" message when it has one, else the general "invalid attempt";
// - a failure without a reason (a 5xx, a code the catalogue lacks) reads as the action's message;
// - no answer at all reads as the action's message followed by the network error.
import { ErrorCode } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { errorCodeOf } from './http.ts';

/** The code errorCodeOf gives when no answer came. */
const NETWORK = 'NETWORK';

/**
 * The member's words for a failed action: `failedKey` names the action's own message ("Choosing the
 * T-esigner failed."); `staleKey`, if given, its message for INVALID_TRANSITION.
 */
export function actionErrorText(t: TFunction, error: unknown, failedKey: string, staleKey?: string): string {
  const code = errorCodeOf(error);
  if (code === ErrorCode.InvalidTransition) return t(staleKey ?? 'errors:INVALID_TRANSITION');
  if (code === NETWORK) return `${t(failedKey)} ${t('errors:NETWORK')}`;
  if (code === ErrorCode.Internal) return t(failedKey);
  return t(`errors:${code}`, { defaultValue: t(failedKey) });
}
