// What only a signed-in member's tab shows and keeps open, in one chunk loaded with the first
// signed-in render instead of with every visitor's start (decisions 0024, 0034): the live connection
// with the notifications it brings (unmounted on logout, which closes it and drops them), and the
// header's mileage chip, chat link and notification bell.
import { ChatHeaderLink } from '../features/chat/components/ChatHeaderLink.tsx';
import { MileageChip } from '../features/mileage/components/MileageChip.tsx';
import { useLiveNotifications } from '../features/notifications/api.ts';
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
