// /admin/orders: every order (issue 12, Admin console), newest first, found by the start of the order
// number or either party's nickname and filtered by status; the filters live in the address. A row
// opens the order's facts with its ledger entries and timeline (/admin/orders/:id).
import { OrderStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { AddressSearchForm, AddressSelect, AdminPageHeader, oneOf, PagedList, useAddressFilters } from '../components/AdminListParts.tsx';
import { ADMIN_ORDER_PAGE_SIZE, useAdminOrders, type AdminOrderFilters } from '../orders-api.ts';

/** How many characters of an id a row shows; the whole is in its title. */
const ID_SHOWN = 8;

const STATUSES = Object.values(OrderStatus);

export default function AdminOrdersPage() {
  const { t } = useTranslation(['admin', 'orders']);
  const locale = useLocale();
  const address = useAddressFilters();
  const { update } = address;
  const filters: AdminOrderFilters = { page: address.page };
  if (address.q) filters.q = address.q;
  const status = oneOf(STATUSES, address.params.get('status'));
  if (status) filters.status = status;
  const list = useAdminOrders(filters);

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:orders.ordersTitle')} subtitle={t('admin:orders.ordersSubtitle')} />
      <AddressSearchForm filters={address} gridClass="sm:grid-cols-[2fr_1fr_auto]">
        <AddressSelect label={t('admin:orders.status')} param="status" options={STATUSES} value={status} nameOf={(s) => t(`orders:status.${s}`)} update={update} />
      </AddressSearchForm>
      <PagedList
        list={list}
        empty={t('admin:orders.ordersEmpty')}
        emptyTestId="admin-orders-empty"
        totalText={(count) => t('admin:orders.ordersTotal', { count })}
        page={filters.page}
        size={ADMIN_ORDER_PAGE_SIZE}
        update={update}
        renderItem={(order) => (
            <li key={order.id} className="rounded-xl border border-line bg-white p-3 text-sm" data-testid="admin-order-row">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <code title={order.id} className="font-semibold text-brand-800">
                  {order.id.slice(0, ID_SHOWN)}
                </code>
                <span className="rounded-full bg-sunken px-2 text-xs" data-testid="admin-order-status">
                  {t(`orders:status.${order.status}`)}
                </span>
                <span className="font-semibold tabular-nums">{formatMoney(order.amount, order.currency, locale)}</span>
              </p>
              <p className="mt-1 break-words text-ink-muted">
                {t('admin:orders.client')} {t('admin:orders.member', { name: order.client.nickname, no: order.client.memberNo })} ·{' '}
                {t('admin:orders.designer')} {t('admin:orders.member', { name: order.designer.nickname, no: order.designer.memberNo })}
              </p>
              <p className="text-xs text-ink-subtle">
                {t('admin:orders.orderedAt')} {formatDateTime(order.createdAt, locale)}
              </p>
              <Link to={`/admin/orders/${order.id}`} className="mt-2 inline-flex min-h-10 items-center font-medium text-brand-700 underline" data-testid="admin-order-open">
                {t('admin:orders.open')}
              </Link>
            </li>
        )}
      />
    </Page>
  );
}
