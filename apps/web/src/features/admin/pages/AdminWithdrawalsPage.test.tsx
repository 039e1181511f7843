import type { AdminWithdrawal } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import AdminWithdrawalsPage from './AdminWithdrawalsPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const waiting: AdminWithdrawal = {
  memberNo: 7,
  nickname: 'drsmile',
  email: 'dr@example.com',
  kind: 'client',
  reason: 'Closing the clinic.',
  requestedAt: '2025-03-02T01:00:00.000Z',
  completedAt: null,
  requestCount: 3,
};
const completed: AdminWithdrawal = {
  memberNo: 9,
  nickname: 'withdrawn-9',
  email: 'withdrawn-9@withdrawn.invalid',
  kind: 'designer',
  reason: '',
  requestedAt: '2025-02-02T01:00:00.000Z',
  completedAt: '2025-02-03T01:00:00.000Z',
  requestCount: 0,
};

let queues: Record<string, AdminWithdrawal[]>;

const page = (items: AdminWithdrawal[], params: { page?: number; size?: number }) => ({
  items: params.size === 1 ? items.slice(0, 1) : items,
  page: params.page ?? 1,
  size: params.size ?? 10,
  total: items.length,
});

function refusal(status: number, error: { code: string; message: string; details?: Record<string, unknown> }): HttpError {
  return answeredError(status, { error });
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminWithdrawalsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let post: MockInstance<typeof http.post>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queues = { waiting: [waiting], complete: [completed] };
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { status?: string; page?: number; size?: number };
    if (url === '/api/v1/admin/withdrawals') return { data: page(queues[params.status ?? 'waiting'] ?? [], params) };
    return { data: [] };
  });
  post = vi.spyOn(http, 'post');
});
afterEach(() => vi.restoreAllMocks());

describe('withdrawal queue', () => {
  it('lists waiting members with their reason and request count, and counts each state', async () => {
    renderPage('/admin/withdrawals');
    expect(screen.getByRole('tab', { name: /Waiting/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: /^Complete\s*1$/ })).toBeTruthy();
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('drsmile')).toBeTruthy();
    expect(within(row).getByText('dr@example.com')).toBeTruthy();
    expect(within(row).getByText('Client')).toBeTruthy();
    expect(within(row).getByText('Closing the clinic.')).toBeTruthy();
    expect(within(row).getByTestId('withdrawal-request-count').textContent).toBe('3');
  });

  it('completes a withdrawal once after one confirmation that names the e-mail, then reads the queue again', async () => {
    let answer: (v: { data: AdminWithdrawal }) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('/admin/withdrawals');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete withdrawal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('drsmile is e-mailed at dr@example.com the list of the 3 requests they registered');
    expect(dialog.textContent).toContain('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Complete withdrawal' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/v1/admin/withdrawals/7/complete');

    queues = { waiting: [], complete: [{ ...completed, memberNo: 7, nickname: 'withdrawn-7', requestCount: 3 }, completed] };
    answer({ data: { ...waiting, nickname: 'withdrawn-7', completedAt: '2025-03-05T01:00:00.000Z' } });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByTestId('withdrawal-empty')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /^Complete\s*2$/ })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows what is open again when the completion is refused', async () => {
    post.mockRejectedValue(
      refusal(409, {
        code: 'WITHDRAWAL_BLOCKED',
        message: 'blocked',
        details: { blockers: [{ kind: 'openOrder', count: 2 }, { kind: 'balance', count: 1, amount: 5000 }] },
      }),
    );
    renderPage('/admin/withdrawals');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete withdrawal' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete withdrawal' }));
    const blockers = await screen.findByTestId('withdrawal-blockers');
    expect(within(blockers).getByTestId('withdrawal-blocker-openOrder').textContent).toBe('2 orders are still in progress.');
    expect(within(blockers).getByTestId('withdrawal-blocker-balance').textContent).toBe('Mileage is still held in 1 account.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers no completion on a completed withdrawal', async () => {
    renderPage('/admin/withdrawals?status=complete');
    const row = await screen.findByTestId('withdrawal-row');
    expect(within(row).getByText('T-esigner')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Complete withdrawal' })).toBeNull();
  });
});
