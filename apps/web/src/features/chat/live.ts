// The realtime frames that change what chat shows, applied to the query caches: a message (the
// member's own from another tab too), a read mark, a partner's presence, and after a reconnect
// everything read again, since frames sent while the socket was down are not sent twice.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeFrame, useRealtimeStatus } from '../../lib/realtime.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { chatKeys, patchPresence, patchRoom, receiveMessage } from './api.ts';

/** Mounted once by the chat pages. */
export function useChatLiveUpdates(): void {
  const queryClient = useQueryClient();
  const memberNo = useUserStore((s) => s.user?.memberNo);

  useRealtimeFrame('chat.message', ({ message }) => {
    if (!receiveMessage(queryClient, message, memberNo)) void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
  });
  useRealtimeFrame('chat.read', ({ roomId, memberNo: reader, seq }) => {
    // The member read it in another tab: no unread left; the partner read it: the receipts move.
    if (reader === memberNo) patchRoom(queryClient, roomId, (room) => ({ ...room, unread: 0 }));
    else patchRoom(queryClient, roomId, (room) => (room.partner.memberNo === reader ? { ...room, partnerReadSeq: Math.max(room.partnerReadSeq, seq) } : room));
  });
  useRealtimeFrame('presence', ({ memberNo: partner, online }) => patchPresence(queryClient, partner, online));
  // The first `ready` after the page read everything is no news; a later one follows a reconnect.
  const status = useRealtimeStatus();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (status === 'open') wasOpen.current = true;
  }, [status]);
  useRealtimeFrame('ready', () => {
    if (wasOpen.current) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  });
}
