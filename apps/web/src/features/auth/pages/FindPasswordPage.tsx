// /findPw and /login/pwInquiry: without ?token the member asks for a reset link; the e-mailed link
// brings them back here with ?token=… to choose the new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, PASSWORD_RESET_TTL_MINUTES, PasswordResetConfirm, PasswordResetRequest } from '@dcm/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { confirmPasswordReset, requestPasswordReset } from '../api.ts';

const primary = 'rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

function RequestLink() {
  const { t } = useTranslation(['auth', 'errors']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PasswordResetRequest>>({ resolver: zodResolver(PasswordResetRequest) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800" data-testid="reset-link-sent">
          {t('findPw.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
        </p>
        <div className="flex gap-4 text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('findPw.login')}
          </Link>
          <button type="button" onClick={() => setSentTo(null)} className="text-ink-muted hover:underline">
            {t('findPw.sendAgain')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field name="email" label={t('findPw.email')} error={fieldErrorText(t, errors.email)}>
        {(a11y) => <input {...a11y} type="email" autoComplete="email" inputMode="email" {...register('email')} className={inputClass} />}
      </Field>
      <FormError message={formError} />
      <button type="submit" disabled={isSubmitting} className={primary}>
        {isSubmitting ? t('findPw.sending') : t('findPw.send')}
      </button>
    </form>
  );
}

function NewPassword({ token, onRequestNew }: { token: string; onRequestNew: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirm>({ resolver: zodResolver(PasswordResetConfirm), defaultValues: { token, password: '', passwordConfirm: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await confirmPasswordReset(body);
      setDone(true);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === ErrorCode.ResetLinkInvalid) return setLinkInvalid(true);
      const fields = fieldErrorsOf(error);
      if (fields.token) return setLinkInvalid(true);
      for (const name of ['password', 'passwordConfirm'] as const) {
        if (fields[name]) setError(name, { type: 'server', message: fields[name] });
      }
      if (!fields.password && !fields.passwordConfirm) setFormError(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    }
  });

  // A token the schema refuses (cut short when copied, say) is a broken link, not a field to fix.
  if (linkInvalid || errors.token) {
    return (
      <div className="flex flex-col gap-4" data-testid="reset-link-invalid">
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {t('errors:RESET_LINK_INVALID')}
        </p>
        <button type="button" onClick={onRequestNew} className={primary}>
          {t('findPw.requestNew')}
        </button>
      </div>
    );
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-800" data-testid="reset-done">
          {t('findPw.done')}
        </p>
        <Link to="/login" className={`${primary} text-center`}>
          {t('findPw.login')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" {...register('token')} />
      <Field name="password" label={t('findPw.password')} error={fieldErrorText(t, errors.password)}>
        {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('password')} className={inputClass} />}
      </Field>
      <Field name="passwordConfirm" label={t('findPw.passwordConfirm')} error={fieldErrorText(t, errors.passwordConfirm)}>
        {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('passwordConfirm')} className={inputClass} />}
      </Field>
      <FormError message={formError} />
      <button type="submit" disabled={isSubmitting} className={primary}>
        {isSubmitting ? t('findPw.saving') : t('findPw.save')}
      </button>
    </form>
  );
}

export default function FindPasswordPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const token = params.get('token');

  return (
    <Page width="reading">
      <section className="mx-auto w-full max-w-md">
        <h1 className="mb-2 text-2xl font-bold">{token ? t('findPw.newTitle') : t('findPw.title')}</h1>
        <p className="mb-8 text-ink-muted">{token ? t('findPw.newSubtitle') : t('findPw.subtitle')}</p>
        {token ? <NewPassword key={token} token={token} onRequestNew={() => setParams({}, { replace: true })} /> : <RequestLink />}
        <div className="mt-8 flex justify-center gap-4 text-sm text-ink-muted">
          <Link to="/login/idInquiry" className="hover:underline">
            {t('findPw.findId')}
          </Link>
          <Link to="/login" className="hover:underline">
            {t('findPw.login')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
