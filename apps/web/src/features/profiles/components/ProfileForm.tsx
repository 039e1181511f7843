// The frame both profile forms share (SPEC §3): the card with its title, the fields the form passes
// in, then the public switch and the save button. Saved whole once however often the button is
// pressed; the first wrong field is focused, and the server's field errors land on their inputs.
// Also the prosthesis types, which both forms ask the same way.
import { ProfileLimits } from '@dcm/shared';
import { useRef, type ReactNode } from 'react';
import type { Control, FieldPath, FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.tsx';
import { CodeChecklistField } from './CodeChecklist.tsx';
import { ProfileFormFooter } from './ProfileFormFooter.tsx';

interface Props<V extends { isPublic: boolean }, B> {
  form: UseFormReturn<V, unknown, B>;
  /** Names the test ids and the title's id: `<kind>-profile-form`, `<kind>-profile-form-title`. */
  kind: 'designer' | 'lab';
  title: string;
  save: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean };
  /** The input a path of the sent body answers to, for the server's field errors. */
  fieldOf: (path: string) => string;
  children: ReactNode;
}

export function ProfileForm<V extends { isPublic: boolean }, B>({ form, kind, title, save, fieldOf, children }: Props<V, B>) {
  const { t } = useTranslation(['profiles', 'common', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);

  const onValid = (body: B) => {
    if (sending.current) return;
    sending.current = true;
    save
      .mutateAsync(body)
      .then(
        () => toast.success(t('profiles:form.saved')),
        (error: unknown) => {
          const fields = Object.entries(fieldErrorsOf(error));
          for (const [path, message] of fields) form.setError(fieldOf(path) as FieldPath<V>, { type: 'server', message });
          if (fields.length > 0) focusFirstInvalid(formRef.current, fields.map(([path]) => fieldOf(path)));
          toast.error(`${t('profiles:form.failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void form.handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
      data-testid={`${kind}-profile-form`}
      aria-labelledby={`${kind}-profile-form-title`}
    >
      <h2 id={`${kind}-profile-form-title`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <ProfileFormFooter control={form.control} kind={kind} saving={save.isPending} />
    </form>
  );
}

interface TypesProps<V extends FieldValues & { prosthesisTypes: string[] }, B> {
  control: Control<V, unknown, B>;
  error?: string;
  testId: string;
}

/** The prosthesis types the member handles, at most ProfileLimits.prosthesisTypesMax. */
export function ProsthesisTypesField<V extends FieldValues & { prosthesisTypes: string[] }, B>({ control, error, testId }: TypesProps<V, B>) {
  const { t } = useTranslation('profiles');
  // Both forms keep `prosthesisTypes` at the top of their values; react-hook-form cannot follow that through a generic.
  const name = 'prosthesisTypes' as FieldPathByValue<V, string[]>;
  return (
    <CodeChecklistField
      control={control}
      name={name}
      group="prosthesis"
      legend={t('fields.prosthesisTypes')}
      max={ProfileLimits.prosthesisTypesMax}
      error={error}
      testId={testId}
    />
  );
}
