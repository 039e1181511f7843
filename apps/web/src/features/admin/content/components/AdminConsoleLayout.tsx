// The admin console's frame (issue 12, SPEC §6): one navigation to every admin page above the page,
// a row that scrolls sideways on a phone. The header keeps one "Admin" link to /admin.
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/** Every console page; the test ids are those the header's admin links had (journeys click them). */
export const CONSOLE_PAGES = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/members', key: 'members' },
  { to: '/admin/requests', key: 'requests' },
  { to: '/admin/orders', key: 'orders' },
  { to: '/admin/settlement', key: 'settlement' },
  { to: '/admin/reports', key: 'reports' },
  { to: '/admin/withdrawals', key: 'withdrawals' },
  { to: '/admin/quick', key: 'quick' },
  { to: '/admin/codes', key: 'codes' },
  { to: '/admin/holidays', key: 'holidays' },
  { to: '/admin/inquiries', key: 'inquiries' },
  { to: '/admin/notices', key: 'notices' },
  { to: '/admin/faq', key: 'faq' },
  { to: '/admin/partners', key: 'partners' },
  { to: '/admin/documents', key: 'documents' },
  { to: '/admin/audit', key: 'audit' },
] as const;

export function AdminConsoleNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('console.nav.label')} className="border-b border-line bg-canvas print:hidden" data-testid="admin-console-nav">
      <ul className="mx-auto flex max-w-working gap-1 overflow-x-auto px-4 py-2 text-sm sm:px-6">
        {CONSOLE_PAGES.map((page) => (
          <li key={page.key} className="shrink-0">
            <NavLink
              to={page.to}
              end={'end' in page}
              data-testid={`header-admin-${page.key}`}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-3 ${isActive ? 'bg-brand-700 font-semibold text-white' : 'text-ink-muted hover:bg-white'}`
              }
            >
              {t(`console.nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminConsoleLayout() {
  return (
    <>
      <AdminConsoleNav />
      <Outlet />
    </>
  );
}
