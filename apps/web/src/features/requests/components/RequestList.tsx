// The request list (SPEC §2 "Request list with filters"): a T-esigner sees the requests open to
// them, a client or dental lab their own. The filters are in the address (?scope=&due=&q=&page=),
// so the back button and a shared link land on the same list; each row opens /request/view/<id>.
// The list has no status filter: scope (a two-way switch) and "closing within" narrow it.
import { DUE_SOON_HOURS, RequestScope } from '@dcm/shared';
import { Check, Clock, FunnelX, Search, ShoppingCart, UserRoundPen } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useViewer, type ViewerKind } from '../../../lib/viewer.ts';
import { useRequests } from '../api.ts';
import { RequestRows, RequestRowsSkeleton } from './RequestRows.tsx';

const PAGE_SIZE = 10;
/** Typing pauses this long before the list follows the search box. */
const SEARCH_DELAY_MS = 400;
const SEARCH_MAX = 50;

type DueHours = (typeof DUE_SOON_HOURS)[number];

/** A T-esigner narrows to what they quoted; a client to their own requests (SPEC §2). */
const scopesOf = (kind: ViewerKind | undefined): RequestScope[] =>
  kind === 'designer' ? [RequestScope.All, RequestScope.Quoted] : kind === 'client' || kind === 'lab' ? [RequestScope.All, RequestScope.Mine] : [RequestScope.All];

const dueOf = (value: string | null): DueHours | undefined => DUE_SOON_HOURS.find((h) => String(h) === value);

/** Whose words the list speaks in: a dental lab sends requests as a client does. */
const sideOf = (kind: ViewerKind | undefined): 'designer' | 'client' | 'admin' => (kind === 'designer' ? 'designer' : kind === 'admin' ? 'admin' : 'client');

const outlineLink =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-brand-600 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50';

interface Props {
  /** 1 when the list is the page itself (it heads the page), 2 (the default) when it sits under another section. */
  headingLevel?: 1 | 2;
}

export function RequestList({ headingLevel = 2 }: Props) {
  const { t } = useTranslation(['requestView', 'common', 'errors']);
  const viewer = useViewer();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
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
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const side = sideOf(viewer?.kind);

  return (
    <section ref={sectionRef} aria-labelledby={headingLevel === 2 ? headingId : undefined} aria-label={headingLevel === 1 ? t('list.title') : undefined} data-testid="request-list" className="flex scroll-mt-20 flex-col gap-4">
      {headingLevel === 1 ? (
        <PageHeader title={t('list.title')} subtitle={t(`list.lead.${side}`)} />
      ) : (
        <header>
          <h2 id={headingId} className="text-heading font-bold text-ink">
            {t('list.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t(`list.lead.${side}`)}</p>
        </header>
      )}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
          {scopes.length > 1 && (
            <div role="group" aria-label={t('list.scope.label')} className="grid grid-cols-2 gap-1 rounded-control bg-sunken p-1 sm:inline-grid sm:w-fit">
              {scopes.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === scope}
                  data-testid={`scope-${s}`}
                  onClick={() => s !== scope && show({ scope: s })}
                  className={`min-h-11 rounded-lg px-3 text-sm leading-tight sm:px-4 ${s === scope ? 'bg-surface font-semibold text-brand-800 shadow-card' : 'text-ink-muted hover:text-ink'}`}
                >
                  {t(`list.scope.${s}`)}
                </button>
              ))}
            </div>
          )}

          <div role="group" aria-label={t('list.due.label')} className="flex flex-wrap items-center gap-2">
            <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted">
              <Clock className="size-4" />
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
                  h === due ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-line bg-surface text-ink-muted hover:border-brand-200 hover:text-ink'
                }`}
              >
                {h === due && <Check aria-hidden className="size-3.5" strokeWidth={2.5} />}
                {t('list.due.hours', { n: h })}
              </button>
            ))}
          </div>
        </div>

        <form role="search" onSubmit={submitSearch} className="flex w-full gap-2 lg:w-80">
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
            className="min-h-11 min-w-0 flex-1 rounded-control border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-subtle focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
          <button type="submit" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-control bg-brand-700 px-3 text-white hover:bg-brand-800" aria-label={t('list.search.submit')}>
            <Search aria-hidden className="size-5" />
          </button>
        </form>
      </div>

      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <RequestRowsSkeleton />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="request-list-error" />
        ) : list.data.items.length === 0 ? (
          filtered ? (
            <EmptyState
              illustration="search"
              title={t('list.empty.filtered')}
              body={t('list.emptyBody.filtered')}
              action={
                <button type="button" onClick={() => setParams(new URLSearchParams())} className={outlineLink}>
                  <FunnelX aria-hidden className="size-4" />
                  {t('list.empty.clear')}
                </button>
              }
              testId="request-list-empty"
            />
          ) : (
            <EmptyState illustration="documents" title={t(`list.emptyTitle.${side}`)} body={t(`list.emptyBody.${side}`)} action={side === 'admin' ? undefined : <NextStep side={side} />} testId="request-list-empty" />
          )
        ) : (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('list.total', { count: list.data.total })}</p>
            <RequestRows requests={list.data.items} viewer={viewer} stale={list.isPlaceholderData} />
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={toPage} />
          </>
        )}
      </div>
    </section>
  );
}

/** Where a member with no requests goes next: a client to the cart that sends them, a T-esigner to the profile clients choose by. */
function NextStep({ side }: { side: 'designer' | 'client' }) {
  const { t } = useTranslation('requestView');
  if (side === 'client') {
    return (
      <Link to="/request/basket" className={outlineLink}>
        <ShoppingCart aria-hidden className="size-4" />
        {t('list.empty.toCart')}
      </Link>
    );
  }
  return (
    <Link to="/profileModify" className={outlineLink}>
      <UserRoundPen aria-hidden className="size-4" />
      {t('list.empty.toProfile')}
    </Link>
  );
}
