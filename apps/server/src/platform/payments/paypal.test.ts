import { Currency } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalFake, type PayPalFake } from './fakes/paypal-fake.ts';
import { createPayPalProvider } from './paypal.ts';
import { PaymentProviderError, ProviderFailure, type PaymentOrder } from './provider.ts';

let fake: PayPalFake;
beforeAll(async () => {
  fake = await startPayPalFake();
});
afterAll(() => fake.close());

const paypal = (options: { clientSecret?: string; baseUrl?: string; timeoutMs?: number } = {}, on: PayPalFake = fake) =>
  createPayPalProvider({ clientId: on.clientId, clientSecret: on.clientSecret, baseUrl: on.baseUrl, ...options });

const urls = { returnUrl: 'http://localhost:3000/payment/return', cancelUrl: 'http://localhost:3000/payment/cancel' };

let sequence = 0;
const newOrder = (amount = 1_234): PaymentOrder => ({
  orderId: `charge_${Date.now()}_${++sequence}`,
  money: { amount, currency: Currency.USD },
  orderName: 'Mileage charge 12.34 USD',
});

/** An order begun and approved by the payer on PayPal's page: ready to capture. */
async function approvedOrder(amount?: number) {
  const order = newOrder(amount);
  const provider = paypal();
  const { providerOrderId } = await provider.begin(order, urls);
  fake.approve(providerOrderId!);
  return { order, provider, providerOrderId };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentProviderError)) throw new Error(`expected a PaymentProviderError, got ${String(error)}`);
  return error;
}

const tokenCalls = (on: PayPalFake = fake) => on.calls.filter((call) => call === 'POST /v1/oauth2/token').length;

