import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export type PreparedModule =
  | 'members'
  | 'referrals'
  | 'requests'
  | 'quotations'
  | 'orders'
  | 'reviews'
  | 'chat'
  | 'notifications'
  | 'profiles'
  | 'quick'
  | 'content'
  | 'viewer';

/** A real, translated "being prepared" page for routes a later issue builds. */
export function ComingSoon({ module }: { module: PreparedModule }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section data-testid="coming-soon" data-module={module} className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <img src="/logo.svg" alt="" width={56} height={56} />
      <h1 className="text-2xl font-bold">{t('comingSoon.title', { feature: t(`modules.${module}`) })}</h1>
      <p className="text-ink-muted">{t('comingSoon.body')}</p>
      <p className="font-mono text-xs text-ink-subtle">{pathname}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t('comingSoon.home')}
      </Link>
    </section>
  );
}
