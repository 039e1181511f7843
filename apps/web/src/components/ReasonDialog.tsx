// A decision that tells someone why: a dialog with the question, a reason field (ReasonField) checked
// against the caller's shared schema, the form's error and the cancel / submit buttons. The caller
// owns the request and its words; this owns the form, the server's answer about the reason field and
// the busy state that keeps the dialog open while the answer is on its way.
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../lib/form-errors.ts';
import { fieldErrorsOf } from '../lib/http.ts';
import { ReasonField } from './ReasonField.tsx';

type ReasonValues = { reason?: string };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testId: string;
  title: ReactNode;
  body: ReactNode;
  /** The reason field's words and limit; absent when this decision needs no reason (approving a member). */
  reason?: { label: ReactNode; hint: ReactNode; max: number };
  /** More of the form under the reason, whose state the caller owns (a report decision's "suspend too"). */
  extra?: ReactNode;
  /** The operation's shared schema for `{ reason }`: its messages are the field's error keys. */
  schema: z.ZodType<ReasonValues, ReasonValues>;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Red for a decision that refuses or takes something away. */
  danger?: boolean;
  /** The caller's request is on its way (a mutation still pending after a retry). */
  pending?: boolean;
  /** Sends the decision; a rejection naming the `reason` field shows on the field, any other goes to `onError`. */
  onSubmit: (reason: string) => Promise<void>;
  onError: (error: unknown) => void;
  /** The failure the caller shows above the buttons, in the user's language. */
  formError: string | null;
  formErrorTestId?: string;
}

/** One reason dialog for every decision that tells someone why, so they look and behave alike. */
export function ReasonDialog({
  open,
  onOpenChange,
  testId,
  title,
  body,
  reason,
  extra,
  schema,
  submitLabel,
  busyLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onSubmit,
  onError,
  formError,
  formErrorTestId,
}: Props) {
  // The field's errors read from the shared validation catalogue.
  const { t } = useTranslation('common');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const busy = isSubmitting || pending;
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  const submit = async (values: ReasonValues) => {
    try {
      await onSubmit(values.reason ?? '');
    } catch (error) {
      const reasonError = fieldErrorsOf(error).reason;
      if (reasonError) setError('reason', { type: 'server', message: reasonError });
      else onError(error);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={`${id}-body`}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description id={`${id}-body`} className="mt-2 text-sm text-ink-muted">
            {body}
          </Dialog.Description>
          <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="mt-4 flex flex-col gap-4">
            {reason && (
              <ReasonField
                idPrefix={id}
                label={reason.label}
                hint={reason.hint}
                registration={register('reason')}
                length={reasonLength}
                max={reason.max}
                error={fieldErrorText(t, errors.reason)}
              />
            )}
            {extra}
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={formErrorTestId}>
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className="min-h-11 rounded-lg border border-line-strong px-4 font-medium hover:bg-sunken disabled:opacity-60">
                  {cancelLabel}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className={`min-h-11 rounded-lg px-4 font-semibold text-white disabled:opacity-60 ${danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-700 hover:bg-brand-800'}`}
              >
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
