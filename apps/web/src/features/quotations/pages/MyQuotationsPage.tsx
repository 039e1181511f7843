// /estimate: a T-esigner's quotations and where each stands, or, for a client, the quotations that
// arrived on their requests, grouped by request with a way to compare them. Ten a page; the page is
// in the address (?page=), so the back button returns to it.
import { Currency, QUOTABLE_STATUSES, QuotationStatus, type MyQuotation } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { QuotationStatusBadge, RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useMyQuotations } from '../api.ts';
import { formatMoney } from '../../../lib/money.ts';

const PAGE_SIZE = 10;

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100';

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
  if (list.isPending) content = <PageSkeleton label={t('quotations:loading')} testId="quotations-skeleton" shape="cards" />;
  else if (list.isError) {
    content = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else if (list.data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="mine-empty">
        <p className="text-sm text-slate-600">{asDesigner ? t('quotations:mine.emptyDesigner') : t('quotations:mine.emptyClient')}</p>
        <Link to="/request" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('quotations:mine.toRequests')}
        </Link>
      </div>
    );
  } else {
    content = (
      <div aria-busy={list.isFetching}>
        {asDesigner ? <SentList items={list.data.items} /> : <ReceivedList items={list.data.items} />}
        <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={showPage} />
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{asDesigner ? t('quotations:mine.designerTitle') : t('quotations:mine.clientTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{asDesigner ? t('quotations:mine.designerIntro') : t('quotations:mine.clientIntro')}</p>
      </header>
      {content}
    </section>
  );
}

/** The T-esigner's own quotations, one card each. */
function SentList({ items }: { items: MyQuotation[] }) {
  const { t } = useTranslation('quotations');
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((q) => {
        const editable = q.status === QuotationStatus.Submitted && QUOTABLE_STATUSES.includes(q.request.status);
        return (
          <li key={q.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="my-quotation" data-quotation={q.id}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/request/view/${q.request.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
                {t('mine.requestOf', { client: q.request.client.nickname })}
              </Link>
              <div className="flex flex-wrap gap-1.5">
                <QuotationStatusBadge status={q.status} />
                <RequestStatusBadge status={q.request.status} />
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-slate-500">{t('mine.total')}</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(q.total, Currency.KRW, locale)}</dd>
              <dt className="text-slate-500">{t('mine.deliveryAt')}</dt>
              <dd>
                <time dateTime={q.deliveryAt}>{formatDateTime(q.deliveryAt, locale)}</time>
              </dd>
              <dt className="text-slate-500">{t('mine.client')}</dt>
              <dd className="break-all">{q.request.client.nickname}</dd>
              <dt className="text-slate-500">{t('mine.sentAt')}</dt>
              <dd>
                <time dateTime={q.createdAt}>{formatDateTime(q.createdAt, locale)}</time>
              </dd>
            </dl>
            {editable && (
              <div className="flex justify-end">
                <Link to={`/request/estimated?request=${q.request.id}`} className={linkClass}>
                  {t('mine.edit')}
                </Link>
              </div>
            )}
          </li>
        );
      })}
    </ul>
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
        return (
          <li key={request.id} className="rounded-xl border border-slate-200 bg-white" data-testid="request-group" data-request={request.id}>
            <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/request/view/${request.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {t('mine.requestUntil', { expiry: formatDateTime(request.quoteExpiresAt, locale) })}
                  </Link>
                  <RequestStatusBadge status={request.status} />
                </div>
                <p className="text-xs text-slate-500">{t('mine.deadline', { deadline: formatDateTime(request.deadlineAt, locale) })}</p>
              </div>
              <Link to={`/request/estimated/view/${request.id}`} className={linkClass}>
                {t('mine.compare')}
              </Link>
            </div>
            <ul className="divide-y divide-slate-100">
              {quotations.map((q) => (
                <li key={q.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm" data-testid="my-quotation" data-quotation={q.id}>
                  <span className="min-w-0 break-all font-medium">{q.designer.nickname}</span>
                  <span className="font-semibold tabular-nums">{formatMoney(q.total, Currency.KRW, locale)}</span>
                  <span className="text-slate-600">
                    {t('mine.deliveryAt')} <time dateTime={q.deliveryAt}>{formatDateTime(q.deliveryAt, locale)}</time>
                  </span>
                  <QuotationStatusBadge status={q.status} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
