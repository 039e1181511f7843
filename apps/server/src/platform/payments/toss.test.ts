import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Currency } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTossFake, TossFakeCards, type TossFake } from './fakes/toss-fake.ts';
import { PaymentProviderError, ProviderFailure, type CardInput, type PaymentOrder } from './provider.ts';
import { createTossProvider } from './toss.ts';

let fake: TossFake;
beforeAll(async () => {
  fake = await startTossFake();
});
afterAll(() => fake.close());

const toss = (options: { secretKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  createTossProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, ...options });

let sequence = 0;
const newOrder = (amount = 50_000): PaymentOrder => ({
  orderId: `charge_${Date.now()}_${++sequence}`,
  money: { amount, currency: Currency.KRW },
  orderName: '마일리지 충전 50,000원',
});
const card = (number: string = TossFakeCards.good): CardInput => ({ number, expiryMonth: '12', expiryYear: '39', passwordFirstTwo: '12', identityNumber: '900101' });

/** The payer finished the payment window for this order: its paymentKey is now confirmable. */
function authorized(order: PaymentOrder): string {
  const paymentKey = `pk_${order.orderId}`;
  fake.authorize(paymentKey, order.orderId, order.money.amount);
  return paymentKey;
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

const doneBody = (order: PaymentOrder, changes: Record<string, unknown>) => ({
  paymentKey: 'pk_tampered',
  orderId: order.orderId,
  status: 'DONE',
  totalAmount: order.money.amount,
  currency: 'KRW',
  approvedAt: '2025-03-01T10:00:00+09:00',
  method: '카드',
  ...changes,
});

describe('Toss provider: payments through the payment window', () => {
  it('answers nothing at begin, since Toss’s browser SDK opens the payment window', async () => {
    await expect(toss().begin(newOrder(), { returnUrl: 'http://localhost/ok', cancelUrl: 'http://localhost/no' })).resolves.toEqual({});
  });

  it('confirms an authorized payment and reports the amount Toss took', async () => {
    const order = newOrder();
    const paymentKey = authorized(order);
    const confirmation = await toss().confirm(order, { paymentKey });
    expect(confirmation.paymentKey).toBe(paymentKey);
    expect(confirmation.money).toEqual({ amount: 50_000, currency: Currency.KRW });
    expect(confirmation.approvedAt).toBeInstanceOf(Date);
    expect(fake.payments.get(paymentKey)?.status).toBe('DONE');
  });

  it('answers a retried confirm with the first confirmation instead of ALREADY_PROCESSED_PAYMENT', async () => {
    const order = newOrder();
    const paymentKey = authorized(order);
    const first = await toss().confirm(order, { paymentKey });
    const again = await toss().confirm(order, { paymentKey });
    expect(again).toEqual(first);
  });

  it('confirms on a retry after Toss answered the first confirm with a 500', async () => {
    const order = newOrder();
    const paymentKey = authorized(order);
    fake.failNext({ status: 500, body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' } }, '/v1/payments/confirm');
    expect((await failureOf(toss().confirm(order, { paymentKey }))).failure).toBe(ProviderFailure.unavailable);
    expect((await toss().confirm(order, { paymentKey })).paymentKey).toBe(paymentKey);
  });

  it('is rejected when the charge’s amount differs from the payment window’s', async () => {
    const order = newOrder();
    const paymentKey = authorized(order);
    const error = await failureOf(toss().confirm({ ...order, money: { amount: 5_000, currency: Currency.KRW } }, { paymentKey }));
    expect(error.failure).toBe(ProviderFailure.rejected);
    expect(fake.payments.has(paymentKey)).toBe(false);
  });

  it.each([
    ['amount', { totalAmount: 1 }],
    ['order', { orderId: 'someone_elses_order' }],
    ['currency', { currency: 'USD' }],
  ])('refuses a confirmation whose %s differs from the charge', async (_what, changes) => {
    const order = newOrder();
    fake.failNext({ status: 200, body: doneBody(order, changes) }, '/v1/payments/confirm');
    const error = await failureOf(toss().confirm(order, { paymentKey: authorized(order) }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'PAYMENT_MISMATCH' });
  });

  it('counts a payment Toss did not finish as declined', async () => {
    const order = newOrder();
    fake.failNext({ status: 200, body: doneBody(order, { status: 'ABORTED' }) }, '/v1/payments/confirm');
    const error = await failureOf(toss().confirm(order, { paymentKey: authorized(order) }));
    expect(error).toMatchObject({ failure: ProviderFailure.declined, providerCode: 'STATUS_ABORTED' });
  });

  it('refuses a confirm without the paymentKey of the success redirect, and a currency other than KRW, without calling Toss', async () => {
    const calls = fake.calls.length;
    expect(await failureOf(toss().confirm(newOrder(), {}))).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'MISSING_PAYMENT_KEY' });
    const usd = { ...newOrder(), money: { amount: 1_000, currency: Currency.USD } };
    expect(await failureOf(toss().confirm(usd, { paymentKey: 'pk' }))).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'CURRENCY_NOT_SUPPORTED' });
    expect(fake.calls.length).toBe(calls);
  });
});

