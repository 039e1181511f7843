// The request list (SPEC §2 "Request list with filters"): a T-esigner sees the requests open to
// them, a client or dental lab their own. The filters are in the address (?scope=&due=&q=&page=),
// so the back button and a shared link land on the same list; each row opens /request/view/<id>.
import { DUE_SOON_HOURS, RequestScope, RequestType, type RequestSummary } from '@dcm/shared';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { QuotationStatusBadge, RequestStatusBadge } from '../../../components/StatusBadge.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useRequests } from '../api.ts';
import { useViewer, type ViewerKind } from '../../../lib/viewer.ts';
import { ExpiryCountdown, Moment, useUnitsText } from './RequestFacts.tsx';

const PAGE_SIZE = 10;
/** Typing pauses this long before the list follows the search box. */
const SEARCH_DELAY_MS = 400;
const SEARCH_MAX = 50;

type DueHours = (typeof DUE_SOON_HOURS)[number];

/** A T-esigner narrows to what they quoted; a client to their own requests (SPEC §2). */
const scopesOf = (kind: ViewerKind | undefined): RequestScope[] =>
  kind === 'designer' ? [RequestScope.All, RequestScope.Quoted] : kind === 'client' || kind === 'lab' ? [RequestScope.All, RequestScope.Mine] : [RequestScope.All];

const dueOf = (value: string | null): DueHours | undefined => DUE_SOON_HOURS.find((h) => String(h) === value);

interface Props {
  /** 1 when the list is the page itself, 2 (the default) when it sits under another section. */
  headingLevel?: 1 | 2;
}

