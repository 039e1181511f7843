// The admin's decision on a refund or a settlement: approving or completing is one question that
// says what money moves; rejecting asks for the reason the member reads (SPEC §9, 300 characters).
// One Idempotency-Key per intent: a double click or a retry after no answer sends the same key; a
// new attempt after an answer (a refund the provider refused) sends a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { Currency, PayoutAction, PayoutReasonBody, PayoutStatus, payoutTransition, REFUND_TRANSITIONS, SETTLEMENT_TRANSITIONS } from '@dcm/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ReasonField } from '../../../components/ReasonField.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { usePayoutDecision, type AdminRefund, type AdminSettlement, type PayoutItem } from '../settlement-api.ts';
import { formatMoney } from '../../../lib/money.ts';

/** SPEC §9 text limit for the reason the member reads. */
const REASON_MAX = 300;

export type DecisionTarget =
  | { kind: 'refunds'; item: AdminRefund; action: PayoutAction }
  | { kind: 'settlements'; item: AdminSettlement; action: PayoutAction };

interface Props {
  target: DecisionTarget;
  onClose: () => void;
}

const newKey = () => crypto.randomUUID();

/** The catalogue's words for this decision: `refund.retry` when a refund in progress is approved again. */
function copyKey({ kind, item, action }: DecisionTarget): string {
  if (kind === 'refunds') return `refund.${action === PayoutAction.approve && item.status === PayoutStatus.inProgress ? 'retry' : action}`;
  return `settlement.${action}`;
}

/** What the dialog's sentences name: the member, the money and, for a transfer, where it goes. */
function useDecisionWords(target: DecisionTarget) {
  const locale = useLocale();
  const bankName = useCodeName('bank');
  const { member } = target.item;
  const name = member.nickname || member.name;
  if (target.kind === 'refunds') return { name, amount: formatMoney(target.item.charge.amount, target.item.charge.currency, locale) };
  const { bank, payoutKrw } = target.item;
  return { name, amount: formatMoney(payoutKrw, Currency.KRW, locale), account: `${bankName(bank.bank)} ${bank.accountNumber} (${bank.depositor})` };
}

/** The provider refused the card refund: it stays in progress, and approving again retries. */
const isRefused = (answer: PayoutItem): answer is AdminRefund & { lastError: string } =>
  'lastError' in answer && answer.status === PayoutStatus.inProgress && !!answer.lastError;

export function SettlementDecisionDialog({ target, onClose }: Props) {
  const table = target.kind === 'refunds' ? REFUND_TRANSITIONS : SETTLEMENT_TRANSITIONS;
  const withReason = !!payoutTransition(table, target.item.status, target.action)?.needsReason;
  return withReason ? <ReasonDecision target={target} onClose={onClose} /> : <ConfirmDecision target={target} onClose={onClose} />;
}

function ConfirmDecision({ target, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const words = useDecisionWords(target);
  const decision = usePayoutDecision(target.kind);
  const key = useRef(newKey());
  const sending = useRef(false);
  const [providerError, setProviderError] = useState(target.kind === 'refunds' ? target.item.lastError : null);
  const [formError, setFormError] = useState<string | null>(null);
  const copy = copyKey(target);
  const toastKind = target.kind === 'refunds' ? 'refund' : 'settlement';

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      const answer = await decision.mutateAsync({ id: target.item.id, action: target.action, idempotencyKey: key.current });
      key.current = newKey();
      if (isRefused(answer)) {
        setProviderError(answer.lastError);
        return;
      }
      toast.success(t(`admin:settlement.toast.${toastKind}.${answer.status}`, words));
      onClose();
    } catch (error) {
      setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      sending.current = false;
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="settlement-confirm"
      busy={decision.isPending}
      title={t(`admin:settlement.decision.${copy}.title`, words)}
      body={
        <>
          {t(`admin:settlement.decision.${copy}.body`, words)}
          {providerError && (
            <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="provider-error">
              {t('admin:settlement.decision.providerRefused', { error: providerError })}
            </span>
          )}
          {formError && (
            <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {formError}
            </span>
          )}
        </>
      }
      confirmLabel={
        decision.isPending
          ? t('admin:settlement.decision.saving')
          : providerError
            ? t('admin:settlement.actions.retry')
            : t(`admin:settlement.actions.${target.action}`)
      }
      cancelLabel={t('admin:settlement.decision.cancel')}
      onConfirm={() => void confirm()}
    />
  );
}

type ReasonForm = { reason: string };

function ReasonDecision({ target, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const words = useDecisionWords(target);
  const decision = usePayoutDecision(target.kind);
  // A rejection closes the dialog once answered, so one key serves the whole dialog.
  const [key] = useState(newKey);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReasonForm>({ resolver: zodResolver(PayoutReasonBody), defaultValues: { reason: '' } });
  const busy = isSubmitting || decision.isPending;
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').trim().length;
  const copy = copyKey(target);
  const toastKind = target.kind === 'refunds' ? 'refund' : 'settlement';

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (decision.isPending) return;
    setFormError(null);
    try {
      const answer = await decision.mutateAsync({ id: target.item.id, action: target.action, reason, idempotencyKey: key });
      toast.success(t(`admin:settlement.toast.${toastKind}.${answer.status}`, words));
      onClose();
    } catch (error) {
      const reasonError = fieldErrorsOf(error).reason;
      if (reasonError) setError('reason', { type: 'server', message: reasonError });
      else setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    }
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          data-testid="settlement-reject"
          aria-describedby={`${id}-body`}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold">{t(`admin:settlement.decision.${copy}.title`, words)}</Dialog.Title>
          <Dialog.Description id={`${id}-body`} className="mt-2 text-sm text-slate-600">
            {t(`admin:settlement.decision.${copy}.body`, words)}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <ReasonField
              idPrefix={id}
              label={t('admin:settlement.decision.reason')}
              hint={t('admin:settlement.decision.reasonHint')}
              registration={register('reason')}
              length={reasonLength}
              max={REASON_MAX}
              error={fieldErrorText(t, errors.reason)}
            />
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 disabled:opacity-60">
                  {t('admin:settlement.decision.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
                {busy ? t('admin:settlement.decision.saving') : t('admin:settlement.actions.reject')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
