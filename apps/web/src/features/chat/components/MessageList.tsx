// A room's history, grouped by day, oldest at the top, one sender's messages of one minute run
// together. It opens at the latest message and follows new ones while the member is at the bottom
// (always after their own); scrolling to the top loads the page before, keeping what was on screen in
// place. A search result is brought into view, loading older pages until it is there, and
// highlighted for a moment.
import type { ChatMessage, ChatRoom } from '@dcm/shared';
import { ChevronUp } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Illustration } from '../../../components/ui/Illustration.tsx';
import { useLocale } from '../../../lib/format.ts';
import { useChatMessages, messagesOf } from '../api.ts';
import { dayKeyOf, dayLabel } from '../format.ts';
import { usePendingMessages, type PendingMessage } from '../outbox.ts';
import { MessageBubble, PendingBubble, type Receipt } from './MessageBubble.tsx';
import { ConversationSkeleton } from './Skeletons.tsx';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 60;
/** `lastKey` of a room with nothing in it. */
const EMPTY_KEY = ':0';
/** How long a found message stays highlighted. */
const HIGHLIGHT_MS = 3000;

/** The minute a message was sent in, the same in every time zone: what a run of messages shares. */
const minuteOf = (message: ChatMessage) => Math.floor(Date.parse(message.createdAt) / 60_000);
const sameRun = (a: ChatMessage | undefined, b: ChatMessage | undefined) => !!a && !!b && a.senderNo === b.senderNo && minuteOf(a) === minuteOf(b);

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

  // "Read" stands under the latest of the member's messages the partner has read; "1" beside each one after it.
  const lastReadOwn = stored.reduce((max, m) => (m.senderNo === memberNo && m.seq <= room.partnerReadSeq && m.seq > max ? m.seq : max), 0);
  const receiptOf = (message: ChatMessage): Receipt => {
    if (message.senderNo !== memberNo) return null;
    if (message.seq > room.partnerReadSeq) return 'unread';
    return message.seq === lastReadOwn ? 'read' : null;
  };

  let body;
  if (messages.isPending) {
    body = <ConversationSkeleton label={t('chat:room.loading')} testId="chat-messages-loading" />;
  } else if (messages.isError) {
    body = (
      <div className="flex min-h-full items-center justify-center">
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isRefetching} testId="chat-messages-error" />
      </div>
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
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-xs font-semibold text-ink-muted shadow-card hover:text-ink disabled:opacity-60"
              data-testid="chat-load-older"
            >
              <ChevronUp aria-hidden className="size-4" />
              {isFetchingNextPage ? t('chat:room.loadingOlder') : t('chat:room.loadOlder')}
            </button>
          </div>
        ) : (
          stored.length > 0 && <p className="py-3 text-center text-xs text-ink-subtle">{t('chat:room.start')}</p>
        )}
        {stored.length === 0 && pending.length === 0 && (
          <div className="flex min-h-full flex-col items-center justify-center gap-2 p-8 text-center" data-testid="chat-room-empty">
            <Illustration kind="chat" className="h-24 w-32" />
            <p className="text-sm font-medium text-ink-muted">{t('chat:room.empty', { name: room.partner.nickname })}</p>
          </div>
        )}
        <ol className="flex flex-col pb-2" aria-label={t('chat:room.messages')}>
          {stored.map((message: ChatMessage, i) => {
            const previous = stored[i - 1];
            const newDay = !previous || dayKeyOf(previous.createdAt) !== dayKeyOf(message.createdAt);
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="my-4 flex items-center gap-3" data-testid="chat-day">
                    <span aria-hidden className="h-px flex-1 bg-line" />
                    <time dateTime={dayKeyOf(message.createdAt)} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink-muted ring-1 ring-line">
                      {dayLabel(message.createdAt, locale)}
                    </time>
                    <span aria-hidden className="h-px flex-1 bg-line" />
                  </li>
                )}
                <MessageBubble
                  message={message}
                  own={message.senderNo === memberNo}
                  partner={room.partner}
                  receipt={receiptOf(message)}
                  startsRun={newDay || !sameRun(previous, message)}
                  endsRun={!sameRun(message, stored[i + 1])}
                  highlighted={highlighted === message.seq}
                />
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
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-2 sm:px-6" data-testid="chat-messages">
      {body}
    </div>
  );
}
