import {
  AccountKind,
  JournalKind,
  PaymentProviderName,
  PayoutStatus,
  type ChargeItem,
  type MileageBalances,
  type MileageHistoryItem,
  type PaymentOptions,
} from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { signIn } from '../../../test/request-fixtures.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import MileageHistoryPage from './MileageHistoryPage.tsx';
import { answeredError, timeoutError } from '../../../lib/http.test-support.ts';

const CHARGE_ID = '00000000-0000-4000-8000-0000000000c1';

let entry = 0;
function movement(kind: JournalKind, amount: number, balanceAfter: number, extra: Partial<MileageHistoryItem> = {}): MileageHistoryItem {
  entry += 1;
  return {
    entryId: `00000000-0000-4000-8000-${String(entry).padStart(12, '0')}`,
    kind,
    reference: null,
    referralNumbers: [],
    account: AccountKind.clientMileage,
    currency: 'KRW',
    amount,
    balanceAfter,
    createdAt: '2027-03-02T01:00:00.000Z',
    ...extra,
  };
}

function chargeOf(extra: Partial<ChargeItem> = {}): ChargeItem {
  return {
    id: CHARGE_ID,
    provider: PaymentProviderName.toss,
    amount: 50_000,
    currency: 'KRW',
    status: 'confirmed',
    cardLastFour: '4242',
    createdAt: '2027-03-02T01:00:00.000Z',
    confirmedAt: '2027-03-02T01:00:00.000Z',
    refundableUntil: '2027-03-16T14:59:59.000Z',
    refundBlock: null,
    refund: null,
    ...extra,
  };
}

let balances: MileageBalances;
let history: MileageHistoryItem[];
let historyTotal: number;
let charges: ChargeItem[];
let historyCalls: Record<string, unknown>[];

const options: PaymentOptions = { currency: 'KRW', provider: 'toss', testMode: true, min: 1_000, max: 10_000_000, cardsSupported: true };

function refusal(status: number, code: string): HttpError {
  return answeredError(status, { error: { code, message: code } });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPage(path = '/mileage', place?: 'mileage' | 'payment') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <MileageHistoryPage place={place} />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastHistoryCall = () => historyCalls.at(-1) ?? {};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  balances = { currency: 'KRW', clientMileage: { KRW: 120_000, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } };
  history = [];
  historyTotal = 0;
  charges = [];
  historyCalls = [];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as Record<string, unknown>;
    if (url === '/api/v1/mileage') return { data: balances };
    if (url === '/api/v1/mileage/payment-options') return { data: options };
    if (url === '/api/v1/mileage/history') {
      historyCalls.push(params);
      return { data: { items: history, page: params.page, size: params.size, total: historyTotal || history.length } };
    }
    if (url === '/api/v1/mileage/charges') return { data: { items: charges, page: params.page, size: params.size, total: charges.length } };
    if (url === '/api/v1/orders') return { data: { items: [], page: 1, size: 10, total: 0, counts: {} } };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useUserStore.getState().logout();
});

