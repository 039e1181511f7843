// Field errors in the user's language. Client-side errors come from the shared zod schemas (the
// issue code is react-hook-form's `type`); server-side ones arrive already translated.
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  const key = `validation.${error.type}`;
  return t(key, { defaultValue: t('validation.invalid'), ns: 'common' });
}
