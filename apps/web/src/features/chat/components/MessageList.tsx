// A room's history, grouped by day, oldest at the top. It opens at the latest message and follows new
// ones while the member is at the bottom (always after their own); scrolling to the top loads the
// page before, keeping what was on screen in place. A search result is brought into view, loading
// older pages until it is there, and highlighted for a moment.
import type { ChatMessage, ChatRoom } from '@dcm/shared';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useChatMessages, messagesOf } from '../api.ts';
import { dayKeyOf, dayLabel } from '../format.ts';
import { usePendingMessages, type PendingMessage } from '../outbox.ts';
import { MessageBubble, PendingBubble } from './MessageBubble.tsx';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 60;
/** `lastKey` of a room with nothing in it. */
const EMPTY_KEY = ':0';
/** How long a found message stays highlighted. */
const HIGHLIGHT_MS = 3000;

export interface JumpTarget {
  seq: number;
  /** A new object per click, so the same result can be shown twice. */
  at: number;
}

interface Props {
  room: ChatRoom;
  memberNo: number;
  jump: JumpTarget | null;
  /** Whether the member sees the latest messages (at the bottom). */
  onBottomChange: (atBottom: boolean) => void;
  onRetry: (clientKey: string) => void;
  onDiscard: (clientKey: string) => void;
}

export function MessageList({ room, memberNo, jump, onBottomChange, onRetry, onDiscard }: Props) {
  const { t } = useTranslation(['chat', 'errors']);
  const locale = useLocale();
  const messages = useChatMessages(room.id);
  const stored = messagesOf(messages.data);
  const pending: PendingMessage[] = usePendingMessages(room.id, stored);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Where the member was before an older page was added above. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  /** The last item at the bottom when the view last followed it; null before the room first showed. */
  const lastShown = useRef<string | null>(null);
  /** The search result whose highlight has faded (by its click time). */
  const [fadedAt, setFadedAt] = useState<number | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const loadOlder = () => {
    const el = scroller.current;
    if (!hasNextPage || isFetchingNextPage) return;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void fetchNextPage();
  };

  const firstSeq = stored[0]?.seq;
  const lastKey = `${stored.at(-1)?.id ?? ''}:${pending.length}`;
  const ownLatest = pending.length > 0 || stored.at(-1)?.senderNo === memberNo;

  // An older page went in above: what the member was reading stays where it was.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !anchor.current) return;
    el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [firstSeq]);

  // The room opens at its latest message, and follows new ones while the member is at the bottom
  // (an older page added above changes nothing at the bottom, so it moves nothing).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || lastKey === EMPTY_KEY || lastShown.current === lastKey) return;
    const opening = lastShown.current === null;
    lastShown.current = lastKey;
    if (opening || atBottom.current || ownLatest) el.scrollTop = el.scrollHeight;
  }, [lastKey, ownLatest]);

  // A search result: older pages load until it is there, then it is shown and highlighted.
  const found = jump ? stored.some((m) => m.seq === jump.seq) : false;
  const highlighted = jump && found && fadedAt !== jump.at ? jump.seq : null;
  useEffect(() => {
    if (!jump) return;
    if (found) {
      document.getElementById(`chat-message-${jump.seq}`)?.scrollIntoView?.({ block: 'center' });
      const timer = setTimeout(() => setFadedAt(jump.at), HIGHLIGHT_MS);
      return () => clearTimeout(timer);
    }
    if (hasNextPage && !isFetchingNextPage && firstSeq !== undefined && firstSeq > jump.seq) void fetchNextPage();
  }, [jump, found, hasNextPage, isFetchingNextPage, firstSeq, fetchNextPage]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (bottom !== atBottom.current) {
      atBottom.current = bottom;
      onBottomChange(bottom);
    }
    if (el.scrollTop < EDGE_PX) loadOlder();
  };

  let body;
  if (messages.isPending) {
    body = (
      <p role="status" className="p-6 text-center text-sm text-slate-500" data-testid="chat-messages-loading">
        {t('chat:room.loading')}
      </p>
    );
  } else if (messages.isError) {
    body = (
      <p role="alert" className="m-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="chat-messages-error">
        {t(`errors:${errorCodeOf(messages.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  } else {
    body = (
      <>
        {hasNextPage ? (
          <div className="flex justify-center py-2">
            <button
              type="button"
              onClick={loadOlder}
              disabled={isFetchingNextPage}
              className="min-h-9 rounded-full border border-slate-300 bg-white px-4 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              data-testid="chat-load-older"
            >
              {isFetchingNextPage ? t('chat:room.loadingOlder') : t('chat:room.loadOlder')}
            </button>
          </div>
        ) : (
          stored.length > 0 && <p className="py-2 text-center text-xs text-slate-400">{t('chat:room.start')}</p>
        )}
        {stored.length === 0 && pending.length === 0 && (
          <p className="p-8 text-center text-sm text-slate-500" data-testid="chat-room-empty">
            {t('chat:room.empty', { name: room.partner.nickname })}
          </p>
        )}
        <ol className="flex flex-col gap-2" aria-label={t('chat:room.messages')}>
          {stored.map((message: ChatMessage, i) => {
            const separator = i === 0 || dayKeyOf(stored[i - 1]!.createdAt) !== dayKeyOf(message.createdAt);
            const own = message.senderNo === memberNo;
            return (
              <Fragment key={message.id}>
                {separator && (
                  <li className="my-2 flex justify-center" data-testid="chat-day">
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600">{dayLabel(message.createdAt, locale)}</span>
                  </li>
                )}
                <MessageBubble message={message} own={own} read={own && message.seq <= room.partnerReadSeq} highlighted={highlighted === message.seq} />
              </Fragment>
            );
          })}
          {pending.map((p) => (
            <PendingBubble key={p.clientKey} pending={p} onRetry={() => onRetry(p.clientKey)} onDiscard={() => onDiscard(p.clientKey)} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-5" data-testid="chat-messages">
      {body}
    </div>
  );
}
