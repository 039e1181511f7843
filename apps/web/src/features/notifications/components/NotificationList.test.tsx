import type { Notification } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import NotificationsListPage from '../pages/NotificationsListPage.tsx';
import { answerNotifications, MEMBER, notificationOf } from '../test-fixtures.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(entry = '/notiy') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/notiy" element={<NotificationsListPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let stored: Notification[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(MEMBER);
  stored = [
    notificationOf({ title: 'Referral no. 2026-031: New quotation', link: '/request/estimated/view/r-1' }),
    notificationOf({ title: 'Referral no. 2026-007 and 1 more: Order completed', event: 'orderCompleted', kind: 'completed', link: null, readAt: new Date().toISOString(), createdAt: new Date(Date.now() - 3 * 3600_000).toISOString() }),
  ];
  vi.spyOn(http, 'get').mockImplementation(answerNotifications(() => stored));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('notification list', () => {
  it('lists the notifications newest first, the unread one marked, with when each came', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.dataset.unread).toBe('true');
    expect(within(rows[0]!).getByText('Unread notification')).toBeTruthy();
    expect(within(rows[0]!).getByText('5 minutes ago')).toBeTruthy();
    expect(rows[1]!.dataset.unread).toBe('false');
    expect(within(rows[1]!).getByText('3 hours ago')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks a notification read when the member opens it, and goes to what it is about', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return { data: undefined, status: 204 };
    });
    renderPage();
    fireEvent.click(await screen.findByText('Referral no. 2026-031: New quotation'));
    const id = stored[0]!.id;
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/notifications/read', { ids: [id], all: false }));
    expect((await screen.findByTestId('where')).textContent).toBe('/request/estimated/view/r-1');
  });

  it('offers a notification with a target as a link to it, and one without as none', async () => {
    renderPage();
    await screen.findAllByTestId('notification');
    const link = screen.getByRole('link', { name: /Referral no\. 2026-\d+: New quotation/ });
    expect(link.getAttribute('href')).toBe('/request/estimated/view/r-1');
    // The name a screen reader reads says it is unread.
    expect(link.textContent).toContain('Unread notification');
    // Read and with nothing to open: plain text, no stop for the keyboard.
    const done = screen.getByText(/Order completed/).closest('[data-testid="notification"]')!;
    expect(done.tagName).toBe('DIV');
  });

  it('shows a report decision as the server worded it in the member’s language, and marks it read in place: it has no page to open', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return { data: undefined, status: 204 };
    });
    await i18n.changeLanguage('ko');
    const body = 'smileclinic님에 대한 신고를 검토했습니다. 운영 정책에 따라 필요한 조치를 했습니다. 신고해 주셔서 감사합니다.';
    stored = [notificationOf({ event: 'reportDecided', kind: 'inquiry', title: '신고 검토가 완료되었습니다', body, link: null })];
    renderPage();
    const [row] = await screen.findAllByTestId('notification');
    expect(within(row!).getByText('신고 검토가 완료되었습니다')).toBeTruthy();
    expect(within(row!).getByText(body)).toBeTruthy();
    fireEvent.click(row!);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/notifications/read', { ids: [stored[0]!.id], all: false }));
    await waitFor(() => expect(screen.getByTestId('notification').dataset.unread).toBe('false'));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows only unread ones on request, and says so when there are none', async () => {
    stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
    renderPage();
    await screen.findAllByTestId('notification');
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe('You have no unread notifications.');
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    expect(vi.mocked(http.get)).toHaveBeenCalledWith('/api/v1/notifications', { params: { page: 1, size: 10, unread: '1' } });
  });

  it('marks every notification read at once', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return { data: undefined, status: 204 };
    });
    renderPage();
    await screen.findAllByTestId('notification');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/notifications/read', { ids: [], all: true }));
    await waitFor(() => expect(screen.getAllByTestId('notification').every((row) => row.dataset.unread === 'false')).toBe(true));
  });

  it('pages through ten at a time', async () => {
    stored = Array.from({ length: 12 }, (_, i) => notificationOf({ title: `Notice ${i + 1}` }));
    renderPage();
    expect(await screen.findAllByTestId('notification')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /^Page 2/ }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getByText('Notice 12')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    useUserStore.getState().logout();
    renderPage();
    expect(screen.getByTestId('notifications-sign-in').textContent).toContain('Sign in to see your notifications.');
    expect(http.get).not.toHaveBeenCalled();
  });
});
