import { MemberType } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { stopRealtime } from '../../../lib/realtime.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { connectRealtime, DESIGNER, installFakeSocket, messageOf, userOf } from '../test-fixtures.ts';
import { ChatHeaderLink } from './ChatHeaderLink.tsx';

function renderLink() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatHeaderLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let chat: number;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  installFakeSocket();
  chat = 4;
  vi.spyOn(http, 'get').mockImplementation(async () => ({ data: { notifications: 1, chat } }));
});
afterEach(() => {
  stopRealtime();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
  localStorage.clear();
});

describe('the header’s chat link', () => {
  it('leads a T-esigner to their rooms with the unread count, read again when a message arrives', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    renderLink();
    const link = await screen.findByTestId('header-chat');
    expect(link.getAttribute('href')).toBe('/designerchat');
    expect((await screen.findByTestId('header-chat-unread')).textContent).toBe('4');
    expect(link.getAttribute('aria-label')).toBe('Chat (4)');

    const socket = connectRealtime(DESIGNER.memberNo);
    // `ready` carries the counts.
    await waitFor(() => expect(screen.queryByTestId('header-chat-unread')).toBeNull());
    chat = 5;
    act(() => socket.receive({ type: 'chat.message', message: messageOf(9) }));
    await waitFor(() => expect(screen.getByTestId('header-chat-unread').textContent).toBe('5'));
    act(() => socket.receive({ type: 'unread', unread: { notifications: 0, chat: 120 } }));
    await waitFor(() => expect(screen.getByTestId('header-chat-unread').textContent).toBe('99+'));
  });

  it('is not shown to a visitor', () => {
    renderLink();
    expect(screen.queryByTestId('header-chat')).toBeNull();
  });
});
