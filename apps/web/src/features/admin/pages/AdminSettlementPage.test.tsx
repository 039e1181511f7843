import type { AdminRefund, AdminSettlement, ExchangeRate, PayoutStatus } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import AdminSettlementPage from './AdminSettlementPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

// 01:30 on 5 March in Korea, still 4 March in UTC.
const NOW = new Date('2025-03-04T16:30:00.000Z');

const member = { memberNo: 7, name: 'Hana Choi', nickname: 'drsmile', email: 'dr@example.com' };
const designer = { memberNo: 9, name: 'Minsu Park', nickname: 'cadking', email: 'cad@example.com' };

const refund: AdminRefund = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'requested',
  requestedAt: '2025-02-14T01:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  reason: null,
  member,
  charge: { id: '00000000-0000-4000-8000-0000000000c1', provider: 'toss', amount: 12_345, currency: 'KRW', confirmedAt: '2025-02-13T01:00:00.000Z' },
  // The end of 4 March in Korea: past by NOW.
  dueBy: '2025-03-04T14:59:59.999Z',
  lastError: null,
};
const usdRefund: AdminRefund = {
  ...refund,
  id: '00000000-0000-4000-8000-000000000002',
  charge: { ...refund.charge, id: '00000000-0000-4000-8000-0000000000c2', provider: 'paypal', amount: 1_234, currency: 'USD' },
  dueBy: '2025-03-14T14:59:59.999Z',
};
const refusedRefund: AdminRefund = { ...refund, status: 'inProgress', decidedAt: '2025-02-20T01:00:00.000Z', lastError: 'ALREADY_CANCELED_PAYMENT: the card company refused' };

const rate: ExchangeRate = { id: '00000000-0000-4000-8000-0000000000r1', currency: 'USD', day: '2025-03-04', krwPerUnitHundredths: 138_520, createdAt: '2025-03-04T00:10:00.000Z' };

const settlement: AdminSettlement = {
  id: '00000000-0000-4000-8000-0000000000s1',
  status: 'requested',
  amount: 10_000,
  currency: 'USD',
  fee: 1_000,
  payoutKrw: 124_668,
  rate,
  bank: { bank: '020', depositor: 'Minsu Park', accountNumberMasked: '*********6789', accountNumber: '1002123456789' },
  invoice: { businessNumber: '1234567890', businessName: 'Park Dental Design', representative: 'Minsu Park', email: 'tax@parkdesign.kr' },
  requestedAt: '2025-03-03T02:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  reason: null,
  member: designer,
};

type Queues = Record<string, Partial<Record<PayoutStatus, unknown[]>>>;

let queues: Queues;
let rates: ExchangeRate[];
let feed: string | null;

