// PayPal adapter (ARCHITECTURE §1 payments; SPEC §3 Mileage and Card): USD charges through PayPal's
// Orders v2 API. begin creates an order the payer approves on PayPal's page, confirm captures it,
// cancel refunds the capture. It speaks PayPal's REST API and nothing else, and sorts PayPal's error
// answers into the three failures the mileage module reacts to. PayPal has no billing keys here.
import { Currency, type Money } from '@dcm/shared';
import { z } from 'zod';
import { PaymentProviderError, ProviderFailure, ProviderName, type Confirmation, type PaymentOrder, type PaymentProvider } from './provider.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for the sandbox. */
  baseUrl?: string;
  /** How long one call may take before it counts as unavailable. */
  timeoutMs?: number;
  /** Stands in for the global fetch (tests). */
  fetch?: typeof fetch;
}

/** The payer's side: not approved yet, funding refused, the payer's account unable to pay. */
const DECLINED_ISSUES = new Set([
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'TRANSACTION_REFUSED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'CARD_EXPIRED',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
]);

/** Answered with a 4xx, yet "try again later": the first request with this PayPal-Request-Id still runs. */
const TRANSIENT_ISSUES = new Set(['PREVIOUS_REQUEST_IN_PROGRESS']);

/** A token is renewed this long before PayPal says it expires, so no call goes out with a dying one. */
const TOKEN_MARGIN_SECONDS = 60;

/** PayPal's two error shapes: the REST APIs' `{ name, details }` and the OAuth endpoint's `{ error }`. */
const PayPalError = z.union([
  z.object({
    name: z.string(),
    message: z.string().optional(),
    debug_id: z.string().optional(),
    details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
  }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

const PayPalToken = z.object({ access_token: z.string(), expires_in: z.number() });
const PayPalAmount = z.object({ currency_code: z.string(), value: z.string() });
const PayPalCreatedOrder = z.object({ id: z.string(), status: z.string(), links: z.array(z.object({ rel: z.string(), href: z.string() })) });
const PayPalCapturedOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        payments: z.object({
          captures: z.array(z.object({ id: z.string(), status: z.string(), amount: PayPalAmount, create_time: z.iso.datetime({ offset: true }) })).min(1),
        }),
      }),
    )
    .min(1),
});
const PayPalRefund = z.object({ id: z.string(), status: z.string(), create_time: z.iso.datetime({ offset: true }).optional() });

const fail = (failure: ProviderFailure, code: string, message: string) => new PaymentProviderError(failure, code, message);

/** Cents as PayPal's decimal string, in integer arithmetic: 1234 → '12.34'. */
const usdValue = (cents: number): string => `${(cents - (cents % 100)) / 100}.${String(cents % 100).padStart(2, '0')}`;

/** PayPal's decimal string as cents, in integer arithmetic: '12.34' → 1234; undefined for anything else. */
function usdCents(value: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function requireUsd(money: Money): void {
  if (money.currency !== Currency.USD) throw fail(ProviderFailure.rejected, 'CURRENCY_NOT_SUPPORTED', `PayPal takes USD here, not ${money.currency}`);
}

function errorOf(path: string, status: number, json: unknown): PaymentProviderError {
  const parsed = PayPalError.safeParse(json);
  if (!parsed.success) return fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `PayPal ${path} answered ${status} without an error name`);
  const error = parsed.data;
  const [code, message] =
    'name' in error
      ? [error.details?.[0]?.issue ?? error.name, `${error.details?.[0]?.description ?? error.message ?? error.name} (debug_id ${error.debug_id ?? '-'})`]
      : [error.error, error.error_description ?? error.error];
  const failure =
    status >= 500 || status === 429 || TRANSIENT_ISSUES.has(code)
      ? ProviderFailure.unavailable
      : DECLINED_ISSUES.has(code)
        ? ProviderFailure.declined
        : ProviderFailure.rejected;
  return fail(failure, code, message);
}

/**
 * PayPal as a PaymentProvider. Every money-moving call carries a PayPal-Request-Id, so a retry after
 * a lost answer gets the first answer back. The OAuth token is shared by all calls until shortly
 * before it expires, and fetched once however many calls wait for it.
 */
