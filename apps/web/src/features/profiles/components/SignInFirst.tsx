// The member's own profile screens are public routes (SPEC §2) but show nothing without a member:
// a signed-out visitor is asked to sign in and comes back here after.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function SignInFirst() {
  const { t } = useTranslation('profiles');
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center" data-testid="profile-sign-in">
      <p className="text-slate-700">{t('signIn.body')}</p>
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('signIn.action')}
      </Link>
    </div>
  );
}
