// The rows of the request list (issue 26): from lg up a dense, table-like list under one row of column
// heads; below it each request is a compact card. One markup serves both, so a row exists once in the
// page. The case's name is the row's one link, stretched over the whole row: a tap anywhere opens
// /request/view/<id>, and Tab stops once per row.
//
// A case is named by its referral numbers (issue 26), never by a member's nickname: the first, and how
// many more; only a request whose referrals carry no number falls back to its referral count. Its teeth
// sit under the prosthesis chips, as a dentist reads them off the chart.
import { formatCaseName, RequestType, type RequestSummary } from '@dcm/shared';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuotationStatusBadge, RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatCount, formatDay, MISSING, useLocale } from '../../../lib/format.ts';
import type { ViewerKind } from '../../../lib/viewer.ts';
import { ToothIcon } from '../../../components/ToothIcon.tsx';
import { ExpiryCountdown, Moment } from './RequestFacts.tsx';

/** The columns from lg up: case, prosthesis, quotes close, due, quotations, status. */
const COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_8.5rem_9.5rem_4.5rem_9rem] lg:items-center lg:gap-x-4';

interface Viewer {
  memberNo: number;
  kind: ViewerKind;
}

interface RequestRowsProps {
  requests: readonly RequestSummary[];
  viewer: Viewer | null;
  /** True while the next page loads over this one. */
  stale?: boolean;
}

export function RequestRows({ requests, viewer, stale = false }: RequestRowsProps) {
  return (
    <div className={`transition-opacity lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-surface lg:shadow-card ${stale ? 'opacity-60' : ''}`}>
      <ColumnHeads />
      <ul className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-line">
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} viewer={viewer} />
        ))}
      </ul>
    </div>
  );
}

/** Column heads for sighted readers on a wide screen; each cell also names itself to a screen reader. */
function ColumnHeads() {
  const { t } = useTranslation('requestView');
  return (
    <div aria-hidden className={`hidden border-b border-line bg-sunken px-4 py-2.5 text-xs font-semibold text-ink-muted ${COLUMNS}`}>
      <span>{t('list.columns.case')}</span>
      <span>{t('list.columns.units')}</span>
      {/* Public requests close to quotations, designated ones to an answer: each row names its own. */}
      <span>{t('list.columns.closes')}</span>
      <span>{t('facts.deadlineAt')}</span>
      <span className="text-right">{t('facts.quotations')}</span>
      <span>{t('list.columns.status')}</span>
    </div>
  );
}

