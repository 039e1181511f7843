// The operator's decision on a report (issue 12): actioned or dismissed, with the note the audit log
// keeps; an actioned report on a member may also suspend that member (the note is then the reason
// the member reads). The ReasonDialog of the member and payout decisions, with one more box.
import { REPORT_DECISION_NOTE_MAX, ReportDecisionBody } from '@dcm/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { z } from 'zod';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useReportDecision, type Report } from '../reports-api.ts';

export type ReportResolution = ReportDecisionBody['resolution'];

/** The dialog's one field is the note, checked by the shared schema's rule. */
const NoteForm = z.object({ reason: ReportDecisionBody.shape.note });

interface Props {
  report: Report;
  resolution: ReportResolution;
  onClose: () => void;
}

export function ReportDecisionDialog({ report, resolution, onClose }: Props) {
  const { t } = useTranslation(['admin', 'errors']);
  const decision = useReportDecision();
  const [formError, setFormError] = useState<string | null>(null);
  const [suspendMember, setSuspendMember] = useState(false);
  const checkboxId = useId();
  const canSuspend = resolution === 'actioned' && report.target === 'member';

  const decide = async (note: string) => {
    if (decision.isPending) return;
    setFormError(null);
    await decision.mutateAsync({ id: report.id, resolution, note, ...(canSuspend ? { suspendMember } : {}) });
    toast.success(t(`admin:reports.decision.toast.${canSuspend && suspendMember ? 'suspended' : resolution}`));
    onClose();
  };

  return (
    <ReasonDialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="report-decision-dialog"
      title={t(`admin:reports.decision.${resolution}.title`)}
      body={t(`admin:reports.decision.${resolution}.body`)}
      reason={{ label: t('admin:reports.decision.note'), hint: t('admin:reports.decision.noteHint'), max: REPORT_DECISION_NOTE_MAX }}
      extra={
        canSuspend && (
          <label htmlFor={checkboxId} className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-5 accent-red-600"
              checked={suspendMember}
              onChange={(e) => setSuspendMember(e.target.checked)}
              data-testid="report-suspend-member"
            />
            {t('admin:reports.decision.suspendMember')}
          </label>
        )
      }
      schema={NoteForm}
      submitLabel={t(`admin:reports.actions.${resolution}`)}
      busyLabel={t('admin:reports.decision.saving')}
      cancelLabel={t('admin:reports.decision.cancel')}
      danger={canSuspend && suspendMember}
      pending={decision.isPending}
      onSubmit={decide}
      onError={(error) => setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }))}
      formError={formError}
      formErrorTestId="report-decision-error"
    />
  );
}
