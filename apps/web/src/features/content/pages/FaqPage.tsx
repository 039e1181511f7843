// /faq (SPEC §2): the questions in four tabs — general, client, dental lab, T-esigner — with a search
// over all of them. Tab and search stay in the address (?tab=, ?q=); typing waits a moment before
// searching. While searching, each tab shows how many answers it holds.
import { FAQ_CATEGORIES } from '@dcm/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate, type SearchParamsUpdate } from '../../../lib/search-params.ts';
import { useFaq } from '../api.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { PageTitle } from '../components/PageTitle.tsx';

const TABS = FAQ_CATEGORIES;
type Tab = (typeof TABS)[number];
export const FAQ_SEARCH_DELAY_MS = 300;

const tabOf = (value: string | null): Tab => TABS.find((t) => t === value) ?? 'general';

/** The search box: what is typed reaches the address after a pause, or at once on Enter. */
function FaqSearch({ q, update }: { q: string; update: SearchParamsUpdate }) {
  const { t } = useTranslation('content');
  const [typed, setTyped] = useState(q);
  // Back and forward change the address under the box: it follows, unless it already says the same.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== typed.trim()) setTyped(q);
  }
  const send = useRef(update);
  useEffect(() => {
    send.current = update;
  });
  useEffect(() => {
    const value = typed.trim();
    if (value === q) return;
    const timer = setTimeout(() => send.current({ q: value }, true), FAQ_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        update({ q: typed.trim() }, true);
      }}
    >
      <label htmlFor="faq-search" className="sr-only">
        {t('faq.search')}
      </label>
      <input
        id="faq-search"
        type="search"
        value={typed}
        maxLength={50}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('faq.searchPlaceholder')}
        className="min-h-11 w-full rounded-lg border border-line-strong px-3"
        data-testid="faq-search"
      />
    </form>
  );
}

export default function FaqPage() {
  const { t } = useTranslation(['content', 'errors']);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const tab = tabOf(params.get('tab'));
  const q = (params.get('q') ?? '').trim();
  const faq = useFaq(q);
  const ids = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const choose = (next: Tab) => {
    update({ tab: next === 'general' ? null : next });
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(TABS[(moves[event.key]! + TABS.length) % TABS.length]!);
  };
  const items = faq.data ?? [];
  const shown = items.filter((f) => f.category === tab);
  const count = (c: Tab) => items.filter((f) => f.category === c).length;

  return (
    <Page width="reading" testId="faq-page">
      <PageTitle title={t('faq.title')} />
      <header>
        <h1 className="text-2xl font-bold">{t('faq.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('faq.intro')}</p>
      </header>
      <FaqSearch q={q} update={update} />
      <div role="tablist" aria-label={t('faq.tabsLabel')} onKeyDown={onTabKey} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {TABS.map((c) => (
          <button
            key={c}
            ref={(el) => {
              tabRefs.current[c] = el;
            }}
            type="button"
            role="tab"
            id={`${ids}-${c}`}
            aria-selected={c === tab}
            aria-controls={`${ids}-panel`}
            tabIndex={c === tab ? 0 : -1}
            onClick={() => choose(c)}
            className={`-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm ${c === tab ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`}
            data-testid={`faq-tab-${c}`}
          >
            {t(`faq.tabs.${c}`)}
            {q && faq.data && <span className="rounded-full bg-sunken px-1.5 text-xs tabular-nums">{count(c)}</span>}
          </button>
        ))}
      </div>
      {/* Tall enough that the aside below starts off a phone's screen whatever the list holds: the list
          replacing "loading" then moves nothing the visitor sees. */}
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${tab}`} aria-busy={faq.isFetching} className="min-h-[60vh]">
        {faq.isPending ? (
          <p role="status" className="py-10 text-center text-sm text-ink-subtle">
            {t('faq.loading')}
          </p>
        ) : faq.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(`errors:${errorCodeOf(faq.error)}`, { defaultValue: t('errors:INTERNAL') })}
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid="faq-empty">
            {q ? t('faq.emptySearch', { q }) : t('faq.empty')}
          </p>
        ) : (
          <FaqAccordion key={`${tab}-${q}`} items={shown} level={2} />
        )}
      </div>
      <aside className="rounded-2xl bg-brand-50 p-5 text-center">
        <h2 className="font-semibold">{t('faq.stillTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('faq.stillBody')}</p>
        <Link to="/inquire" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('faq.inquire')}
        </Link>
      </aside>
    </Page>
  );
}
