// The T-esigner declines a contract request: the reason is required (≤ 300 characters, SPEC §9) and
// the client reads it on their page; the whole payment goes back to the client.
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, OrderReasonBody, type OrderDetail } from '@dcm/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ReasonField } from '../../../components/ReasonField.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useDeclineOrder } from '../api.ts';
import { orderErrorText } from '../messages.ts';

/** SPEC §9 text limit for the reason the client reads (the shared schema holds the same). */
export const DECLINE_REASON_MAX = 300;


interface Props {
  order: OrderDetail;
  onClose: () => void;
  onDeclined: () => void;
  /** The order moved on meanwhile ("already processed"): the page keeps the message, this dialog closes. */
  onStale: (message: string) => void;
}

export function DeclineDialog({ order, onClose, onDeclined, onStale }: Props) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const id = useId();
  const decline = useDeclineOrder(order.id);
  const [formError, setFormError] = useState<string | null>(null);
  // One decline however often the button is pressed: the ref holds before the button shows busy.
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof OrderReasonBody>, unknown, OrderReasonBody>({ resolver: zodResolver(OrderReasonBody), defaultValues: { reason: '' } });
  const busy = isSubmitting || decline.isPending;
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  const decide = async (body: OrderReasonBody) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await decline.mutateAsync(body);
      onDeclined();
    } catch (error) {
      const reasonError = fieldErrorsOf(error).reason;
      if (errorCodeOf(error) === ErrorCode.InvalidTransition) onStale(orderErrorText(t, error));
      else if (reasonError) setError('reason', { type: 'server', message: reasonError });
      else setFormError(orderErrorText(t, error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          data-testid="decline-dialog"
          aria-describedby={`${id}-body`}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold">{t('orders:decline.title')}</Dialog.Title>
          <Dialog.Description id={`${id}-body`} className="mt-2 text-sm text-slate-600">
            {t('orders:decline.body', { client: order.client.nickname })}
          </Dialog.Description>
          <form onSubmit={(e) => void handleSubmit(decide)(e)} noValidate className="mt-4 flex flex-col gap-4">
            <ReasonField
              idPrefix={id}
              label={t('orders:decline.reason')}
              hint={t('orders:decline.reasonHint')}
              registration={register('reason')}
              length={reasonLength}
              max={DECLINE_REASON_MAX}
              error={fieldErrorText(t, errors.reason)}
            />
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="decline-error">
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 disabled:opacity-60">
                  {t('orders:decline.back')}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
                {busy ? t('orders:decline.busy') : t('orders:decline.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
