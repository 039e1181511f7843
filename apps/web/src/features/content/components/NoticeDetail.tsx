import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { ViewMoreDropdown } from '../../../components/ViewMoreDropdown.tsx';
import { useLocale } from '../../../lib/format.ts';
import { useNotice, type NoticeSummary } from '../api.ts';
import { PinnedBadge, publishedDay } from './NoticeRow.tsx';
import { copyLink, noticeUrl, shareLink } from './share.ts';

function Neighbour({ notice, base, kind }: { notice: NoticeSummary | null; base: string; kind: 'prev' | 'next' }) {
  const { t } = useTranslation('content');
  return (
    <div className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm">
      <span className="w-14 shrink-0 font-semibold text-ink-subtle">{t(`notice.${kind}`)}</span>
      {notice ? (
        <Link to={`${base}?id=${notice.id}`} className="truncate text-ink hover:text-brand-700 hover:underline" data-testid={`notice-${kind}`}>
          {notice.title}
        </Link>
      ) : (
        <span className="text-ink-subtle">{t(`notice.no${kind === 'prev' ? 'Prev' : 'Next'}`)}</span>
      )}
    </div>
  );
}

/** A notice read in full, with the one before and after it (SPEC §2 notices). */
export function NoticeDetail({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const notice = useNotice(id);
  if (notice.isPending) return <PageSkeleton label={t('notice.loading')} testId="notice-loading" shape="sections" blocks={1} />;
  if (notice.isError)
    return (
      <PageProblem error={notice.error} testId="notice" notFoundTitle={t('notice.notFound')} notFoundBody={t('notice.notFoundBody')} backTo={base} backLabel={t('notice.backToList')} />
    );
  const n = notice.data;
  const url = noticeUrl(base, n.id);
  return (
    <article className="rounded-2xl border border-line bg-white" data-testid="notice-detail" aria-labelledby="notice-detail-title">
      <div className="flex items-start gap-2 border-b border-line p-4">
        <div className="min-w-0 flex-1">
          {n.pinned && <PinnedBadge />}
          <h2 id="notice-detail-title" className="mt-1 text-xl font-bold break-words">
            {n.title}
          </h2>
          <time dateTime={n.publishedAt} className="mt-1 block text-sm text-ink-subtle">
            {publishedDay(n.publishedAt, locale)}
          </time>
        </div>
        <ViewMoreDropdown
          label={t('notice.more', { title: n.title })}
          labelHidden
          testId="notice-detail-more"
          items={[
            { key: 'copy', label: t('notice.copyLink'), onSelect: () => void copyLink(url) },
            { key: 'share', label: t('notice.share'), onSelect: () => void shareLink(url, n.title) },
          ]}
        />
      </div>
      <div className="p-4 leading-relaxed whitespace-pre-wrap break-words text-ink" data-testid="notice-body">
        {n.body}
      </div>
      <nav aria-label={t('notice.neighbours')} className="divide-y divide-line border-t border-line">
        <Neighbour notice={n.prev} base={base} kind="prev" />
        <Neighbour notice={n.next} base={base} kind="next" />
      </nav>
      <div className="border-t border-line p-4 text-center">
        <Link to={base} className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-5 font-medium hover:bg-canvas" data-testid="notice-back">
          {t('notice.backToList')}
        </Link>
      </div>
    </article>
  );
}
