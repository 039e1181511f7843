// The new dates (and notes) of a request sent again: the pickers and checks of the request form,
// then POST /api/v1/requests/:id/re-request and on to the new request's view.
import { checkPickedDate, DATE_STEP_MINUTES, ReRequestBody } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { submitButton } from '../../../components/buttons.ts';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useHolidayDays } from '../../../lib/holidays.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useReRequest } from '../api.ts';
import { ErrorNote } from './InquiryFrame.tsx';

type FieldName = 'quoteExpiresAt' | 'deadlineAt' | 'notes';
const STEP_MS = DATE_STEP_MINUTES * 60_000;

export function ReRequestForm({ requestId, compact = false }: { requestId: string; compact?: boolean }) {
  const { t } = useTranslation(['inquiries', 'common', 'errors']);
  const navigate = useNavigate();
  const holidays = useHolidayDays();
  const zone = useViewerTimeZone();
  const [expiry, setExpiry] = useState<Date | null>(null);
  const [deadline, setDeadline] = useState<Date | null>(null);
  const [notes, setNotes] = useState('');
  const [refused, setRefused] = useState<Partial<Record<FieldName, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useReRequest(requestId);

  const check = (now: Date) => {
    const found: Partial<Record<FieldName, string>> = {};
    const dateError = (field: 'quoteExpiresAt' | 'deadlineAt', value: Date | null) => {
      // A typed date already refused shows the picker's own message.
      if (!value) return refused[field] ? '' : t('common:validation.required');
      const issue = checkPickedDate(value, now, holidays);
      return issue ? t(`common:validation.${issue}`) : undefined;
    };
    const e = dateError('quoteExpiresAt', expiry);
    if (e !== undefined) found.quoteExpiresAt = e;
    const d = dateError('deadlineAt', deadline);
    if (d !== undefined) found.deadlineAt = d;
    else if (expiry && deadline && deadline <= expiry) found.deadlineAt = t('common:validation.deadlineBeforeExpiry');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setFormError(null);
    const found = check(new Date());
    const parsed = ReRequestBody.safeParse({ quoteExpiresAt: expiry?.toISOString(), deadlineAt: deadline?.toISOString(), notes: notes.trim() || undefined });
    if (!parsed.success && !found.notes) {
      const notesIssue = parsed.error.issues.find((i) => i.path[0] === 'notes');
      if (notesIssue) found.notes = t(`common:validation.${notesIssue.message}`, { defaultValue: t('common:validation.invalid') });
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: ({ requestId: created }) => {
        toast.success(t('inquiries:reRequest.done'));
        void navigate(`/request/view/${created}`);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorCodeOf(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="re-request-form">
      <Field name="quoteExpiresAt" label={t('inquiries:reRequest.expiry')} hint={t('inquiries:reRequest.expiryHint')} error={errors.quoteExpiresAt || undefined}>
        {(a11y) => (
          <DateTimePicker
            a11y={a11y}
            value={expiry}
            onChange={setExpiry}
            onError={() => setRefused((r) => ({ ...r, quoteExpiresAt: true }))}
            holidays={holidays}
            disabled={send.isPending}
          />
        )}
      </Field>
      <Field name="deadlineAt" label={t('inquiries:reRequest.deadline')} error={errors.deadlineAt || undefined}>
        {(a11y) => (
          <DateTimePicker
            a11y={a11y}
            value={deadline}
            min={expiry ? new Date(expiry.getTime() + STEP_MS) : undefined}
            onChange={setDeadline}
            onError={() => setRefused((r) => ({ ...r, deadlineAt: true }))}
            holidays={holidays}
            disabled={send.isPending}
          />
        )}
      </Field>
      <p className="-mt-3 text-sm text-ink-subtle">{t('inquiries:reRequest.timeZone', { zone })}</p>
      {!compact && (
        <Field name="notes" label={t('inquiries:reRequest.notes')} aside={t('inquiries:optional')} error={errors.notes}>
          {(a11y) => <textarea {...a11y} className={`${inputClass} min-h-28`} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />}
        </Field>
      )}
      {formError && <ErrorNote code={formError} />}
      <button type="submit" className={submitButton} disabled={send.isPending}>
        {send.isPending ? t('inquiries:reRequest.sending') : t('inquiries:reRequest.submit')}
      </button>
    </form>
  );
}