describe('Toss provider: cancels', () => {
  it('cancels a whole payment once per idempotency key', async () => {
    const order = newOrder();
    const { paymentKey, money } = await toss().confirm(order, { paymentKey: authorized(order) });
    const first = await toss().cancel({ paymentKey, money, reason: '마일리지 환불', idempotencyKey: 'refund-1' });
    expect(fake.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const again = await toss().cancel({ paymentKey, money, reason: '마일리지 환불', idempotencyKey: 'refund-1' });
    expect(again.cancelledAt).toEqual(first.cancelledAt);
    const other = await failureOf(toss().cancel({ paymentKey, money, reason: '마일리지 환불', idempotencyKey: 'refund-2' }));
    expect(other).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'ALREADY_CANCELED_PAYMENT' });
  });

  it('is rejected for a payment Toss does not know', async () => {
    const error = await failureOf(toss().cancel({ paymentKey: 'pk_unknown', money: { amount: 1_000, currency: Currency.KRW }, reason: 'r', idempotencyKey: 'k-unknown' }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'NOT_FOUND_PAYMENT' });
  });
});

describe('Toss provider: billing keys', () => {
  it('registers a card and keeps the last four digits of the number we sent, not Toss’s masked one', async () => {
    const billing = await toss().issueBillingKey('customer_1', card());
    expect(billing.billingKey).toBeTruthy();
    expect(billing.lastFour).toBe(TossFakeCards.good.slice(-4));
    expect(billing.issuer).toBe('신한');
  });

  it('charges a registered card without the payer present', async () => {
    const { billingKey } = await toss().issueBillingKey('customer_2', card());
    const order = newOrder(30_000);
    const confirmation = await toss().chargeBillingKey({ billingKey, customerKey: 'customer_2' }, order);
    expect(confirmation.money).toEqual({ amount: 30_000, currency: Currency.KRW });
    expect(fake.payments.get(confirmation.paymentKey)).toMatchObject({ orderId: order.orderId, status: 'DONE', type: 'BILLING' });
  });

  it('answers a retried billing charge with the first payment instead of charging twice', async () => {
    const { billingKey } = await toss().issueBillingKey('customer_3', card());
    const order = newOrder(30_000);
    const first = await toss().chargeBillingKey({ billingKey, customerKey: 'customer_3' }, order);
    const again = await toss().chargeBillingKey({ billingKey, customerKey: 'customer_3' }, order);
    expect(again).toEqual(first);
    expect([...fake.payments.values()].filter((p) => p.orderId === order.orderId)).toHaveLength(1);
  });

  it.each([
    ['a number failing the Luhn check', '4330123412341234', 'INVALID_CARD_NUMBER'],
    ['a card the company refuses', TossFakeCards.declined, 'REJECT_CARD_COMPANY'],
    ['a suspended card', TossFakeCards.stopped, 'INVALID_STOPPED_CARD'],
  ])('declines %s', async (_what, number, code) => {
    expect(await failureOf(toss().issueBillingKey('customer_4', card(number)))).toMatchObject({ failure: ProviderFailure.declined, providerCode: code });
  });

  it('declines an expired card', async () => {
    const error = await failureOf(toss().issueBillingKey('customer_4', { ...card(), expiryYear: '20' }));
    expect(error).toMatchObject({ failure: ProviderFailure.declined, providerCode: 'INVALID_CARD_EXPIRATION' });
  });

  it('is rejected charging a billing key with another customer’s key', async () => {
    const { billingKey } = await toss().issueBillingKey('customer_5', card());
    const error = await failureOf(toss().chargeBillingKey({ billingKey, customerKey: 'customer_6' }, newOrder()));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'NOT_MATCHES_CUSTOMER_KEY' });
  });
});

describe('Toss provider: failures', () => {
  it.each([
    [400, 'EXCEED_MAX_DAILY_PAYMENT_COUNT', ProviderFailure.declined],
    [403, 'REJECT_CARD_COMPANY', ProviderFailure.declined],
    [400, 'ALREADY_PROCESSED_PAYMENT', ProviderFailure.rejected],
    [404, 'NOT_FOUND_PAYMENT', ProviderFailure.rejected],
    [400, 'PROVIDER_ERROR', ProviderFailure.unavailable],
    [500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', ProviderFailure.unavailable],
  ])('maps %i %s to %s and keeps Toss’s code and message', async (status, code, failure) => {
    const order = newOrder();
    fake.failNext({ status, body: { code, message: `message of ${code}` } }, '/v1/payments/confirm');
    const error = await failureOf(toss().confirm(order, { paymentKey: authorized(order) }));
    expect(error).toMatchObject({ failure, providerCode: code, message: `message of ${code}` });
  });

  it('is rejected with a secret key Toss does not know', async () => {
    const order = newOrder();
    const error = await failureOf(toss({ secretKey: 'test_sk_wrong' }).confirm(order, { paymentKey: authorized(order) }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'UNAUTHORIZED_KEY' });
  });

  it('counts an answer that is not JSON as unavailable', async () => {
    fake.failNext({ status: 502, raw: '<html>Bad Gateway</html>' });
    const order = newOrder();
    expect(await failureOf(toss().confirm(order, { paymentKey: authorized(order) }))).toMatchObject({
      failure: ProviderFailure.unavailable,
      providerCode: 'INVALID_RESPONSE',
    });
  });

  it('counts a Toss that does not answer within the time-out as unavailable', async () => {
    fake.failNext('hang', '/v1/payments/confirm');
    const order = newOrder();
    const started = Date.now();
    const error = await failureOf(toss({ timeoutMs: 200 }).confirm(order, { paymentKey: authorized(order) }));
    expect(error).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('counts a Toss it cannot reach as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const order = newOrder();
    const error = await failureOf(toss({ baseUrl: `http://127.0.0.1:${port}` }).confirm(order, { paymentKey: 'pk' }));
    expect(error).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'NETWORK_ERROR' });
  });
});
