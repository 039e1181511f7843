// The header's bell: the unread count as a badge, and a panel with the latest five notifications,
// mark all read, and the way to the whole list at /notiy. The panel closes on Escape (focus back on
// the bell), on a click outside, and when the member follows a notification.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { useMarkRead, useNotifications, useUnreadCounts } from '../api.ts';
import { NotificationRow } from './NotificationList.tsx';

export const BELL_LATEST = 5;

function BellIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const signedIn = useUserStore((s) => s.user !== null);
  if (!signedIn) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const counts = useUnreadCounts();
  const latest = useNotifications({ page: 1, size: BELL_LATEST, unread: false }, open);
  const markRead = useMarkRead();
  const unread = counts.data?.notifications ?? 0;
  const onReadFailed = () => toast.error(t('list.readFailed'));

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  let body;
  if (latest.isPending) body = <p className="px-3 py-6 text-center text-sm text-ink-subtle">{t('loading')}</p>;
  else if (latest.isError || latest.data.items.length === 0) body = <p className="px-3 py-6 text-center text-sm text-ink-subtle">{t('bell.empty')}</p>;
  else
    body = (
      <ul className="max-h-96 divide-y divide-line overflow-y-auto" data-testid="bell-latest">
        {latest.data.items.map((n) => (
          <li key={n.id} onClick={() => setOpen(false)}>
            <NotificationRow notification={n} onRead={(id) => markRead.mutate({ ids: [id] }, { onError: onReadFailed })} compact />
          </li>
        ))}
      </ul>
    );

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 && (
          <span aria-hidden className="absolute right-1 top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('bell.latest')}
          className="absolute right-0 z-40 mt-2 w-[22rem] overflow-hidden max-sm:fixed max-sm:inset-x-4 max-sm:w-auto rounded-2xl border border-line bg-white shadow-lg"
          data-testid="bell-panel"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1">
            <h2 className="text-sm font-bold">{t('bell.latest')}</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markRead.mutate({ all: true }, { onError: onReadFailed })}
                className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-800 hover:bg-sunken"
                data-testid="bell-mark-all"
              >
                {t('bell.markAll')}
              </button>
            )}
          </div>
          {body}
          <Link
            to="/notiy"
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center justify-center border-t border-line text-sm font-semibold text-brand-800 hover:bg-canvas"
            data-testid="bell-see-all"
          >
            {t('bell.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
