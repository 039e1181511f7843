// /admin: the console's home (issue 12, SPEC §6) — today's figures, each a card leading to its list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCIES, Currency, formatCount } from '@dcm/shared';
import { Page } from '../../../components/ui/Page.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { AdminPageHeader } from '../components/AdminListParts.tsx';
import { useAdminDashboard } from '../content/console-api.ts';

export default function AdminDashboardPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const locale = useLocale();
  const dashboard = useAdminDashboard();
  const number = formatCount;
  const escrow = (held: Record<Currency, number>) =>
    CURRENCIES.filter((c) => c === Currency.KRW || held[c] !== 0)
      .map((c) => formatMoney(held[c], c, locale))
      .join(' · ');

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:console.dashboard.title')} subtitle={t('admin:console.dashboard.subtitle')} />
      {dashboard.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle">{t('admin:list.loading')}</p>
      ) : dashboard.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(dashboard.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              ['joinsToday', '/admin/members', number(dashboard.data.joinsToday)],
              ['ordersToday', '/admin/settlement', number(dashboard.data.ordersToday)],
              ['escrow', '/admin/settlement', escrow(dashboard.data.escrow)],
              ['pendingApprovals', '/admin/members', number(dashboard.data.pendingApprovals)],
              ['openReports', '/admin/reports', number(dashboard.data.openReports)],
              ['openInquiries', '/admin/inquiries', number(dashboard.data.openInquiries)],
              ['waitingSettlements', '/admin/settlement?tab=settlements', number(dashboard.data.waitingSettlements)],
              ['waitingRefunds', '/admin/settlement', number(dashboard.data.waitingRefunds)],
            ] as const
          ).map(([key, to, value]) => (
            <li key={key}>
              <Link to={to} className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-white p-4 hover:border-brand-300 hover:bg-brand-50" data-testid={`dashboard-${key}`}>
                <span className="text-sm text-ink-muted">{t(`admin:console.dashboard.${key}`)}</span>
                <span className="text-xl font-bold tabular-nums sm:text-2xl">{value}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
