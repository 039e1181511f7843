// A page of reviews with its pagination, the state of a list (loading, failed, empty) handled once
// for the T-esigner's public page and the member's own lists.
import type { ReviewList } from '@dcm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import type { Review } from '../api.ts';

interface Props {
  list: UseQueryResult<ReviewList>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  renderReview: (review: Review) => ReactNode;
}

export function ReviewPages({ list, page, onPage, empty, renderReview }: Props) {
  const { t } = useTranslation(['reviews', 'errors']);
  if (list.isPending) return <PageSkeleton label={t('reviews:loading')} testId="reviews-skeleton" shape="sections" />;
  if (list.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="reviews-error">
        {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="reviews-empty">
        {empty}
      </p>
    );
  }
  return (
    <>
      <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="reviews-list">
        {list.data.items.map((review) => (
          <li key={review.id}>{renderReview(review)}</li>
        ))}
      </ul>
      <Pagination page={page} size={list.data.size} total={list.data.total} onPage={onPage} />
    </>
  );
}
