import { isApproved } from '@dcm/shared';
import { Bell, ClipboardList, LogIn, Menu, MessageCircle, ReceiptText, ShoppingCart, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { readSellerInfo } from '../../lib/seller-info.ts';
import { logout } from '../../lib/session.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { useViewer, type ViewerKind } from '../../lib/viewer.ts';
import { SellerInfo } from './SellerInfo.tsx';

// A member's header parts load with the first signed-in header, not with every visitor's first page (decision 0024).
const MemberHeaderParts = lazy(() => import('../MemberParts.tsx').then((m) => ({ default: m.MemberHeaderParts })));
const TabBadge = lazy(() => import('../MemberParts.tsx').then((m) => ({ default: m.TabBadge })));

interface NavItem {
  to: string;
  key: 'nav.requests' | 'nav.orders' | 'nav.designers' | 'nav.labs' | 'nav.quick' | 'nav.help';
}

/**
 * The main pages, as a visitor and a client see them (the pre-rendered header). A T-esigner's menu
 * is their work (issue 31): the requests, their transactions (SPEC §2 /payment, where accepted orders
 * live and which the menu did not offer) and their quick board; the T-esigner search, a client's way
 * to choose one, gives its place so the header stays one row.
 */
function navFor(kind: ViewerKind | undefined): NavItem[] {
  if (kind === 'designer') {
    return [
      { to: '/request', key: 'nav.requests' },
      { to: '/payment', key: 'nav.orders' },
      { to: '/center', key: 'nav.labs' },
      { to: '/quick/Designer', key: 'nav.quick' },
      { to: '/help', key: 'nav.help' },
    ];
  }
  return [
    { to: '/request', key: 'nav.requests' },
    { to: '/designer', key: 'nav.designers' },
    { to: '/center', key: 'nav.labs' },
    { to: '/quick/client', key: 'nav.quick' },
    { to: '/help', key: 'nav.help' },
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-control px-3 py-2 text-[15px] font-semibold transition-colors ${isActive ? 'text-brand-700' : 'text-ink-muted hover:bg-sunken hover:text-ink'}`;

function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight text-brand-800">
      <img src="/logo.svg" alt="" width={30} height={30} />
      <span>{t('app.name')}</span>
    </Link>
  );
}

/** The phone's menu: the main pages and the account's actions, under the compact header. */
function PhoneMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const nav = navFor(useViewer()?.kind);
  return (
    <div id="phone-menu" className="border-t border-line bg-surface px-4 pt-2 pb-4 shadow-raised md:hidden" data-testid="phone-menu">
      <nav aria-label={t('nav.label')} className="flex flex-col">
        {nav.map((item) => (
          <NavLink key={item.to} to={item.to} onClick={onClose} className={({ isActive }) => `flex min-h-12 items-center rounded-control px-3 font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink'}`}>
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      {user && (
        <button type="button" onClick={() => void logout()} className="mt-2 flex min-h-12 w-full items-center rounded-control px-3 font-semibold text-ink-muted hover:bg-sunken">
          {t('auth.logout')}
        </button>
      )}
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  // Mileage, chat and notifications are for approved members; the server refuses the others (SPEC §1).
  const approved = useUserStore((s) => isApproved(s.permissions));
  // The menu is open on the page it was opened on: following one of its links closes it.
  const { pathname } = useLocation();
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === pathname;
  const nav = navFor(useViewer()?.kind);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-working items-center gap-2 px-4 sm:px-6 md:gap-6">
        <Logo />
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 md:flex">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 text-sm sm:gap-3">
          <LanguageSwitch />
          {user ? (
            <>
              {user.isAdmin && (
                <Link to="/admin" className="hidden rounded-control px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex" data-testid="header-admin">
                  {t('nav.admin')}
                </Link>
              )}
              {approved && (
                <span className="hidden items-center gap-1 md:flex">
                  <Suspense fallback={null}>
                    <MemberHeaderParts />
                  </Suspense>
                </span>
              )}
              <Link to="/mypage" className="hidden max-w-40 items-center gap-1.5 truncate rounded-control px-2 py-1.5 font-semibold hover:bg-sunken md:inline-flex" data-testid="header-member">
                <UserRound aria-hidden className="size-4 shrink-0 text-ink-subtle" />
                <span className="truncate">{user.memberNickName ?? user.memberName}</span>
              </Link>
              <button type="button" onClick={() => void logout()} className="hidden whitespace-nowrap rounded-control px-3 py-1.5 font-medium text-ink-muted hover:bg-sunken hover:text-ink md:inline-flex">
                {t('auth.logout')}
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="inline-flex min-h-10 items-center rounded-control px-3 font-semibold text-ink-muted hover:bg-sunken hover:text-ink">
                {t('auth.login')}
              </Link>
              <Link to="/login/join" className="hidden min-h-10 items-center rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:inline-flex">
                {t('auth.join')}
              </Link>
            </>
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-sunken md:hidden"
            aria-expanded={menuOpen}
            aria-controls="phone-menu"
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            onClick={() => setMenuAt(menuOpen ? null : pathname)}
            data-testid="phone-menu-button"
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen && <PhoneMenu onClose={() => setMenuAt(null)} />}
    </header>
  );
}

interface Tab {
  key: 'requests' | 'cart' | 'orders' | 'chat' | 'notifications' | 'mypage';
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Whose unread count the tab shows, for an approved member. */
  badge?: 'chat' | 'notifications';
}

const CHAT_HOME: Record<Exclude<ViewerKind, 'admin'>, string> = { client: '/chat', lab: '/centerchat', designer: '/designerchat' };

/** The phone's five tabs; a T-esigner, who has no cart, gets their transactions in its place. */
function tabsFor(kind: ViewerKind | undefined): Tab[] {
  const second: Tab = kind === 'designer' ? { key: 'orders', to: '/payment', icon: ReceiptText } : { key: 'cart', to: '/request/basket', icon: ShoppingCart };
  return [
    { key: 'requests', to: '/request', icon: ClipboardList },
    second,
    { key: 'chat', to: kind && kind !== 'admin' ? CHAT_HOME[kind] : '/chat', icon: MessageCircle, badge: 'chat' },
    { key: 'notifications', to: '/notiy', icon: Bell, badge: 'notifications' },
    { key: 'mypage', to: '/mypage', icon: kind ? UserRound : LogIn },
  ];
}

/** The phone's bottom tab bar (issue 26); hidden where a page's own action bar takes the bottom. */
function TabBar() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const approved = useUserStore((s) => isApproved(s.permissions));
  return (
    <nav aria-label={t('tabs.label')} className="tab-bar fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden" data-testid="tab-bar">
      <ul className="mx-auto grid max-w-reading grid-cols-5">
        {tabsFor(viewer?.kind).map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.key === 'requests'}
              className={({ isActive }) => `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold ${isActive ? 'text-brand-700' : 'text-ink-subtle'}`}
              data-testid={`tab-${tab.key}`}
            >
              <tab.icon aria-hidden className="size-6" />
              {t(`tabs.${tab.key}`)}
              {tab.badge && approved && (
                <Suspense fallback={null}>
                  <TabBadge of={tab.badge} />
                </Suspense>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
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
    <footer className="site-footer mt-16 border-t border-line bg-surface pb-16 md:pb-0 print:hidden">
      <div className="mx-auto flex max-w-working flex-col gap-3 px-4 py-8 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-4">
          {footerLinks.map((l) => (
            <Link key={l.key} to={l.to} className="hover:text-ink">
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
      <TabBar />
    </div>
  );
}
