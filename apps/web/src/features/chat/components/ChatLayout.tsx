// The chat screen: the room list beside the open room on a wide screen; on a phone (under 768 px)
// one column, the list alone or the room alone. Live frames patch the caches while it is shown.
import type { ReactNode } from 'react';
import type { RoomListType } from '../api.ts';
import { useChatLiveUpdates } from '../live.ts';
import type { ChatRole } from '../paths.ts';
import { RoomList } from './RoomList.tsx';

interface Props {
  role: ChatRole;
  type?: RoomListType;
  /** The open room; none: the list alone on a phone. */
  roomId?: string;
  children: ReactNode;
}

export function ChatLayout({ role, type, roomId, children }: Props) {
  useChatLiveUpdates();
  return (
    <section className="mx-auto w-full max-w-6xl md:px-4 md:py-6" data-testid="chat-page">
      <div className="flex h-[calc(100dvh-7.5rem)] min-h-[28rem] overflow-hidden bg-white md:rounded-2xl md:border md:border-slate-200">
        <aside className={`${roomId ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col md:w-80 md:border-r md:border-slate-200 lg:w-96`}>
          <RoomList role={role} type={type} activeRoomId={roomId} />
        </aside>
        <div className={`${roomId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>{children}</div>
      </div>
    </section>
  );
}

/** What a page shows instead of chat: the operator has no rooms. */
export function ChatNotice({ title, body }: { title: string; body?: string }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 text-center" data-testid="chat-notice">
      <h1 className="text-xl font-bold">{title}</h1>
      {body && <p className="mt-2 text-slate-600">{body}</p>}
    </section>
  );
}
