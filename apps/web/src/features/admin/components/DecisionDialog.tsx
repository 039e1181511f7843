// The admin's decision on a member (approving, rejecting, suspending...): one dialog that asks for
// the reason the member reads when the join machine says they must be told why.
import { ApprovalDecisionBody, approvalTransitions } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { z } from 'zod';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useMemberDecision, type AdminAction, type AdminMemberDetail } from '../api.ts';

/** SPEC §9 text limit for the reason the member reads. */
export const REASON_MAX = 300;

/** Rejecting and suspending tell the member why (the join machine's `needsReason`). */
export const needsReason = (action: AdminAction): boolean =>
  approvalTransitions.some((t) => t.actor === 'admin' && t.action === action && t.needsReason);

const WithReason = ApprovalDecisionBody.extend({
  reason: z.string().trim().min(1, { error: 'required' }).max(REASON_MAX, { error: 'too_big' }),
});

interface Props {
  member: AdminMemberDetail;
  action: AdminAction;
  onClose: () => void;
}

/** Confirms one decision; a reason is asked for when the machine says the member must be told why. */
export function DecisionDialog({ member, action, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const withReason = needsReason(action);
  const decision = useMemberDecision(member.memberNo);
  const [formError, setFormError] = useState<string | null>(null);
  const name = member.nickname ?? member.name;

  const decide = async (reason: string) => {
    if (decision.isPending) return;
    setFormError(null);
    await decision.mutateAsync({ action, reason: withReason ? reason : undefined });
    toast.success(t(`admin:toast.${action}`, { name }));
    onClose();
  };

  return (
    <ReasonDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="decision-dialog"
      title={t(`admin:decision.${action}.title`, { name })}
      body={t(`admin:decision.${action}.body`)}
      reason={withReason ? { label: t('admin:decision.reason'), hint: t('admin:decision.reasonHint'), max: REASON_MAX } : undefined}
      schema={withReason ? WithReason : ApprovalDecisionBody}
      submitLabel={t(`admin:actions.${action}`)}
      busyLabel={t('admin:decision.saving')}
      cancelLabel={t('admin:decision.cancel')}
      danger={withReason}
      pending={decision.isPending}
      onSubmit={decide}
      onError={(error) => setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }))}
      formError={formError}
    />
  );
}
