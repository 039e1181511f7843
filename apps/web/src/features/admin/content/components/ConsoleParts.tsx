// What the content editors share: a text in Korean and English side by side (stacked on a phone),
// and the toast that follows every admin action — done, or the error in the admin's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/http.ts';

export interface Bilingual {
  ko: string;
  en: string;
}
export const emptyBilingual = (): Bilingual => ({ ko: '', en: '' });

interface BilingualProps {
  name: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  multiline?: boolean;
  errors?: Record<string, string>;
  maxLength: number;
}

export function BilingualField({ name, label, value, onChange, multiline = false, errors = {}, maxLength }: BilingualProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['ko', 'en'] as const).map((lang) => (
        <Field key={lang} name={`${name}.${lang}`} label={`${label} (${t(`content.lang.${lang}`)})`} error={errors[`${name}.${lang}`] ?? (lang === 'ko' ? errors[name] : undefined)} aside={lang === 'en' ? t('content.enFallback') : undefined}>
          {(a11y) =>
            multiline ? (
              <textarea {...a11y} className={`${inputClass} min-h-40`} value={value[lang]} maxLength={maxLength} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            ) : (
              <input {...a11y} className={inputClass} value={value[lang]} maxLength={maxLength} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            )
          }
        </Field>
      ))}
    </div>
  );
}

/** The field errors of a refused body (zod issues) as `path → translated message`. */
export function issuesToErrors(t: (key: string, options?: Record<string, unknown>) => string, issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.map(String).join('.')] ??= t(`common:validation.${issue.message}`, { defaultValue: t('common:validation.invalid') });
  return found;
}

/** After an admin action: the success toast, or the error toast with the server's field errors kept for the form. */
export function useActionToasts() {
  const { t } = useTranslation(['admin', 'errors']);
  return {
    done: (message: string) => toast.success(message),
    failed: (error: unknown): Record<string, string> => {
      const fields = fieldErrorsOf(error);
      toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      return fields;
    },
  };
}

/** A delete button that asks first. */
export function DeleteButton({ name, onDelete, busy = false }: { name: string; onDelete: () => void; busy?: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="min-h-10 rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        {t('content.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('content.deleteTitle')}
        body={t('content.deleteBody', { name })}
        confirmLabel={t('content.delete')}
        cancelLabel={t('content.cancel')}
        onConfirm={() => {
          setOpen(false);
          onDelete();
        }}
        danger
        busy={busy}
      />
    </>
  );
}
