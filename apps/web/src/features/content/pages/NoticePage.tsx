// /notice and /help/notice (SPEC §2): the published notices, pinned first, a page at a time, and one
// notice read in full at ?id= on the same route. Page and search stay in the address.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useNotices } from '../api.ts';
import { NoticeDetail } from '../components/NoticeDetail.tsx';
import { NoticeRow } from '../components/NoticeRow.tsx';
import { PageTitle } from '../components/PageTitle.tsx';

export const NOTICE_PAGE_SIZE = 10;

function NoticeList({ base }: { base: string }) {
  const { t } = useTranslation(['content', 'errors']);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    setTyped(q);
  }
  const list = useNotices({ page, size: NOTICE_PAGE_SIZE, q: q || undefined });

  return (
    <>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: typed.trim(), page: null });
        }}
      >
        <label className="sr-only" htmlFor="notice-search">
          {t('notice.search')}
        </label>
        <input
          id="notice-search"
          type="search"
          value={typed}
          maxLength={50}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('notice.searchPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line-strong px-3"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('notice.searchButton')}
        </button>
      </form>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-subtle" role="status">
          {t('notice.loading')}
        </p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong py-10 text-center text-sm text-ink-subtle" data-testid="notice-empty">
          {q ? t('notice.emptySearch') : t('notice.empty')}
        </p>
      ) : (
        <div>
          <p className="mb-2 text-sm text-ink-subtle">{t('notice.total', { count: list.data.total })}</p>
          <ul className="border-t-2 border-ink" data-testid="notice-list" aria-busy={list.isFetching}>
            {list.data.items.map((n) => (
              <NoticeRow key={n.id} notice={n} base={base} />
            ))}
          </ul>
          <Pagination page={page} size={NOTICE_PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
        </div>
      )}
    </>
  );
}

export default function NoticePage() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const base = pathname === '/help/notice' ? '/help/notice' : '/notice';
  const id = params.get('id');
  return (
    <Page width="reading" testId="notice-page">
      <PageTitle title={t('notice.title')} />
      <header>
        {base === '/help/notice' && (
          <nav aria-label={t('help.breadcrumb')} className="mb-2 text-sm text-ink-subtle">
            <Link to="/help" className="hover:underline">
              {t('help.title')}
            </Link>
            <span aria-hidden> › </span>
            <span>{t('notice.title')}</span>
          </nav>
        )}
        <h1 className="text-2xl font-bold">{t('notice.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('notice.intro')}</p>
      </header>
      {id ? <NoticeDetail id={id} base={base} /> : <NoticeList base={base} />}
    </Page>
  );
}
