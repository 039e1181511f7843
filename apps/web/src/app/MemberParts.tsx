// What only a signed-in member's tab shows and keeps open, in one chunk loaded with the first
// signed-in render instead of with every visitor's start (decisions 0024, 0034): the live connection
// with the notifications it brings (unmounted on logout, which closes it and drops them), and the
// header's mileage chip, chat link and notification bell.
import { useUnreadCounts as useChatUnread } from '../features/chat/api.ts';
import { ChatHeaderLink } from '../features/chat/components/ChatHeaderLink.tsx';
import { badgeCount } from '../features/chat/format.ts';
import { MileageChip } from '../features/mileage/components/MileageChip.tsx';
import { useLiveNotifications, useUnreadCounts as useNotificationUnread } from '../features/notifications/api.ts';
import { NotificationBell } from '../features/notifications/components/NotificationBell.tsx';
import { useRealtimeConnection } from '../lib/realtime.ts';

export function MemberConnections() {
  useRealtimeConnection();
  useLiveNotifications();
  return null;
}

export function MemberHeaderParts() {
  return (
    <>
      <MileageChip />
      <ChatHeaderLink />
      <NotificationBell />
    </>
  );
}

/**
 * The unread count on the phone's chat or notifications tab. It reads the same queries as the header's
 * link and bell, which the live connection keeps fresh.
 */
export function TabBadge({ of }: { of: 'chat' | 'notifications' }) {
  const chat = useChatUnread(of === 'chat');
  const notifications = useNotificationUnread();
  const count = of === 'chat' ? (chat.data?.chat ?? 0) : (notifications.data?.notifications ?? 0);
  if (count === 0) return null;
  return (
    <span className="absolute top-1.5 left-1/2 ml-1.5 inline-flex min-w-[18px] items-center justify-center rounded-full bg-danger-600 px-1 text-[10px] leading-[18px] font-bold text-white" data-testid={`tab-${of}-unread`}>
      <span className="sr-only">, </span>
      {badgeCount(count)}
    </span>
  );
}
