// Password change (SPEC §5): the current one, then the new one twice, judged in the browser by the
// shared PasswordChangeBody; a wrong current password comes back from the server on its field.
import { PasswordChangeBody } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useChangePassword, useOnce } from '../api.ts';
import { primaryButton } from '../../../components/buttons.ts';
import { Panel } from './Panel.tsx';

const empty: PasswordChangeBody = { currentPassword: '', password: '', passwordConfirm: '' };
const resolver = zodResolver(PasswordChangeBody);

export function PasswordSection() {
  const { t } = useTranslation(['mypage', 'common', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeBody>({ resolver, defaultValues: empty });

  const onValid = (body: PasswordChangeBody) =>
    once(async () => {
      try {
        await change.mutateAsync(body);
        reset(empty);
        toast.success(t('mypage:password.saved'));
      } catch (error) {
        const fields = Object.entries(fieldErrorsOf(error));
        for (const [path, message] of fields) setError(path as FieldPath<PasswordChangeBody>, { type: 'server', message });
        focusFirstInvalid(formRef.current, fields.map(([path]) => path));
        toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  return (
    <Panel id="password" title={t('mypage:password.title')} intro={t('mypage:password.intro')}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
        className="flex flex-col gap-4"
        data-testid="password-form"
      >
        <Field name="currentPassword" label={t('mypage:password.current')} error={fieldErrorText(t, errors.currentPassword)}>
          {(a11y) => <input {...a11y} type="password" autoComplete="current-password" {...register('currentPassword')} className={inputClass} data-testid="password-current" />}
        </Field>
        <Field name="password" label={t('mypage:password.new')} hint={t('mypage:password.newHint')} error={fieldErrorText(t, errors.password)}>
          {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('password')} className={inputClass} data-testid="password-new" />}
        </Field>
        <Field name="passwordConfirm" label={t('mypage:password.confirm')} error={fieldErrorText(t, errors.passwordConfirm)}>
          {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('passwordConfirm')} className={inputClass} data-testid="password-confirm" />}
        </Field>
        <button type="submit" disabled={change.isPending} className={primaryButton} data-testid="password-save">
          {change.isPending ? t('mypage:password.saving') : t('mypage:password.save')}
        </button>
      </form>
    </Panel>
  );
}
