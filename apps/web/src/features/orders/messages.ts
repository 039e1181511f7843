// What an order page says when the server refused a move: SPEC §8's "contract request already
// processed" (or, for a cancellation, "already answered") for a move the state machine no longer
// allows, the shared error catalogue otherwise.
import { ErrorCode } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { errorCodeOf } from '../../lib/http.ts';

function refusalText(t: TFunction, error: unknown, staleKey: string): string {
  const code = errorCodeOf(error);
  if (code === ErrorCode.InvalidTransition) return t(staleKey);
  return t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
}

/** A refusal in the member's language; the page reads the order again, so "already processed" is followed by its current state. */
export const orderErrorText = (t: TFunction, error: unknown): string => refusalText(t, error, 'orders:alreadyProcessed');

/**
 * A refused cancellation move: a 409 means the request was answered or withdrawn meanwhile, another
 * one is open, or the order moved past cancellation (the CAD result was uploaded).
 */
export const cancellationErrorText = (t: TFunction, error: unknown): string => refusalText(t, error, 'orders:cancellation.stale');

/**
 * A refused withdrawal (SPEC §8 "rework and surcharge withdrawal errors"): a 409 means the other
 * party answered first (the client paid or declined the surcharge, the T-esigner uploaded again).
 */
export const withdrawalErrorText = (t: TFunction, error: unknown, what: 'surcharge' | 'rework'): string =>
  refusalText(t, error, what === 'surcharge' ? 'orders:surchargeView.withdrawStale' : 'orders:rework.withdrawStale');
