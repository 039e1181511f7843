// /estimate: a T-esigner's quotations and where each stands, or, for a client, the quotations that
// arrived on their requests, grouped by request with a way to compare them. Ten a page; the page is
// in the address (?page=), so the back button returns to it. A T-esigner's list is one markup: a
// dense table-like list under column heads from lg up, a card per quotation below it.
import { Currency, QUOTABLE_STATUSES, QuotationStatus, type MyQuotation } from '@dcm/shared';
import { ArrowRight, CalendarCheck, PencilLine, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { QuotationStatusBadge, RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMyQuotations } from '../api.ts';
import { QuotationsSkeleton } from '../components/QuotationsSkeleton.tsx';
import { allNumbersOf, caseNameOf } from '../case-name.ts';

/** The case's name when its referrals carry numbers (issue 26); null for older requests without any. */
function named(request: MyQuotation['request']) {
  return request.referralNumbers.length > 0 ? { referralNumbers: request.referralNumbers, referralCount: request.referralNumbers.length } : null;
}

const PAGE_SIZE = 10;

/** The T-esigner's columns from lg up: request, total, delivery, sent, status and the edit link. */
const SENT_COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,1.8fr)_8rem_minmax(0,1fr)_minmax(0,1fr)_9.5rem] lg:items-center lg:gap-x-4';

const outlineLink = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-sunken';

