import { ChargeStatus, Currency, PaymentProviderName, type ChargeAnswer, type MileageBalances, type PaymentCard, type PaymentOptions } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { checkoutWindow } from '../api.ts';
import MileageChargePage from './MileageChargePage.tsx';
import { answeredError, networkError } from '../../../lib/http.test-support.ts';

const chargeId = '00000000-0000-4000-8000-0000000c4a26';
const cardId = '00000000-0000-4000-8000-0000000ca2d1';

const krwTest: PaymentOptions = { currency: Currency.KRW, provider: PaymentProviderName.test, testMode: true, min: 1_000, max: 10_000_000, cardsSupported: true };
const krwToss: PaymentOptions = { ...krwTest, provider: PaymentProviderName.toss, testMode: false, tossClientKey: 'test_ck_key' };
const usdPaypal: PaymentOptions = { currency: Currency.USD, provider: PaymentProviderName.paypal, testMode: false, min: 100, max: 1_000_000, cardsSupported: false };

let options: PaymentOptions;
let cards: PaymentCard[];
let balances: MileageBalances;

const balancesOf = (krw: number, usd = 0): MileageBalances => ({ currency: 'KRW', clientMileage: { KRW: krw, USD: usd }, designerEarnings: { KRW: 0, USD: 0 } });

