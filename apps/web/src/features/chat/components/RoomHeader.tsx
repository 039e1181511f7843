// The open room's top: the way back to the list on a phone, the partner and whether they are
// connected, what the room is about (a link to the request or order), and the search toggle.
import type { ChatRoom } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatListPath, contextPath, type ChatRole } from '../paths.ts';
import { PartnerAvatar } from './PartnerAvatar.tsx';

interface Props {
  room: ChatRoom;
  role: ChatRole;
  searching: boolean;
  onToggleSearch: () => void;
}

export function RoomHeader({ room, role, searching, onToggleSearch }: Props) {
  const { t } = useTranslation('chat');
  const about = room.context && contextPath(role, room.context);
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-4">
      <Link to={chatListPath(role)} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-xl hover:bg-slate-100 md:hidden" aria-label={t('room.back')}>
        <span aria-hidden>‹</span>
      </Link>
      <PartnerAvatar partner={room.partner} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate font-semibold" data-testid="chat-partner">
          {room.partner.nickname}
        </h2>
        <p className="flex min-w-0 gap-2 text-xs text-slate-500">
          <span className="shrink-0">
            {t(`kind.${room.partner.kind}`)} · {room.partner.online ? t('presence.online') : t('presence.offline')}
          </span>
          {about && (
            <Link to={about} className="truncate font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="chat-context-link">
              {room.context?.label ? t(room.context.orderId ? 'room.aboutOrder' : 'room.aboutRequest', { label: room.context.label }) : t(room.context?.orderId ? 'room.order' : 'room.request')}
            </Link>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onToggleSearch}
        aria-pressed={searching}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 ${searching ? 'bg-slate-100' : ''}`}
        aria-label={t('search.open')}
        title={t('search.open')}
        data-testid="chat-search-toggle"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </header>
  );
}