export function createPayPalProvider({
  clientId,
  clientSecret,
  baseUrl = 'https://api-m.paypal.com',
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
}: PayPalOptions): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  /** One HTTP exchange; a network error, a time-out or a body that is not JSON is "unavailable". */
  async function send(path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${root}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw fail(ProviderFailure.unavailable, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', `PayPal ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      return { status, json: JSON.parse(text) };
    } catch {
      throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `PayPal ${path} answered ${status} with a body that is not JSON`);
    }
  }

  function parse<T>(schema: z.ZodType<T>, path: string, { status, json }: { status: number; json: unknown }): T {
    if (status < 200 || status >= 300) throw errorOf(path, status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `PayPal ${path} answered ${status} with an unexpected body`);
    return parsed.data;
  }

  async function requestToken(): Promise<string> {
    const path = '/v1/oauth2/token';
    const answer = await send(path, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    const granted = parse(PayPalToken, path, answer);
    token = { value: granted.access_token, expiresAt: Date.now() + Math.max(0, granted.expires_in - TOKEN_MARGIN_SECONDS) * 1000 };
    return granted.access_token;
  }

  function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A POST to the REST API; a token PayPal no longer takes (401) is replaced once and the call repeated. */
  async function post<T>(schema: z.ZodType<T>, path: string, body: unknown, requestId: string): Promise<T> {
    const attempt = async () =>
      send(path, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          'paypal-request-id': requestId,
          prefer: 'return=representation',
        },
        body: JSON.stringify(body),
      });
    let answer = await attempt();
    if (answer.status === 401) {
      token = undefined;
      answer = await attempt();
    }
    return parse(schema, path, answer);
  }

  /** A COMPLETED capture of exactly our order and amount, or an error: a mismatch is never credited. */
  function confirmation(order: PaymentOrder, captured: z.infer<typeof PayPalCapturedOrder>): Confirmation {
    const [unit] = captured.purchase_units;
    const capture = unit?.payments.captures[0];
    if (!unit || !capture) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `PayPal order ${captured.id} has no capture`);
    if (capture.status === 'PENDING') {
      throw fail(ProviderFailure.unavailable, 'CAPTURE_PENDING', `PayPal holds capture ${capture.id} of order ${captured.id} for review`);
    }
    if (captured.status !== 'COMPLETED' || capture.status !== 'COMPLETED') {
      throw fail(ProviderFailure.declined, `STATUS_${capture.status}`, `PayPal order ${captured.id} is ${captured.status}, its capture ${capture.status}`);
    }
    const cents = usdCents(capture.amount.value);
    if (unit.reference_id !== order.orderId || capture.amount.currency_code !== Currency.USD || cents !== order.money.amount) {
      throw fail(
        ProviderFailure.rejected,
        'PAYMENT_MISMATCH',
        `PayPal capture ${capture.id} is ${unit.reference_id} ${capture.amount.value} ${capture.amount.currency_code}, expected ${order.orderId} ${usdValue(order.money.amount)} USD`,
      );
    }
    return { paymentKey: capture.id, approvedAt: new Date(capture.create_time), money: { amount: cents, currency: Currency.USD } };
  }

  return {
    name: ProviderName.paypal,
    currencies: [Currency.USD],

    async begin(order, { returnUrl, cancelUrl }) {
      requireUsd(order.money);
      const created = await post(
        PayPalCreatedOrder,
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.orderId,
              custom_id: order.orderId,
              description: order.orderName,
              amount: { currency_code: Currency.USD, value: usdValue(order.money.amount) },
            },
          ],
          payment_source: {
            paypal: { experience_context: { return_url: returnUrl, cancel_url: cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } },
          },
        },
        order.orderId,
      );
      const approve = created.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `PayPal order ${created.id} has no approval link`);
      return { redirectUrl: approve.href, providerOrderId: created.id };
    },

    async confirm(order, { providerOrderId }) {
      requireUsd(order.money);
      if (!providerOrderId) throw fail(ProviderFailure.rejected, 'MISSING_ORDER_ID', 'A PayPal capture needs the order id begin answered');
      const path = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`;
      return confirmation(order, await post(PayPalCapturedOrder, path, {}, `capture-${order.orderId}`));
    },

    async cancel({ paymentKey, money, idempotencyKey }) {
      requireUsd(money);
      const refund = await post(PayPalRefund, `/v2/payments/captures/${encodeURIComponent(paymentKey)}/refund`, {}, idempotencyKey);
      // PENDING: PayPal accepted the refund and completes it on its side (e.g. an eCheck not cleared yet).
      if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING') {
        throw fail(ProviderFailure.rejected, `REFUND_${refund.status}`, `PayPal refund ${refund.id} of capture ${paymentKey} is ${refund.status}`);
      }
      return { cancelledAt: refund.create_time ? new Date(refund.create_time) : new Date() };
    },
  };
}