const page = (items: unknown[], params: { page?: number; size?: number }) => ({
  items: params.size === 1 ? items.slice(0, 1) : items,
  page: params.page ?? 1,
  size: params.size ?? 10,
  total: items.length,
});

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSettlementPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const headersOf = (call: unknown[]) => (call[2] as { headers: Record<string, string> }).headers;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('en');
  queues = { refunds: { requested: [refund, usdRefund], inProgress: [refusedRefund], complete: [], rejected: [] }, settlements: { requested: [settlement] } };
  rates = [rate];
  feed = null;
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { status?: PayoutStatus; page?: number; size?: number };
    if (url === '/api/v1/admin/refunds') return { data: page(queues.refunds?.[params.status ?? 'requested'] ?? [], params) };
    if (url === '/api/v1/admin/settlements') return { data: page(queues.settlements?.[params.status ?? 'requested'] ?? [], params) };
    if (url === '/api/v1/admin/exchange-rates') return { data: { ...page(rates, params), feed } };
    if (url === '/api/v1/common/code/bank') return { data: [{ code: '020', name: 'Woori Bank', sort: 1, extra: null }] };
    return { data: [] };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refunds', () => {
  it('lists requested refunds first with a count per state, and marks one past its 10-business-day deadline', async () => {
    renderPage('/admin/settlement');
    expect(screen.getByRole('tab', { name: 'Refunds' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Requested/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: /^Requested\s*2$/ })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /^In progress\s*1$/ })).toBeTruthy();

    const rows = await screen.findAllByTestId('refund-row');
    expect(rows).toHaveLength(2);
    const [late, onTime] = rows as [HTMLElement, HTMLElement];
    expect(within(late).getByText('drsmile')).toBeTruthy();
    expect(within(late).getByText('dr@example.com')).toBeTruthy();
    expect(within(late).getByTestId('refund-amount').textContent).toBe('₩12,345');
    expect(within(late).getByText('Toss Payments')).toBeTruthy();
    expect(late.dataset.overdue).toBe('true');
    expect(within(late).getByTestId('refund-due').textContent).toContain('Overdue');
    expect(within(onTime).getByTestId('refund-amount').textContent).toBe('$12.34');
    expect(onTime.dataset.overdue).toBeUndefined();
    expect(within(late).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(late).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('writes won the Korean way on a Korean screen', async () => {
    await i18n.changeLanguage('ko');
    renderPage('/admin/settlement');
    const [won, dollars] = (await screen.findAllByTestId('refund-amount')) as [HTMLElement, HTMLElement];
    expect(won.textContent).toBe('12,345원');
    expect(dollars.textContent).toBe('$12.34');
  });

  it('approves a refund only after warning that it cannot be undone, sending it once with an Idempotency-Key', async () => {
    let answer: (v: { data: AdminRefund }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage('/admin/settlement');
    const [row] = await screen.findAllByTestId('refund-row');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/refunds the card it was paid with\. This cannot be undone\./)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    const confirm = within(dialog).getByRole('button', { name: 'Approve' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(`/api/v1/admin/refunds/${refund.id}/approve`);
    expect(headersOf(post.mock.calls[0] as unknown[])['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    answer({ data: { ...refund, status: 'complete', decidedAt: NOW.toISOString(), completedAt: NOW.toISOString() } });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps a refund the provider refused in progress with its error, and approving again retries under a new key', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: refusedRefund });
    renderPage('/admin/settlement');
    const [row] = await screen.findAllByTestId('refund-row');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/The payment provider refused: ALREADY_CANCELED_PAYMENT/)).toBeTruthy();

    post.mockResolvedValue({ data: { ...refusedRefund, status: 'complete', lastError: null, completedAt: NOW.toISOString() } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(2);
    const [first, second] = post.mock.calls as unknown[][];
    expect(second?.[0]).toBe(`/api/v1/admin/refunds/${refund.id}/approve`);
    expect(headersOf(second as unknown[])['Idempotency-Key']).not.toBe(headersOf(first as unknown[])['Idempotency-Key']);
  });

  it('shows the provider’s last error on a refund in progress and offers to approve it again, or to reject it', async () => {
    renderPage('/admin/settlement?status=inProgress');
    const row = await screen.findByTestId('refund-row');
    expect(within(row).getByTestId('refund-last-error').textContent).toContain('ALREADY_CANCELED_PAYMENT');
    expect(within(row).getByRole('button', { name: 'Approve again' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('asks for a reason of at most 300 characters before rejecting a refund', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...refund, status: 'rejected', reason: 'Paid for an order already delivered.' } });
    renderPage('/admin/settlement');
    const [row] = await screen.findAllByTestId('refund-row');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Keep the reason within 300 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Paid for an order already delivered. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(`/api/v1/admin/refunds/${refund.id}/reject`);
    expect(post.mock.calls[0]?.[1]).toEqual({ reason: 'Paid for an order already delivered.' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a decision was refused', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'INVALID_TRANSITION', message: 'x' }));
    renderPage('/admin/settlement');
    const [row] = await screen.findAllByTestId('refund-row');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This action is not possible now: it was already done, or things have moved on.')).toBeTruthy();
  });
});

describe('settlements', () => {
  it('shows the payout at the rate used, the whole account number to copy and the invoice to issue', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/admin/settlement?tab=settlements');
    expect(screen.getByRole('tab', { name: 'Settlements' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByTestId('settlement-row');
    expect(within(row).getByTestId('settlement-payout').textContent).toBe('₩124,668');
    expect(within(row).getByText('$100.00')).toBeTruthy();
    expect(within(row).getByText('$10.00')).toBeTruthy();
    expect(within(row).getByText('₩1,385.20 per dollar (Mar 4, 2025)')).toBeTruthy();
    expect(await within(row).findByText('Woori Bank')).toBeTruthy();
    expect(within(row).getByTestId('settlement-account').textContent).toBe('1002123456789');
    expect(within(row).getByText('123-45-67890')).toBeTruthy();
    expect(within(row).getByText('Park Dental Design')).toBeTruthy();
    expect(within(row).getByText('tax@parkdesign.kr')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Copy account number 1002123456789' }));
    expect(writeText).toHaveBeenCalledWith('1002123456789');
  });

  it('approves a requested settlement telling the admin to make the transfer now', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...settlement, status: 'inProgress' } });
    renderPage('/admin/settlement?tab=settlements');
    const row = await screen.findByTestId('settlement-row');
    expect(within(row).queryByRole('button', { name: 'Transfer made' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/you will now make the transfer of ₩124,668 to .*1002123456789/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(`/api/v1/admin/settlements/${settlement.id}/approve`);
    expect(headersOf(post.mock.calls[0] as unknown[])['Idempotency-Key']).toBeTruthy();
  });

  it('marks a settlement in progress complete once the transfer was made', async () => {
    queues.settlements = { inProgress: [{ ...settlement, status: 'inProgress', decidedAt: '2025-03-04T01:00:00.000Z' }] };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...settlement, status: 'complete' } });
    renderPage('/admin/settlement?tab=settlements&status=inProgress');
    const row = await screen.findByTestId('settlement-row');
    expect(within(row).queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Transfer made' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/The settlement is then complete\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer made' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(`/api/v1/admin/settlements/${settlement.id}/complete`);
  });

  it('keeps the section, state and page in the address', async () => {
    renderPage('/admin/settlement?page=2');
    fireEvent.click(screen.getByRole('tab', { name: 'Settlements' }));
    expect(screen.getByTestId('address').textContent).toBe('?tab=settlements');
    fireEvent.click(await screen.findByRole('tab', { name: /In progress/ }));
    expect(screen.getByTestId('address').textContent).toBe('?tab=settlements&status=inProgress');
    expect(await screen.findByTestId('payout-empty')).toBeTruthy();
  });
});

describe('exchange rates', () => {
  it('lists the rates entered, newest first, in won per dollar', async () => {
    rates = [{ ...rate, id: '00000000-0000-4000-8000-0000000000r2', day: '2025-03-05', krwPerUnitHundredths: 139_005 }, rate];
    renderPage('/admin/settlement?tab=rates');
    const rows = await screen.findAllByTestId('rate-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('₩1,390.05'), expect.stringContaining('₩1,385.20')]);
    expect(rows[0]?.textContent).toContain('Mar 5, 2025');
  });

  it('enters the day’s rate for today in Korea, refusing a badly typed rate before sending', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...rate, day: '2025-03-05' } });
    renderPage('/admin/settlement?tab=rates');
    const form = await screen.findByTestId('rate-form');
    expect((within(form).getByLabelText('Day') as HTMLInputElement).value).toBe('2025-03-05');

    const typed = within(form).getByLabelText('Won per dollar');
    fireEvent.change(typed, { target: { value: '13.852' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText('Enter the rate as a number with up to two decimals, e.g. 1385.20.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(typed, { target: { value: '1385.2' } });
    expect(await within(form).findByText('$1 = ₩1,385.20')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/v1/admin/exchange-rates', { currency: 'USD', day: '2025-03-05', krwPerUnit: '1385.2' });
  });

  it('shows beside the day that a rate for it was already entered', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { day: 'A rate for this day was already entered.' } }));
    renderPage('/admin/settlement?tab=rates');
    const form = await screen.findByTestId('rate-form');
    fireEvent.change(within(form).getByLabelText('Won per dollar'), { target: { value: '1385.20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    const day = within(form).getByLabelText('Day');
    await vi.waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A rate for this day was already entered.')).toBeTruthy();
  });

  it('offers the feed’s rate of the chosen day only when a feed is set up', async () => {
    renderPage('/admin/settlement?tab=rates');
    const bare = await screen.findByTestId('rate-form');
    await screen.findAllByTestId('rate-row');
    expect(within(bare).queryByRole('button', { name: /Korea Eximbank/ })).toBeNull();
    cleanup();

    feed = 'koreaexim';
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...rate, day: '2025-03-05', krwPerUnitHundredths: 139_150 } });
    renderPage('/admin/settlement?tab=rates');
    const form = await screen.findByTestId('rate-form');
    fireEvent.click(await within(form).findByRole('button', { name: 'Fetch the rate published by the Korea Eximbank' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.slice(0, 2)).toEqual(['/api/v1/admin/exchange-rates/fetch', { day: '2025-03-05' }]);
  });
});
