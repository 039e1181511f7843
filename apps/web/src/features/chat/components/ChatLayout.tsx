// The chat screen: the room list beside the open room on a wide screen, in one panel of the working
// width; on a phone (under 768 px) one column, the list alone or the room alone. An open room fills
// a phone's screen under the header: it marks itself `data-bottom-bar`, so the layout's tab bar
// gives the bottom to its composer (decision 0039); the whole screen marks itself `data-fills-screen`,
// so on a phone the site footer is not a scroll away below it. Live frames patch the caches while it is shown.
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/Page.tsx';
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
  // The header is 4 rem; on a phone the list leaves the tab bar its 3.5 rem, the room takes it.
  const height = roomId ? 'h-[calc(100dvh-4rem)]' : 'h-[calc(100dvh-7.5rem)]';
  return (
    <section className="mx-auto w-full max-w-working md:px-6 md:py-6" data-testid="chat-page" data-fills-screen>
      <div className={`flex ${height} min-h-[28rem] overflow-hidden bg-surface md:h-[calc(100dvh-7rem)] md:rounded-panel md:border md:border-line md:shadow-card`}>
        <aside className={`${roomId ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col md:w-80 md:border-r md:border-line lg:w-96`}>
          <RoomList role={role} type={type} activeRoomId={roomId} />
        </aside>
        <div className={`${roomId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col bg-canvas`} data-bottom-bar={roomId ? true : undefined}>
          {children}
        </div>
      </div>
    </section>
  );
}

/** What a page shows instead of chat: the operator has no rooms. */
export function ChatNotice({ title, body }: { title: string; body?: string }) {
  return (
    <Page width="reading" className="text-center" testId="chat-notice">
      <header>
        <h1 className="text-title font-bold text-ink">{title}</h1>
        {body && <p className="mt-2 text-ink-muted">{body}</p>}
      </header>
    </Page>
  );
}
