// /findId and /login/idInquiry: the member proves the phone they joined with and sees the
// (masked) e-mails of its accounts, with the way on to log in or to reset the password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneVerification, type VerifiedPhone } from '../../../components/PhoneVerification.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { findEmails, type FoundEmail } from '../api.ts';
import { dateFormat } from '../../../lib/format.ts';

function joinedOn(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language === 'en' ? 'en' : 'ko', { dateStyle: 'medium' }).format(date);
}

export default function FindIdPage() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const [emails, setEmails] = useState<FoundEmail[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A new PhoneVerification (by key) starts the search over with another number.
  const [attempt, setAttempt] = useState(0);

  const onVerified = async ({ phoneVerificationId }: VerifiedPhone) => {
    setBusy(true);
    setProblem(null);
    try {
      setEmails(await findEmails(phoneVerificationId));
    } catch (error) {
      setProblem(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setEmails(null);
    setProblem(null);
  };

  return (
    <Page width="reading">
      <section className="mx-auto w-full max-w-md">
        <h1 className="mb-2 text-2xl font-bold">{t('findId.title')}</h1>
        <p className="mb-8 text-ink-muted">{t('findId.subtitle')}</p>

        {emails === null && (
          <PhoneVerification key={attempt} purpose="findId" onVerified={(v) => void onVerified(v)} onReset={reset} />
        )}
        {busy && (
          <p role="status" className="mt-4 text-sm text-ink-subtle">
            {t('findId.searching')}
          </p>
        )}
        {problem && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}

        {emails !== null && (
          <div className="flex flex-col gap-4" data-testid="found-emails">
            {emails.length === 0 ? (
              <p className="rounded-lg bg-sunken px-4 py-3 text-ink-muted">{t('findId.none')}</p>
            ) : (
              <>
                <h2 className="font-semibold">{t('findId.resultTitle')}</h2>
                <ul className="flex flex-col gap-2">
                  {emails.map((e) => (
                    <li key={e.email} className="flex flex-col rounded-xl border border-line bg-white px-4 py-3" data-testid="found-email">
                      <span className="break-all font-medium">{e.email}</span>
                      <span className="text-sm text-ink-subtle">{t('findId.joined', { date: joinedOn(e.registerDt, i18n.language) })}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              {emails.length === 0 ? (
                <Link to="/login/join" className="flex-1 rounded-lg bg-brand-700 py-3 text-center font-semibold text-white hover:bg-brand-800">
                  {t('findId.join')}
                </Link>
              ) : (
                <>
                  <Link to="/login" className="flex-1 rounded-lg bg-brand-700 py-3 text-center font-semibold text-white hover:bg-brand-800">
                    {t('findId.login')}
                  </Link>
                  <Link to="/login/pwInquiry" className="flex-1 rounded-lg border border-line-strong py-3 text-center font-medium hover:bg-sunken">
                    {t('findId.resetPassword')}
                  </Link>
                </>
              )}
            </div>
            <button
              type="button"
              onClick={() => {
                reset();
                setAttempt((n) => n + 1);
              }}
              className="text-sm text-ink-muted hover:underline"
            >
              {t('findId.again')}
            </button>
          </div>
        )}
      </section>
    </Page>
  );
}
