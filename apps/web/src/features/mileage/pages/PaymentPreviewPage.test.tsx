import { Currency, PaymentProviderName, type ChargeItem, type ChargeList, type MileageBalances, type PaymentOptions, type SessionUser } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import PaymentPreviewPage from './PaymentPreviewPage.tsx';

const krwToss: PaymentOptions = { currency: Currency.KRW, provider: PaymentProviderName.toss, testMode: false, tossClientKey: 'test_ck', min: 1_000, max: 10_000_000, cardsSupported: true };
const balances: MileageBalances = { currency: 'KRW', clientMileage: { KRW: 43_000, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } };

function charge(amount: number, extra: Partial<ChargeItem> = {}): ChargeItem {
  return {
    id: `00000000-0000-4000-8000-${String(amount).padStart(12, '0')}`,
    provider: PaymentProviderName.toss,
    amount,
    currency: Currency.KRW,
    status: 'confirmed',
    cardLastFour: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    confirmedAt: '2026-11-20T03:00:10.000Z',
    refundableUntil: null,
    refundBlock: null,
    refund: null,
    ...extra,
  };
}

let options: PaymentOptions;
let charges: ChargeList;
const asked: string[] = [];

/** A signed-in member of the given side: the user store and a token, as after sign-in. */
function signIn(memberSe: 'A' | 'B' | 'C') {
  localStorage.setItem('token', 'access');
  const user = { memberNo: 7, memberSe, memberApprovalSe: 'B', memberMileage: 0, isAdmin: false } as unknown as SessionUser;
  useUserStore.setState({ user, permissions: 'B' });
}

function renderPreview(view?: 'payment' | 'charges') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentPreviewPage view={view} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['mileage', 'mileageHistory']);
  options = krwToss;
  charges = { items: [charge(50_000, { cardLastFour: '1234' }), charge(20_000)], page: 1, size: 5, total: 12 };
  asked.length = 0;
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    asked.push(url);
    if (url === '/api/v1/mileage/payment-options') return { data: options };
    if (url === '/api/v1/mileage') return { data: balances };
    if (url === '/api/v1/mileage/charges') return { data: charges };
    throw new Error(`unexpected GET ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: null, permissions: '' });
  localStorage.clear();
});

describe('payment preview', () => {
  it('a signed-in client sees their own balance, their charge options and the way to charge', async () => {
    signIn('A');
    renderPreview();

    await screen.findByText('₩43,000');
    expect(screen.getByTestId('mileage-balance').textContent).toBe('₩43,000');
    expect(screen.queryByTestId('payment-sample')).toBeNull();
    expect(screen.getByText('Current mileage')).toBeTruthy();
    expect(screen.getByTestId('preview-provider').textContent).toBe('Card payment window (Toss Payments)');
    expect(screen.getByTestId('preview-limits').textContent).toBe('From ₩1,000 up to ₩10,000,000 per charge.');
    expect(screen.getByRole('link', { name: 'Charge mileage' }).getAttribute('href')).toBe('/mileageCharge');
  });

  it('on /paymentView a member sees their latest charges with the way to all of them', async () => {
    signIn('B');
    renderPreview('charges');

    const list = await screen.findByTestId('preview-charges');
    expect(await within(list).findAllByTestId('preview-charge')).toHaveLength(2);
    expect(within(list).getByText('Paid · Card •••• 1234')).toBeTruthy();
    expect(within(list).getByText('₩50,000')).toBeTruthy();
    expect(within(list).getByText('12 in all')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'See all charges' }).getAttribute('href')).toBe('/mileage?tab=charges');
  });

  it('a signed-out visitor sees a labelled sample with sample figures and asks the server nothing', async () => {
    renderPreview('charges');

    expect(screen.getByTestId('payment-sample').textContent).toMatch(/Sample screen.*not signed in/);
    expect(screen.getByText('Mileage (sample)')).toBeTruthy();
    expect(screen.getByTestId('mileage-balance').textContent).toBe('$125.00');
    expect(screen.getByRole('heading', { name: 'Latest charges (sample)' })).toBeTruthy();
    expect(screen.getAllByTestId('preview-charge')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign in to see your own payment screen' }).getAttribute('href')).toBe('/login');
    expect(asked).toEqual([]);
  });

  it('the sample is in won for a Korean visitor', async () => {
    await i18n.changeLanguage('ko');
    renderPreview();
    expect(screen.getByTestId('payment-sample').textContent).toContain('예시 화면');
    expect(screen.getByTestId('mileage-balance').textContent).toBe('125,000원');
  });

  it('while payments run in test mode a member sees the sample, labelled as test mode, with their own options', async () => {
    options = { ...krwToss, provider: PaymentProviderName.test, testMode: true, tossClientKey: undefined };
    signIn('A');
    renderPreview();

    const label = await screen.findByTestId('payment-sample');
    expect(label.getAttribute('data-reason')).toBe('testMode');
    expect(label.textContent).toMatch(/test mode/);
    expect(screen.getByTestId('mileage-balance').textContent).toBe('₩125,000');
    expect(screen.getByTestId('preview-provider').textContent).toBe('Test payment');
    expect(screen.getByRole('link', { name: 'See your mileage history' }).getAttribute('href')).toBe('/mileage');
    expect(asked).not.toContain('/api/v1/mileage');
  });

  it('a T-esigner, who does not charge mileage, sees the sample and asks the server nothing', () => {
    signIn('C');
    renderPreview();
    expect(screen.getByTestId('payment-sample').getAttribute('data-reason')).toBe('notPayer');
    expect(asked).toEqual([]);
  });
});
