import type { PayoutStatus, QuickSettlement } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import AdminSettlementPage from '../../../admin/pages/AdminSettlementPage.tsx';
import { prosthesisCodes } from '../../designer/test-fixtures.ts';

const requested: QuickSettlement = {
  id: '00000000-0000-4000-8000-0000000000q1',
  status: 'requested',
  from: '2025-03-01',
  to: '2025-03-15',
  currency: 'KRW',
  amount: 120_000,
  fee: 3_960,
  payoutKrw: 116_040,
  jobs: [
    { id: '00000000-0000-4000-8000-000000000001', number: 'Q-000001', completedAt: '2025-03-10T03:00:00.000Z', items: [{ type: 'crown', count: 1, unitPrice: 120_000, subtotal: 120_000 }], amount: 120_000, currency: 'KRW' },
  ],
  bank: { bank: '020', depositor: 'Minsu Park', accountNumberMasked: '*********6789' },
  invoice: { businessNumber: '1234567890', businessName: 'Park Dental Design', representative: 'Minsu Park', email: 'tax@parkdesign.kr' },
  member: { memberNo: 21, nickname: 'cadking' },
  requestedAt: '2025-03-16T01:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  reason: null,
};
const approved: QuickSettlement = { ...requested, id: '00000000-0000-4000-8000-0000000000q2', status: 'inProgress', decidedAt: '2025-03-17T01:00:00.000Z' };

let queue: Partial<Record<PayoutStatus, QuickSettlement[]>>;

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSettlementPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queue = { requested: [requested], inProgress: [approved] };
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { status?: PayoutStatus; size?: number; type?: string };
    const codes = prosthesisCodes(url, params.type);
    if (codes) return { data: codes };
    if (url === '/api/v1/admin/quick/settlements') {
      const items = queue[params.status ?? 'requested'] ?? [];
      return { data: { items, page: 1, size: params.size ?? 10, total: items.length } };
    }
    return { data: { items: [], page: 1, size: 10, total: 0 } };
  });
  vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    const action = url.split('/').at(-1);
    const item = url.includes(approved.id) ? approved : requested;
    return { data: { ...item, status: action === 'approve' ? 'inProgress' : action === 'complete' ? 'complete' : 'rejected' } };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('quick settlements on the settlement console', () => {
  it('lists requested quick settlements under their own tab, apart from ordinary ones', async () => {
    renderPage('/admin/settlement?tab=quick');
    expect(screen.getByRole('tab', { name: 'Quick settlements' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByTestId('quick-settlement-card');
    expect(within(card).getByText('cadking')).toBeTruthy();
    expect(within(card).getByText('₩116,040')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/api/v1/admin/quick/settlements', { params: { status: 'requested', page: 1, size: 10 } });
  });

  it('approves a requested one through the approve endpoint with an Idempotency-Key', async () => {
    renderPage('/admin/settlement?tab=quick');
    const card = await screen.findByTestId('quick-settlement-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByTestId('quick-settlement-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body, config] = vi.mocked(http.post).mock.calls[0]!;
    expect(url).toBe(`/api/v1/admin/quick/settlements/${requested.id}/approve`);
    expect(body).toEqual({});
    expect((config as HttpConfig).headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('completes one in progress through the complete endpoint', async () => {
    renderPage('/admin/settlement?tab=quick&status=inProgress');
    const card = await screen.findByTestId('quick-settlement-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Transfer made' }));
    const dialog = await screen.findByTestId('quick-settlement-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer made' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`/api/v1/admin/quick/settlements/${approved.id}/complete`, {}, expect.anything()));
  });

  it('rejects with the reason the T-esigner reads, and refuses an empty one', async () => {
    renderPage('/admin/settlement?tab=quick');
    const card = await screen.findByTestId('quick-settlement-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByTestId('quick-settlement-reject');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The business number does not match.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(`/api/v1/admin/quick/settlements/${requested.id}/reject`, { reason: 'The business number does not match.' }, expect.anything()),
    );
  });

  it('shows the statement of a settlement with each job', async () => {
    renderPage('/admin/settlement?tab=quick');
    fireEvent.click(await screen.findByTestId('quick-statement-open'));
    const statement = screen.getByTestId('quick-statement');
    expect(within(statement).getAllByTestId('statement-job')).toHaveLength(1);
    expect(within(statement).getByText('Q-000001')).toBeTruthy();
  });
});