export default function MyQuotationsPage() {
  const { t } = useTranslation(['quotations', 'common', 'errors']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // The server lists a T-esigner's own quotations and, for anyone else, those on their requests.
  const asDesigner = useViewer()?.kind === 'designer';
  const list = useMyQuotations(page);

  const showPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  let content;
  if (list.isPending) content = <QuotationsSkeleton label={t('quotations:loading')} layout="rows" />;
  else if (list.isError) content = <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="mine-error" />;
  else if (list.data.items.length === 0) {
    content = (
      <EmptyState
        illustration="documents"
        title={asDesigner ? t('quotations:mine.emptyDesigner') : t('quotations:mine.emptyClient')}
        body={asDesigner ? t('quotations:mine.emptyDesignerBody') : t('quotations:mine.emptyClientBody')}
        action={
          <Link to="/request" className={outlineLink}>
            {asDesigner ? t('quotations:mine.toOpenRequests') : t('quotations:mine.toMyRequests')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        }
        testId="mine-empty"
      />
    );
  } else {
    content = (
      <div aria-busy={list.isFetching} className={`transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {asDesigner ? <SentList items={list.data.items} /> : <ReceivedList items={list.data.items} />}
        <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={showPage} />
      </div>
    );
  }

  return (
    <Page width="working">
      <PageHeader
        title={asDesigner ? t('quotations:mine.designerTitle') : t('quotations:mine.clientTitle')}
        subtitle={asDesigner ? t('quotations:mine.designerIntro') : t('quotations:mine.clientIntro')}
      />
      {content}
    </Page>
  );
}

/** The T-esigner's own quotations: a row each from lg up, a card each below. */
function SentList({ items }: { items: MyQuotation[] }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const prosthesisName = useCodeName('prosthesis');
  // Under lg the label names each fact in the card; from lg up the column heads do, and it is only for a screen reader.
  const term = 'text-xs text-ink-subtle lg:sr-only';
  return (
    <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-surface lg:shadow-card">
      <div aria-hidden className={`hidden border-b border-line bg-sunken px-5 py-2.5 text-xs font-semibold text-ink-muted ${SENT_COLUMNS}`}>
        <span>{t('mine.request')}</span>
        <span className="text-right">{t('mine.total')}</span>
        <span>{t('mine.deliveryAt')}</span>
        <span>{t('mine.sentAt')}</span>
        <span>{t('mine.status')}</span>
      </div>
      <ul className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-line">
        {items.map((q) => {
          const editable = q.status === QuotationStatus.Submitted && QUOTABLE_STATUSES.includes(q.request.status);
          const name = named(q.request);
          return (
            <li
              key={q.id}
              className={`flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card lg:rounded-none lg:border-0 lg:px-5 lg:py-3 lg:shadow-none lg:hover:bg-canvas ${SENT_COLUMNS}`}
              data-testid="my-quotation"
              data-quotation={q.id}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-x-2">
                  <Link
                    to={`/request/view/${q.request.id}`}
                    title={name ? allNumbersOf(name) : undefined}
                    className="inline-flex min-h-11 min-w-0 items-center font-semibold break-all text-ink hover:text-brand-800 hover:underline lg:min-h-9"
                    data-testid="my-quotation-case"
                  >
                    {name ? caseNameOf(t, locale, name) : t('mine.requestOf', { client: q.request.client.nickname })}
                  </Link>
                  <RequestStatusBadge status={q.request.status} />
                </div>
                <ul aria-label={t('request.units')} className="flex flex-wrap gap-1.5">
                  {q.items.map((item) => (
                    <li key={item.type} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                      {t('request.unitItem', { name: prosthesisName(item.type), count: item.count })}
                    </li>
                  ))}
                </ul>
              </div>
              <dl className="grid grid-cols-3 gap-3 border-t border-line pt-3 text-sm lg:contents">
                <div className="flex min-w-0 flex-col gap-0.5 lg:items-end">
                  <dt className={term}>{t('mine.total')}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{formatMoney(q.total, Currency.KRW, locale)}</dd>
                </div>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <dt className={term}>{t('mine.deliveryAt')}</dt>
                  <dd className="text-ink">
                    <time dateTime={q.deliveryAt}>{formatDateTime(q.deliveryAt, locale)}</time>
                  </dd>
                </div>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <dt className={term}>{t('mine.sentAt')}</dt>
                  <dd className="text-ink-muted">
                    <time dateTime={q.createdAt}>{formatDateTime(q.createdAt, locale)}</time>
                  </dd>
                </div>
              </dl>
              <div className="order-first flex flex-wrap items-center justify-between gap-2 lg:order-none lg:flex-col lg:items-start">
                <QuotationStatusBadge status={q.status} />
                {editable && (
                  <Link to={`/request/estimated?request=${q.request.id}`} className={outlineLink}>
                    <PencilLine aria-hidden className="size-4" />
                    {t('mine.edit')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The quotations on the client's requests, grouped by request in the order the page lists them. */
function ReceivedList({ items }: { items: MyQuotation[] }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  const groups = new Map<string, MyQuotation[]>();
  for (const q of items) groups.set(q.request.id, [...(groups.get(q.request.id) ?? []), q]);

  return (
    <ul className="flex flex-col gap-4">
      {[...groups.values()].map((quotations) => {
        const request = quotations[0]!.request;
        const name = named(request);
        return (
          <li key={request.id} className="overflow-hidden rounded-card border border-line bg-surface shadow-card" data-testid="request-group" data-request={request.id}>
            <div className="flex flex-col gap-3 border-b border-line bg-sunken/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
              <div className="flex min-w-0 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-x-2">
                  <Link
                    to={`/request/view/${request.id}`}
                    title={name ? allNumbersOf(name) : undefined}
                    className="inline-flex min-h-11 items-center font-semibold text-ink hover:text-brand-800 hover:underline"
                    data-testid="request-group-case"
                  >
                    {name ? caseNameOf(t, locale, name) : t('mine.requestUntil', { expiry: formatDateTime(request.quoteExpiresAt, locale) })}
                  </Link>
                  <RequestStatusBadge status={request.status} />
                </div>
                {name && <p className="text-xs text-ink-muted">{t('mine.requestUntil', { expiry: formatDateTime(request.quoteExpiresAt, locale) })}</p>}
                <p className="flex items-center gap-1.5 text-xs text-ink-muted">
                  <CalendarCheck aria-hidden className="size-3.5 text-ink-subtle" />
                  {t('mine.deadline', { deadline: formatDateTime(request.deadlineAt, locale) })}
                </p>
              </div>
              <Link
                to={`/request/estimated/view/${request.id}`}
                className="inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-control border border-brand-200 bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {t('mine.compare')}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
            <ul className="divide-y divide-line">
              {quotations.map((q) => (
                <li
                  key={q.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1.5 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_8rem_minmax(0,14rem)_8rem] sm:px-5"
                  data-testid="my-quotation"
                  data-quotation={q.id}
                >
                  <span className="flex min-w-0 items-center gap-2 font-medium text-ink">
                    <UserRound aria-hidden className="size-4 shrink-0 text-ink-subtle" />
                    <span className="break-all">{q.designer.nickname}</span>
                  </span>
                  <span className="text-right font-semibold text-ink tabular-nums">{formatMoney(q.total, Currency.KRW, locale)}</span>
                  <span className="text-ink-muted">
                    {t('mine.deliveryAt')} <time dateTime={q.deliveryAt}>{formatDateTime(q.deliveryAt, locale)}</time>
                  </span>
                  <span className="justify-self-end">
                    <QuotationStatusBadge status={q.status} />
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