function RequestRow({ request, viewer }: { request: RequestSummary; viewer: Viewer | null }) {
  const { t } = useTranslation('requestView');
  const prosthesisName = useCodeName('prosthesis');
  const own = viewer?.memberNo === request.client.memberNo;
  const term = 'text-xs text-ink-subtle lg:sr-only';

  return (
    <li
      data-testid="request-row"
      data-request={request.id}
      className={`relative flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-brand-200 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-brand-600 lg:rounded-none lg:border-0 lg:px-4 lg:py-3 lg:shadow-none lg:hover:bg-canvas ${COLUMNS}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <CaseName request={request} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-muted">
          <span>{t(`type.${request.type}`)}</span>
          {/* The other party: who sent it (not the viewer's own name), and whom it was sent to. */}
          {!own && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserRound aria-hidden className="size-3.5 shrink-0 text-ink-subtle" />
              <span className="sr-only">{t('facts.client')}</span>
              <span className="break-words">{request.client.nickname || t('unknownMember')}</span>
            </span>
          )}
          {request.designer && viewer?.kind !== 'designer' && <span className="break-words">{t('list.row.to', { name: request.designer.nickname || t('unknownMember') })}</span>}
        </p>
        {request.notes && <p className="truncate text-sm text-ink-subtle">{request.notes}</p>}
      </div>

      <div className="flex min-w-0 flex-col gap-1.5">
        {request.units.length === 0 ? (
          <span className="text-sm text-ink-subtle">{MISSING}</span>
        ) : (
          <ul aria-label={t('facts.units')} data-testid="request-units" className="flex flex-wrap gap-1.5">
            {request.units.map((unit) => (
              <li key={unit.type} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                {t('units.item', { name: prosthesisName(unit.type), n: unit.count })}
              </li>
            ))}
          </ul>
        )}
        {request.teeth.length > 0 && (
          <p className="flex items-start gap-1 text-xs text-ink-muted">
            <ToothIcon className="mt-px size-3.5 shrink-0 text-ink-subtle" />
            <span className="sr-only">{t('list.row.teeth')}</span>
            <span data-testid="request-teeth" className="font-medium tabular-nums">
              {request.teeth.join(' ')}
            </span>
          </p>
        )}
      </div>

      {/* A row of three facts on a phone; on a wide screen each fact is a column of the list. */}
      <dl className="grid grid-cols-3 gap-3 border-t border-line pt-3 text-sm lg:contents">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className={term}>{t(request.type === RequestType.Designated ? 'facts.respondBy' : 'facts.quoteExpiresAt')}</dt>
          <dd>
            <ExpiryCountdown expiresAt={request.quoteExpiresAt} status={request.status} />
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className={term}>{t('facts.deadlineAt')}</dt>
          <dd className="text-ink">
            <Moment iso={request.deadlineAt} />
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 lg:items-end">
          <dt className={term}>{t('facts.quotations')}</dt>
          {request.type === RequestType.Public ? (
            <dd className="font-semibold text-ink tabular-nums" data-testid="quotation-count">
              {formatCount(request.quotationCount)}
            </dd>
          ) : (
            <dd className="text-ink-subtle">
              <span aria-hidden>{MISSING}</span>
              <span className="sr-only">{t('list.row.notApplicable')}</span>
            </dd>
          )}
        </div>
      </dl>

      {/* First on a phone's card, the last column on a wide screen. */}
      <div className="order-first flex flex-wrap items-center gap-2 lg:order-none lg:flex-col lg:items-start lg:gap-1">
        <RequestStatusBadge status={request.status} />
        {request.myQuotation && (
          <span className="ml-auto flex items-center gap-1 text-xs text-ink-muted lg:ml-0">
            {t('list.row.myQuotation')}
            <QuotationStatusBadge status={request.myQuotation} />
          </span>
        )}
      </div>
    </li>
  );
}

/** What the case is called in the list, and the link that opens it (stretched over the row). */
function CaseName({ request }: { request: RequestSummary }) {
  const { t } = useTranslation('requestView');
  const locale = useLocale();
  const name = formatCaseName(request.referralNumbers, locale) ?? t('list.row.referrals', { count: request.referralCount });
  return (
    <Link
      to={`/request/view/${request.id}`}
      // The numbers the name leaves out, for a pointer resting on it.
      title={request.referralNumbers.length > 1 ? request.referralNumbers.join(', ') : undefined}
      className="font-semibold text-ink after:absolute after:inset-0 after:rounded-card hover:text-brand-800 focus-visible:outline-none lg:after:rounded-none"
    >
      <span data-testid="case-name" className="break-words tabular-nums">
        {name}
      </span>{' '}
      <span aria-hidden className="text-ink-subtle">
        ·
      </span>{' '}
      <span className="text-sm font-normal text-ink-muted">{t('list.row.sentOn', { date: formatDay(request.createdAt, locale) })}</span>
    </Link>
  );
}

/** The list's shape while it loads: three rows of grey bars where the rows will be. */
export function RequestRowsSkeleton() {
  const { t } = useTranslation('requestView');
  const bar = 'rounded bg-sunken';
  return (
    <div role="status" aria-busy data-testid="request-list-skeleton" className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-surface lg:shadow-card">
      <span className="sr-only">{t('list.loading')}</span>
      <div aria-hidden className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-line">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`flex animate-pulse flex-col gap-3 rounded-card border border-line bg-surface p-4 lg:rounded-none lg:border-0 lg:py-4 ${COLUMNS}`}>
            <div className="flex flex-col gap-2">
              <div className={`${bar} h-4 w-2/3`} />
              <div className={`${bar} h-3 w-1/3`} />
            </div>
            <div className="flex gap-1.5">
              <div className={`${bar} h-5 w-24 rounded-full`} />
              <div className={`${bar} h-5 w-16 rounded-full`} />
            </div>
            <div className={`${bar} hidden h-4 w-24 lg:block`} />
            <div className={`${bar} hidden h-4 w-28 lg:block`} />
            <div className={`${bar} hidden h-4 w-6 justify-self-end lg:block`} />
            <div className={`${bar} h-5 w-20 rounded-full`} />
          </div>
        ))}
      </div>
    </div>
  );
}