describe('PayPal provider: orders', () => {
  it('begins by creating an order and answers the link where the payer approves it', async () => {
    const order = newOrder();
    const checkout = await paypal().begin(order, urls);
    const created = fake.orders.get(checkout.providerOrderId!);
    expect(checkout.redirectUrl).toBe(`${fake.baseUrl}/checkoutnow?token=${checkout.providerOrderId}`);
    expect(created?.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created?.purchase_units[0]).toMatchObject({ reference_id: order.orderId, custom_id: order.orderId, amount: { currency_code: 'USD', value: '12.34' } });
  });

  it('answers the same order when begin is repeated for the same charge', async () => {
    const order = newOrder();
    const first = await paypal().begin(order, urls);
    const orders = fake.orders.size;
    const again = await paypal().begin(order, urls);
    expect(again).toEqual(first);
    expect(fake.orders.size).toBe(orders);
  });

  it('captures an approved order; the capture id is the payment key', async () => {
    const { order, provider, providerOrderId } = await approvedOrder();
    const confirmation = await provider.confirm(order, { providerOrderId });
    const capture = fake.orders.get(providerOrderId!)?.purchase_units[0]?.payments?.captures[0];
    expect(confirmation.paymentKey).toBe(capture?.id);
    expect(confirmation.money).toEqual({ amount: 1_234, currency: Currency.USD });
    expect(confirmation.approvedAt).toBeInstanceOf(Date);
  });

  it('approves an order when the payer visits its link, and sends them back to our return URL', async () => {
    const order = newOrder();
    const { redirectUrl, providerOrderId } = await paypal().begin(order, urls);
    const visit = await fetch(redirectUrl!, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe(`${urls.returnUrl}?token=${providerOrderId}&PayerID=FAKEPAYER`);
    await expect(paypal().confirm(order, { providerOrderId })).resolves.toMatchObject({ money: order.money });
  });

  it('declines a capture the payer has not approved, and captures once they have', async () => {
    const order = newOrder();
    const { providerOrderId } = await paypal().begin(order, urls);
    const error = await failureOf(paypal().confirm(order, { providerOrderId }));
    expect(error).toMatchObject({ failure: ProviderFailure.declined, providerCode: 'ORDER_NOT_APPROVED' });
    fake.approve(providerOrderId!);
    await expect(paypal().confirm(order, { providerOrderId })).resolves.toMatchObject({ money: order.money });
  });

  it('declines a capture whose funding source PayPal refuses', async () => {
    const order = newOrder();
    const { providerOrderId } = await paypal().begin(order, urls);
    fake.approve(providerOrderId!, { instrumentDeclined: true });
    const error = await failureOf(paypal().confirm(order, { providerOrderId }));
    expect(error).toMatchObject({ failure: ProviderFailure.declined, providerCode: 'INSTRUMENT_DECLINED' });
  });

  it('answers a retried capture with the first capture instead of capturing twice', async () => {
    const { order, provider, providerOrderId } = await approvedOrder();
    const first = await provider.confirm(order, { providerOrderId });
    const again = await provider.confirm(order, { providerOrderId });
    expect(again).toEqual(first);
  });

  it('is rejected capturing an order captured for another charge', async () => {
    const { order, provider, providerOrderId } = await approvedOrder();
    await provider.confirm(order, { providerOrderId });
    const error = await failureOf(provider.confirm({ ...order, orderId: `${order.orderId}_other` }, { providerOrderId }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'ORDER_ALREADY_CAPTURED' });
  });

  it('refuses a capture whose amount differs from the charge', async () => {
    const { order, provider, providerOrderId } = await approvedOrder(1_234);
    const error = await failureOf(provider.confirm({ ...order, money: { amount: 1_000, currency: Currency.USD } }, { providerOrderId }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'PAYMENT_MISMATCH' });
  });

  it('is rejected capturing an order PayPal does not know', async () => {
    const error = await failureOf(paypal().confirm(newOrder(), { providerOrderId: 'NOSUCHORDER000000' }));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'INVALID_RESOURCE_ID' });
  });

  it('refuses a currency other than USD and a confirm without the order id, without calling PayPal', async () => {
    const calls = fake.calls.length;
    const krw = { ...newOrder(), money: { amount: 50_000, currency: Currency.KRW } };
    expect(await failureOf(paypal().begin(krw, urls))).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'CURRENCY_NOT_SUPPORTED' });
    expect(await failureOf(paypal().confirm(newOrder(), {}))).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'MISSING_ORDER_ID' });
    expect(fake.calls.length).toBe(calls);
  });
});

describe('PayPal provider: amounts', () => {
  it.each([
    ['0.01', 1],
    ['0.10', 10],
    ['1.00', 100],
    ['10.00', 1_000],
    ['12.34', 1_234],
    ['99.99', 9_999],
    ['12345.67', 1_234_567],
  ])('writes %s for %i cents and reads it back exactly', async (value, cents) => {
    const { order, provider, providerOrderId } = await approvedOrder(cents);
    expect(fake.orders.get(providerOrderId!)?.purchase_units[0]?.amount.value).toBe(value);
    expect((await provider.confirm(order, { providerOrderId })).money).toEqual({ amount: cents, currency: Currency.USD });
  });
});

describe('PayPal provider: refunds', () => {
  it('refunds a whole capture once per idempotency key', async () => {
    const { order, provider, providerOrderId } = await approvedOrder();
    const { paymentKey, money } = await provider.confirm(order, { providerOrderId });
    const first = await provider.cancel({ paymentKey, money, reason: 'Mileage refund', idempotencyKey: 'refund-1' });
    const again = await provider.cancel({ paymentKey, money, reason: 'Mileage refund', idempotencyKey: 'refund-1' });
    expect(again.cancelledAt).toEqual(first.cancelledAt);
    const other = await failureOf(provider.cancel({ paymentKey, money, reason: 'Mileage refund', idempotencyKey: 'refund-2' }));
    expect(other).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'CAPTURE_FULLY_REFUNDED' });
  });
});

