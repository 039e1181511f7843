// The member's rooms as a messenger lists them, latest message first: the partner's picture (or
// initials) with their presence, nickname and kind, the case the room is about by its referral
// number, the last message, its time and the unread badge; searched by nickname. A client's list has
// tabs by the partner's kind (SPEC `/chat/{type}`).
import type { ChatRoom } from '@dcm/shared';
import { FileText, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { useLocale } from '../../../lib/format.ts';
import { useChatRooms, type RoomListType } from '../api.ts';
import { badgeCount, caseNameOf, listTime, previewOf } from '../format.ts';
import { chatListPath, chatRoomPath, type ChatRole } from '../paths.ts';
import { PartnerAvatar } from './PartnerAvatar.tsx';
import { RoomRowsSkeleton } from './Skeletons.tsx';

/** The nickname search waits for typing to pause before asking the server. */
const SEARCH_DELAY_MS = 300;

const actionLink = 'inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800';

function RoomRow({ room, role, active }: { room: ChatRoom; role: ChatRole; active: boolean }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const last = room.lastMessage;
  const caseName = caseNameOf(room.context, locale);
  const unread = room.unread > 0;
  return (
    <li>
      <Link
        to={chatRoomPath(role, room.id)}
        aria-current={active ? 'page' : undefined}
        className={`relative flex min-h-[4.75rem] items-center gap-3 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
          active ? 'bg-brand-50' : 'hover:bg-sunken'
        }`}
        data-testid="chat-room-row"
      >
        {active && <span aria-hidden className="absolute inset-y-2 left-0 w-1 rounded-r-full bg-brand-700" />}
        <PartnerAvatar partner={room.partner} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline gap-1.5">
            <span className="truncate font-semibold text-ink" data-testid="chat-room-nickname">
              {room.partner.nickname}
            </span>
            <span className="shrink-0 text-xs text-ink-subtle">{t(`kind.${room.partner.kind}`)}</span>
            {last && (
              <time dateTime={last.createdAt} className={`ml-auto shrink-0 pl-2 text-xs tabular-nums ${unread ? 'font-semibold text-brand-700' : 'text-ink-subtle'}`}>
                {listTime(last.createdAt, locale)}
              </time>
            )}
          </span>
          {caseName && (
            <span className="flex min-w-0 items-center gap-1 text-xs font-semibold text-brand-700" data-testid="chat-room-case">
              <FileText aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate tabular-nums">{caseName}</span>
            </span>
          )}
          <span className="flex items-center gap-2">
            <span className={`truncate text-sm ${unread ? 'font-medium text-ink' : 'text-ink-muted'}`} data-testid="chat-room-preview">
              {last ? previewOf(last, t) : t('list.noMessages')}
            </span>
            {unread && (
              <>
                <span
                  aria-hidden
                  className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs font-bold text-white tabular-nums"
                  data-testid="chat-room-unread"
                >
                  {badgeCount(room.unread)}
                </span>
                <span className="sr-only">{t('list.unread', { n: room.unread })}</span>
              </>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

interface Props {
  role: ChatRole;
  /** The partner kind of a client's tab; none: every room. */
  type?: RoomListType;
  /** The room open beside the list. */
  activeRoomId?: string;
}

export function RoomList({ role, type, activeRoomId }: Props) {
  const { t } = useTranslation(['chat', 'errors']);
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const rooms = useChatRooms(type, q);
  const items = rooms.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (rooms.isPending) {
    content = <RoomRowsSkeleton label={t('chat:list.loading')} />;
  } else if (rooms.isError) {
    content = (
      <div className="p-4">
        <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} testId="chat-rooms-error" />
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="p-4">
        {q ? (
          <EmptyState
            illustration="search"
            title={t('chat:list.noMatch', { q })}
            action={
              <button type="button" onClick={() => setTyped('')} className="inline-flex min-h-11 items-center rounded-control border border-line bg-surface px-4 font-semibold text-ink hover:bg-sunken">
                {t('chat:list.clearSearch')}
              </button>
            }
            testId="chat-rooms-empty"
          />
        ) : (
          <EmptyState
            illustration="chat"
            title={t('chat:list.empty')}
            body={t(`chat:list.emptyHint.${role}`)}
            action={
              role === 'designer' ? (
                <Link to="/request" className={actionLink}>
                  {t('chat:list.toRequests')}
                </Link>
              ) : (
                <Link to="/designer" className={actionLink}>
                  <Search aria-hidden className="size-4" />
                  {t('chat:list.findDesigner')}
                </Link>
              )
            }
            testId="chat-rooms-empty"
          />
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="flex flex-col" data-testid="chat-rooms">
          {items.map((room) => (
            <RoomRow key={room.id} room={room} role={role} active={room.id === activeRoomId} />
          ))}
        </ul>
        {rooms.hasNextPage && (
          <div className="flex justify-center p-4">
            <button
              type="button"
              onClick={() => void rooms.fetchNextPage()}
              disabled={rooms.isFetchingNextPage}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink-muted hover:bg-sunken hover:text-ink disabled:opacity-60"
            >
              {rooms.isFetchingNextPage ? t('chat:list.loadingMore') : t('chat:list.more')}
            </button>
          </div>
        )}
      </>
    );
  }

  const tab = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
      isActive ? 'bg-brand-700 text-white' : 'bg-sunken text-ink-muted hover:text-ink'
    }`;

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-room-list">
      <div className="flex flex-col gap-3 border-b border-line px-4 pt-5 pb-3 md:pt-4">
        <h1 className="text-title font-bold text-ink md:text-heading">{t('chat:list.title')}</h1>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('chat:list.search')}
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-subtle" />
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={30}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('chat:list.searchPlaceholder')}
            className="min-h-11 w-full rounded-control border border-transparent bg-sunken pr-3 pl-10 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:ring-2 focus:ring-brand-200 focus:outline-none"
            data-testid="chat-rooms-search"
          />
        </div>
        {role === 'client' && (
          <nav aria-label={t('chat:list.tabs')} className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
            <NavLink to={chatListPath(role)} end className={tab} data-testid="chat-tab-all">
              {t('chat:list.tab.all')}
            </NavLink>
            <NavLink to={`${chatListPath(role)}/designer`} className={tab} data-testid="chat-tab-designer">
              {t('chat:list.tab.designer')}
            </NavLink>
            <NavLink to={`${chatListPath(role)}/center`} className={tab} data-testid="chat-tab-center">
              {t('chat:list.tab.center')}
            </NavLink>
          </nav>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{content}</div>
    </div>
  );
}
