import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/form-errors.ts';
import type { JoinValues } from './form.ts';

/** The error of a (dotted) field in the member's language, or undefined. */
export function useFieldError(): (name: string) => string | undefined {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext<JoinValues>();
  return (name) => fieldErrorText(t, get(errors, name));
}
