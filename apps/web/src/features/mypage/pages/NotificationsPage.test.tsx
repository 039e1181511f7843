import { MemberType, NotificationKinds, type NotificationSettings } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, userOf } from '../test-fixtures.ts';
import NotificationsPage from './NotificationsPage.tsx';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/mypage/noti']}>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const allOn = () => Object.fromEntries(NotificationKinds.map((kind) => [kind, { push: true, email: kind !== 'notice' }])) as NotificationSettings['settings'];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => ({ '/api/v1/mypage/notifications': { settings: allOn() } })));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('notification settings', () => {
  it('shows every kind by name with a push and an e-mail switch as the server has them', async () => {
    renderPage();
    const rows = await screen.findAllByTestId(/^noti-row-/);
    expect(rows).toHaveLength(NotificationKinds.length);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('New quotation');
    expect((screen.getByRole('switch', { name: 'E-mail for Notices and news' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Push for Chat message' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'My notifications' })).toBeTruthy();
  });

  it('saves every kind with one button, once however often pressed', async () => {
    let answer: (value: { data: NotificationSettings }) => void = () => undefined;
    const put = vi.spyOn(http, 'put').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Push for Chat message' }));
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail for Notices and news' }));
    const save = screen.getByTestId('noti-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const expected = { ...allOn(), chat: { push: false, email: true }, notice: { push: true, email: true } };
    expect(put.mock.calls[0]).toEqual(['/api/v1/mypage/notifications', { settings: expected }]);
    answer({ data: { settings: expected } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(put).toHaveBeenCalledTimes(1);
  });
});
