// The admin's decision on a refund or a settlement: approving or completing is one question that
// says what money moves; rejecting asks for the reason the member reads (SPEC §9, 300 characters).
// One Idempotency-Key per intent: a double click or a retry after no answer sends the same key; a
// new attempt after an answer (a refund the provider refused) sends a new one.
import { Currency, PayoutAction, PayoutReasonBody, PayoutStatus, payoutTransition, REFUND_TRANSITIONS, SETTLEMENT_TRANSITIONS } from '@dcm/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
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

/**
 * Approving or completing a payout: one question that says what money moves. The caller's `confirm`
 * sends it (and closes, or says why not); this sends it once however often it is pressed and shows
 * a failure under the question.
 */
export function PayoutConfirmDialog({
  testId,
  title,
  body,
  confirmLabel,
  pending,
  confirm,
  onClose,
}: {
  testId: string;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  confirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const sending = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await confirm();
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
      testId={testId}
      busy={pending}
      title={title}
      body={
        <>
          {body}
          {formError && (
            <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {formError}
            </span>
          )}
        </>
      }
      confirmLabel={confirmLabel}
      cancelLabel={t('admin:settlement.decision.cancel')}
      onConfirm={() => void send()}
    />
  );
}

/**
 * Rejecting a payout: the reason the member reads (SPEC §9, 300 characters). The caller's `reject`
 * sends it and closes; a failure shows in the dialog.
 */
export function PayoutRejectDialog({
  testId,
  title,
  body,
  pending,
  reject,
  onClose,
}: {
  testId: string;
  title: ReactNode;
  body: ReactNode;
  pending: boolean;
  reject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <ReasonDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId={testId}
      title={title}
      body={body}
      reason={{ label: t('admin:settlement.decision.reason'), hint: t('admin:settlement.decision.reasonHint'), max: REASON_MAX }}
      schema={PayoutReasonBody}
      submitLabel={t('admin:settlement.actions.reject')}
      busyLabel={t('admin:settlement.decision.saving')}
      cancelLabel={t('admin:settlement.decision.cancel')}
      danger
      pending={pending}
      onSubmit={async (reason) => {
        if (pending) return;
        setFormError(null);
        await reject(reason);
      }}
      onError={(error) => setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }))}
      formError={formError}
    />
  );
}

function ConfirmDecision({ target, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const words = useDecisionWords(target);
  const decision = usePayoutDecision(target.kind);
  const key = useRef(newKey());
  const [providerError, setProviderError] = useState(target.kind === 'refunds' ? target.item.lastError : null);
  const copy = copyKey(target);
  const toastKind = target.kind === 'refunds' ? 'refund' : 'settlement';

  const confirm = async () => {
    const answer = await decision.mutateAsync({ id: target.item.id, action: target.action, idempotencyKey: key.current });
    key.current = newKey();
    if (isRefused(answer)) {
      setProviderError(answer.lastError);
      return;
    }
    toast.success(t(`admin:settlement.toast.${toastKind}.${answer.status}`, words));
    onClose();
  };

  return (
    <PayoutConfirmDialog
      testId="settlement-confirm"
      pending={decision.isPending}
      title={t(`admin:settlement.decision.${copy}.title`, words)}
      body={
        <>
          {t(`admin:settlement.decision.${copy}.body`, words)}
          {providerError && (
            <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="provider-error">
              {t('admin:settlement.decision.providerRefused', { error: providerError })}
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
      confirm={confirm}
      onClose={onClose}
    />
  );
}

function ReasonDecision({ target, onClose }: Props) {
  const { t } = useTranslation('admin');
  const words = useDecisionWords(target);
  const decision = usePayoutDecision(target.kind);
  // A rejection closes the dialog once answered, so one key serves the whole dialog.
  const [key] = useState(newKey);
  const copy = copyKey(target);
  const toastKind = target.kind === 'refunds' ? 'refund' : 'settlement';

  return (
    <PayoutRejectDialog
      testId="settlement-reject"
      title={t(`admin:settlement.decision.${copy}.title`, words)}
      body={t(`admin:settlement.decision.${copy}.body`, words)}
      pending={decision.isPending}
      reject={async (reason) => {
        const answer = await decision.mutateAsync({ id: target.item.id, action: target.action, reason, idempotencyKey: key });
        toast.success(t(`admin:settlement.toast.${toastKind}.${answer.status}`, words));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
