// The member's rooms, latest message first: the partner's picture with their presence, nickname,
// what the room is about, the last message, its time and the unread badge; searched by nickname.
// A client's list has tabs by the partner's kind (SPEC `/chat/{type}`).
import type { ChatRoom } from '@dcm/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PageSkeleton } from '../../../components/PageStates.tsx';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useChatRooms, type RoomListType } from '../api.ts';
import { badgeCount, listTime, previewOf } from '../format.ts';
import { chatListPath, chatRoomPath, type ChatRole } from '../paths.ts';
import { PartnerAvatar } from './PartnerAvatar.tsx';

/** The nickname search waits for typing to pause before asking the server. */
const SEARCH_DELAY_MS = 300;

function RoomRow({ room, role, active }: { room: ChatRoom; role: ChatRole; active: boolean }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const last = room.lastMessage;
  return (
    <li>
      <Link
        to={chatRoomPath(role, room.id)}
        aria-current={active ? 'page' : undefined}
        className={`flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 ${active ? 'bg-brand-50' : ''}`}
        data-testid="chat-room-row"
      >
        <PartnerAvatar partner={room.partner} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2">
            <span className="truncate font-semibold" data-testid="chat-room-nickname">
              {room.partner.nickname}
            </span>
            {room.context?.label && <span className="truncate text-xs text-slate-500">{room.context.label}</span>}
            {last && (
              <time dateTime={last.createdAt} className="ml-auto shrink-0 text-xs text-slate-500">
                {listTime(last.createdAt, locale)}
              </time>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span className="truncate text-sm text-slate-600" data-testid="chat-room-preview">
              {last ? previewOf(last, t) : t('list.noMessages')}
            </span>
            {room.unread > 0 && (
              <span
                className="ml-auto inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
                data-testid="chat-room-unread"
                aria-label={t('list.unread', { n: room.unread })}
              >
                {badgeCount(room.unread)}
              </span>
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
    content = (
      <div className="p-4">
        <PageSkeleton label={t('chat:list.loading')} testId="chat-rooms-skeleton" shape="cards" blocks={3} />
      </div>
    );
  } else if (rooms.isError) {
    content = (
      <p role="alert" className="m-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="chat-rooms-error">
        {t(`errors:${errorCodeOf(rooms.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-4 py-12 text-center" data-testid="chat-rooms-empty">
        <p className="font-semibold">{q ? t('chat:list.noMatch', { q }) : t('chat:list.empty')}</p>
        {!q && <p className="text-sm text-slate-600">{t(`chat:list.emptyHint.${role}`)}</p>}
        {!q && role === 'client' && (
          <Link to="/designer" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('chat:list.findDesigner')}
          </Link>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="divide-y divide-slate-100" data-testid="chat-rooms">
          {items.map((room) => (
            <RoomRow key={room.id} room={room} role={role} active={room.id === activeRoomId} />
          ))}
        </ul>
        {rooms.hasNextPage && (
          <button
            type="button"
            onClick={() => void rooms.fetchNextPage()}
            disabled={rooms.isFetchingNextPage}
            className="m-4 min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
          >
            {rooms.isFetchingNextPage ? t('chat:list.loadingMore') : t('chat:list.more')}
          </button>
        )}
      </>
    );
  }

  const tab = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`;

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-room-list">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4">
        <h1 className="text-xl font-bold">{t('chat:list.title')}</h1>
        {role === 'client' && (
          <nav aria-label={t('chat:list.tabs')} className="flex gap-2">
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
        <label htmlFor={searchId} className="sr-only">
          {t('chat:list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={30}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('chat:list.searchPlaceholder')}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
          data-testid="chat-rooms-search"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{content}</div>
    </div>
  );
}
