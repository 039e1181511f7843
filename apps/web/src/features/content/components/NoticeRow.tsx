import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewMoreDropdown } from '../../../components/ViewMoreDropdown.tsx';
import { formatDay } from '../../../lib/format.ts';
import type { NoticeSummary } from '../api.ts';
import { copyLink, noticeUrl, shareLink } from './share.ts';

/** The day a notice was published, in the reader's language. */
export const publishedDay = (iso: string, locale: 'ko' | 'en') => formatDay(iso, locale);

export function PinnedBadge() {
  const { t } = useTranslation('content');
  return <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('notice.pinned')}</span>;
}

/** One notice of the list: pinned mark, title opening it on the same page, day, and the "view more" menu. */
export function NoticeRow({ notice, base }: { notice: NoticeSummary; base: string }) {
  const { t, i18n } = useTranslation('content');
  const url = () => noticeUrl(base, notice.id);
  return (
    <li className={`flex items-center gap-2 border-b border-line py-2 pl-3 ${notice.pinned ? 'bg-brand-50/60' : ''}`} data-testid="notice-row" data-pinned={notice.pinned}>
      <Link to={`${base}?id=${notice.id}`} className="flex min-h-11 min-w-0 flex-1 flex-col justify-center gap-0.5 sm:flex-row sm:items-center sm:gap-3">
        <span className="flex min-w-0 items-center gap-2">
          {notice.pinned && <PinnedBadge />}
          <span className="truncate font-medium text-ink" data-testid="notice-title">
            {notice.title}
          </span>
        </span>
        <time dateTime={notice.publishedAt} className="shrink-0 text-xs text-ink-subtle sm:ml-auto">
          {publishedDay(notice.publishedAt, i18n.language === 'en' ? 'en' : 'ko')}
        </time>
      </Link>
      <ViewMoreDropdown
        label={t('notice.more', { title: notice.title })}
        labelHidden
        testId={`notice-more-${notice.id}`}
        items={[
          { key: 'copy', label: t('notice.copyLink'), onSelect: () => void copyLink(url()) },
          { key: 'share', label: t('notice.share'), onSelect: () => void shareLink(url(), notice.title) },
        ]}
      />
    </li>
  );
}
