// What a quick page says when the server refused something: a move the state machine no longer
// allows ("already processed": the page reads the request again), a field of the body (the common
// `validation` catalogue), or the shared error catalogue by code.
import { ErrorCode } from '@dcm/shared';
import type { TFunction } from 'i18next';
import { errorCodeOf, fieldErrorsOf } from '../../lib/http.ts';

export function quickErrorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (code === ErrorCode.InvalidTransition) return t('quick:alreadyProcessed');
  if (code === ErrorCode.ValidationFailed) {
    const [first] = Object.values(fieldErrorsOf(error));
    if (first) return first;
  }
  return t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });
}
