import { zodResolver } from '@hookform/resolvers/zod';
import { ApprovalDecisionBody, approvalTransitions } from '@dcm/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { ReasonField } from '../../../components/ReasonField.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useMemberDecision, type AdminAction, type AdminMemberDetail } from '../api.ts';

/** SPEC §9 text limit for the reason the member reads. */
export const REASON_MAX = 300;

/** Rejecting and suspending tell the member why (the join machine's `needsReason`). */
export const needsReason = (action: AdminAction): boolean =>
  approvalTransitions.some((t) => t.actor === 'admin' && t.action === action && t.needsReason);

const WithReason = ApprovalDecisionBody.extend({
  reason: z.string().trim().min(1, { error: 'required' }).max(REASON_MAX, { error: 'too_big' }),
});
type DecisionForm = z.input<typeof ApprovalDecisionBody>;

interface Props {
  member: AdminMemberDetail;
  action: AdminAction;
  onClose: () => void;
}

/** Confirms one decision; a reason is asked for when the machine says the member must be told why. */
export function DecisionDialog({ member, action, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const withReason = needsReason(action);
  const decision = useMemberDecision(member.memberNo);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DecisionForm>({ resolver: zodResolver(withReason ? WithReason : ApprovalDecisionBody), defaultValues: { reason: '' } });
  const busy = isSubmitting || decision.isPending;
  const name = member.nickname ?? member.name;
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').trim().length;

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (decision.isPending) return;
    setFormError(null);
    try {
      await decision.mutateAsync({ action, reason: withReason ? reason : undefined });
      toast.success(t(`admin:toast.${action}`, { name }));
      onClose();
    } catch (error) {
      const code = errorCodeOf(error);
      const reasonError = fieldErrorsOf(error).reason;
      if (reasonError) setError('reason', { type: 'server', message: reasonError });
      else setFormError(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    }
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          data-testid="decision-dialog"
          aria-describedby={`${id}-body`}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold">{t(`admin:decision.${action}.title`, { name })}</Dialog.Title>
          <Dialog.Description id={`${id}-body`} className="mt-2 text-sm text-slate-600">
            {t(`admin:decision.${action}.body`)}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            {withReason && (
              <ReasonField
                idPrefix={id}
                label={t('admin:decision.reason')}
                hint={t('admin:decision.reasonHint')}
                registration={register('reason')}
                length={reasonLength}
                max={REASON_MAX}
                error={fieldErrorText(t, errors.reason)}
              />
            )}
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={busy} className="rounded-lg border border-slate-300 px-4 py-2.5 font-medium hover:bg-slate-100 disabled:opacity-60">
                  {t('admin:decision.cancel')}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className={`rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${withReason ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-700 hover:bg-brand-800'}`}
              >
                {busy ? t('admin:decision.saving') : t(`admin:actions.${action}`)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