function answerOf(extra: Partial<ChargeAnswer> = {}): ChargeAnswer {
  return { chargeId, status: ChargeStatus.confirmed, provider: PaymentProviderName.test, amount: 50_000, currency: Currency.KRW, paymentKey: 'test_key', balance: 80_000, ...extra };
}

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderCharge(path: string, { strict = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/mileageCharge"
            element={
              <>
                <MileageChargePage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

type Post = (url: string, body?: unknown, config?: HttpConfig) => Promise<{ data: unknown }>;
const mockPost = (impl: Post) => vi.spyOn(http, 'post').mockImplementation(impl as typeof http.post);
const keyOf = (config: unknown) => ((config as HttpConfig | undefined)?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

const amountField = () => screen.getByLabelText(/Amount to charge/) as HTMLInputElement;
const typeAmount = (text: string) => fireEvent.change(amountField(), { target: { value: text, selectionStart: text.length } });
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

type TossWindow = Window & { TossPayments?: unknown };
const tossScript = () => document.head.querySelector<HTMLScriptElement>('script[src="https://js.tosspayments.com/v2/standard"]');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  options = krwTest;
  cards = [];
  balances = balancesOf(30_000);
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/mileage/payment-options') return { data: options };
    if (url === '/api/v1/mileage') return { data: balances };
    if (url === '/api/v1/mileage/cards') return { data: cards };
    throw new Error(`unexpected GET ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as TossWindow).TossPayments;
  tossScript()?.remove();
});

describe('mileage charge page', () => {
  it('shows the balance and the test mode, and charges with the test provider to a new balance', async () => {
    const post = mockPost(async () => {
      balances = balancesOf(80_000);
      return { data: answerOf() };
    });
    renderCharge('/mileageCharge');

    expect((await screen.findByTestId('mileage-balance')).textContent).toBe('₩30,000');
    expect(screen.getByTestId('test-mode').textContent).toMatch(/No real card is charged/);
    expect(screen.getByText('From ₩1,000 up to ₩10,000,000 per charge.')).toBeTruthy();
    expect(screen.getByLabelText(/Test payment/)).toHaveProperty('checked', true);

    typeAmount('50000');
    expect(amountField().value).toBe('50,000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩50,000' }));

    const done = await screen.findByTestId('charge-done');
    expect(within(done).getByRole('heading').textContent).toBe('₩50,000 charged');
    expect(screen.getByTestId('charge-done-balance').textContent).toBe('₩80,000');
    expect(screen.getByRole('link', { name: 'Mileage history' }).getAttribute('href')).toBe('/mileage');
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/v1/mileage/charges');
    expect(body).toEqual({ amount: 50_000, currency: Currency.KRW });
    expect(keyOf(config)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a Korean member’s amounts in won', async () => {
    await i18n.changeLanguage('ko');
    renderCharge('/mileageCharge');
    expect((await screen.findByTestId('mileage-balance')).textContent).toBe('30,000원');
    expect(screen.getByRole('button', { name: '+10,000원' })).toBeTruthy();
    expect(screen.getByTestId('test-mode').textContent).toMatch(/^테스트 모드/);
  });

  it('adds the quick amounts to what was typed', async () => {
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    typeAmount('5000');
    fireEvent.click(screen.getByRole('button', { name: '+₩10,000' }));
    fireEvent.click(screen.getByRole('button', { name: '+₩50,000' }));
    fireEvent.click(screen.getByRole('button', { name: '+₩100,000' }));
    expect(amountField().value).toBe('165,000');
  });

  it('converts typed dollars and cents to cents exactly, and adds whole dollars', async () => {
    options = usdPaypal;
    balances = balancesOf(0, 1_250);
    const post = mockPost(async () => new Promise(() => undefined));
    renderCharge('/mileageCharge');

    expect((await screen.findByTestId('mileage-balance')).textContent).toBe('$12.50');
    typeAmount('19.99');
    expect(screen.getByRole('button', { name: 'Charge $19.99' })).toBeTruthy();
    typeAmount('1,234.5');
    expect(amountField().value).toBe('1,234.5');
    fireEvent.click(screen.getByRole('button', { name: '+$10' }));
    expect(amountField().value).toBe('1,244.50');
    typeAmount('0.29');
    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    expect(within(fieldOf('amount')).getByText('Charge at least the minimum of one payment (1,000 won or 1 dollar).')).toBeTruthy();
    typeAmount('4.35');
    fireEvent.click(screen.getByRole('button', { name: 'Charge $4.35' }));

    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    // 4.35 * 100 is 434.99999999999994 in floating point; the page reads the digits.
    expect(post.mock.calls[0]![1]).toEqual({ amount: 435, currency: Currency.USD });
    // PayPal takes no registered cards: only its window is offered.
    expect(screen.getByLabelText(/PayPal/)).toHaveProperty('checked', true);
    expect(screen.queryByRole('link', { name: 'Register or manage cards' })).toBeNull();
  });

  it('refuses an empty amount, one below the minimum and one above the maximum, in the translated words', async () => {
    const post = vi.spyOn(http, 'post');
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');

    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    expect(within(fieldOf('amount')).getByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(amountField());

    typeAmount('999');
    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    expect(within(fieldOf('amount')).getByText('Charge at least the minimum of one payment (1,000 won or 1 dollar).')).toBeTruthy();

    typeAmount('10000001');
    expect(amountField().value).toBe('10,000,001');
    fireEvent.click(screen.getByRole('button', { name: 'Charge' }));
    expect(within(fieldOf('amount')).getByText('Enter an amount: a whole number from 1 up to the limit of one payment.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('fills in the amount a payment lacked and leads back to the payment once charged', async () => {
    mockPost(async (_url, body) => ({ data: answerOf({ amount: (body as { amount: number }).amount, balance: 42_345 }) }));
    renderCharge(`/mileageCharge?amount=12345&currency=KRW&returnTo=${encodeURIComponent('/payment/reqeust/9?step=pay')}`);

    await screen.findByTestId('mileage-balance');
    expect(amountField().value).toBe('12,345');
    expect(screen.getByTestId('charge-prefill').textContent).toBe('The amount missing for your payment is filled in.');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩12,345' }));

    expect((await screen.findByRole('link', { name: 'Back to where you were' })).getAttribute('href')).toBe('/payment/reqeust/9?step=pay');
    expect(screen.getByTestId('charge-done-balance').textContent).toBe('₩42,345');
  });

  it('raises a shortfall below the minimum charge to the minimum, and ignores another currency or an outside return address', async () => {
    const { unmount } = renderCharge('/mileageCharge?amount=300&currency=KRW');
    await screen.findByTestId('mileage-balance');
    expect(amountField().value).toBe('1,000');
    expect(screen.getByTestId('charge-prefill').textContent).toMatch(/below the minimum charge, so ₩1,000 is filled in/);
    unmount();

    mockPost(async () => ({ data: answerOf() }));
    renderCharge('/mileageCharge?amount=300&currency=USD&returnTo=//evil.example/x');
    await screen.findByTestId('mileage-balance');
    expect(amountField().value).toBe('');
    typeAmount('50000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩50,000' }));
    await screen.findByTestId('charge-done');
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
  });

  it('charges once however often the button is pressed', async () => {
    let finish: (v: { data: ChargeAnswer }) => void = () => undefined;
    const post = mockPost(() => new Promise((resolve) => (finish = resolve)));
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    typeAmount('20000');

    const charge = screen.getByRole('button', { name: 'Charge ₩20,000' });
    fireEvent.click(charge);
    fireEvent.click(charge);
    fireEvent.submit(charge.closest('form')!);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Charging…' }).hasAttribute('disabled')).toBe(true);
    expect(amountField().disabled).toBe(true);

    finish({ data: answerOf({ amount: 20_000, balance: 50_000 }) });
    await screen.findByTestId('charge-done');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps the Idempotency-Key while a charge that got no answer is retried, and makes a new one for the next charge', async () => {
    const post = mockPost(async () => Promise.reject(networkError()));
    renderCharge('/mileageCharge?amount=20000&currency=KRW');
    await screen.findByTestId('mileage-balance');

    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩20,000' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Network error. Please check your connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩20,000' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    post.mockResolvedValueOnce({ data: answerOf({ amount: 20_000, balance: 50_000 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Charge ₩20,000' }));
    await screen.findByTestId('charge-done');
    const keys = post.mock.calls.map(([, , config]) => keyOf(config));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    // Charging again starts empty (the shortfall is paid) and is a new intent with a new key.
    post.mockResolvedValueOnce({ data: answerOf({ amount: 20_000, balance: 70_000 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Charge again' }));
    expect(amountField().value).toBe('');
    typeAmount('20000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩20,000' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(4));
    expect(keyOf(post.mock.calls[3]![2])).not.toBe(keys[0]);
  });

  it('makes a new Idempotency-Key when the member changes the amount after a refusal', async () => {
    const post = mockPost(async () => Promise.reject(refusal(503, { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'down' })));
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    typeAmount('20000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩20,000' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The payment provider cannot be reached. Please try again in a moment.');
    typeAmount('30000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩30,000' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(keyOf(post.mock.calls[0]![2])).not.toBe(keyOf(post.mock.calls[1]![2]));
  });

  it('shows the server’s answer near the form: its field error on the amount, the code’s message below', async () => {
    mockPost(async () => Promise.reject(refusal(400, { code: 'VALIDATION_FAILED', message: 'Check', fields: { amount: 'Charge at least 1,000 won.' } })));
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    typeAmount('20000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩20,000' }));
    expect(await within(fieldOf('amount')).findByText('Charge at least 1,000 won.')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toBe('Please check the highlighted fields.');
    expect(screen.getByRole('button', { name: 'Charge ₩20,000' }).hasAttribute('disabled')).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(amountField()));
  });

  it('pays with a registered card first, and links to the card page with the way back', async () => {
    cards = [{ id: cardId, lastFour: '4242', issuer: 'Shinhan', createdAt: '2027-01-02T00:00:00.000Z' }];
    const post = mockPost(async () => ({ data: answerOf() }));
    renderCharge('/mileageCharge?amount=50000&currency=KRW');

    const card = await screen.findByLabelText(/Shinhan/);
    expect(card).toHaveProperty('checked', true);
    expect(within(fieldOf('cardId')).getByText('•••• 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register or manage cards' }).getAttribute('href')).toBe(
      `/cardInfo?returnTo=${encodeURIComponent('/mileageCharge?amount=50000&currency=KRW')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩50,000' }));
    await screen.findByTestId('charge-done');
    expect(post.mock.calls[0]![1]).toEqual({ amount: 50_000, currency: Currency.KRW, cardId });
  });

  it('sends the browser to PayPal’s approval page for a pending charge', async () => {
    options = usdPaypal;
    const redirect = vi.spyOn(checkoutWindow, 'redirect').mockImplementation(() => undefined);
    mockPost(async () => ({ data: answerOf({ status: ChargeStatus.pending, provider: PaymentProviderName.paypal, currency: Currency.USD, amount: 2_000, paymentKey: null, balance: 0, checkout: { redirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=EC-1' } }) }));
    renderCharge('/mileageCharge?returnTo=/payment/reqeust/3');
    await screen.findByTestId('mileage-balance');
    typeAmount('20');
    fireEvent.click(screen.getByRole('button', { name: 'Charge $20.00' }));

    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=EC-1'));
    expect(screen.getByRole('button', { name: 'Opening the payment window…' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens Toss’s payment window through its SDK with the return addresses of this charge', async () => {
    options = krwToss;
    const requestPayment = vi.fn(() => new Promise(() => undefined));
    const payment = vi.fn(() => ({ requestPayment }));
    const tossPayments = vi.fn(() => ({ payment }));
    const toss = { clientKey: 'test_ck_key', customerKey: 'member-7', orderId: 'order-1', orderName: 'Mileage 30,000', amount: 30_000 };
    mockPost(async () => ({ data: answerOf({ status: ChargeStatus.pending, provider: PaymentProviderName.toss, amount: 30_000, paymentKey: null, balance: 30_000, checkout: { toss } }) }));
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    expect(screen.queryByTestId('test-mode')).toBeNull();
    expect(screen.getByLabelText(/Card payment window \(Toss Payments\)/)).toHaveProperty('checked', true);
    typeAmount('30000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩30,000' }));

    await vi.waitFor(() => expect(tossScript()).not.toBeNull());
    (window as TossWindow).TossPayments = tossPayments;
    tossScript()!.dispatchEvent(new Event('load'));

    await vi.waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(1));
    expect(tossPayments).toHaveBeenCalledWith('test_ck_key');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'member-7' });
    const back = `${window.location.origin}/mileageCharge?chargeId=${chargeId}`;
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 30_000 },
      orderId: 'order-1',
      orderName: 'Mileage 30,000',
      successUrl: back,
      failUrl: `${back}&failed=1`,
    });
  });

  it('abandons the charge when the member closes Toss’s window, and says nothing was charged', async () => {
    options = krwToss;
    (window as TossWindow).TossPayments = () => ({ payment: () => ({ requestPayment: () => Promise.reject(Object.assign(new Error('closed'), { code: 'USER_CANCEL' })) }) });
    const toss = { clientKey: 'test_ck_key', customerKey: 'member-7', orderId: 'order-1', orderName: 'Mileage', amount: 30_000 };
    const post = mockPost(async (url) =>
      url.endsWith('/abandon')
        ? { data: answerOf({ status: ChargeStatus.failed, provider: PaymentProviderName.toss, balance: 30_000 }) }
        : { data: answerOf({ status: ChargeStatus.pending, provider: PaymentProviderName.toss, paymentKey: null, balance: 30_000, checkout: { toss } }) },
    );
    renderCharge('/mileageCharge');
    await screen.findByTestId('mileage-balance');
    typeAmount('30000');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩30,000' }));

    expect((await screen.findByTestId('charge-stopped')).textContent).toBe('The payment was cancelled. No mileage was charged.');
    expect(post.mock.calls.map(([url]) => url)).toEqual(['/api/v1/mileage/charges', `/api/v1/mileage/charges/${chargeId}/abandon`]);
    expect(screen.getByRole('button', { name: 'Charge ₩30,000' }).hasAttribute('disabled')).toBe(false);
  });

  it('confirms Toss’s success return exactly once under StrictMode, with progress, and leads back to the payment', async () => {
    options = krwToss;
    // The member left for Toss from a payment that lacked 30,000 won.
    (window as TossWindow).TossPayments = () => ({ payment: () => ({ requestPayment: () => new Promise(() => undefined) }) });
    const toss = { clientKey: 'test_ck_key', customerKey: 'member-7', orderId: 'order-1', orderName: 'Mileage', amount: 30_000 };
    mockPost(async () => ({ data: answerOf({ status: ChargeStatus.pending, provider: PaymentProviderName.toss, amount: 30_000, paymentKey: null, balance: 30_000, checkout: { toss } }) }));
    const first = renderCharge('/mileageCharge?amount=30000&currency=KRW&returnTo=/payment/reqeust/9');
    await screen.findByTestId('mileage-balance');
    fireEvent.click(screen.getByRole('button', { name: 'Charge ₩30,000' }));
    await screen.findByRole('button', { name: 'Opening the payment window…' });
    first.unmount();

    let finish: (v: { data: ChargeAnswer }) => void = () => undefined;
    const post = mockPost(() => new Promise((resolve) => (finish = resolve)));
    post.mockClear();
    renderCharge(`/mileageCharge?chargeId=${chargeId}&paymentKey=tgen_123&orderId=order-1&amount=30000`, { strict: true });

    expect((await screen.findByTestId('confirming')).textContent).toMatch(/Confirming your payment…/);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]!.slice(0, 2)).toEqual([`/api/v1/mileage/charges/${chargeId}/confirm`, { paymentKey: 'tgen_123', amount: 30_000 }]);
    // The provider's parameters leave the address; the page's own come back.
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mileageCharge?amount=30000&currency=KRW&returnTo=%2Fpayment%2Freqeust%2F9'));

    finish({ data: answerOf({ provider: PaymentProviderName.toss, amount: 30_000, paymentKey: 'tgen_123', balance: 60_000 }) });
    expect((await screen.findByTestId('charge-done-balance')).textContent).toBe('₩60,000');
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe('/payment/reqeust/9');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('confirms PayPal’s return with its order id, and offers to try again when the confirmation fails', async () => {
    options = usdPaypal;
    const post = mockPost(async () => Promise.reject(networkError()));
    renderCharge(`/mileageCharge?chargeId=${chargeId}&token=5O190127TN364715T`);

    expect((await screen.findByTestId('confirm-failed')).textContent).toMatch(/Network error/);
    expect(post.mock.calls[0]!.slice(0, 2)).toEqual([`/api/v1/mileage/charges/${chargeId}/confirm`, { paymentKey: '5O190127TN364715T' }]);

    post.mockRejectedValueOnce(refusal(402, { code: 'PAYMENT_FAILED', message: 'declined' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try confirming again' }));
    expect(await screen.findByText('The payment did not go through. No mileage was charged.')).toBeTruthy();

    post.mockResolvedValueOnce({ data: answerOf({ provider: PaymentProviderName.paypal, currency: Currency.USD, amount: 2_000, balance: 3_250 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try confirming again' }));
    expect((await screen.findByTestId('charge-done-balance')).textContent).toBe('$32.50');
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('goes back to the form with the amount the member came with when the confirmation is refused', async () => {
    sessionStorage.setItem(`dcm.mileage-charge:${chargeId}`, 'amount=30000&currency=KRW&returnTo=%2Fpayment%2Freqeust%2F9');
    mockPost(async () => Promise.reject(refusal(402, { code: 'PAYMENT_FAILED', message: 'declined' })));
    renderCharge(`/mileageCharge?chargeId=${chargeId}&paymentKey=tgen_1&amount=30000`);

    expect((await screen.findByTestId('confirm-failed')).textContent).toMatch(/The payment did not go through/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the charge form' }));
    expect(amountField().value).toBe('30,000');
    expect(screen.getByTestId('location').textContent).toBe('/mileageCharge?amount=30000&currency=KRW&returnTo=%2Fpayment%2Freqeust%2F9');
  });

  it('abandons the charge exactly once on a failed or cancelled return and says no mileage was charged', async () => {
    const post = mockPost(async () => ({ data: answerOf({ status: ChargeStatus.failed }) }));
    const { unmount } = renderCharge(`/mileageCharge?chargeId=${chargeId}&failed=1&code=REJECT_CARD_COMPANY&message=${encodeURIComponent('카드사 거절')}`, { strict: true });

    expect((await screen.findByTestId('charge-stopped')).textContent).toBe('The payment did not go through. No mileage was charged.');
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/mileage/charges/${chargeId}/abandon`);
    expect(screen.getByTestId('location').textContent).toBe('/mileageCharge');
    unmount();

    post.mockClear();
    renderCharge(`/mileageCharge?chargeId=${chargeId}&cancelled=1`, { strict: true });
    expect((await screen.findByTestId('charge-stopped')).textContent).toBe('The payment was cancelled. No mileage was charged.');
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/mileage/charges/${chargeId}/abandon`);
  });
});
