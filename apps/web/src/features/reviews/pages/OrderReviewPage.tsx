// /payment/review/:id (id: the order): the client of a complete order writes its review, then sees
// it with a Delete; the T-esigner and the admin read it. Before completion the page says when
// reviews open; after a deletion, that the order cannot be reviewed again.
import type { OrderReview } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useOrderReview } from '../api.ts';
import { DeleteReview } from '../components/DeleteReview.tsx';
import { ReviewCard } from '../components/ReviewCard.tsx';
import { ReviewForm } from '../components/ReviewForm.tsx';

/** The viewer's own page of the order (the orders module's paths). */
const orderPageOf = (state: OrderReview) =>
  state.viewerRole === 'designer' ? `/payment/${state.orderId}/designer` : state.viewerRole === 'client' ? `/payment/contract/${state.orderId}` : '/payment';

function Frame({ title, intro, back, children }: { title: string; intro?: string; back?: ReactNode; children: ReactNode }) {
  return (
    <Page width="reading" testId="order-review-page">
      <header className="flex flex-col gap-1">
        {back}
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      </header>
      <div className="flex flex-col gap-5">{children}</div>
    </Page>
  );
}

const Notice = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid={testId}>
    {children}
  </p>
);

function Body({ state }: { state: OrderReview }) {
  const { t } = useTranslation('reviews');
  if (state.review) {
    return <ReviewCard review={state.review} show="both" actions={state.viewerRole === 'client' ? <DeleteReview reviewId={state.review.id} /> : undefined} />;
  }
  if (state.canWrite) return <ReviewForm orderId={state.orderId} />;
  if (!state.complete) return <Notice testId="review-not-complete">{t('notComplete')}</Notice>;
  if (state.deleted) return <Notice testId="review-deleted">{t('deletedNote')}</Notice>;
  return <Notice testId="review-none">{t('none')}</Notice>;
}

export default function OrderReviewPage() {
  const { t } = useTranslation(['reviews', 'errors']);
  const { id } = useParams();
  const state = useOrderReview(id);

  if (state.isPending) {
    return (
      <Frame title={t('reviews:view.title')}>
        <PageSkeleton label={t('reviews:loading')} testId="order-review-skeleton" shape="sections" blocks={1} />
      </Frame>
    );
  }
  if (state.isError) {
    return (
      <Frame title={t('reviews:view.title')}>
        <PageProblem
          error={state.error}
          testId="order-review"
          notFoundTitle={t('reviews:notFound.title')}
          notFoundBody={t('reviews:notFound.body')}
          backTo="/payment"
          backLabel={t('reviews:notFound.back')}
        />
      </Frame>
    );
  }
  const data = state.data;
  const writing = data.canWrite && !data.review;
  const designer = data.designer.nickname;
  return (
    <Frame
      title={writing ? t('reviews:write.title') : t('reviews:view.title')}
      intro={writing ? t('reviews:write.intro', { designer }) : t(data.viewerRole === 'client' ? 'reviews:view.introClient' : 'reviews:view.introOther', { designer })}
      back={
        <Link to={orderPageOf(data)} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="review-back">
          ← {t('reviews:backToOrder')}
        </Link>
      }
    >
      <Body state={data} />
    </Frame>
  );
}
