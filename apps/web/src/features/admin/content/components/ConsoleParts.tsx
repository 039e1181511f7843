// What the content editors share: a text in Korean and English side by side (stacked on a phone),
// the toast that follows every admin action — done, or the error in the admin's language — and the
// editor's frame: the form's draft, save and buttons, the list rows with edit and delete.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { primaryButton, secondaryButton } from '../../../../components/buttons.ts';
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

/** A save mutation of the editors: a new item (`id` null) or a change to one. */
interface SaveMutation<B> {
  isPending: boolean;
  mutate: (vars: { id: string | null; body: B }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** What a body schema's safeParse answers. */
type Parsed<B> = { success: true; data: B } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

/** A form's field errors and the steps of its submit: check the body, then the toast of done or failed. */
export function useFormErrors() {
  const { t } = useTranslation(['admin', 'common']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toasts = useActionToasts();
  return {
    t,
    errors,
    /** The body when the schema takes it (the errors cleared); else undefined, the refusals shown on their fields. */
    check: <B,>(parsed: Parsed<B>): B | undefined => {
      if (!parsed.success) {
        setErrors(issuesToErrors(t, parsed.error.issues));
        return undefined;
      }
      setErrors({});
      return parsed.data;
    },
    done: toasts.done,
    /** The error toast, keeping the server's field errors for the form. */
    failed: (error: unknown) => setErrors(toasts.failed(error)),
  };
}

/**
 * An editor form's draft and field errors, and `submit`: refuses while saving, shows the schema's
 * refusals on their fields, else saves, toasts and closes — or toasts the error and keeps the server's field errors.
 */
export function useConsoleForm<D extends { id: string | null }, B>(initial: D, save: SaveMutation<B>, onClose: () => void) {
  const [draft, setDraft] = useState(initial);
  const { t, errors, check, done, failed } = useFormErrors();
  const submit = (parse: () => Parsed<B>, doneMessage: string) => {
    if (save.isPending) return;
    const body = check(parse());
    if (body === undefined) return;
    save.mutate(
      { id: draft.id, body },
      {
        onSuccess: () => {
          done(doneMessage);
          onClose();
        },
        onError: failed,
      },
    );
  };
  return { t, draft, setDraft, errors, submit };
}

/** The editor's form frame. */
export function ConsoleForm({ testId, onSubmit, children }: { testId: string; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 sm:p-6" data-testid={testId}>
      {children}
    </form>
  );
}

/** The form's buttons: submit, any others (children), cancel. */
export function FormButtons({ pending, onClose, submitLabel, cancelLabel, children }: { pending: boolean; onClose: () => void; submitLabel?: string; cancelLabel?: string; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <button type="submit" className={primaryButton} disabled={pending}>
        {submitLabel ?? t('content.save')}
      </button>
      {children}
      <button type="button" className={secondaryButton} onClick={onClose}>
        {cancelLabel ?? t('content.cancel')}
      </button>
    </div>
  );
}

/** The order field of an item (a number; lower comes first). */
export function SortField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Field name="sort" label={t('content.sort')} hint={t('content.sortHint')} error={error}>
      {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={10000} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A delete mutation of the editors, by id. */
interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** An editor page's state: the form open on a draft (or closed), and delete with its toasts. */
export function useConsoleEditor<D>(remove: DeleteMutation) {
  const { t } = useTranslation('admin');
  const toasts = useActionToasts();
  // The form open (a key per item, so opening another one starts fresh), or closed.
  const [editing, setEditing] = useState<D | null>(null);
  return {
    editing,
    open: (draft: D) => setEditing(draft),
    close: () => setEditing(null),
    deleting: remove.isPending,
    remove: (id: string) => remove.mutate(id, { onSuccess: () => toasts.done(t('content.deleted')), onError: (e) => void toasts.failed(e) }),
  };
}

interface ItemRowProps {
  testId: string;
  /** The gap between the row's parts. */
  gap: 'gap-2' | 'gap-3';
  /** Before the text: the order, a logo, a date. */
  leading?: ReactNode;
  /** After the text: the row's buttons. */
  actions: ReactNode;
  children: ReactNode;
}

/** A row of an admin table: what leads, the text, the buttons. */
export function ItemRow({ testId, gap, leading, actions, children }: ItemRowProps) {
  return (
    <li className={`flex flex-wrap items-center ${gap} rounded-xl border border-line bg-white p-3`} data-testid={testId}>
      {leading}
      <span className="min-w-0 flex-1">{children}</span>
      {actions}
    </li>
  );
}

/** An item's Korean name over its English one. */
export function NamePair({ ko, en }: { ko: string; en: string }) {
  return (
    <>
      <span className="block break-words font-medium">{ko}</span>
      <span className="block break-words text-sm text-ink-muted">{en}</span>
    </>
  );
}

interface ConsoleRowProps extends Omit<ItemRowProps, 'actions'> {
  /** The name the delete dialog asks about. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A row of an editor's list: its text, edit and delete. */
export function ConsoleRow({ name, onEdit, onDelete, deleting, ...row }: ConsoleRowProps) {
  const { t } = useTranslation('admin');
  return (
    <ItemRow
      {...row}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onEdit}>
            {t('content.editButton')}
          </button>
          <DeleteButton name={name} busy={deleting} onDelete={onDelete} />
        </>
      }
    />
  );
}
