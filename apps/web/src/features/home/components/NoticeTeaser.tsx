// The three latest notices (pinned first), each opening on the notice page, and the way to all of
// them. Left out when there are none or they cannot be read: the notice page says why.
import { ArrowRight, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, useLocale } from '../../../lib/format.ts';
import { useNotices } from '../../content/index.ts';
import { TEXT_LINK } from './SectionHeading.tsx';

export const NOTICE_TEASER_SIZE = 3;

export function NoticeTeaser() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const notices = useNotices({ page: 1, size: NOTICE_TEASER_SIZE });
  const items = notices.data?.items ?? [];
  if (notices.isError || (notices.isSuccess && items.length === 0)) return null;
  return (
    <section aria-labelledby="notices-title" className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="main-notices">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="notices-title" className="flex items-center gap-2 text-heading font-bold text-ink">
          <Megaphone aria-hidden className="size-5 text-brand-700" />
          {t('notices.title')}
        </h2>
        <Link to="/notice" className={`${TEXT_LINK} text-sm`}>
          {t('notices.all')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ul className="min-h-36 divide-y divide-line">
        {items.map((n) => (
          <li key={n.id}>
            <Link to={`/notice?id=${n.id}`} className="group flex min-h-12 items-center gap-2 py-2.5" data-testid="main-notice">
              {n.pinned && <span className="shrink-0 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">{t('notices.pinned')}</span>}
              <span className="min-w-0 flex-1 truncate font-medium text-ink group-hover:text-brand-700">{n.title}</span>
              <time dateTime={n.publishedAt} className="shrink-0 text-xs text-ink-subtle tabular-nums">
                {formatDay(n.publishedAt, locale)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
