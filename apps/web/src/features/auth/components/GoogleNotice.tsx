import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoogleResult } from '../api.ts';

interface Props {
  /** The `google` parameter the server put on /login after the round trip. */
  result: string | null;
  email: string | null;
  /** The session could not be started although Google said yes. */
  failed: boolean;
}

/** What came back from Google, above the login form. */
export function GoogleNotice({ result, email, failed }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const box = 'mb-6 rounded-lg px-3 py-2.5 text-sm';

  if (result === GoogleResult.Ok && !failed) {
    return (
      <p role="status" className={`${box} bg-brand-50 text-brand-800`} data-testid="google-result">
        {t('auth:login.googleSigningIn')}
      </p>
    );
  }
  if (result === GoogleResult.NotMember) {
    return (
      <div role="alert" className={`${box} bg-amber-50 text-amber-900`} data-testid="google-result">
        <p>{email ? t('auth:login.googleNotMember', { email }) : t('auth:login.googleNotMemberNoEmail')}</p>
        <Link to="/login/join" className="mt-1 inline-block font-semibold underline">
          {t('auth:login.googleJoin')}
        </Link>
      </div>
    );
  }
  const code = result === GoogleResult.Suspended ? 'ACCOUNT_SUSPENDED' : result === GoogleResult.Failed || failed ? 'GOOGLE_SIGN_IN_FAILED' : null;
  if (!code) return null;
  return (
    <p role="alert" className={`${box} bg-red-50 text-red-700`} data-testid="google-result">
      {t(`errors:${code}`)}
    </p>
  );
}
