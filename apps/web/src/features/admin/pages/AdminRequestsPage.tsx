// /admin/requests: every member's requests (issue 12, Admin console), newest first, found by the start
// of the request number or the client's nickname and filtered by status and type; the filters live
// in the address. A row opens the request in the console (/admin/requests/:id).
import { RequestStatus, RequestType } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { AddressSearchForm, AddressSelect, AdminPageHeader, oneOf, PagedList, useAddressFilters } from '../components/AdminListParts.tsx';
import { ADMIN_REQUEST_PAGE_SIZE, useAdminRequests, type AdminRequestFilters } from '../orders-api.ts';

const STATUSES = Object.values(RequestStatus);
const TYPES = Object.values(RequestType);

/** How many characters of an id a row shows; the whole is in its title. */
const ID_SHOWN = 8;

export default function AdminRequestsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const locale = useLocale();
  const address = useAddressFilters();
  const { update } = address;
  const filters: AdminRequestFilters = { page: address.page };
  if (address.q) filters.q = address.q;
  const status = oneOf(STATUSES, address.params.get('status'));
  if (status) filters.status = status;
  const type = oneOf(TYPES, address.params.get('type'));
  if (type) filters.type = type;
  const list = useAdminRequests(filters);

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:orders.requestsTitle')} subtitle={t('admin:orders.requestsSubtitle')} />
      <AddressSearchForm filters={address} gridClass="sm:grid-cols-[2fr_1fr_1fr_auto]">
        <AddressSelect label={t('admin:orders.status')} param="status" options={STATUSES} value={status} nameOf={(s) => t(`common:requestStatus.${s}`)} update={update} />
        <AddressSelect label={t('admin:orders.type')} param="type" options={TYPES} value={type} nameOf={(s) => t(`admin:orders.requestType.${s}`)} update={update} />
      </AddressSearchForm>
      <PagedList
        list={list}
        empty={t('admin:orders.requestsEmpty')}
        emptyTestId="admin-requests-empty"
        totalText={(count) => t('admin:orders.requestsTotal', { count })}
        page={filters.page}
        size={ADMIN_REQUEST_PAGE_SIZE}
        update={update}
        renderItem={(request) => (
            <li key={request.id} className="rounded-xl border border-line bg-white p-3 text-sm" data-testid="admin-request-row">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <code title={request.id} className="font-semibold text-brand-800">
                  {request.id.slice(0, ID_SHOWN)}
                </code>
                <span>{t(`admin:orders.requestType.${request.type}`)}</span>
                <span className="rounded-full bg-sunken px-2 text-xs" data-testid="admin-request-status">
                  {t(`common:requestStatus.${request.status}`)}
                </span>
                <span className="text-xs text-ink-subtle">{t('admin:orders.quotations', { count: request.quotationCount })}</span>
              </p>
              <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-ink-muted sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="shrink-0 text-ink-subtle">{t('admin:orders.client')}</dt>
                  <dd className="min-w-0 break-words">{t('admin:orders.member', { name: request.client.nickname, no: request.client.memberNo })}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="shrink-0 text-ink-subtle">{t('admin:orders.designer')}</dt>
                  <dd className="min-w-0 break-words">
                    {request.designer ? t('admin:orders.member', { name: request.designer.nickname, no: request.designer.memberNo }) : t('admin:orders.noDesigner')}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="shrink-0 text-ink-subtle">{t('admin:orders.createdAt')}</dt>
                  <dd>{formatDateTime(request.createdAt, locale)}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="shrink-0 text-ink-subtle">{t('admin:orders.deadlineAt')}</dt>
                  <dd>{formatDateTime(request.deadlineAt, locale)}</dd>
                </div>
              </dl>
              <Link to={`/admin/requests/${request.id}`} className="mt-2 inline-flex min-h-10 items-center font-medium text-brand-700 underline">
                {t('admin:orders.viewRequest')}
              </Link>
            </li>
        )}
      />
    </Page>
  );
}
