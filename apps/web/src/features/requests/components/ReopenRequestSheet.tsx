// A closed request without quotations opens again with a new quote expiry and deadline.
import type { ReopenRequestBody } from '@dcm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../../components/DateTimePicker.tsx';
import { Field } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import { useHolidayDays } from '../../../lib/holidays.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { checkReopen, type MoveFieldErrors, type MoveSheetProps, type ReopenValues } from '../request-moves.ts';
import { primary, secondary } from './move-buttons.ts';

export function ReopenRequestSheet({ designated, busy, onClose, onSubmit }: MoveSheetProps<ReopenRequestBody> & { designated: boolean }) {
  const { t } = useTranslation(['requestView', 'common']);
  const formId = useId();
  const [values, setValues] = useState<ReopenValues>({ quoteExpiresAt: null, deadlineAt: null });
  const [errors, setErrors] = useState<MoveFieldErrors>({});
  const holidays = useHolidayDays();
  const zone = useViewerTimeZone();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { quoteExpiresAt, deadlineAt } = values;
    const issues = checkReopen(values, new Date(), holidays);
    if (Object.keys(issues).length > 0) {
      // A designated request has an answer deadline, not a quote expiry, for the deadline to follow.
      const named = (key: string) => (designated && key === 'deadlineBeforeExpiry' ? 'deadlineBeforeResponse' : key);
      setErrors(Object.fromEntries(Object.entries(issues).map(([name, key]) => [name, t(`common:validation.${named(key)}`)])));
      return;
    }
    setErrors({});
    if (!quoteExpiresAt || !deadlineAt) return;
    const fields = await onSubmit({ quoteExpiresAt: quoteExpiresAt.toISOString(), deadlineAt: deadlineAt.toISOString() });
    if (Object.keys(fields).length > 0) setErrors(fields);
  };

  const { quoteExpiresAt: _expiry, deadlineAt: _deadline, ...otherErrors } = errors;
  const formError = Object.values(otherErrors)[0];

  const field = (name: keyof ReopenValues) => (
    <Field name={name} label={t(name === 'quoteExpiresAt' && designated ? 'reopenDialog.respondBy' : `reopenDialog.${name}`)} error={errors[name]}>
      {(a11y) => (
        <DateTimePicker
          a11y={a11y}
          value={values[name]}
          holidays={holidays}
          onChange={(date) => {
            setValues((v) => ({ ...v, [name]: date }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
        />
      )}
    </Field>
  );

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('reopenDialog.title')}
      description={t(designated ? 'reopenDialog.bodyDesignated' : 'reopenDialog.body')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={secondary}>
            {t('back')}
          </button>
          <button type="submit" form={formId} disabled={busy} className={primary}>
            {busy ? t('actions.working') : t('reopenDialog.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {field('quoteExpiresAt')}
        {field('deadlineAt')}
        <p className="text-xs text-ink-subtle">{t('timeZone', { zone })}</p>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
    </Sheet>
  );
}
