// /quick/review/:id: once the quick request is complete, its client reviews the T-esigner who made
// it, once (the reviews module's form, posted to the quick request). Before completion the page says
// when reviews open; after the review, that it was written.
import { QuickStatus, type QuickDetail } from '@dcm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewForm } from '../../reviews/index.ts';
import { useReviewQuickRequest } from '../api.ts';
import { ClientQuickFrame, ClientQuickGate, CLIENT_TRANSACTIONS_PATH } from '../components/ClientQuickFrame.tsx';
import { QuickSummaryCard } from '../components/QuickSummaryCard.tsx';

const Notice = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid={testId}>
    {children}
  </div>
);

function Review({ detail }: { detail: QuickDetail }) {
  // `reviews` loads the form's catalogue with the page.
  const { t } = useTranslation(['quick', 'reviews']);
  const write = useReviewQuickRequest(detail.id);
  const done = detail.reviewed || write.isSuccess;
  return (
    <ClientQuickFrame title={t('quick:review.title')} intro={t('quick:review.intro', { designer: detail.taker?.nickname ?? '' })}>
      <QuickSummaryCard request={detail} />
      {done ? (
        <Notice testId="quick-reviewed">
          <p>{t('quick:review.done')}</p>
          <Link to={CLIENT_TRANSACTIONS_PATH} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('quick:notFound.back')}
          </Link>
        </Notice>
      ) : detail.status === QuickStatus.completed ? (
        <ReviewForm send={write} />
      ) : (
        <Notice testId="quick-review-not-complete">
          <p>{t('quick:review.notComplete')}</p>
        </Notice>
      )}
    </ClientQuickFrame>
  );
}

export default function QuickReviewPage() {
  const { t } = useTranslation('quick');
  return (
    <ClientQuickGate title={t('review.title')} testId="quick-review">
      {(detail) => <Review detail={detail} />}
    </ClientQuickGate>
  );
}
