// /chat/view/{roomId}, /designerchat/view/{roomId}, /centerchat/view/{roomId}: one room beside the
// member's list. Messages arrive live; what the member sees is marked read while the tab is
// visible and they are at the latest message; the partner's typing shows for a few seconds. A room
// where one side blocked the other is read-only. A member on another side's path is sent to theirs.
import { TypingShowMs, type ChatRoom } from '@dcm/shared';
import { Ban, ChevronLeft } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Illustration } from '../../../components/ui/Illustration.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useRealtimeFrame } from '../../../lib/realtime.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { messagesOf, useChatMessages, useChatRoom, useMarkRead } from '../api.ts';
import { ChatLayout, ChatNotice } from '../components/ChatLayout.tsx';
import { Composer } from '../components/Composer.tsx';
import { MessageList, type JumpTarget } from '../components/MessageList.tsx';
import { RoomHeader } from '../components/RoomHeader.tsx';
import { RoomSearch } from '../components/RoomSearch.tsx';
import { ConversationSkeleton } from '../components/Skeletons.tsx';
import { useChatSender } from '../outbox.ts';
import { chatListPath, chatRoleOf, chatRoomPath, type ChatRole } from '../paths.ts';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState === 'visible';

/** The partner is typing: true for TypingShowMs after their last `typing` frame, false at once when their message arrives. */
function usePartnerTyping(room: ChatRoom): boolean {
  const [typingAt, setTypingAt] = useState<number | null>(null);
  useRealtimeFrame('chat.typing', (frame) => {
    if (frame.roomId === room.id && frame.memberNo === room.partner.memberNo) setTypingAt(Date.now());
  });
  useRealtimeFrame('chat.message', ({ message }) => {
    if (message.roomId === room.id && message.senderNo === room.partner.memberNo) setTypingAt(null);
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TypingShowMs);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return typingAt !== null;
}

function Conversation({ room, role, memberNo }: { room: ChatRoom; role: ChatRole; memberNo: number }) {
  const { t } = useTranslation('chat');
  const sender = useChatSender(room.id);
  const markRead = useMarkRead(room.id);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const [atBottom, setAtBottom] = useState(true);
  // The same query the list shows: the partner's latest message there is what a read mark covers.
  const messages = useChatMessages(room.id);
  const latestPartnerSeq = messagesOf(messages.data).reduce((max, m) => (m.senderNo !== memberNo && m.seq > max ? m.seq : max), 0);
  const [searching, setSearching] = useState(false);
  const [jump, setJump] = useState<JumpTarget | null>(null);
  const typing = usePartnerTyping(room);
  /** The seq last told to the server; null until the room's first messages are known. */
  const readUpTo = useRef<number | null>(null);
  const { mutate: sendRead } = markRead;

  useEffect(() => {
    if (latestPartnerSeq === 0) return;
    // Nothing unread on arrival: no call until the partner writes again.
    if (readUpTo.current === null && room.unread === 0) {
      readUpTo.current = latestPartnerSeq;
      return;
    }
    if (!visible || !atBottom || (readUpTo.current !== null && latestPartnerSeq <= readUpTo.current)) return;
    readUpTo.current = latestPartnerSeq;
    sendRead(latestPartnerSeq);
  }, [latestPartnerSeq, visible, atBottom, room.unread, sendRead]);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-room">
      <RoomHeader room={room} role={role} searching={searching} onToggleSearch={() => setSearching((s) => !s)} />
      {searching && <RoomSearch roomId={room.id} onPick={(seq) => setJump({ seq, at: Date.now() })} onClose={() => setSearching(false)} />}
      <MessageList
        room={room}
        memberNo={memberNo}
        jump={jump}
        onBottomChange={setAtBottom}
        onRetry={sender.retry}
        onDiscard={sender.discard}
      />
      <p aria-live="polite" className="flex min-h-6 items-center gap-2 px-4 pb-1 text-xs text-ink-subtle sm:px-6" data-testid="chat-typing">
        {typing && (
          <span aria-hidden className="inline-flex gap-0.5">
            <span className="size-1.5 animate-bounce rounded-full bg-brand-400" />
            <span className="size-1.5 animate-bounce rounded-full bg-brand-400 [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-brand-400 [animation-delay:300ms]" />
          </span>
        )}
        {typing ? t('room.typing', { name: room.partner.nickname }) : ''}
      </p>
      {room.blocked ? (
        <p role="note" className="flex items-center justify-center gap-2 border-t border-line bg-sunken px-4 py-4 text-sm text-ink-muted" data-testid="chat-blocked">
          <Ban aria-hidden className="size-4 shrink-0" />
          <span>{t('room.blocked')}</span>
        </p>
      ) : (
        <Composer roomId={room.id} onSendText={sender.sendText} onSendFile={sender.sendFile} />
      )}
    </div>
  );
}

function RoomPane({ roomId, role, memberNo }: { roomId: string; role: ChatRole; memberNo: number }) {
  const { t } = useTranslation(['chat', 'errors']);
  const room = useChatRoom(roomId);
  if (room.isPending) return <ConversationSkeleton label={t('chat:room.loading')} testId="chat-room-skeleton" header />;
  if (room.isError) {
    const code = errorCodeOf(room.error);
    const toList = (
      <Link to={chatListPath(role)} className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
        <ChevronLeft aria-hidden className="size-4" />
        {t('chat:room.toList')}
      </Link>
    );
    if (code === 'NOT_FOUND' || code === 'VALIDATION_FAILED') {
      return (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center" data-testid="chat-room-not-found">
          <Illustration kind="chat" />
          <p className="text-heading font-bold text-ink">{t('chat:room.notFound')}</p>
          {toList}
        </div>
      );
    }
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4">
        <ErrorState error={room.error} onRetry={() => void room.refetch()} retrying={room.isRefetching} testId="chat-room-error" />
        {toList}
      </div>
    );
  }
  return <Conversation room={room.data} role={role} memberNo={memberNo} />;
}

export default function ChatRoomPage({ place }: { place: ChatRole }) {
  const { t } = useTranslation(['chat', 'errors']);
  const viewer = useViewer();
  const { roomId = '' } = useParams();
  const role = chatRoleOf(viewer?.kind);
  if (!viewer || !role) return <ChatNotice title={t('chat:notForOperator')} />;
  if (role !== place) return <Navigate to={chatRoomPath(role, roomId)} replace />;
  return (
    <ChatLayout role={role} roomId={roomId}>
      <RoomPane key={roomId} roomId={roomId} role={role} memberNo={viewer.memberNo} />
    </ChatLayout>
  );
}
