// The open room's top: the way back to the list on a phone, the partner and whether they are
// connected, the case the room is about by its referral number (a link to the request or order;
// its own row under the partner on a phone), and the search toggle.
import type { ChatRoom } from '@dcm/shared';
import { ChevronLeft, ChevronRight, FileText, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format.ts';
import { caseNameOf } from '../format.ts';
import { chatListPath, contextPath, type ChatRole } from '../paths.ts';
import { PartnerAvatar } from './PartnerAvatar.tsx';

interface Props {
  room: ChatRoom;
  role: ChatRole;
  searching: boolean;
  onToggleSearch: () => void;
}

const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink';

export function RoomHeader({ room, role, searching, onToggleSearch }: Props) {
  const { t } = useTranslation('chat');
  const about = room.context && contextPath(role, room.context);
  const locale = useLocale();
  const caseName = caseNameOf(room.context, locale);
  const see = t(room.context?.orderId ? 'room.order' : 'room.request');
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-line bg-surface px-2 py-2 sm:gap-x-3 sm:px-4 sm:py-3">
      <Link to={chatListPath(role)} className={`${iconButton} -mr-1 md:hidden`} aria-label={t('room.back')}>
        <ChevronLeft aria-hidden className="size-6" />
      </Link>
      <PartnerAvatar partner={room.partner} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate font-bold text-ink" data-testid="chat-partner">
          {room.partner.nickname}
        </h2>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-ink-subtle">
          <span>{t(`kind.${room.partner.kind}`)}</span>
          <span aria-hidden>·</span>
          <span className={room.partner.online ? 'font-semibold text-success-700' : undefined}>{room.partner.online ? t('presence.online') : t('presence.offline')}</span>
        </p>
      </div>
      {about && (
        <Link
          to={about}
          className="order-last flex min-h-11 w-full min-w-0 items-center gap-2 rounded-control bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100 sm:order-none sm:w-auto sm:max-w-[55%]"
          data-testid="chat-context-link"
        >
          <FileText aria-hidden className="size-4 shrink-0" />
          {caseName ? (
            <>
              <span className="truncate font-bold tabular-nums" data-testid="chat-case-name">
                {caseName}
              </span>
              <span className="ml-auto shrink-0 pl-1 text-xs font-medium text-brand-700">{see}</span>
            </>
          ) : (
            <span className="truncate font-semibold">{see}</span>
          )}
          <ChevronRight aria-hidden className={`size-4 shrink-0 ${caseName ? '-ml-1' : 'ml-auto'}`} />
        </Link>
      )}
      <button
        type="button"
        onClick={onToggleSearch}
        aria-pressed={searching}
        className={`${iconButton} ${searching ? 'bg-brand-50 text-brand-700' : ''}`}
        aria-label={t('search.open')}
        title={t('search.open')}
        data-testid="chat-search-toggle"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </header>
  );
}
