import { PayoutStatus, type ExchangeRate, type Settlement, type SettlementTerms } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import MileageOfficePage from './MileageOfficePage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const RATE: ExchangeRate = { id: '00000000-0000-4000-8000-0000000000e1', currency: 'USD', day: '2027-03-02', krwPerUnitHundredths: 138_520, createdAt: '2027-03-02T00:00:00.000Z' };
const BANK = { bank: 'KB Kookmin', depositor: 'Kim Design', accountNumberMasked: '*******3456' };
const INVOICE = { businessNumber: '1234567890', businessName: 'Kim CAD Studio', representative: 'Kim Design', email: 'tax@kimcad.example' };

let terms: SettlementTerms;
let settlements: Settlement[];

function settlementOf(extra: Partial<Settlement> = {}): Settlement {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    status: PayoutStatus.requested,
    amount: 100_000,
    currency: 'KRW',
    fee: 3_630,
    payoutKrw: 96_370,
    rate: null,
    bank: BANK,
    invoice: INVOICE,
    requestedAt: '2027-03-02T01:00:00.000Z',
    decidedAt: null,
    completedAt: null,
    reason: null,
    ...extra,
  };
}

function refusal(status: number, code: string, fields?: Record<string, string>): HttpError {
  return answeredError(status, { error: { code, message: code, fields } });
}

