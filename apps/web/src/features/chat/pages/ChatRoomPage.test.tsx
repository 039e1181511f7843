import { MemberType, TypingShowMs, type ChatMessage, type ChatRoom } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { stopRealtime } from '../../../lib/realtime.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useOutbox } from '../outbox.ts';
import { CLIENT, connectRealtime, DESIGNER, designerRoomOf, installFakeSocket, messageOf, refusal, ROOM_ID, userOf, type FakeSocket } from '../test-fixtures.ts';
import ChatRoomPage from './ChatRoomPage.tsx';
import { networkError } from '../../../lib/http.test-support.ts';

const ROOM_PATH = `/api/v1/chat/rooms/${ROOM_ID}`;
const MESSAGES_PATH = `${ROOM_PATH}/messages`;
const EARLIER_DAY = (minute: number) => new Date(Date.UTC(2027, 2, 9, 3, minute)).toISOString();

function renderRoom() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/chat/view/${ROOM_ID}`]}>
        <Routes>
          <Route path="/chat/view/:roomId" element={<ChatRoomPage place="client" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let room: ChatRoom;
/** The latest page, and the page before it (an earlier day). */
let latest: ChatMessage[];
let older: ChatMessage[];
let get: MockInstance<typeof http.get>;
let post: MockInstance<typeof http.post>;
/** What POST …/messages answers; by default the server stores the message as sent. */
let answerSend: (body: { clientKey: string; body: string; fileId?: string }) => Promise<{ data: ChatMessage }>;

const own = (seq: number, extra: Partial<ChatMessage> = {}) => messageOf(seq, { senderNo: CLIENT.memberNo, ...extra });
const shownSeqs = () => screen.getAllByTestId('chat-message').map((m) => Number(m.getAttribute('data-seq')));
const bubbleOf = (seq: number) => screen.getAllByTestId('chat-message').find((m) => m.getAttribute('data-seq') === String(seq))!;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  installFakeSocket();
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  useOutbox.setState({ pending: [] });
  older = [messageOf(2, { createdAt: EARLIER_DAY(2), body: 'is the crown margin fine?' }), own(3, { createdAt: EARLIER_DAY(3) })];
  latest = [messageOf(4), own(5), own(6)];
  room = designerRoomOf({ lastMessage: latest[2]!, partnerReadSeq: 5 });
  let nextSeq = 7;
  answerSend = async (body) => ({ data: own(nextSeq++, { body: body.body, clientKey: body.clientKey }) });
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { before?: number; q?: string };
    if (url === ROOM_PATH) return { data: room };
    if (url === '/api/v1/chat/rooms') return { data: { items: [room], page: 1, size: 50, total: 1 } };
    if (url === MESSAGES_PATH && params.q) {
      const q = params.q;
      return { data: { items: [...older, ...latest].filter((m) => m.body.includes(q)).reverse(), hasMore: false } };
    }
    if (url === MESSAGES_PATH) return { data: params.before ? { items: older, hasMore: false } : { items: latest, hasMore: true } };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  post = vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === MESSAGES_PATH) return answerSend(body as { clientKey: string; body: string });
    if (url === `${ROOM_PATH}/read`) return { data: undefined };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
});
afterEach(() => {
  stopRealtime();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
  localStorage.clear();
});

async function openRoom(): Promise<FakeSocket> {
  renderRoom();
  await screen.findAllByTestId('chat-message');
  return connectRealtime(CLIENT.memberNo);
}

const readCalls = () => post.mock.calls.filter(([url]) => url === `${ROOM_PATH}/read`);
const sendCalls = () => post.mock.calls.filter(([url]) => url === MESSAGES_PATH);

describe('a chat room', () => {
  it('shows the partner, the day, and the member’s own messages on the right with read receipts', async () => {
    const socket = await openRoom();
    expect(screen.getByTestId('chat-partner').textContent).toBe(DESIGNER.nickname);
    expect(shownSeqs()).toEqual([4, 5, 6]);
    expect(screen.getAllByTestId('chat-day')).toHaveLength(1);
    expect(bubbleOf(4).hasAttribute('data-own')).toBe(false);
    expect(bubbleOf(5).hasAttribute('data-own')).toBe(true);
    // The partner read up to 5: 5 says read, 6 not yet.
    expect(within(bubbleOf(5)).getByTestId('chat-receipt').textContent).toBe('Read');
    expect(within(bubbleOf(6)).getByTestId('chat-receipt-unread').textContent).toContain('Not read yet');
    expect(within(bubbleOf(4)).queryByTestId('chat-receipt')).toBeNull();

    act(() => socket.receive({ type: 'chat.read', roomId: ROOM_ID, memberNo: DESIGNER.memberNo, seq: 6 }));
    await waitFor(() => expect(within(bubbleOf(6)).queryByTestId('chat-receipt')?.textContent).toBe('Read'));
  });

  it('names the case in the header by its referral number, linked to the order', async () => {
    const ORDER_ID = '40000000-0000-4000-8000-000000000002';
    room = { ...room, context: { requestId: '40000000-0000-4000-8000-000000000001', orderId: ORDER_ID, referralNumbers: ['2027-0412'] } };
    await openRoom();
    const link = screen.getByTestId('chat-context-link');
    expect(screen.getByTestId('chat-case-name').textContent).toBe('Referral no. 2027-0412');
    expect(link.getAttribute('href')).toBe(`/payment/contract/${ORDER_ID}`);
    expect(link.textContent).toContain('See the order');
  });

  it('hides the phone’s tab bar while a room is open: the composer takes the bottom', async () => {
    await openRoom();
    expect(screen.getByTestId('chat-composer').closest('[data-bottom-bar]')).not.toBeNull();
  });

  it('puts the earlier page above the messages on screen when asked', async () => {
    await openRoom();
    fireEvent.click(screen.getByTestId('chat-load-older'));
    await waitFor(() => expect(shownSeqs()).toEqual([2, 3, 4, 5, 6]));
    expect(get).toHaveBeenCalledWith(MESSAGES_PATH, expect.objectContaining({ params: expect.objectContaining({ before: 4 }) }));
    // Two days now, and nothing earlier to load.
    expect(screen.getAllByTestId('chat-day')).toHaveLength(2);
    expect(screen.queryByTestId('chat-load-older')).toBeNull();
    expect(screen.getByText('This is the start of the conversation.')).toBeTruthy();
  });

  it('opens at the latest message and keeps what was on screen in place when scrolling up loads the earlier page', async () => {
    // jsdom lays nothing out: the list's height is what the test says it is.
    let height = 1000;
    const scrollTop = { value: 0 };
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop.value);
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation((v: number) => void (scrollTop.value = v));
    await openRoom();
    expect(scrollTop.value).toBe(1000);
    // The member scrolls to the top: the earlier page loads and adds 600 px above.
    scrollTop.value = 10;
    fireEvent.scroll(screen.getByTestId('chat-messages'));
    height = 1600;
    await waitFor(() => expect(shownSeqs()).toEqual([2, 3, 4, 5, 6]));
    expect(scrollTop.value).toBe(610);
  });

  it('marks unread messages read when the room opens, and a new one from the partner as it arrives', async () => {
    room = { ...room, unread: 1 };
    const socket = await openRoom();
    await waitFor(() => expect(readCalls()).toEqual([[`${ROOM_PATH}/read`, { seq: 4 }]]));
    act(() => socket.receive({ type: 'chat.message', message: messageOf(7, { body: 'uploaded the CAD' }) }));
    await waitFor(() => expect(readCalls()).toHaveLength(2));
    expect(readCalls()[1]).toEqual([`${ROOM_PATH}/read`, { seq: 7 }]);
    expect(shownSeqs()).toEqual([4, 5, 6, 7]);
  });

  it('does not mark anything read when nothing is unread', async () => {
    await openRoom();
    await screen.findByTestId('chat-input');
    expect(readCalls()).toEqual([]);
  });

  it('sends a message once however often Enter is pressed', async () => {
    let answer: (value: { data: ChatMessage }) => void = () => undefined;
    answerSend = () => new Promise((resolve) => (answer = resolve));
    await openRoom();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '  hello there  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-pending')).textContent).toContain('Sending…');
    expect(sendCalls()).toHaveLength(1);
    const sent = sendCalls()[0]![1] as { clientKey: string; body: string };
    expect(sent.body).toBe('hello there');
    answer({ data: own(7, { body: 'hello there', clientKey: sent.clientKey }) });
    await waitFor(() => expect(shownSeqs()).toEqual([4, 5, 6, 7]));
    expect(screen.queryByTestId('chat-pending')).toBeNull();
  });

  it('keeps Shift+Enter as a new line', async () => {
    await openRoom();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'first line' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sendCalls()).toHaveLength(0);
  });

  it('retries a failed message with the same key, and shows it once when the answer and the frame both arrive', async () => {
    const stored: ChatMessage[] = [];
    answerSend = async (body) => {
      // The first try reaches the server but its answer is lost; the retry answers the same message.
      stored[0] ??= own(7, { body: body.body, clientKey: body.clientKey });
      if (sendCalls().length === 1) throw networkError();
      return { data: stored[0] };
    };
    const socket = await openRoom();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'margin looks good' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const failed = await screen.findByTestId('chat-pending');
    await waitFor(() => expect(failed.getAttribute('data-state')).toBe('failed'));
    expect(failed.textContent).toContain('Network error. Please check your connection.');

    fireEvent.click(screen.getByTestId('chat-retry'));
    await waitFor(() => expect(sendCalls()).toHaveLength(2));
    act(() => socket.receive({ type: 'chat.message', message: stored[0]! }));
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).toBeNull());
    const [first, second] = sendCalls().map(([, body]) => (body as { clientKey: string }).clientKey);
    expect(second).toBe(first);
    expect(shownSeqs()).toEqual([4, 5, 6, 7]);
    expect(within(screen.getByTestId('chat-messages')).getAllByText('margin looks good')).toHaveLength(1);
  });

  it('shows that the partner is typing, and stops a few seconds after the last sign', async () => {
    const socket = await openRoom();
    vi.useFakeTimers();
    act(() => socket.receive({ type: 'chat.typing', roomId: ROOM_ID, memberNo: DESIGNER.memberNo }));
    expect(screen.getByTestId('chat-typing').textContent).toBe(`${DESIGNER.nickname} is typing…`);
    act(() => vi.advanceTimersByTime(TypingShowMs - 500));
    // Another sign keeps it on.
    act(() => socket.receive({ type: 'chat.typing', roomId: ROOM_ID, memberNo: DESIGNER.memberNo }));
    act(() => vi.advanceTimersByTime(TypingShowMs - 500));
    expect(screen.getByTestId('chat-typing').textContent).toBe(`${DESIGNER.nickname} is typing…`);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('chat-typing').textContent).toBe('');
    // Typing in another room says nothing here.
    act(() => socket.receive({ type: 'chat.typing', roomId: '10000000-0000-4000-8000-000000000099', memberNo: DESIGNER.memberNo }));
    expect(screen.getByTestId('chat-typing').textContent).toBe('');
  });

  it('stops showing the typing sign when the partner’s message arrives', async () => {
    const socket = await openRoom();
    act(() => socket.receive({ type: 'chat.typing', roomId: ROOM_ID, memberNo: DESIGNER.memberNo }));
    expect(screen.getByTestId('chat-typing').textContent).toContain('is typing');
    act(() => socket.receive({ type: 'chat.message', message: messageOf(7) }));
    expect(screen.getByTestId('chat-typing').textContent).toBe('');
  });

  it('tells the partner the member is typing, at most every 2 seconds', async () => {
    const socket = await openRoom();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'h' } });
    fireEvent.change(input, { target: { value: 'he' } });
    expect(socket.sent.filter((f) => (f as { type: string }).type === 'typing')).toEqual([{ type: 'typing', roomId: ROOM_ID }]);
  });

  it('is read-only when one side blocked the other', async () => {
    room = { ...room, blocked: true };
    await openRoom();
    expect(screen.getByTestId('chat-blocked').textContent).toContain('no new messages can be sent');
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('counts the characters near the limit and refuses a message over it', async () => {
    await openRoom();
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'a'.repeat(900) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('900 / 1000 characters');
    fireEvent.change(input, { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('A message can be up to 1000 characters.');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('finds a message by its words, loads back to it and highlights it', async () => {
    await openRoom();
    fireEvent.click(screen.getByTestId('chat-search-toggle'));
    fireEvent.change(screen.getByTestId('chat-search-input'), { target: { value: 'crown margin' } });
    fireEvent.submit(screen.getByTestId('chat-search-input'));
    const [result] = await screen.findAllByTestId('chat-search-result');
    expect(result!.textContent).toContain('is the crown margin fine?');
    fireEvent.click(result!);
    await waitFor(() => expect(bubbleOf(2).querySelector('[data-highlighted]')).not.toBeNull());
  });

  it('uploads an attachment as a chat file and sends it, after checking its type and size', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const FILE_ID = '30000000-0000-4000-8000-000000000001';
    post.mockImplementation(async (url: string, body?: unknown, config?: HttpConfig) => {
      if (url === '/api/v1/common/file/upload') {
        expect(config?.params).toEqual({ kind: 'chat' });
        return { data: { id: FILE_ID, name: 'crown.stl', size: 2048, mime: 'model/stl', url: `/api/v1/common/file/${FILE_ID}`, nameFlag: false } };
      }
      if (url === MESSAGES_PATH) {
        const sent = body as { clientKey: string; fileId: string };
        return { data: own(7, { kind: 'file', body: '', clientKey: sent.clientKey, file: { id: sent.fileId, name: 'crown.stl', size: 2048, mime: 'model/stl', url: `/api/v1/common/file/${sent.fileId}` } }) };
      }
      return { data: undefined };
    });
    await openRoom();
    const input = screen.getByTestId('chat-file-input');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(error).toHaveBeenLastCalledWith('File type not supported.');
    const big = new File(['x'], 'photo.jpg');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(error).toHaveBeenLastCalledWith('File size exceeded.');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(['solid crown'], 'crown.stl')] } });
    await waitFor(() => expect(shownSeqs()).toEqual([4, 5, 6, 7]));
    expect(sendCalls()[0]![1]).toEqual(expect.objectContaining({ fileId: FILE_ID, body: '' }));
    expect(within(bubbleOf(7)).getByTestId('chat-file-chip').textContent).toContain('crown.stl');
  });

  it('says when the room is not the member’s', async () => {
    get.mockRejectedValue(refusal(404, { code: 'NOT_FOUND', message: 'Not found' }));
    renderRoom();
    expect((await screen.findByTestId('chat-room-not-found')).textContent).toContain('This chat room could not be found.');
  });
});
