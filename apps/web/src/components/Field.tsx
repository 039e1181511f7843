// One labelled form field: the label, a hint, and the field's error in the member's language,
// wired to the input by aria-invalid / aria-describedby. `data-field` lets the form find the first
// wrong field on the page to scroll to and focus.
import { useId, type ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface Props {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Extra text beside the label, e.g. "(optional)". */
  aside?: ReactNode;
  /** A message shown when all is well (e.g. "this email is available"). */
  success?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function Field({ name, label, hint, error, aside, success, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = !error && success ? `${id}-status` : undefined;
  const describedBy = [errorId, statusId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5" data-field={name}>
      <label htmlFor={id} className="flex items-baseline gap-1.5 text-sm font-medium">
        {label}
        {aside && <span className="font-normal text-ink-subtle">{aside}</span>}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
      {statusId && (
        <p id={statusId} className="text-sm text-brand-700">
          {success}
        </p>
      )}
    </div>
  );
}

/** Inputs 16 px high-contrast with a 44 px target: no zoom on iOS, easy to tap. */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500 [&:read-only:not(select)]:bg-sunken disabled:bg-sunken disabled:text-ink-subtle';