function renderOffice(path = '/mileageOffice') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mileageOffice" element={<MileageOfficePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Request settlement' }) as HTMLButtonElement;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  terms = { earnings: { KRW: 250_000, USD: 12_000 }, bank: BANK, usdRate: RATE, invoice: INVOICE };
  settlements = [];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as Record<string, unknown>;
    if (url === '/api/v1/mileage/settlement-terms') return { data: terms };
    if (url === '/api/v1/mileage/settlements') return { data: { items: settlements, page: params.page, size: params.size, total: settlements.length } };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('settlement office', () => {
  it('shows the earnings per currency, the masked account they are paid into, and the invoice details from the profile', async () => {
    renderOffice();
    const earnings = await screen.findByTestId('office-earnings');
    expect(within(earnings).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['₩250,000', '$120.00']);
    const bank = screen.getByTestId('office-bank');
    expect(bank.textContent).toContain('KB Kookmin');
    expect(bank.textContent).toContain('*******3456');
    expect(bank.textContent).not.toMatch(/\d{6}/);
    expect((screen.getByLabelText('Business registration number') as HTMLInputElement).value).toBe('1234567890');
    expect((screen.getByLabelText('Invoice e-mail') as HTMLInputElement).value).toBe('tax@kimcad.example');
    expect(screen.getByTestId('invoice-mandatory').textContent).toContain('an electronic tax invoice must be issued for every settlement');
  });

  it('previews a KRW settlement less the payment provider’s fee with VAT, as the server works it out', async () => {
    renderOffice();
    await screen.findByTestId('settlement-form');
    fireEvent.change(amountField(), { target: { value: '100000' } });

    expect(amountField().value).toBe('100,000');
    const preview = screen.getByTestId('settlement-preview');
    // 3.3% of 100,000 is 3,300, and its 10% VAT 330.
    expect(within(preview).getByText('Payment provider fee incl. VAT (3.3% + 10% VAT)')).toBeTruthy();
    expect(within(preview).getByTestId('preview-fee').textContent).toBe('−₩3,630');
    expect(within(preview).getByTestId('preview-payout').textContent).toBe('₩96,370');
  });

  it('previews a USD settlement at 90% and the rate of the day', async () => {
    renderOffice();
    await screen.findByTestId('settlement-form');
    fireEvent.click(screen.getByLabelText('USD'));
    fireEvent.change(amountField(), { target: { value: '100' } });

    const preview = screen.getByTestId('settlement-preview');
    expect(within(preview).getByTestId('preview-fee').textContent).toBe('−$10.00');
    expect(within(preview).getByTestId('preview-rate').textContent).toBe('₩1,385.20 per $1');
    expect(within(preview).getByText(/Exchange rate of Mar 2, 2027/)).toBeTruthy();
    // $90.00 × 1,385.20 = ₩124,668.
    expect(within(preview).getByTestId('preview-payout').textContent).toBe('₩124,668');
  });

  it('cannot settle USD before the administrator has entered a rate', async () => {
    terms = { ...terms, usdRate: null };
    renderOffice();
    await screen.findByTestId('settlement-form');
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('USD'));
    expect(screen.getByTestId('rate-missing').textContent).toContain('No exchange rate has been set for today yet');
    expect(submit().disabled).toBe(true);
    expect(amountField().disabled).toBe(true);
  });

  it('sends a member without a bank account to My page and keeps the request disabled', async () => {
    terms = { ...terms, bank: null };
    renderOffice();
    expect((await screen.findByTestId('bank-missing')).textContent).toBe('No bank account is on your profile. Add one to request a settlement.');
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/mypage/modify');
    expect(submit().disabled).toBe(true);
  });

  it.each([
    ['en', 'Verify the account holder', 'Change the account on My page', 'Verify the account holder before requesting a settlement.'],
    ['ko', '예금주 확인이 필요합니다', '마이페이지에서 계좌 바꾸기', '예금주 확인 후 정산을 신청할 수 있습니다.'],
  ])('in %s, says an account whose holder is not the representative must be verified, links to fixing it, and asks nothing', async (lang, title, link, blocked) => {
    await i18n.changeLanguage(lang);
    terms = { ...terms, bank: { ...BANK, depositor: 'Lee Duri' } };
    const post = vi.spyOn(http, 'post');
    renderOffice();
    const notice = await screen.findByTestId('holder-unverified');
    expect(within(screen.getByTestId('office-bank')).getByTestId('holder-unverified')).toBe(notice);
    expect(notice.textContent).toContain(title);
    expect(within(notice).getByRole('link', { name: link }).getAttribute('href')).toBe('/mypage/modify#bank');
    expect(screen.getByText(blocked)).toBeTruthy();
    expect((screen.getByRole('button', { name: lang === 'en' ? 'Request settlement' : '정산 신청' }) as HTMLButtonElement).disabled).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('verifies the holder by name as the server does: spaces and case do not matter, a missing representative does', async () => {
    terms = { ...terms, bank: { ...BANK, depositor: ' kim  DESIGN ' } };
    const first = renderOffice();
    await screen.findByTestId('settlement-form');
    expect(screen.queryByTestId('holder-unverified')).toBeNull();
    expect(submit().disabled).toBe(false);
    first.unmount();

    terms = { ...terms, bank: BANK, invoice: { email: INVOICE.email } };
    renderOffice();
    expect(await screen.findByTestId('holder-unverified')).toBeTruthy();
  });

  it('shows the server’s ACCOUNT_HOLDER_UNVERIFIED refusal with the way to fix it, and asks no more', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(refusal(422, 'ACCOUNT_HOLDER_UNVERIFIED'));
    renderOffice();
    await screen.findByTestId('settlement-form');
    expect(screen.queryByTestId('holder-unverified')).toBeNull();
    fireEvent.change(amountField(), { target: { value: '1000' } });
    fireEvent.click(submit());
    fireEvent.click(within(await screen.findByTestId('settlement-confirm')).getByRole('button', { name: 'Request' }));

    const notice = await screen.findByTestId('holder-unverified');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Verify the account holder');
    expect(within(notice).getByRole('link', { name: 'Change the account on My page' }).getAttribute('href')).toBe('/mypage/modify#bank');
    expect(screen.queryByTestId('settlement-form-error')).toBeNull();
    expect(submit().disabled).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('refuses more than the earnings there are before sending anything', async () => {
    const post = vi.spyOn(http, 'post');
    renderOffice();
    await screen.findByTestId('settlement-form');
    fireEvent.change(amountField(), { target: { value: '250001' } });
    fireEvent.click(submit());
    expect(await screen.findByText('This is more than your earnings available for settlement.')).toBeTruthy();
    expect(screen.queryByTestId('settlement-confirm')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a settlement of all earnings after a confirmation, with the invoice details and an Idempotency-Key', async () => {
    const success = vi.spyOn(toast, 'success');
    const post = vi.spyOn(http, 'post').mockImplementation(async () => ({ data: settlementOf({ amount: 250_000, fee: 9_075, payoutKrw: 240_925 }) }));
    renderOffice();
    await screen.findByTestId('settlement-form');
    fireEvent.click(screen.getByRole('button', { name: 'Settle all ₩250,000' }));
    expect(amountField().value).toBe('250,000');
    fireEvent.change(screen.getByLabelText('Business registration number'), { target: { value: '123-45-67891' } });
    fireEvent.click(submit());

    const dialog = await screen.findByTestId('settlement-confirm');
    expect(dialog.textContent).toContain('₩250,000 of your earnings is held now, and ₩240,925 is transferred to KB Kookmin *******3456 (Kim Design)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Settlement of ₩250,000 requested.'));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/v1/mileage/settlements');
    expect(body).toEqual({ currency: 'KRW', amount: 250_000, invoice: { ...INVOICE, businessNumber: '1234567891' } });
    expect(((config as HttpConfig).headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountField().value).toBe('');
  });

  it('shows the server’s refusals in the member’s language: the earnings, and field errors beside their fields', async () => {
    await i18n.changeLanguage('ko');
    vi.spyOn(http, 'post')
      .mockRejectedValueOnce(refusal(409, 'INSUFFICIENT_EARNINGS'))
      .mockRejectedValueOnce(refusal(400, 'VALIDATION_FAILED', { 'invoice.email': '이메일 형식이 올바르지 않습니다.' }));
    renderOffice();
    await screen.findByTestId('settlement-form');
    const amount = screen.getByLabelText('신청 금액');
    const ask = () => {
      fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
      return screen.findByTestId('settlement-confirm');
    };

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(await ask()).getByRole('button', { name: '신청' }));
    expect((await screen.findByTestId('settlement-form-error')).textContent).toBe('정산 가능 금액이 부족합니다.');

    fireEvent.click(within(await ask()).getByRole('button', { name: '신청' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.getByLabelText('세금계산서 받을 이메일').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('settlement-form-error').textContent).toBe('표시된 항목을 확인해 주세요.');
  });

  it('lists the settlement requests with amounts, fee, payout, the rate used and a rejection’s reason', async () => {
    settlements = [
      settlementOf({ status: PayoutStatus.complete, decidedAt: '2027-03-03T01:00:00.000Z', completedAt: '2027-03-04T01:00:00.000Z' }),
      settlementOf({
        id: '00000000-0000-4000-8000-0000000000a2',
        status: PayoutStatus.rejected,
        currency: 'USD',
        amount: 10_000,
        fee: 1_000,
        payoutKrw: 124_668,
        rate: RATE,
        decidedAt: '2027-03-03T01:00:00.000Z',
        reason: 'The invoice e-mail bounced.',
      }),
    ];
    renderOffice();
    const [krw, usd] = await screen.findAllByTestId('settlement-row');
    expect(within(krw!).getByTestId('payout-status').textContent).toBe('Complete');
    expect(within(krw!).getByTestId('settlement-payout').textContent).toBe('₩96,370');
    expect(within(krw!).getByText('Transferred')).toBeTruthy();
    expect(within(krw!).queryByTestId('settlement-rate')).toBeNull();
    expect(within(usd!).getByTestId('payout-status').textContent).toBe('Rejected');
    expect(within(usd!).getByTestId('settlement-amount').textContent).toBe('$100.00');
    expect(within(usd!).getByTestId('settlement-rate').textContent).toBe('₩1,385.20 (Mar 2, 2027)');
    expect(within(usd!).getByTestId('settlement-reason').textContent).toBe('Reason: The invoice e-mail bounced.');
  });
});
