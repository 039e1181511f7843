import type { Notification, ServerFrame } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useLiveNotifications } from '../api.ts';
import { answerNotifications, MEMBER, notificationOf } from '../test-fixtures.ts';
import { NotificationBell } from './NotificationBell.tsx';

// The realtime channel, replaced by one the test speaks through.
const channel = vi.hoisted(() => ({ handlers: new Set<(frame: unknown) => void>() }));
vi.mock('../../../lib/realtime.ts', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    subscribeFrames: (handler: (frame: unknown) => void) => {
      channel.handlers.add(handler);
      return () => channel.handlers.delete(handler);
    },
    useRealtimeFrame: (type: string, handler: (frame: unknown) => void) => {
      const latest = useRef(handler);
      useEffect(() => {
        latest.current = handler;
      });
      useEffect(() => {
        const onFrame = (frame: unknown) => {
          if ((frame as { type: string }).type === type) latest.current(frame);
        };
        channel.handlers.add(onFrame);
        return () => void channel.handlers.delete(onFrame);
      }, [type]);
    },
  };
});

const send = (frame: ServerFrame) => act(() => channel.handlers.forEach((handler) => handler(frame)));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Header() {
  useLiveNotifications();
  return (
    <>
      <NotificationBell />
      <button type="button">outside</button>
    </>
  );
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Header />
        <Routes>
          <Route path="/" element={null} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

let stored: Notification[];
const bell = () => screen.getByTestId('notification-bell');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(MEMBER);
  stored = [notificationOf({ title: 'Referral no. 2026-031: New quotation' }), notificationOf({ title: 'Referral no. 2026-032: Contract requested', link: '/payment/contract/o-1' })];
  vi.spyOn(http, 'get').mockImplementation(answerNotifications(() => stored));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('notification bell', () => {
  it('shows the unread count, and follows new notifications and counts as they arrive', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');

    const arrived = notificationOf({ title: 'Your CAD file is ready', link: '/payment/cad/o-1' });
    send({ type: 'notification', notification: arrived });
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    expect(await screen.findByText('Your CAD file is ready')).toBeTruthy();

    send({ type: 'unread', unread: { notifications: 0, chat: 4 } });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('opens the latest notifications, marks one read and goes to it', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: undefined, status: 204 });
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByTestId('bell-panel');
    fireEvent.click(await within(panel).findByText('Referral no. 2026-032: Contract requested'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/v1/notifications/read', { ids: [stored[1]!.id], all: false }));
    expect(screen.getByTestId('where').textContent).toBe('/payment/contract/o-1');
    expect(screen.queryByTestId('bell-panel')).toBeNull();
  });

  it('offers each notification with a target as a link to it, reached by Tab from the bell', async () => {
    renderBell();
    fireEvent.click(bell());
    const panel = await screen.findByTestId('bell-panel');
    const links = await within(panel).findAllByRole('link', { name: /Referral no\. 2026-03/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/request/estimated/view/r-1', '/payment/contract/o-1']);
    // The panel follows the bell in the page, so the next Tab stop after it is in the panel.
    expect(bell().compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(links[0]!.getAttribute('tabindex')).toBeNull();
  });

  it('puts a new notification at the top of the open panel', async () => {
    renderBell();
    fireEvent.click(bell());
    const panel = await screen.findByTestId('bell-panel');
    await within(panel).findByText('Referral no. 2026-031: New quotation');
    send({ type: 'notification', notification: notificationOf({ title: 'Surcharge paid' }) });
    await waitFor(() => expect(within(panel).getAllByTestId('notification')[0]!.textContent).toContain('Surcharge paid'));
    expect(within(panel).getAllByTestId('notification')).toHaveLength(3);
  });

  it('closes on Escape, giving the focus back to the bell, and on a click outside', async () => {
    renderBell();
    fireEvent.click(bell());
    await screen.findByTestId('bell-panel');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('bell-panel')).toBeNull();
    expect(document.activeElement).toBe(bell());

    fireEvent.click(bell());
    await screen.findByTestId('bell-panel');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByTestId('bell-panel')).toBeNull();
  });

  it('leads to the whole list', async () => {
    renderBell();
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('link', { name: 'See all' }));
    expect(screen.getByTestId('where').textContent).toBe('/notiy');
  });

  it('forgets the last member notifications when another member signs in on the tab', async () => {
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    let answer: (value: { data: unknown }) => void = () => undefined;
    vi.mocked(http.get).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    act(() => {
      useUserStore.getState().logout();
      useUserStore.getState().login({ ...MEMBER, memberNo: 8, memberEmail: 'other@example.com' });
    });
    // Until the new member's counts arrive, nothing of the last member's shows.
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    act(() => answer({ data: { notifications: 1, chat: 0 } }));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
  });

  it('is not there for a signed-out visitor', () => {
    useUserStore.getState().logout();
    renderBell();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
