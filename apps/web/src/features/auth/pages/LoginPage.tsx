import { ErrorCode, formatWait, type LoginBody, type SessionUser } from '@dcm/shared';
import { isApproved } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf, errorDetailsOf } from '../../../lib/http.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { login } from '../../../lib/session.ts';
import { completeGoogleSignIn, fetchProviders, GOOGLE_START_PATH, GoogleResult } from '../api.ts';
import { GoogleButton } from '../components/GoogleButton.tsx';
import { GoogleNotice } from '../components/GoogleNotice.tsx';

// The form's schema, and zod with it, loads as the visitor starts on the form: not with the page (decision 0034).
const loginForm = lazyZodResolver(() => import('@dcm/shared/auth/schema').then((module) => module.LoginBody));

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [params] = useSearchParams();
  const googleResult = params.get('google');
  // What the last try answered under the form: a refusal in words, or how long too many wrong passwords wait.
  const [problem, setProblem] = useState<{ error: string } | { wait: string } | null>(null);
  const locale = useLocale();
  const [googleEnabled, setGoogleEnabled] = useState(false);
  const [googleFailed, setGoogleFailed] = useState(false);
  const googleHandled = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: loginForm.resolver, mode: 'onSubmit' });

  /** An approved member goes where they were headed; anyone else to the login-end screen (SPEC §4). */
  const enter = async (user: SessionUser, to: string) => {
    if (isApproved(user.memberApprovalSe)) await navigate(to, { replace: true });
    else
      await navigate('/login/JoinEnd', {
        replace: true,
        state: { memberApprovalSe: user.memberApprovalSe, memberApprovalReason: user.memberApprovalReason, memberSe: user.memberSe },
      });
  };

  useEffect(() => {
    let alive = true;
    fetchProviders()
      .then((p) => alive && setGoogleEnabled(p.google))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  // Back from Google with a session: finish signing in once, even when effects run twice.
  useEffect(() => {
    if (googleResult !== GoogleResult.Ok || googleHandled.current) return;
    googleHandled.current = true;
    completeGoogleSignIn()
      .then((user) => enter(user, '/'))
      .catch(() => setGoogleFailed(true));
    // `enter` only navigates; the sign-in runs once per arrival with ?google=ok.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [googleResult]);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await enter(await login(body), from);
    } catch (error) {
      // Too many wrong passwords: how long this account or address waits, and the way through now.
      const wait = errorCodeOf(error) === ErrorCode.TooManyAttempts ? errorDetailsOf(error).retryAfterSeconds : undefined;
      setProblem(wait !== undefined ? { wait: formatWait(wait, locale) } : { error: t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }) });
    }
  });

  return (
    <Page width="reading">
      <section className="mx-auto w-full max-w-md">
        <h1 className="mb-2 text-2xl font-bold">{t('login.title')}</h1>
        <p className="mb-8 text-ink-muted">{t('login.subtitle')}</p>
        <GoogleNotice result={googleResult} email={params.get('email')} failed={googleFailed} />
        <form onSubmit={onSubmit} onFocus={loginForm.warm} onInput={loginForm.warm} noValidate className="flex flex-col gap-4" aria-describedby={problem ? 'login-error' : undefined}>
          <Field name="email" label={t('login.email')} error={fieldErrorText(t, errors.email)}>
            {(a11y) => <input {...a11y} type="email" autoComplete="username" inputMode="email" {...register('email')} className={inputClass} />}
          </Field>
          <Field name="password" label={t('login.password')} error={fieldErrorText(t, errors.password)}>
            {(a11y) => <input {...a11y} type="password" autoComplete="current-password" {...register('password')} className={inputClass} />}
          </Field>
          {problem && 'error' in problem && (
            <p id="login-error" role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
              {problem.error}
            </p>
          )}
          {problem && 'wait' in problem && (
            <p id="login-error" role="alert" className="rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800" data-testid="login-wait">
              {t('login.wait', { wait: problem.wait })}{' '}
              <Link to="/login/pwInquiry" className="font-semibold underline">
                {t('login.waitReset')}
              </Link>
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
        {googleEnabled && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs text-ink-subtle" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              {t('login.or')}
              <span className="h-px flex-1 bg-line" />
            </div>
            <GoogleButton label={t('login.google')} onClick={() => window.location.assign(GOOGLE_START_PATH)} />
          </>
        )}
        <div className="mt-6 flex justify-center gap-4 text-sm text-ink-muted">
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
    </Page>
  );
}