describe('mileage history', () => {
  it('shows a client their mileage with the way to charge, and each movement signed with the balance after it', async () => {
    signIn('client', 7);
    history = [movement(JournalKind.hold, -30_000, 120_000, { referralNumbers: ['2027-0412', '2027-0413'] }), movement(JournalKind.charge, 150_000, 150_000)];
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Mileage' })).toBeTruthy();
    expect((await screen.findByTestId('client-mileage')).textContent).toBe('₩120,000');
    expect(screen.getByRole('link', { name: 'Charge' }).getAttribute('href')).toBe('/mileageCharge');
    expect(screen.queryByTestId('designer-earnings')).toBeNull();

    const [payment, charge] = await screen.findAllByTestId('history-row');
    expect(within(payment!).getByText('Payment')).toBeTruthy();
    expect(within(payment!).getByTestId('history-amount').textContent).toBe('-₩30,000');
    expect(within(payment!).getByTestId('history-balance').textContent).toBe('Balance after ₩120,000');
    // A payment names the case it paid for; a charge is about no case.
    expect(within(payment!).getByTestId('history-case').textContent).toBe('Referral no. 2027-0412 and 1 more');
    expect(within(charge!).queryByTestId('history-case')).toBeNull();
    expect(within(charge!).getByText('Charge')).toBeTruthy();
    expect(within(charge!).getByTestId('history-amount').textContent).toBe('+₩150,000');
  });

  it('keeps the refund out of the way of charging: the balance card’s more menu opens the charges, where a refund is asked', async () => {
    signIn('client', 7);
    charges = [chargeOf()];
    renderPage();

    await screen.findByTestId('client-mileage');
    expect(screen.queryByRole('menuitem', { name: 'Ask a charge refund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ask a charge refund' }));

    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=charges'));
    expect(screen.getByRole('tab', { name: 'Charges & refunds' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Ask refund of ₩50,000' })).toBeTruthy();
  });

  it('keeps a T-esigner’s earnings apart from their mileage, with the way to the settlement office and no charge button', async () => {
    signIn('designer', 7);
    balances = { currency: 'KRW', clientMileage: { KRW: 0, USD: 0 }, designerEarnings: { KRW: 400_000, USD: 2_550 } };
    history = [movement(JournalKind.release, 400_000, 400_000, { account: AccountKind.designerEarnings })];
    renderPage();

    const earnings = await screen.findByTestId('designer-earnings');
    expect(within(earnings).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['₩400,000', '$25.50']);
    expect(screen.getByTestId('client-mileage').textContent).toBe('₩0');
    expect(screen.getByRole('link', { name: 'Settlement office' }).getAttribute('href')).toBe('/mileageOffice');
    expect(screen.queryByRole('link', { name: 'Charge' })).toBeNull();

    const [row] = await screen.findAllByTestId('history-row');
    expect(within(row!).getByText('Earnings', { selector: 'span.rounded-full' })).toBeTruthy();
    expect(within(row!).getByTestId('history-amount').textContent).toBe('+₩400,000');
  });

  it('reads the kind, the period and the page from the address, so a reload shows the same movements', async () => {
    signIn('client', 7);
    history = [movement(JournalKind.charge, 10_000, 10_000)];
    historyTotal = 45;
    renderPage('/mileage?kind=charge&from=2027-01-01&to=2027-02-28&page=2');

    await screen.findAllByTestId('history-row');
    expect(lastHistoryCall()).toEqual({ kind: 'charge', from: '2027-01-01', to: '2027-02-28', page: 2, size: 20 });
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('charge');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2027-01-01');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts a chosen kind and a preset period of whole Korean days in the address, starting again on the first page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 31 March 2027, 01:00 in Seoul (still 30 March in UTC).
    vi.setSystemTime(new Date('2027-03-30T16:00:00.000Z'));
    signIn('client', 7);
    history = [movement(JournalKind.charge, 10_000, 10_000)];
    renderPage('/mileage?page=3');
    await screen.findAllByTestId('history-row');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'chargeRefund' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?kind=chargeRefund'));

    fireEvent.click(screen.getByRole('button', { name: '1 month' }));
    // One month before 31 March is the last day of February.
    await waitFor(() => expect(lastHistoryCall()).toEqual({ kind: 'chargeRefund', from: '2027-02-28', to: '2027-03-31', page: 1, size: 20 }));
    expect(screen.getByRole('button', { name: '1 month' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '6 months' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?kind=chargeRefund&from=2026-09-30&to=2027-03-31'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-04-02' } });
    // A start after the end moves the end along.
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?kind=chargeRefund&from=2027-04-02&to=2027-04-02'));

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?kind=chargeRefund'));
  });

  it('says when no movement matches and clears the filters', async () => {
    signIn('client', 7);
    renderPage('/mileage?kind=reversal');
    expect((await screen.findByTestId('history-empty')).textContent).toContain('No movements match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('opens My page’s payments on the member’s transactions, with the mileage history a tab away, in Korean', async () => {
    await i18n.changeLanguage('ko');
    signIn('client', 7);
    history = [movement(JournalKind.surcharge, -5_000, 95_000)];
    renderPage('/mypage/payment', 'payment');
    expect(await screen.findByRole('heading', { name: '결제·마일리지 내역' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '거래 내역' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('transactions-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '이용 내역' }));
    const [row] = await screen.findAllByTestId('history-row');
    expect(within(row!).getByText('추가금')).toBeTruthy();
    expect(within(row!).getByTestId('history-amount').textContent).toBe('-5,000원');
  });
});

describe('charges and refunds', () => {
  it('offers a refund only while the charge allows it, and otherwise says why not', async () => {
    signIn('client', 7);
    charges = [
      chargeOf(),
      chargeOf({ id: '00000000-0000-4000-8000-0000000000c2', refundBlock: 'period' }),
      chargeOf({ id: '00000000-0000-4000-8000-0000000000c3', refundBlock: 'spent' }),
      chargeOf({ id: '00000000-0000-4000-8000-0000000000c4', status: 'pending', confirmedAt: null, refundableUntil: null, refundBlock: 'notConfirmed' }),
    ];
    renderPage('/mileage?tab=charges');

    const [open, late, spent, pending] = await screen.findAllByTestId('charge-row');
    expect(within(open!).getByTestId('charge-amount').textContent).toBe('₩50,000');
    expect(within(open!).getByTestId('charge-status').textContent).toBe('Paid');
    expect(within(open!).getByText('Card •••• 4242')).toBeTruthy();
    expect(within(open!).getByRole('button', { name: 'Ask refund of ₩50,000' })).toBeTruthy();
    expect(within(open!).getByText(/A refund can be asked until/)).toBeTruthy();

    expect(within(late!).queryByRole('button', { name: /Ask refund/ })).toBeNull();
    expect(within(late!).getByTestId('refund-block').textContent).toMatch(/^10 business days have passed since the payment \(until .+\): it can no longer be refunded\.$/);
    expect(within(spent!).getByTestId('refund-block').textContent).toContain('already spent');
    expect(within(pending!).getByTestId('charge-status').textContent).toBe('Awaiting payment');
    expect(within(pending!).getByTestId('refund-block').textContent).toBe('Only a completed payment can be refunded.');
  });

  it('shows how an asked refund stands, and the administrator’s reason for a rejection', async () => {
    signIn('client', 7);
    const refund = { id: '00000000-0000-4000-8000-0000000000f1', requestedAt: '2027-03-03T01:00:00.000Z', decidedAt: null, completedAt: null, reason: null };
    charges = [
      chargeOf({ refundBlock: 'requested', refund: { ...refund, status: PayoutStatus.requested } }),
      chargeOf({ id: '00000000-0000-4000-8000-0000000000c2', refundBlock: 'requested', refund: { ...refund, status: PayoutStatus.complete, decidedAt: '2027-03-04T01:00:00.000Z', completedAt: '2027-03-04T01:00:00.000Z' } }),
      chargeOf({
        id: '00000000-0000-4000-8000-0000000000c3',
        refundBlock: 'period',
        refund: { ...refund, status: PayoutStatus.rejected, decidedAt: '2027-03-04T01:00:00.000Z', reason: 'The card was cancelled.' },
      }),
    ];
    renderPage('/mileage?tab=charges');

    const [asked, done, rejected] = await screen.findAllByTestId('charge-row');
    expect(within(asked!).getByTestId('payout-status').textContent).toBe('Requested');
    expect(within(asked!).getByText(/processes it within 10 business days/)).toBeTruthy();
    // The state says it was asked; no second line repeats it.
    expect(within(asked!).queryByTestId('refund-block')).toBeNull();
    expect(within(done!).getByTestId('payout-status').textContent).toBe('Complete');
    expect(within(rejected!).getByTestId('payout-status').textContent).toBe('Rejected');
    expect(within(rejected!).getByTestId('refund-reason').textContent).toBe('Reason: The card was cancelled.');
    expect(within(rejected!).getByTestId('refund-block').getAttribute('data-block')).toBe('period');
  });

  it('explains the refund rules before asking, and retries a lost answer with the same Idempotency-Key', async () => {
    signIn('client', 7);
    charges = [chargeOf()];
    const success = vi.spyOn(toast, 'success');
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(timeoutError())
      .mockImplementationOnce(async () => {
        charges = [chargeOf({ refundBlock: 'requested', refund: { id: '00000000-0000-4000-8000-0000000000f1', status: PayoutStatus.requested, requestedAt: '2027-03-03T01:00:00.000Z', decidedAt: null, completedAt: null, reason: null } })];
        return { data: charges[0] };
      });
    renderPage('/mileage?tab=charges');

    fireEvent.click(await screen.findByRole('button', { name: 'Ask refund of ₩50,000' }));
    const dialog = await screen.findByTestId('refund-dialog');
    expect(within(dialog).getByText('Only the whole charge is refunded, never a part of it.')).toBeTruthy();
    expect(within(dialog).getByText('The money goes back to the card or account that paid (Card •••• 4242).')).toBeTruthy();
    expect(within(dialog).getByText(/within 10 business days of the payment \(until/)).toBeTruthy();
    expect(within(dialog).getByText('The administrator processes it within 10 business days.')).toBeTruthy();
    expect(within(dialog).getByText(/leaves your mileage now and is held/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask refund' }));
    expect((await within(dialog).findByTestId('refund-error')).textContent).toBe('Network error. Please check your connection.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask refund' }));

    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(2);
    const [first, second] = post.mock.calls;
    expect(first![0]).toBe(`/api/v1/mileage/charges/${CHARGE_ID}/refund`);
    const keyOf = (call: unknown[]) => ((call[2] as HttpConfig).headers as Record<string, string>)['Idempotency-Key'];
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(success).toHaveBeenCalledWith('Refund of ₩50,000 asked. It will be processed within 10 business days.');
    // The list is asked again: the refund now stands as requested.
    expect(await screen.findByTestId('payout-status')).toBeTruthy();
  });

  it('closes the dialog on a refusal and says why in the member’s language', async () => {
    await i18n.changeLanguage('ko');
    signIn('client', 7);
    charges = [chargeOf()];
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(http, 'post').mockRejectedValue(refusal(422, 'REFUND_PERIOD_OVER'));
    renderPage('/mileage?tab=charges');

    fireEvent.click(await screen.findByRole('button', { name: '50,000원 환불 신청' }));
    const dialog = await screen.findByTestId('refund-dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '환불 신청' }));
    });
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(error).toHaveBeenCalledWith('결제 후 10영업일이 지나 환불할 수 없습니다.');
  });
});
