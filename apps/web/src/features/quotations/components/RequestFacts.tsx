// The request a quotation is about, in one line of facts: status, client, quote expiry, deadline.
import type { RequestDetail } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';

export function RequestFacts({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="request-facts">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('request.status')}</dt>
        <dd>
          <RequestStatusBadge status={request.status} />
        </dd>
        <dt className="text-slate-500">{t('request.client')}</dt>
        <dd className="break-all">{request.client.nickname}</dd>
        <dt className="text-slate-500">{t('request.quoteExpiresAt')}</dt>
        <dd>
          <time dateTime={request.quoteExpiresAt}>{formatDateTime(request.quoteExpiresAt, locale)}</time>
        </dd>
        <dt className="text-slate-500">{t('request.deadlineAt')}</dt>
        <dd>
          <time dateTime={request.deadlineAt}>{formatDateTime(request.deadlineAt, locale)}</time>
        </dd>
      </dl>
      <Link
        to={`/request/view/${request.id}`}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100"
      >
        {t('request.view')}
      </Link>
    </div>
  );
}
