// The designated T-esigner declines a request and says why: required, at most REQUEST_REASON_MAX characters.
import { REQUEST_REASON_MAX } from '@dcm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Sheet } from '../../../components/Sheet.tsx';
import type { MoveSheetProps } from '../request-moves.ts';
import { secondary } from './move-buttons.ts';

export function RejectRequestSheet({ busy, onClose, onSubmit }: MoveSheetProps<string>) {
  const { t } = useTranslation(['requestView', 'common']);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const length = reason.trim().length;
  const over = length > REQUEST_REASON_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(t('common:validation.reasonRequired'));
    if (over) return setError(t('common:validation.too_big'));
    const fields = await onSubmit(reason.trim());
    if (fields.reason) setError(fields.reason);
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('rejectDialog.title')}
      description={t('rejectDialog.body')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={secondary}>
            {t('back')}
          </button>
          <button type="submit" form={formId} disabled={busy} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
            {busy ? t('actions.working') : t('rejectDialog.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Field name="reason" label={t('rejectDialog.reason')} error={error} hint={t('counter', { n: length, max: REQUEST_REASON_MAX })}>
          {(a11y) => (
            <textarea
              {...a11y}
              aria-invalid={!!error || over}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              rows={4}
              required
              className={inputClass}
            />
          )}
        </Field>
      </form>
    </Sheet>
  );
}