export function RequestList({ headingLevel = 2 }: Props) {
  const { t } = useTranslation(['requestView', 'common', 'errors']);
  const viewer = useViewer();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();

  const scopes = scopesOf(viewer?.kind);
  const scope = scopes.find((s) => s === params.get('scope')) ?? RequestScope.All;
  const due = dueOf(params.get('due'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filtered = scope !== RequestScope.All || due !== undefined || q.trim() !== '';

  const list = useRequests({ scope, dueWithinHours: due, q: q.trim() || undefined, page, size: PAGE_SIZE });

  // A page past the end (a shared link, the list shrank meanwhile): show the last one there is.
  const total = list.data?.total;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData || page <= lastPage) return;
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (lastPage > 1) p.set('page', String(lastPage));
        else p.delete('page');
        return p;
      },
      { replace: true },
    );
  }, [total, page, lastPage, list.isPlaceholderData, setParams]);

  /** Any change of filter starts again on the first page. */
  const show = (next: { scope?: RequestScope; due?: DueHours | null; q?: string; page?: number }, replace = false) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        const put = (key: string, value: string | undefined) => (value ? p.set(key, value) : p.delete(key));
        if (next.scope !== undefined) put('scope', next.scope === RequestScope.All ? undefined : next.scope);
        if (next.due !== undefined) put('due', next.due === null ? undefined : String(next.due));
        if (next.q !== undefined) put('q', next.q.trim() ? next.q : undefined);
        put('page', next.page && next.page > 1 ? String(next.page) : undefined);
        return p;
      },
      { replace },
    );

  // The search box follows the address (back, "clear filters") and the address follows the box
  // once typing pauses; Enter applies it at once.
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const typed = text.trim() ? text : '';
  const applyTyped = useEffectEvent(() => show({ q: typed }, true));
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => applyTyped(), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== q) show({ q: typed });
  };

  const toPage = (p: number) => {
    show({ page: p });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const kindKey = viewer?.kind === 'designer' ? 'designer' : 'client';

  return (
    <section aria-labelledby={headingId} data-testid="request-list" className="flex flex-col gap-4">
      <header>
        <Heading id={headingId} ref={headingRef} className={`scroll-mt-20 font-bold ${headingLevel === 1 ? 'text-2xl' : 'text-xl'}`}>
          {t('list.title')}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{t(`list.subtitle.${kindKey}`)}</p>
      </header>

      {scopes.length > 1 && (
        <div role="group" aria-label={t('list.scope.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid sm:w-fit">
          {scopes.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === scope}
              data-testid={`scope-${s}`}
              onClick={() => s !== scope && show({ scope: s })}
              className={`min-h-11 rounded-lg px-3 text-sm leading-tight sm:px-4 ${s === scope ? 'bg-white font-semibold text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {t(`list.scope.${s}`)}
            </button>
          ))}
        </div>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t('list.due.label')} className="flex flex-wrap items-center gap-2">
          <span aria-hidden className="text-sm font-medium text-slate-700">
            {t('list.due.label')}
          </span>
          {DUE_SOON_HOURS.map((h) => (
            <button
              key={h}
              type="button"
              aria-pressed={h === due}
              data-testid={`due-${h}`}
              onClick={() => show({ due: h === due ? null : h })}
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm ${
                h === due ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {h === due && (
                <svg viewBox="0 0 16 16" aria-hidden className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth={2.5}>
                  <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
              {t('list.due.hours', { n: h })}
            </button>
          ))}
        </div>

        <form role="search" onSubmit={submitSearch} className="flex w-full gap-2 sm:w-80">
          <label htmlFor={`${headingId}-q`} className="sr-only">
            {t('list.search.label')}
          </label>
          <input
            id={`${headingId}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, SEARCH_MAX))}
            placeholder={t('list.search.placeholder')}
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <button type="submit" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-white hover:bg-brand-800" aria-label={t('list.search.submit')}>
            <svg viewBox="0 0 20 20" aria-hidden className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
              <circle cx="9" cy="9" r="6" />
              <path d="M13.5 13.5L17 17" strokeLinecap="round" />
            </svg>
          </button>
        </form>
      </div>

      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="request-list-empty">
            <p className="text-sm text-slate-600">{filtered ? t('list.empty.filtered') : t(`list.empty.${kindKey}`)}</p>
            {filtered ? (
              <button
                type="button"
                onClick={() => setParams(new URLSearchParams())}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('list.empty.clear')}
              </button>
            ) : (
              kindKey === 'client' && (
                <Link to="/request/basket" className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                  {t('list.empty.toCart')}
                </Link>
              )
            )}
          </div>
        ) : (
          <>
            <p className="mb-2 text-xs text-slate-500">{t('list.total', { count: list.data.total })}</p>
            <ul className={`flex flex-col gap-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.data.items.map((request) => (
                <RequestRow key={request.id} request={request} viewerKind={viewer?.kind} />
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </section>
  );
}

function RequestRow({ request, viewerKind }: { request: RequestSummary; viewerKind: ViewerKind | undefined }) {
  const { t } = useTranslation('requestView');
  const unitsText = useUnitsText();
  const term = 'text-slate-500';
  return (
    <li data-testid="request-row" data-request={request.id}>
      <Link
        to={`/request/view/${request.id}`}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex flex-wrap items-center gap-2">
          <RequestStatusBadge status={request.status} />
          <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700">{t(`type.${request.type}`)}</span>
          {request.myQuotation && (
            <span className="flex items-center gap-1 text-xs text-slate-600 sm:ml-auto">
              {t('list.row.myQuotation')}
              <QuotationStatusBadge status={request.myQuotation} />
            </span>
          )}
        </div>

        <p className="flex flex-wrap items-baseline gap-x-2 break-words">
          <span className="font-semibold text-slate-900">{request.client.nickname || t('unknownMember')}</span>
          {request.designer && viewerKind !== 'designer' && <span className="text-sm text-slate-600">{t('list.row.to', { name: request.designer.nickname || t('unknownMember') })}</span>}
          <span className="text-sm text-slate-600">{t('list.row.referrals', { count: request.referralCount })}</span>
        </p>
        <p className="break-words text-sm text-slate-800" data-testid="request-units">
          {unitsText(request.units)}
        </p>

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          <dt className={term}>{t('facts.quoteExpiresAt')}</dt>
          <dd>
            <ExpiryCountdown expiresAt={request.quoteExpiresAt} status={request.status} />
          </dd>
          <dt className={term}>{t('facts.deadlineAt')}</dt>
          <dd>
            <Moment iso={request.deadlineAt} />
          </dd>
          {request.type === RequestType.Public && (
            <>
              <dt className={term}>{t('facts.quotations')}</dt>
              <dd className="tabular-nums" data-testid="quotation-count">
                {request.quotationCount}
              </dd>
            </>
          )}
        </dl>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('requestView');
  const bar = 'rounded bg-slate-200';
  return (
    <div role="status" aria-busy data-testid="request-list-skeleton" className="flex flex-col gap-3">
      <span className="sr-only">{t('list.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="flex animate-pulse flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex gap-2">
            <div className={`${bar} h-5 w-20 rounded-full`} />
            <div className={`${bar} h-5 w-24 rounded-full`} />
          </div>
          <div className={`${bar} h-4 w-2/3`} />
          <div className={`${bar} h-4 w-1/2`} />
        </div>
      ))}
    </div>
  );
}
