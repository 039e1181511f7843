import { MemberType, type ChatRoom } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { stopRealtime } from '../../../lib/realtime.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { CLIENT, connectRealtime, DESIGNER, FakeSocket, designerRoomOf, installFakeSocket, LAB, labRoomOf, messageOf, refusal, ROOM_ID, userOf } from '../test-fixtures.ts';
import ChatEntryPage from './ChatEntryPage.tsx';
import ChatListPage from './ChatListPage.tsx';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chat" element={<ChatListPage place="client" />} />
          <Route path="/chat/:type" element={<ChatListPage place="client" />} />
          <Route path="/designerchat" element={<ChatListPage place="designer" />} />
          <Route path="/chatDesigner" element={<ChatEntryPage />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let rooms: ChatRoom[];
let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  installFakeSocket();
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  rooms = [designerRoomOf({ unread: 3 }), labRoomOf()];
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== '/api/v1/chat/rooms') throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
    const { type } = (config?.params ?? {}) as { type?: string };
    const items = rooms.filter((room) => !type || (type === 'designer' ? room.partner.kind === 'designer' : room.partner.kind === 'lab'));
    return { data: { items, page: 1, size: 50, total: items.length } };
  });
});
afterEach(() => {
  stopRealtime();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
  localStorage.clear();
});

describe('the room list', () => {
  it('shows each room with its partner, last message and unread badge, latest first', async () => {
    renderAt('/chat');
    const rows = await screen.findAllByTestId('chat-room-row');
    expect(rows.map((row) => within(row).getByTestId('chat-room-nickname').textContent)).toEqual([DESIGNER.nickname, LAB.nickname]);
    expect(within(rows[0]!).getByTestId('chat-room-preview').textContent).toBe('message 6');
    expect(within(rows[0]!).getByTestId('chat-room-unread').textContent).toBe('3');
    expect(within(rows[0]!).getByText('3 unread messages')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('chat-room-unread')).toBeNull();
    // The lab is connected, the T-esigner is not.
    expect(within(rows[0]!).queryByTestId('partner-online')).toBeNull();
    expect(within(rows[1]!).getByTestId('partner-online')).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe(`/chat/view/${ROOM_ID}`);
  });

  it('names the case a room is about by its referral number, never by an id', async () => {
    const REQUEST_ID = '40000000-0000-4000-8000-000000000001';
    rooms = [
      designerRoomOf({ context: { requestId: REQUEST_ID, orderId: null, referralNumbers: ['2027-0412', '2027-0413'] } }),
      labRoomOf({ context: { requestId: REQUEST_ID, orderId: null, referralNumbers: [] } }),
    ];
    renderAt('/chat');
    const rows = await screen.findAllByTestId('chat-room-row');
    expect(within(rows[0]!).getByTestId('chat-room-case').textContent).toBe('Referral no. 2027-0412 and 1 more');
    expect(within(rows[1]!).queryByTestId('chat-room-case')).toBeNull();
    expect(rows[0]!.textContent).not.toContain(REQUEST_ID.slice(0, 8));
  });

  it('shows a badge of more than 99 as 99+', async () => {
    rooms = [designerRoomOf({ unread: 150 })];
    renderAt('/chat');
    expect((await screen.findByTestId('chat-room-unread')).textContent).toBe('99+');
  });

  it('filters a client’s rooms by the partner’s kind on /chat/{type}', async () => {
    renderAt('/chat');
    await screen.findAllByTestId('chat-room-row');
    fireEvent.click(screen.getByTestId('chat-tab-center'));
    await waitFor(() => expect(screen.getAllByTestId('chat-room-nickname').map((n) => n.textContent)).toEqual([LAB.nickname]));
    expect(get).toHaveBeenLastCalledWith('/api/v1/chat/rooms', expect.objectContaining({ params: expect.objectContaining({ type: 'center' }) }));
  });

  it('searches the rooms by the partner’s nickname', async () => {
    renderAt('/chat');
    await screen.findAllByTestId('chat-room-row');
    fireEvent.change(screen.getByTestId('chat-rooms-search'), { target: { value: ' cad ' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/v1/chat/rooms', expect.objectContaining({ params: expect.objectContaining({ q: 'cad' }) })));
  });

  it('moves a room to the top with one more unread when its partner writes', async () => {
    rooms = [labRoomOf(), designerRoomOf({ lastMessage: messageOf(5), unread: 0 })];
    renderAt('/chat');
    await screen.findAllByTestId('chat-room-row');
    const socket = connectRealtime(CLIENT.memberNo);
    act(() => socket.receive({ type: 'chat.message', message: messageOf(7, { body: 'the crown is ready' }) }));
    await waitFor(() => expect(within(screen.getAllByTestId('chat-room-row')[0]!).getByTestId('chat-room-nickname').textContent).toBe(DESIGNER.nickname));
    const rows = screen.getAllByTestId('chat-room-row');
    expect(within(rows[0]!).getByTestId('chat-room-preview').textContent).toBe('the crown is ready');
    expect(within(rows[0]!).getByTestId('chat-room-unread').textContent).toBe('1');
    // The same frame again (another tab, a replay) counts once.
    act(() => socket.receive({ type: 'chat.message', message: messageOf(7, { body: 'the crown is ready' }) }));
    expect(within(screen.getAllByTestId('chat-room-row')[0]!).getByTestId('chat-room-unread').textContent).toBe('1');
    act(() => socket.receive({ type: 'presence', memberNo: DESIGNER.memberNo, online: true }));
    await waitFor(() => expect(within(screen.getAllByTestId('chat-room-row')[0]!).queryByTestId('partner-online')).toBeTruthy());
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads the rooms again after a reconnect, since frames missed meanwhile are not sent twice', async () => {
    renderAt('/chat');
    await screen.findAllByTestId('chat-room-row');
    const socket = connectRealtime(CLIENT.memberNo);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    act(() => socket.drop());
    rooms = [labRoomOf({ unread: 2 }), designerRoomOf()];
    act(() => {
      window.dispatchEvent(new Event('online'));
      FakeSocket.latest().accept();
      FakeSocket.latest().receive({ type: 'ready', memberNo: CLIENT.memberNo, unread: { notifications: 0, chat: 2 } });
    });
    await waitFor(() => expect(within(screen.getAllByTestId('chat-room-row')[0]!).getByTestId('chat-room-unread').textContent).toBe('2'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says when there is no chat yet', async () => {
    rooms = [];
    renderAt('/chat');
    expect((await screen.findByTestId('chat-rooms-empty')).textContent).toContain('No chats yet.');
  });

  it('sends a T-esigner on a client’s path to their own list', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    rooms = [];
    renderAt('/chat/designer');
    await screen.findByTestId('chat-rooms-empty');
    expect(screen.queryByTestId('chat-tab-all')).toBeNull();
    expect(get).toHaveBeenLastCalledWith('/api/v1/chat/rooms', expect.objectContaining({ params: expect.objectContaining({ type: undefined }) }));
  });
});

describe('the chat entry pages', () => {
  it('send a signed-in member to their side’s list', async () => {
    localStorage.setItem('token', 'access-token');
    renderAt('/chatDesigner');
    expect(await screen.findByTestId('chat-room-list')).toBeTruthy();
  });

  it('ask a visitor to sign in first', async () => {
    useUserStore.getState().logout();
    renderAt('/chatDesigner');
    expect((await screen.findByTestId('chat-sign-in')).textContent).toContain('Chat is for signed-in members.');
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
