// /reView?designer=N: a T-esigner's reviews for anyone, signed in or not, newest first, with their
// average rating and count. The page is in the address (?page=), so back and reload keep it.
import { ErrorCode, formatRating } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useDesignerReviews, type DesignerReviews } from '../api.ts';
import { ReviewCard } from '../components/ReviewCard.tsx';
import { ReviewPages } from '../components/ReviewPages.tsx';

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function Standing({ data }: { data: DesignerReviews }) {
  const { t } = useTranslation('reviews');
  return (
    <dl className="flex flex-wrap items-end gap-x-8 gap-y-2 rounded-2xl bg-brand-50 px-4 py-4 text-brand-900" data-testid="designer-standing">
      <div>
        <dt className="text-xs font-medium">{t('designer.average')}</dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid="designer-average">
          {data.average === null ? t('designer.noAverage') : formatRating(data.average)}
        </dd>
      </div>
      <dd className="text-sm" data-testid="designer-count">
        {t('designer.count', { count: data.total })}
      </dd>
    </dl>
  );
}

export default function DesignerReviewsPage() {
  const { t } = useTranslation(['reviews', 'errors']);
  const [params] = useSearchParams();
  const designerNo = positive(params.get('designer'));
  const page = positive(params.get('page')) ?? 1;
  const update = useSearchParamsUpdate();
  const list = useDesignerReviews(designerNo, page);
  const name = list.data?.designer.nickname;
  const unknown = list.isError && errorCodeOf(list.error) === ErrorCode.NotFound;

  return (
    <Page width="reading" testId="designer-reviews-page">
      <h1 className="text-2xl font-bold">{name ? t('reviews:designer.title', { name }) : t('reviews:designer.titlePlain')}</h1>
      {designerNo === undefined || unknown ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="designer-reviews-missing">
          {designerNo === undefined ? t('reviews:designer.missing') : t('reviews:designer.notFound')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {list.data && <Standing data={list.data} />}
          <ReviewPages
            list={list}
            page={page}
            onPage={(p) => update({ page: p === 1 ? null : p })}
            empty={t('reviews:designer.empty')}
            renderReview={(review) => <ReviewCard review={review} show="client" />}
          />
        </div>
      )}
    </Page>
  );
}
