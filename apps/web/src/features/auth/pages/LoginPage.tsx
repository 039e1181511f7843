import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@dcm/shared';
import { isApproved } from '@dcm/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { login } from '../../../lib/session.ts';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(LoginBody), mode: 'onSubmit' });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const user = await login(body);
      if (isApproved(user.memberApprovalSe)) await navigate(from, { replace: true });
      else await navigate('/login/JoinEnd', { replace: true, state: { memberApprovalSe: user.memberApprovalSe } });
    } catch (error) {
      setFormError(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    }
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="mb-2 text-2xl font-bold">{t('login.title')}</h1>
      <p className="mb-8 text-slate-600">{t('login.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby={formError ? 'login-error' : undefined}>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t('login.email')}</span>
          <input
            type="email"
            autoComplete="username"
            inputMode="email"
            {...register('email')}
            aria-invalid={!!errors.email}
            className="rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {errors.email && <span className="text-sm text-red-600">{fieldErrorText(t, errors.email)}</span>}
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t('login.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            {...register('password')}
            aria-invalid={!!errors.password}
            className="rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          {errors.password && <span className="text-sm text-red-600">{fieldErrorText(t, errors.password)}</span>}
        </label>
        {formError && (
          <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="mt-2 rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <div className="mt-6 flex justify-center gap-4 text-sm text-slate-600">
        <Link to="/login/idInquiry" className="hover:underline">
          {t('login.findId')}
        </Link>
        <Link to="/login/pwInquiry" className="hover:underline">
          {t('login.findPw')}
        </Link>
        <Link to="/login/join" className="font-medium text-brand-700 hover:underline">
          {t('login.join')}
        </Link>
      </div>
    </section>
  );
}