describe('PayPal provider: access tokens', () => {
  it('asks for one token for several calls, even calls made at once', async () => {
    const provider = paypal();
    const before = tokenCalls();
    await Promise.all([provider.begin(newOrder(), urls), provider.begin(newOrder(), urls)]);
    await provider.begin(newOrder(), urls);
    expect(tokenCalls() - before).toBe(1);
  });

  it('asks for a new token shortly before the old one expires', async () => {
    const shortLived = await startPayPalFake({ tokenTtlSeconds: 60 });
    try {
      const provider = paypal({}, shortLived);
      await provider.begin(newOrder(), urls);
      await provider.begin(newOrder(), urls);
      expect(tokenCalls(shortLived)).toBe(2);
    } finally {
      await shortLived.close();
    }
  });

  it('replaces a token PayPal no longer takes and repeats the call once', async () => {
    const provider = paypal();
    await provider.begin(newOrder(), urls);
    const before = tokenCalls();
    fake.revokeTokens();
    await expect(provider.begin(newOrder(), urls)).resolves.toHaveProperty('providerOrderId');
    expect(tokenCalls() - before).toBe(1);
  });

  it('is rejected with client credentials PayPal does not know', async () => {
    const error = await failureOf(paypal({ clientSecret: 'wrong' }).begin(newOrder(), urls));
    expect(error).toMatchObject({ failure: ProviderFailure.rejected, providerCode: 'invalid_client' });
  });
});

describe('PayPal provider: failures', () => {
  it.each([
    [422, 'UNPROCESSABLE_ENTITY', 'PAYER_ACTION_REQUIRED', ProviderFailure.declined],
    [422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', ProviderFailure.declined],
    [422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', ProviderFailure.rejected],
    [404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', ProviderFailure.rejected],
    [429, 'RATE_LIMIT_REACHED', 'RATE_LIMIT_REACHED', ProviderFailure.unavailable],
    [500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', ProviderFailure.unavailable],
  ])('maps %i %s (%s) to %s and keeps PayPal’s issue and debug id', async (status, name, issue, failure) => {
    const { order, provider, providerOrderId } = await approvedOrder();
    fake.failNext({ status, body: { name, message: 'm', debug_id: 'dbg123', details: [{ issue, description: `about ${issue}` }] } }, '/v2/checkout/orders/');
    const error = await failureOf(provider.confirm(order, { providerOrderId }));
    expect(error).toMatchObject({ failure, providerCode: issue });
    expect(error.message).toBe(`about ${issue} (debug_id dbg123)`);
  });

  it('captures on a retry after PayPal answered the first capture with a 503', async () => {
    const { order, provider, providerOrderId } = await approvedOrder();
    fake.failNext({ status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } }, '/v2/checkout/orders/');
    expect(await failureOf(provider.confirm(order, { providerOrderId }))).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'SERVICE_UNAVAILABLE' });
    await expect(provider.confirm(order, { providerOrderId })).resolves.toMatchObject({ money: order.money });
  });

  it('counts an answer that is not JSON as unavailable', async () => {
    fake.failNext({ status: 200, raw: 'OK' }, '/v2/checkout/orders');
    expect(await failureOf(paypal().begin(newOrder(), urls))).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'INVALID_RESPONSE' });
  });

  it('counts a PayPal that does not answer within the time-out as unavailable', async () => {
    const { order, providerOrderId } = await approvedOrder();
    fake.failNext('hang', '/v2/checkout/orders/');
    const error = await failureOf(paypal({ timeoutMs: 200 }).confirm(order, { providerOrderId }));
    expect(error).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'TIMEOUT' });
  });

  it('counts a PayPal it cannot reach as unavailable', async () => {
    const gone = await startPayPalFake();
    await gone.close();
    const error = await failureOf(paypal({}, gone).begin(newOrder(), urls));
    expect(error).toMatchObject({ failure: ProviderFailure.unavailable, providerCode: 'NETWORK_ERROR' });
  });
});
