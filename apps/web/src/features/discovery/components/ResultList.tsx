// A page of search results with its pagination, the list's states (loading, failed, empty) handled
// once for both searches and the favourites.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorCodeOf } from '../../../lib/http.ts';

interface Props<T> {
  list: UseQueryResult<{ items: T[]; page: number; size: number; total: number }>;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  testId: string;
}

export function ResultList<T>({ list, page, onPage, empty, keyOf, renderItem, testId }: Props<T>) {
  const { t } = useTranslation(['discovery', 'errors']);
  if (list.isPending) return <PageSkeleton label={t('discovery:loading')} testId={`${testId}-skeleton`} shape="cards" blocks={4} />;
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700" data-testid={`${testId}-error`}>
        <p>{t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}</p>
        <button type="button" onClick={() => void list.refetch()} className="min-h-11 rounded-lg border border-red-200 bg-white px-4 font-medium hover:bg-red-100">
          {t('discovery:retry')}
        </button>
      </div>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-10 text-center text-sm text-ink-muted" data-testid={`${testId}-empty`}>
        {empty}
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite" data-testid={`${testId}-total`}>
        {t('discovery:total', { count: list.data.total })}
      </p>
      <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} data-testid={testId}>
        {list.data.items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination page={page} size={list.data.size} total={list.data.total} onPage={onPage} />
    </>
  );
}
