// /mypage/review: the reviews the member wrote as a client ("written", each deletable) and those
// they received as a T-esigner ("received"). A member sees the tabs their type can have: a client
// writes, a T-esigner receives, a dental lab may do both. Tab and page are in the address.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { useViewer, type ViewerKind } from '../../../lib/viewer.ts';
import { useMyReviews, type ReviewRole } from '../api.ts';
import { DeleteReview } from '../components/DeleteReview.tsx';
import { ReviewCard } from '../components/ReviewCard.tsx';
import { ReviewPages } from '../components/ReviewPages.tsx';

/** The tab of each side: what the client wrote, what the T-esigner received. */
const TAB_OF: Record<ReviewRole, 'written' | 'received'> = { client: 'written', designer: 'received' };

const rolesOf = (kind: ViewerKind | undefined): ReviewRole[] => {
  if (kind === 'client') return ['client'];
  if (kind === 'designer') return ['designer'];
  if (kind === 'lab') return ['client', 'designer'];
  return [];
};

function TabPanel({ role, page, onPage }: { role: ReviewRole; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('reviews');
  const list = useMyReviews(role, page);
  return (
    <ReviewPages
      list={list}
      page={page}
      onPage={onPage}
      empty={role === 'client' ? t('mine.emptyWritten') : t('mine.emptyReceived')}
      renderReview={(review) =>
        role === 'client' ? <ReviewCard review={review} show="designer" actions={<DeleteReview reviewId={review.id} />} /> : <ReviewCard review={review} show="client" />
      }
    />
  );
}

export default function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  const viewer = useViewer();
  const roles = rolesOf(viewer?.kind);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const tabsId = useId();
  const role = roles.find((r) => TAB_OF[r] === params.get('tab')) ?? roles[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tabClass = (on: boolean) =>
    `-mb-px flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm ${on ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'}`;

  return (
    <Page width="reading" testId="my-reviews-page">
      <header>
        <h1 className="text-2xl font-bold">{t('mine.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('mine.intro')}</p>
      </header>
      {role === undefined ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-white px-4 py-8 text-center text-sm text-ink-muted" data-testid="my-reviews-none">
          {t('mine.none')}
        </p>
      ) : (
        <>
          {roles.length > 1 && (
            <div role="tablist" aria-label={t('mine.tabs')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
              {roles.map((r) => (
                <button
                  key={r}
                  type="button"
                  role="tab"
                  id={`${tabsId}-${r}`}
                  aria-selected={r === role}
                  aria-controls={`${tabsId}-panel`}
                  data-testid={`reviews-tab-${TAB_OF[r]}`}
                  onClick={() => r !== role && update({ tab: TAB_OF[r], page: null })}
                  className={tabClass(r === role)}
                >
                  {t(`mine.${TAB_OF[r]}`)}
                </button>
              ))}
            </div>
          )}
          <div role={roles.length > 1 ? 'tabpanel' : undefined} id={`${tabsId}-panel`} aria-labelledby={roles.length > 1 ? `${tabsId}-${role}` : undefined}>
            {roles.length === 1 && <h2 className="mb-3 text-lg font-semibold">{t(`mine.${TAB_OF[role]}`)}</h2>}
            <TabPanel role={role} page={page} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </div>
        </>
      )}
    </Page>
  );
}
