// The reason an admin writes when a decision must tell the member why (a rejection, a suspension):
// a labelled textarea with a hint, a character counter against the limit and the field's error,
// wired together by aria-invalid / aria-describedby.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  /** Prefix of the ids (the dialog's `useId()`): `<prefix>-reason`, `-reason-hint`, `-reason-error`. */
  idPrefix: string;
  label: ReactNode;
  hint: ReactNode;
  /** react-hook-form's `register('reason')`. */
  registration: UseFormRegisterReturn;
  /** Characters written so far (trimmed, as the schema counts them), shown against `max`. */
  length: number;
  max: number;
  /** The field's error in the admin's language; absent when the reason is acceptable. */
  error?: string;
}

/** One reason field for every decision dialog, so the counter and the error read the same everywhere. */
export function ReasonField({ idPrefix, label, hint, registration, length, max, error }: Props) {
  const id = `${idPrefix}-reason`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* 16 px text: iOS zooms into smaller inputs. */}
      <textarea
        id={id}
        rows={4}
        {...registration}
        aria-invalid={!!error}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="resize-y rounded-lg border border-line-strong px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <div className="flex justify-between gap-2 text-xs text-ink-subtle">
        <span id={`${id}-hint`}>{hint}</span>
        <span className={`tabular-nums ${length > max ? 'text-red-600' : ''}`}>
          {length}/{max}
        </span>
      </div>
      {error && (
        <span id={`${id}-error`} className="text-sm text-red-600" data-testid="reason-error">
          {error}
        </span>
      )}
    </div>
  );
}
