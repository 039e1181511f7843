// The header's way into chat: an icon to the member's room list with the count of unread messages,
// read from the server, set by `ready`/`unread` frames and read again when a message or a read
// mark arrives. The lead places it in the header.
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRealtimeFrame } from '../../../lib/realtime.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { chatKeys, useUnreadCounts } from '../api.ts';
import { badgeCount } from '../format.ts';
import { chatListPath, chatRoleOf } from '../paths.ts';

export function ChatHeaderLink() {
  // The header never waits for chat's catalogue: its words are in `common`.
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const role = chatRoleOf(viewer?.kind);
  const counts = useUnreadCounts(!!role);

  useRealtimeFrame('ready', ({ unread }) => queryClient.setQueryData(chatKeys.unread, unread));
  useRealtimeFrame('unread', ({ unread }) => queryClient.setQueryData(chatKeys.unread, unread));
  useRealtimeFrame('chat.message', () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread }));
  useRealtimeFrame('chat.read', () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread }));

  if (!role) return null;
  const unread = counts.data?.chat ?? 0;
  const label = t('modules.chat');
  return (
    <Link
      to={chatListPath(role)}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
      aria-label={unread > 0 ? `${label} (${unread})` : label}
      title={label}
      data-testid="header-chat"
    >
      <MessageCircle aria-hidden className="size-6" />
      {unread > 0 && (
        <span aria-hidden className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] font-bold text-white ring-2 ring-surface" data-testid="header-chat-unread">
          {badgeCount(unread)}
        </span>
      )}
    </Link>
  );
}
