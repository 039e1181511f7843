// "Save as frequently used": names the referral's numeric values so the next referral loads them
// with one tap. A name already used replaces that set (the server's rule), and the dialog says so
// before the dentist saves. The name field shows the server's answer too, e.g. the list being full.
import { SaveValueSetBody, type ReferralData } from '@dcm/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useSaveValueSet, useValueSets } from '../api.ts';
import { messageOf } from './ValueRowsEditor.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rows to save, already checked and without blank rows. */
  values: ReferralData['values'];
  /** Errors the server found in the rows themselves, by path (`values.0.title`). */
  onValueErrors?: (errors: Record<string, string>) => void;
}

export function SaveValueSetDialog({ open, onOpenChange, values, onValueErrors }: Props) {
  const { t } = useTranslation(['referralPages', 'common', 'errors']);
  const sets = useValueSets();
  const save = useSaveValueSet();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const trimmed = name.trim();
  const existing = sets.data?.find((s) => s.name === trimmed);

  const close = (next: boolean) => {
    if (save.isPending) return;
    if (!next) {
      setNameError(undefined);
      setFormError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setNameError(undefined);
    setFormError(undefined);
    const parsed = SaveValueSetBody.safeParse({ name, values });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((i) => i.path[0] === 'name');
      if (nameIssue) setNameError(messageOf(t, nameIssue.message));
      else setFormError(t('referralPages:saveSet.checkValues'));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t(existing ? 'referralPages:saveSet.replaced' : 'referralPages:saveSet.saved', { name: parsed.data.name }));
      setName('');
      onOpenChange(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const valueErrors = Object.fromEntries(Object.entries(fields).filter(([path]) => path.startsWith('values')));
      if (fields.name) setNameError(messageOf(t, fields.name));
      if (Object.keys(valueErrors).length > 0) {
        onValueErrors?.(valueErrors);
        setFormError(t('referralPages:saveSet.checkValues'));
      } else if (!fields.name) {
        setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      }
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          data-testid="save-value-set-dialog"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-panel bg-surface p-5 shadow-raised sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-panel sm:p-6"
        >
          <Dialog.Title className="text-heading font-bold text-ink">{t('referralPages:saveSet.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{t('referralPages:saveSet.body', { count: values.length })}</Dialog.Description>
          <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-4">
            <Field
              name="name"
              label={t('referralPages:saveSet.name')}
              hint={existing ? t('referralPages:saveSet.willReplace', { name: existing.name }) : t('referralPages:saveSet.nameHint')}
              error={nameError}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder={t('referralPages:saveSet.namePlaceholder')}
                  autoComplete="off"
                  className={inputClass}
                />
              )}
            </Field>
            {formError && (
              <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={save.isPending} className="min-h-11 rounded-control border border-line bg-surface px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60">
                  {t('referralPages:cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={save.isPending} className="min-h-11 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {save.isPending ? t('referralPages:saving') : existing ? t('referralPages:saveSet.replace') : t('referralPages:saveSet.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
