// What an order page says when the server refused a move: SPEC §8's "contract request already
// processed" (or, for a cancellation, "already answered") for a move the state machine no longer
// allows, the shared error catalogue otherwise.
import { ErrorCode } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { actionErrorText } from '../../lib/action-errors.ts';
import { errorCodeOf } from '../../lib/http.ts';

function refusalText(t: TFunction, error: unknown, staleKey: string): string {
  const code = errorCodeOf(error);
  if (code === ErrorCode.InvalidTransition) return t(staleKey);
  return t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
}

/** A refusal in the member's language; the page reads the order again, so "already processed" is followed by its current state. */
export const orderErrorText = (t: TFunction, error: unknown): string => refusalText(t, error, 'orders:alreadyProcessed');

/** A failed signature (SPEC §8 "contract error"); "already processed" for a 409 (lib/action-errors.ts). */
export const contractErrorText = (t: TFunction, error: unknown): string => actionErrorText(t, error, 'orders:sign.failed', 'orders:alreadyProcessed');

/** A failed delivery of the CAD result (SPEC §8 "CAD upload failed"); "already processed" for a 409. */
export const cadUploadErrorText = (t: TFunction, error: unknown): string => actionErrorText(t, error, 'orders:cadUpload.failed', 'orders:alreadyProcessed');

/**
 * A refused cancellation move: a 409 means the request was answered or withdrawn meanwhile, another
 * one is open, or the order moved past cancellation (the CAD result was uploaded).
 */
export const cancellationErrorText = (t: TFunction, error: unknown): string => refusalText(t, error, 'orders:cancellation.stale');

/**
 * A failed answer to the other side's cancellation request (SPEC §8 "cancel approve or reject
 * failed"): its own words when no reason came, "already answered" for a 409 (lib/action-errors.ts).
 */
export const cancellationAnswerErrorText = (t: TFunction, error: unknown, answer: 'approve' | 'reject'): string =>
  actionErrorText(t, error, `orders:cancellation.${answer}.failed`, 'orders:cancellation.stale');

/**
 * A failed withdrawal (SPEC §8 "rework and surcharge withdrawal errors"): a 409 means the other
 * party answered first (the client paid or declined the surcharge, the T-esigner uploaded again);
 * without a reason, each says which withdrawal failed (lib/action-errors.ts).
 */
export const withdrawalErrorText = (t: TFunction, error: unknown, what: 'surcharge' | 'rework'): string =>
  what === 'surcharge'
    ? actionErrorText(t, error, 'orders:surchargeView.withdrawFailed', 'orders:surchargeView.withdrawStale')
    : actionErrorText(t, error, 'orders:rework.withdrawFailed', 'orders:rework.withdrawStale');
