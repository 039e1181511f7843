// Reporting to the operator: a reason from the `report` code table (required, SPEC §5) and optional
// words up to 300 characters, counted as typed. The dialog serves a member's page now and a request's
// or a review's later (`target`, `targetId`); a second report of the same thing says it is open already.
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { REPORT_DETAILS_MAX, ReportBody } from '@dcm/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import type { z } from 'zod';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useReport } from '../api.ts';

export type ReportTarget = ReportBody['target'];

const ReportForm = ReportBody.pick({ reason: true, details: true });
type ReportValues = z.input<typeof ReportForm>;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  targetId: string;
  /** What is reported, for the title: a member's name, a request's title… */
  name: string;
}

function ReportFormBody({ target, targetId, name, report, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { report: ReturnType<typeof useReport>; onDone: () => void }) {
  const { t } = useTranslation(['relations', 'common', 'errors']);
  const reasons = useCodes('report');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues, unknown, z.output<typeof ReportForm>>({ resolver: zodResolver(ReportForm), defaultValues: { reason: '', details: '' } });
  const length = (useWatch({ control, name: 'details' }) ?? '').trim().length;
  const busy = isSubmitting || report.isPending;

  const submit = async (values: z.output<typeof ReportForm>) => {
    setFormError(null);
    try {
      await report.mutateAsync({ target, targetId, ...values });
      toast.success(t('relations:report.done'));
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.reason) setError('reason', { type: 'server', message: fields.reason });
      if (fields.details) setError('details', { type: 'server', message: fields.details });
      if (!fields.reason && !fields.details) setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    }
  };

  return (
    <>
      <Dialog.Title className="text-lg font-bold">{t('relations:report.title', { name })}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-ink-muted">
        {t('relations:report.body')}
      </Dialog.Description>
      <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="mt-4 flex flex-col gap-4">
        <Field name="reason" label={t('relations:report.reason')} error={fieldErrorText(t, errors.reason)}>
          {(a11y) => (
            <select {...a11y} {...register('reason')} disabled={busy} className={inputClass} data-testid="report-reason">
              <option value="">{reasons.isPending ? t('relations:report.reasonsLoading') : t('relations:report.reasonChoose')}</option>
              {(reasons.data ?? []).map((code) => (
                <option key={code.code} value={code.code}>
                  {code.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="details"
          label={t('relations:report.details')}
          hint={t('relations:report.detailsHint')}
          error={fieldErrorText(t, errors.details)}
          aside={
            <span className={`tabular-nums ${length > REPORT_DETAILS_MAX ? 'text-red-600' : ''}`} data-testid="report-details-count">
              {length}/{REPORT_DETAILS_MAX}
            </span>
          }
        >
          {(a11y) => <textarea {...a11y} {...register('details')} rows={4} disabled={busy} className={`${inputClass} resize-y`} data-testid="report-details" />}
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="report-error">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <button type="button" disabled={busy} className="min-h-11 rounded-lg border border-line-strong px-4 font-medium hover:bg-sunken disabled:opacity-60">
              {t('relations:report.cancel')}
            </button>
          </Dialog.Close>
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60" data-testid="report-submit">
            {busy ? t('relations:report.busy') : t('relations:report.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The report form in a dialog (a sheet from the bottom on a phone); the form starts empty at each opening. */
export function ReportDialog({ open, onOpenChange, target, targetId, name }: Props) {
  const report = useReport();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          data-testid="report-dialog"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <ReportFormBody target={target} targetId={targetId} name={name} report={report} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Report" and its dialog, for a page's actions. */
export function ReportButton({ target, targetId, name }: Omit<Props, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('relations');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-semibold text-ink-muted hover:bg-canvas"
        data-testid="report-button"
      >
        {t('report.button')}
      </button>
      <ReportDialog open={open} onOpenChange={setOpen} target={target} targetId={targetId} name={name} />
    </>
  );
}
