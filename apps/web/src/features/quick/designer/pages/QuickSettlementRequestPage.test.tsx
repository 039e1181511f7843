import type { QuickSettlement, QuickSettlementPreview, SettlementTerms } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { renderAt } from '../../../../test/page-fixtures.tsx';
import { DESIGNER, prosthesisCodes } from '../test-fixtures.ts';
import QuickSettlementRequestPage from './QuickSettlementRequestPage.tsx';

// 10:00 on 20 March in Korea.
const NOW = new Date('2025-03-20T01:00:00.000Z');
const bank = { bank: '020', depositor: 'Minsu Park', accountNumberMasked: '*********6789' };
const invoice = { businessNumber: '1234567890', businessName: 'Park Dental Design', representative: 'Minsu Park', email: 'tax@parkdesign.kr' };
const job = (serial: number, amount: number, currency: 'KRW' | 'USD') => ({
  id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
  number: `Q-${String(serial).padStart(6, '0')}`,
  completedAt: '2025-03-10T03:00:00.000Z',
  items: [{ type: 'crown', count: 1, unitPrice: amount, subtotal: amount }],
  amount,
  currency,
});

const krwOnly: QuickSettlementPreview = {
  jobs: [job(1, 80_000, 'KRW'), job(2, 40_000, 'KRW')],
  payouts: [{ currency: 'KRW', amount: 120_000, fee: 3_960, payoutKrw: 116_040 }],
  bank,
};
const withUsdNoRate: QuickSettlementPreview = {
  jobs: [...krwOnly.jobs, job(3, 12_500, 'USD')],
  payouts: [...krwOnly.payouts, { currency: 'USD', amount: 12_500, fee: 1_250, payoutKrw: null }],
  bank,
};
const made: QuickSettlement = {
  id: '00000000-0000-4000-8000-0000000000s1',
  status: 'requested',
  from: '2025-03-01',
  to: '2025-03-20',
  currency: 'KRW',
  amount: 120_000,
  fee: 3_960,
  payoutKrw: 116_040,
  jobs: krwOnly.jobs,
  bank,
  invoice,
  member: { memberNo: DESIGNER.memberNo, nickname: 'cadking' },
  requestedAt: NOW.toISOString(),
  decidedAt: null,
  completedAt: null,
  reason: null,
};

let preview: QuickSettlementPreview;
let mine: QuickSettlement[];
const terms: SettlementTerms = { earnings: { KRW: 0, USD: 0 }, bank, usdRate: null, invoice };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('en');
  useUserStore.getState().login(DESIGNER);
  preview = krwOnly;
  mine = [];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const codes = prosthesisCodes(url, (config?.params as { type?: string } | undefined)?.type);
    if (codes) return { data: codes };
    if (url === '/api/v1/quick/settlements/preview') return { data: preview };
    if (url === '/api/v1/quick/settlements') return { data: { items: mine, page: 1, size: 10, total: mine.length } };
    if (url === '/api/v1/mileage/settlement-terms') return { data: terms };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

const renderPage = () => renderAt('/quick/settlement-request', <QuickSettlementRequestPage />);

describe('a quick settlement request', () => {
  it('previews the unsettled jobs of this month so far with their KRW payout after the fee with VAT', async () => {
    renderPage();
    expect((screen.getByTestId('period-from') as HTMLInputElement).value).toBe('2025-03-01');
    expect((screen.getByTestId('period-to') as HTMLInputElement).value).toBe('2025-03-20');
    const krw = await screen.findByTestId('payout-KRW');
    expect(within(krw).getByTestId('payout-amount').textContent).toBe('₩120,000');
    expect(within(krw).getByTestId('payout-fee').textContent).toBe('−₩3,960');
    expect(within(krw).getByTestId('payout-krw').textContent).toBe('₩116,040');
    expect(within(screen.getByTestId('preview-jobs')).getAllByRole('listitem')).toHaveLength(2);
    expect(http.get).toHaveBeenCalledWith('/api/v1/quick/settlements/preview', { params: { from: '2025-03-01', to: '2025-03-20' } });
  });

  it('says USD earnings cannot be asked without a rate for today, and does not let the request go', async () => {
    preview = withUsdNoRate;
    renderPage();
    const usd = await screen.findByTestId('payout-USD');
    expect(within(usd).getByTestId('payout-krw').textContent).toBe('No rate yet');
    expect(screen.getByTestId('rate-missing').textContent).toMatch(/Today's USD rate is not entered yet/);
    expect((screen.getByTestId('quick-settlement-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    renderPage();
    await screen.findByTestId('payout-KRW');
    vi.mocked(http.get).mockClear();
    fireEvent.change(screen.getByTestId('period-from'), { target: { value: '2025-03-25' } });
    expect(screen.getByRole('alert').textContent).toBe('The start is after the end.');
    expect(http.get).not.toHaveBeenCalledWith('/api/v1/quick/settlements/preview', expect.anything());
  });

  it('asks once under one Idempotency-Key however often the button is pressed, with the invoice details', async () => {
    let answer: (value: { data: QuickSettlement[] }) => void = () => undefined;
    vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByTestId('payout-KRW');
    await waitFor(() => expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Park Dental Design'));
    const submit = screen.getByTestId('quick-settlement-submit');
    fireEvent.click(submit);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    fireEvent.click(submit);
    fireEvent.click(submit);
    const [url, body, config] = vi.mocked(http.post).mock.calls[0]!;
    expect(url).toBe('/api/v1/quick/settlements');
    expect(body).toEqual({ from: '2025-03-01', to: '2025-03-20', invoice });
    expect((config as HttpConfig).headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    mine = [made];
    preview = { jobs: [], payouts: [], bank };
    answer({ data: [made] });
    expect(await screen.findByTestId('quick-settlement-row')).toBeTruthy();
    expect(await screen.findByTestId('preview-empty')).toBeTruthy();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('opens a settlement as a printable statement listing each job', async () => {
    mine = [made];
    renderPage();
    fireEvent.click(await screen.findByTestId('statement-open'));
    const statement = screen.getByTestId('quick-statement');
    expect(statement.hasAttribute('data-quick-statement-print')).toBe(true);
    expect(within(statement).getAllByTestId('statement-job').map((row) => row.firstElementChild?.textContent)).toEqual(['Q-000001', 'Q-000002']);
    expect(within(statement).getByTestId('statement-payout').textContent).toBe('₩116,040');
    expect(screen.queryByTestId('quick-settlement-form')).toBeNull();
  });
});
