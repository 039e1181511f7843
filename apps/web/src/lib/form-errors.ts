// Field errors in the user's language. Client-side errors come from the shared zod schemas (the
// issue code is react-hook-form's `type`); server-side ones arrive already translated.
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import i18n from './i18n.ts';

export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  // A shared schema's message is a catalogue key (e.g. 'email'); otherwise the zod issue code says it.
  for (const key of [error.message, error.type]) {
    if (key && i18n.exists(`common:validation.${key}`)) return t(`common:validation.${key}`);
  }
  return t('common:validation.invalid');
}

/** Scrolls to the first wrong field in page order and focuses its first control. */
export function focusFirstInvalid(form: HTMLFormElement | null, names: string[]): void {
  if (!form || names.length === 0) return;
  const fields = Array.from(form.querySelectorAll<HTMLElement>('[data-field]'));
  // data-field may name several fields (the phone block answers for phone and phoneVerificationId).
  const covers = (el: HTMLElement, name: string) => (el.dataset.field ?? '').split(' ').some((f) => name === f || name.startsWith(`${f}.`));
  const target = fields.find((el) => names.some((n) => covers(el, n)));
  if (!target) return;
  const control = target.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea, button');
  target.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  (control ?? target).focus({ preventScroll: true });
}
