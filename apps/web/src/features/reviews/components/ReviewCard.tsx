// One review as every list and the order's review page show it: the rating with its label, the
// text, the photo, who wrote it for whom, what was designed and when; `actions` holds the client's
// Delete where they may. Any other signed-in member may report the review to the operator.
import type { Review } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { ReportButton } from '../../relations/index.ts';

interface Props {
  review: Review;
  /** Which party to name: the writer on a T-esigner's page, the T-esigner in the client's own list. */
  show: 'client' | 'designer' | 'both';
  actions?: ReactNode;
}

export function ReviewCard({ review, show, actions }: Props) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const ratingName = useCodeName('rating');
  const prosthesisName = useCodeName('prosthesis');
  const level = String(review.rating);
  const viewer = useViewer();
  // The author deletes rather than reports; the operator has nobody to report to.
  const canReport = viewer !== null && viewer.memberNo !== review.client.memberNo && viewer.kind !== 'admin';
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="review-card">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p
          className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 tabular-nums"
          aria-label={t('card.ratingLabel', { level, label: ratingName(level) })}
          data-testid="review-rating"
        >
          {t('card.rating', { level, label: ratingName(level) })}
        </p>
        <time dateTime={review.createdAt} className="text-xs text-ink-subtle">
          {formatDateTime(review.createdAt, locale)}
        </time>
      </header>
      <p className="whitespace-pre-line break-words text-base text-ink" data-testid="review-text">
        {review.text}
      </p>
      {review.photo && (
        <a href={review.photo.url} target="_blank" rel="noreferrer" className="self-start">
          <img src={review.photo.url} alt={t('card.photoAlt')} loading="lazy" className="max-h-60 max-w-full rounded-lg border border-line object-contain" />
        </a>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-subtle">
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {show !== 'designer' && <span>{t('card.by', { name: review.client.nickname })}</span>}
          {show !== 'client' && <span>{t('card.for', { name: review.designer.nickname })}</span>}
          {review.firstType && <span>{t('card.units', { type: prosthesisName(review.firstType), count: review.units })}</span>}
        </span>
        {(actions || canReport) && (
          <span className="flex flex-wrap items-center gap-2">
            {actions}
            {canReport && <ReportButton target="review" targetId={review.id} name={t('card.reportName', { name: review.client.nickname })} />}
          </span>
        )}
      </footer>
    </article>
  );
}
