// The member's notifications, newest first (at /notiy and on /mypage/noti): unread ones stand out,
// each one with a target is a link that marks it read and opens what it is about; all or only
// unread, ten a page. Page and filter are in the address (?page=, ?unread=1), so the back button
// returns to them.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useMarkRead, useNotifications, type Notification } from '../api.ts';
import { formatRelative } from '../time.ts';

export const LIST_PAGE_SIZE = 10;

const filterButton = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium';

export function NotificationList({ pageSize = LIST_PAGE_SIZE }: { pageSize?: number }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unread = params.get('unread') === '1';
  const list = useNotifications({ page, size: pageSize, unread });
  const markRead = useMarkRead();

  const show = (next: { page?: number; unread?: boolean }) =>
    setParams((prev) => {
      const search = new URLSearchParams(prev);
      const p = next.page ?? 1;
      if (p > 1) search.set('page', String(p));
      else search.delete('page');
      const u = next.unread ?? unread;
      if (u) search.set('unread', '1');
      else search.delete('unread');
      return search;
    });

  const onReadFailed = (error: unknown) => toast.error(`${t('notifications:list.readFailed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);

  let content;
  if (list.isPending) content = <PageSkeleton label={t('notifications:loading')} testId="notifications-skeleton" shape="cards" blocks={3} />;
  else if (list.isError) {
    content = (
      <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="notifications-error">
        {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else if (list.data.items.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-line bg-surface px-4 py-10 text-center text-sm text-ink-muted" data-testid="notifications-empty">
        {unread ? t('notifications:list.emptyUnread') : t('notifications:list.empty')}
      </p>
    );
  } else {
    content = (
      <div aria-busy={list.isFetching}>
        <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface" data-testid="notifications">
          {list.data.items.map((n) => (
            <li key={n.id}>
              <NotificationRow notification={n} onRead={(id) => markRead.mutate({ ids: [id] }, { onError: onReadFailed })} />
            </li>
          ))}
        </ul>
        <Pagination page={page} size={pageSize} total={list.data.total} onPage={(p) => show({ page: p })} />
      </div>
    );
  }

  const hasUnread = (list.data?.unread ?? 0) > 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('notifications:list.filter')} className="flex gap-1">
          {([false, true] as const).map((only) => (
            <button
              key={String(only)}
              type="button"
              aria-pressed={unread === only}
              onClick={() => show({ unread: only })}
              className={`${filterButton} ${unread === only ? 'bg-brand-700 text-white' : 'bg-sunken text-ink-muted hover:text-ink'}`}
              data-testid={only ? 'notifications-filter-unread' : 'notifications-filter-all'}
            >
              {only ? t('notifications:list.unread') : t('notifications:list.all')}
            </button>
          ))}
        </div>
        {hasUnread && (
          <button
            type="button"
            onClick={() => markRead.mutate({ all: true }, { onError: onReadFailed })}
            disabled={markRead.isPending}
            className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-sunken disabled:opacity-50"
            data-testid="notifications-mark-all"
          >
            {t('notifications:list.markAll')}
          </button>
        )}
      </div>
      {content}
    </div>
  );
}

/**
 * One notification. With a target it is a link (a real `<a href>`: Tab reaches it, a screen reader
 * announces it as one, Enter or a click opens the target, a middle click a new tab) that marks it
 * read on the way. Without one, an unread notification is a button that marks it read in place; a
 * read one is plain text.
 */
export function NotificationRow({ notification: n, onRead, compact = false }: { notification: Notification; onRead: (id: string) => void; compact?: boolean }) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const isUnread = n.readAt === null;

  const inner = (
    <>
      <span aria-hidden className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-left">
        {isUnread && <span className="sr-only">{t('list.unreadMark')}</span>}
        <span className={`break-words ${isUnread ? 'font-semibold text-ink' : 'font-medium text-ink-muted'} ${compact ? 'text-sm' : ''}`}>{n.title}</span>
        <span className={`break-words text-sm text-ink-muted ${compact ? 'line-clamp-2' : ''}`}>{n.body}</span>
        <time dateTime={n.createdAt} className="text-xs text-ink-subtle">
          {formatRelative(n.createdAt, locale)}
        </time>
      </span>
    </>
  );
  const rowClass = `flex w-full items-start gap-3 ${compact ? 'px-3 py-2.5' : 'px-4 py-3'} ${isUnread ? 'bg-brand-50' : 'bg-surface'}`;
  const actionClass = `${rowClass} hover:bg-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`;
  const markRead = () => {
    if (isUnread) onRead(n.id);
  };

  if (n.link) {
    return (
      <Link to={n.link} onClick={markRead} className={actionClass} data-testid="notification" data-unread={String(isUnread)}>
        {inner}
      </Link>
    );
  }
  if (isUnread) {
    return (
      <button type="button" onClick={markRead} className={actionClass} data-testid="notification" data-unread="true">
        {inner}
      </button>
    );
  }
  return (
    <div className={rowClass} data-testid="notification" data-unread="false">
      {inner}
    </div>
  );
}
