// Toss Payments adapter (ARCHITECTURE §1 payments; SPEC §3 Mileage and Card): confirms and cancels the
// card payments Toss's browser SDK opened, and registers cards as billing keys to charge without the
// payer present. It speaks Toss's v1 REST API and nothing else, and sorts Toss's error codes into the
// three failures the mileage module reacts to.
import { Currency, type Money } from '@dcm/shared';
import { z } from 'zod';
import { PaymentProviderError, ProviderFailure, ProviderName, type Confirmation, type PaymentOrder, type PaymentProvider } from './provider.ts';

export interface TossOptions {
  /** test_sk_… or live_sk_…; Toss takes it as the Basic user name with an empty password. */
  secretKey: string;
  baseUrl?: string;
  /** How long one call may take before it counts as unavailable. */
  timeoutMs?: number;
  /** Stands in for the global fetch (tests). */
  fetch?: typeof fetch;
}

/** The payer's side: card data, the card company's refusal, limits, an abandoned payment window. */
const DECLINED_CODES = new Set([
  'INVALID_CARD_NUMBER',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_CARD_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_BIRTH_DAY_INFORMATION',
  'INVALID_REJECT_CARD',
  'REJECT_CARD_COMPANY',
  'REJECT_CARD_PAYMENT',
  'REJECT_ACCOUNT_PAYMENT',
  'NOT_SUPPORTED_CARD_TYPE',
  'NOT_AVAILABLE_PAYMENT',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'EXCEED_MAX_ONE_DAY_AMOUNT',
  'EXCEED_MAX_ONE_DAY_WITHDRAW_AMOUNT',
  'EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT',
  'EXCEED_MAX_AUTH_COUNT',
  'PAY_PROCESS_CANCELED',
  'PAY_PROCESS_ABORTED',
  'NOT_FOUND_PAYMENT_SESSION',
]);

/** Answered with a 4xx, yet "try again later" (Toss's PROVIDER_ERROR says so in its message). */
const TRANSIENT_CODES = new Set(['PROVIDER_ERROR', 'IDEMPOTENT_REQUEST_PROCESSING']);

const TossError = z.object({ code: z.string(), message: z.string() });

const TossPayment = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  cancels: z.array(z.object({ canceledAt: z.iso.datetime({ offset: true }) })).nullish(),
});
type TossPayment = z.infer<typeof TossPayment>;

const TossBilling = z.object({ billingKey: z.string(), cardCompany: z.string().nullish() });

const fail = (failure: ProviderFailure, code: string, message: string) => new PaymentProviderError(failure, code, message);

/** What a Toss error answer means for the caller: 5xx and throttling are "later", the codes say the rest. */
function failureOf(status: number, code: string): ProviderFailure {
  if (status >= 500 || status === 429 || TRANSIENT_CODES.has(code)) return ProviderFailure.unavailable;
  return DECLINED_CODES.has(code) ? ProviderFailure.declined : ProviderFailure.rejected;
}

function requireKrw(money: Money): void {
  if (money.currency !== Currency.KRW) throw fail(ProviderFailure.rejected, 'CURRENCY_NOT_SUPPORTED', `Toss takes KRW, not ${money.currency}`);
}

/** Toss takes registered cards, so its billing-key methods are always there. */
export type TossProvider = PaymentProvider & Required<Pick<PaymentProvider, 'issueBillingKey' | 'chargeBillingKey'>>;

/**
 * Toss Payments as a PaymentProvider. Confirm and billing charges carry an Idempotency-Key derived
 * from the payment, so a retry after a lost answer gets the first answer back instead of
 * ALREADY_PROCESSED_PAYMENT.
 */
export function createTossProvider({ secretKey, baseUrl = 'https://api.tosspayments.com', timeoutMs = 10_000, fetch: fetchImpl = fetch }: TossOptions): TossProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function post<T>(schema: z.ZodType<T>, path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization, 'content-type': 'application/json' };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${root}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw fail(ProviderFailure.unavailable, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', `Toss ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `Toss ${path} answered ${status} with a body that is not JSON`);
    }
    if (status < 200 || status >= 300) {
      const error = TossError.safeParse(json);
      if (!error.success) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `Toss ${path} answered ${status} without an error code`);
      throw fail(failureOf(status, error.data.code), error.data.code, error.data.message);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `Toss ${path} answered ${status} with an unexpected body`);
    return parsed.data;
  }

  /** A DONE payment of exactly our order and amount, or an error: a mismatch is never credited. */
  function confirmation(order: PaymentOrder, payment: TossPayment): Confirmation {
    if (payment.status !== 'DONE') {
      throw fail(ProviderFailure.declined, `STATUS_${payment.status}`, `Toss payment ${payment.paymentKey} is ${payment.status}, not DONE`);
    }
    if (!payment.approvedAt) throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `Toss payment ${payment.paymentKey} is DONE without approvedAt`);
    if (payment.orderId !== order.orderId || payment.totalAmount !== order.money.amount || payment.currency !== Currency.KRW) {
      throw fail(
        ProviderFailure.rejected,
        'PAYMENT_MISMATCH',
        `Toss payment ${payment.paymentKey} is ${payment.orderId} ${payment.totalAmount} ${payment.currency}, expected ${order.orderId} ${order.money.amount} KRW`,
      );
    }
    return { paymentKey: payment.paymentKey, approvedAt: new Date(payment.approvedAt), money: { amount: payment.totalAmount, currency: Currency.KRW } };
  }

  return {
    name: ProviderName.toss,
    currencies: [Currency.KRW],

    async begin(order) {
      requireKrw(order.money);
      return {};
    },

    async confirm(order, { paymentKey }) {
      requireKrw(order.money);
      if (!paymentKey) throw fail(ProviderFailure.rejected, 'MISSING_PAYMENT_KEY', 'A Toss confirm needs the paymentKey of the success redirect');
      const body = { paymentKey, orderId: order.orderId, amount: order.money.amount };
      return confirmation(order, await post(TossPayment, '/v1/payments/confirm', body, `confirm-${paymentKey}`));
    },

    async cancel({ paymentKey, money, reason, idempotencyKey }) {
      requireKrw(money);
      const payment = await post(TossPayment, `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason: reason }, idempotencyKey);
      const canceledAt = payment.cancels?.at(-1)?.canceledAt;
      if (payment.status !== 'CANCELED' || !canceledAt) {
        throw fail(ProviderFailure.unavailable, 'INVALID_RESPONSE', `Toss cancel of ${paymentKey} answered status ${payment.status}`);
      }
      return { cancelledAt: new Date(canceledAt) };
    },

    async issueBillingKey(customerKey, card) {
      const billing = await post(TossBilling, '/v1/billing/authorizations/card', {
        customerKey,
        cardNumber: card.number,
        cardExpirationYear: card.expiryYear,
        cardExpirationMonth: card.expiryMonth,
        cardPassword: card.passwordFirstTwo,
        customerIdentityNumber: card.identityNumber,
      });
      // Toss answers a masked number ("43301234****123*"): the last four come from what we sent.
      return { billingKey: billing.billingKey, lastFour: card.number.slice(-4), ...(billing.cardCompany ? { issuer: billing.cardCompany } : {}) };
    },

    async chargeBillingKey({ billingKey, customerKey }, order) {
      requireKrw(order.money);
      const body = { customerKey, amount: order.money.amount, orderId: order.orderId, orderName: order.orderName };
      return confirmation(order, await post(TossPayment, `/v1/billing/${encodeURIComponent(billingKey)}`, body, `charge-${order.orderId}`));
    },
  };
}
