import { MemberType, type ChatRoom } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../lib/toast.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { CLIENT, DESIGNER, designerRoomOf, refusal, userOf } from '../test-fixtures.ts';
import { ChatButton } from './ChatButton.tsx';

const ORDER_ID = '40000000-0000-4000-8000-000000000001';

function renderButton(button: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route path="/here" element={button} />
          <Route path="/chat/view/:roomId" element={<p>client room</p>} />
          <Route path="/designerchat/view/:roomId" element={<p>designer room</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the chat button', () => {
  it('opens the room with a T-esigner once however often pressed, and goes to it', async () => {
    let answer: (value: { data: ChatRoom }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderButton(<ChatButton partnerNo={DESIGNER.memberNo} partnerKind="designer" />);
    fireEvent.click(screen.getByTestId('chat-button'));
    fireEvent.click(screen.getByTestId('chat-button'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/chat/rooms', { partnerNo: DESIGNER.memberNo }));
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(post).toHaveBeenCalledTimes(1);
    answer({ data: designerRoomOf() });
    expect(await screen.findByText('client room')).toBeTruthy();
  });

  it('says in the member’s language why the room cannot be opened', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(403, { code: 'CHAT_BLOCKED', message: 'blocked' }));
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    renderButton(<ChatButton partnerNo={DESIGNER.memberNo} />);
    fireEvent.click(screen.getByTestId('chat-button'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('You cannot chat with a member who blocked you or whom you blocked.'));
    expect(screen.getByTestId('chat-button')).toBeTruthy();
  });

  it('lets a T-esigner open a room with a client only about an order or request', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: designerRoomOf() });
    const { unmount } = renderButton(<ChatButton partnerNo={CLIENT.memberNo} partnerKind="client" />);
    expect(screen.queryByTestId('chat-button')).toBeNull();
    unmount();
    renderButton(<ChatButton partnerNo={CLIENT.memberNo} partnerKind="client" orderId={ORDER_ID} />);
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(await screen.findByText('designer room')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/v1/chat/rooms', { partnerNo: CLIENT.memberNo, orderId: ORDER_ID });
  });

  it('is not shown to the member themselves, or between two clients', () => {
    renderButton(
      <>
        <ChatButton partnerNo={CLIENT.memberNo} />
        <ChatButton partnerNo={99} partnerKind="client" />
      </>,
    );
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it('is not shown to a visitor', () => {
    useUserStore.getState().logout();
    renderButton(<ChatButton partnerNo={DESIGNER.memberNo} />);
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });
});
