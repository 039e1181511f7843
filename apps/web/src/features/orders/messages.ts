// What an order page says when the server refused a move: SPEC §8's "contract request already
// processed" for a move the state machine no longer allows, the shared error catalogue otherwise.
import { ErrorCode } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { errorCodeOf } from '../../lib/http.ts';

/** A refusal in the member's language; the page reads the order again, so "already processed" is followed by its current state. */
export function orderErrorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (code === ErrorCode.InvalidTransition) return t('orders:alreadyProcessed');
  return t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
}
