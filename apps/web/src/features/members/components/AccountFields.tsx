import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JoinMode, JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

interface Props {
  mode: JoinMode;
  /** Checks email or nickname availability when the member leaves the field. */
  onCheck: (field: 'email' | 'nickname') => void;
  /** The field whose current value the server said is free. */
  isAvailable: (field: 'email' | 'nickname') => boolean;
}

/** Email, password, name and nickname. A rejected member keeps email and password. */
export function AccountFields({ mode, onCheck, isAvailable }: Props) {
  const { t } = useTranslation('members');
  const { register } = useFormContext<JoinValues>();
  const errorOf = useFieldError();

  return (
    <Section id="join-account" title={t('form.account.title')}>
      {mode === 'join' && (
        <>
          <Field name="email" label={t('form.account.email')} error={errorOf('email')} success={isAvailable('email') ? t('form.account.emailAvailable') : undefined}>
            {(a11y) => (
              <input
                {...a11y}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                {...register('email', { onBlur: () => onCheck('email') })}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="password" label={t('form.account.password')} hint={t('form.account.passwordHint')} error={errorOf('password')}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('password')} className={inputClass} />}
          </Field>
          <Field name="passwordConfirm" label={t('form.account.passwordConfirm')} error={errorOf('passwordConfirm')}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('passwordConfirm')} className={inputClass} />}
          </Field>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="lastName" label={t('form.account.lastName')} error={errorOf('lastName')}>
          {(a11y) => <input {...a11y} autoComplete="family-name" {...register('lastName')} className={inputClass} />}
        </Field>
        <Field name="firstName" label={t('form.account.firstName')} error={errorOf('firstName')}>
          {(a11y) => <input {...a11y} autoComplete="given-name" {...register('firstName')} className={inputClass} />}
        </Field>
      </div>
      <Field
        name="nickname"
        label={t('form.account.nickname')}
        hint={t('form.account.nicknameHint')}
        error={errorOf('nickname')}
        success={isAvailable('nickname') ? t('form.account.nicknameAvailable') : undefined}
      >
        {(a11y) => <input {...a11y} autoComplete="nickname" {...register('nickname', { onBlur: () => onCheck('nickname') })} className={inputClass} />}
      </Field>
    </Section>
  );
}
