import { isApproved } from '@dcm/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { readSellerInfo } from '../../lib/seller-info.ts';
import { logout } from '../../lib/session.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { SellerInfo } from './SellerInfo.tsx';

// A member's header parts load with the first signed-in header, not with every visitor's first page (decision 0024).
const MemberHeaderParts = lazy(() => import('../MemberParts.tsx').then((m) => ({ default: m.MemberHeaderParts })));

const nav = [
  { to: '/request', key: 'nav.requests' },
  { to: '/designer', key: 'nav.designers' },
  { to: '/center', key: 'nav.labs' },
  { to: '/quick/client', key: 'nav.quick' },
  { to: '/help', key: 'nav.help' },
] as const;

function Header() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  // Mileage, chat and notifications are for approved members; the server refuses the others (SPEC §1).
  const approved = useUserStore((s) => isApproved(s.permissions));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="order-3 flex w-full gap-4 overflow-x-auto text-sm sm:order-none sm:w-auto">
          {nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => `whitespace-nowrap py-1 ${isActive ? 'font-semibold text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          {user ? (
            <>
              {user.isAdmin && (
                <Link to="/admin" className="rounded-md px-2 py-1.5 font-medium text-brand-700 hover:bg-brand-50" data-testid="header-admin">
                  {t('nav.admin')}
                </Link>
              )}
              {approved && (
                <Suspense fallback={null}>
                  <MemberHeaderParts />
                </Suspense>
              )}
              <Link to="/mypage" className="font-medium" data-testid="header-member">
                {user.memberNickName ?? user.memberName}
              </Link>
              <button type="button" onClick={() => void logout()} className="whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
                {t('auth.logout')}
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="rounded-md px-3 py-1.5 hover:bg-slate-100">
                {t('auth.login')}
              </Link>
              <Link to="/login/join" className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800">
                {t('auth.join')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

const footerLinks = [
  { to: '/service', key: 'footer.service' },
  { to: '/help', key: 'footer.guide' },
  { to: '/notice', key: 'footer.notice' },
  { to: '/help?doc=privacy', key: 'footer.privacy' },
  { to: '/help?doc=terms', key: 'footer.terms' },
] as const;

function Footer() {
  const { t } = useTranslation();
  // Korean e-commerce law: the seller's legal information on every page (decision 0030).
  const [seller] = useState(readSellerInfo);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-4">
          {footerLinks.map((l) => (
            <Link key={l.key} to={l.to} className="hover:text-slate-900">
              {t(l.key)}
            </Link>
          ))}
        </nav>
        <p>© {new Date().getFullYear()} {t('app.name')}</p>
      </div>
      <SellerInfo seller={seller} />
    </footer>
  );
}

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
