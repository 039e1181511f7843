// A local stand-in for Toss Payments' v1 API, for tests and offline development: the same routes,
// Basic auth, Idempotency-Key replay, Payment and Billing objects and `{ code, message }` errors as
// Toss, with payments kept in memory. What the browser SDK does (the payer finishing the payment
// window) is `authorize`; faults the real Toss may show (a 500, no answer at all) are `failNext`.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret key the fake accepts unless told another. */
export const TOSS_FAKE_SECRET_KEY = 'test_sk_fake';

/**
 * Card numbers the fake refuses at billing-key registration. Both pass the Luhn check; any other
 * Luhn-valid number with a future expiry is accepted, one that fails it is INVALID_CARD_NUMBER.
 */
export const TossFakeCards = {
  /** Accepted, like any other valid number. */
  good: '4330123412341235',
  /** REJECT_CARD_COMPANY: the card company refuses it. */
  declined: '4000000000000002',
  /** INVALID_STOPPED_CARD: the card is suspended. */
  stopped: '4000000000000010',
} as const;

/** Instead of doing its work, the fake answers this status and JSON body (or raw text), or never answers. */
export type TossFakeAnswer = { status: number; body?: unknown; raw?: string } | 'hang';

/** A Payment object as Toss answers it, with the fields the fake fills. */
export interface TossFakePayment {
  mId: string;
  version: string;
  paymentKey: string;
  type: 'NORMAL' | 'BILLING';
  orderId: string;
  orderName: string;
  currency: 'KRW';
  method: '카드';
  status: 'DONE' | 'CANCELED';
  totalAmount: number;
  balanceAmount: number;
  requestedAt: string;
  approvedAt: string;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey: string; cancelStatus: 'DONE' }[] | null;
}

export interface TossFake {
  /** Give this to createTossProvider as baseUrl. */
  baseUrl: string;
  secretKey: string;
  /** Payments confirmed or charged, by paymentKey. */
  payments: Map<string, TossFakePayment>;
  /** Every request received, as 'POST /v1/payments/confirm', for counting calls. */
  calls: string[];
  /**
   * The payer finished the payment window and Toss redirected to our success URL with these values:
   * the paymentKey becomes confirmable for exactly this orderId and amount.
   */
  authorize(paymentKey: string, orderId: string, amount: number): void;
  /**
   * Answers the next request whose path starts with `pathPrefix` (any request when omitted) with
   * `answer`, once. Such an answer is not kept for Idempotency-Key replay: a retry does the real work.
   */
  failNext(answer: TossFakeAnswer, pathPrefix?: string): void;
  close(): Promise<void>;
}

class TossFail {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  constructor(status: number, code: string, message: string) {
    this.status = status;
    this.code = code;
    this.message = message;
  }
}

/** Toss writes times in Korean time with an explicit offset, e.g. 2024-02-13T12:18:14+09:00. */
const kstNow = () => `${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

const str = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw new TossFail(400, 'INVALID_REQUEST', `${key} is required.`);
  return value;
};

const int = (body: Record<string, unknown>, key: string): number => {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw new TossFail(400, 'INVALID_REQUEST', `${key} must be a positive integer.`);
  return value;
};

/** Starts the fake on 127.0.0.1 and a free port (or the ones given). */
export async function startTossFake(options: { secretKey?: string; host?: string; port?: number } = {}): Promise<TossFake> {
  const secretKey = options.secretKey ?? TOSS_FAKE_SECRET_KEY;
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const payments = new Map<string, TossFakePayment>();
  const authorized = new Map<string, { orderId: string; amount: number }>();
  const billings = new Map<string, { customerKey: string }>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const faults: { answer: TossFakeAnswer; pathPrefix: string }[] = [];
  const calls: string[] = [];

  function newPayment(fields: Pick<TossFakePayment, 'paymentKey' | 'type' | 'orderId' | 'orderName' | 'totalAmount'>): TossFakePayment {
    if ([...payments.values()].some((p) => p.orderId === fields.orderId)) {
      throw new TossFail(400, 'DUPLICATED_ORDER_ID', 'This orderId was already approved or cancelled.');
    }
    const now = kstNow();
    const payment: TossFakePayment = {
      mId: 'tosspayments',
      version: '2022-11-16',
      currency: 'KRW',
      method: '카드',
      status: 'DONE',
      balanceAmount: fields.totalAmount,
      requestedAt: now,
      approvedAt: now,
      cancels: null,
      ...fields,
    };
    payments.set(payment.paymentKey, payment);
    return payment;
  }

  function confirm(body: Record<string, unknown>): TossFakePayment {
    const paymentKey = str(body, 'paymentKey');
    const orderId = str(body, 'orderId');
    const amount = int(body, 'amount');
    if (payments.has(paymentKey)) throw new TossFail(400, 'ALREADY_PROCESSED_PAYMENT', 'This payment has already been processed.');
    const approval = authorized.get(paymentKey);
    if (!approval) throw new TossFail(404, 'NOT_FOUND_PAYMENT', 'The payment does not exist.');
    if (approval.orderId !== orderId || approval.amount !== amount) {
      throw new TossFail(400, 'INVALID_REQUEST', 'The orderId or amount differs from the payment window.');
    }
    authorized.delete(paymentKey);
    return newPayment({ paymentKey, type: 'NORMAL', orderId, orderName: 'Payment window order', totalAmount: amount });
  }

  function cancel(paymentKey: string, body: Record<string, unknown>): TossFakePayment {
    const cancelReason = str(body, 'cancelReason');
    const payment = payments.get(paymentKey);
    if (!payment) throw new TossFail(404, 'NOT_FOUND_PAYMENT', 'The payment does not exist.');
    if (payment.status === 'CANCELED') throw new TossFail(400, 'ALREADY_CANCELED_PAYMENT', 'The payment was already cancelled.');
    const cancelAmount = payment.balanceAmount;
    payment.status = 'CANCELED';
    payment.balanceAmount = 0;
    payment.cancels = [{ cancelAmount, cancelReason, canceledAt: kstNow(), transactionKey: crypto.randomUUID(), cancelStatus: 'DONE' }];
    return payment;
  }

  function issueBillingKey(body: Record<string, unknown>) {
    const customerKey = str(body, 'customerKey');
    const cardNumber = str(body, 'cardNumber');
    const year = str(body, 'cardExpirationYear');
    const month = str(body, 'cardExpirationMonth');
    str(body, 'cardPassword');
    str(body, 'customerIdentityNumber');
    if (!/^\d{15,16}$/.test(cardNumber) || !luhnValid(cardNumber)) throw new TossFail(400, 'INVALID_CARD_NUMBER', 'Please check the card number again.');
    const expiresAfter = Date.UTC(2000 + Number(year), Number(month), 1);
    if (!/^\d{2}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month) || expiresAfter <= Date.now()) {
      throw new TossFail(400, 'INVALID_CARD_EXPIRATION', 'Please check the card expiration date information again.');
    }
    if (cardNumber === TossFakeCards.declined) throw new TossFail(403, 'REJECT_CARD_COMPANY', 'The card company refused the card.');
    if (cardNumber === TossFakeCards.stopped) throw new TossFail(400, 'INVALID_STOPPED_CARD', 'This card is suspended.');
    const billingKey = crypto.randomBytes(24).toString('base64url');
    billings.set(billingKey, { customerKey });
    const masked = `${cardNumber.slice(0, 8)}****${cardNumber.slice(12, -1)}*`;
    return {
      mId: 'tosspayments',
      customerKey,
      authenticatedAt: kstNow(),
      method: '카드',
      billingKey,
      cardCompany: '신한',
      cardNumber: masked,
      card: { issuerCode: '4V', acquirerCode: '41', number: masked, cardType: '신용', ownerType: '개인' },
    };
  }

  function chargeBillingKey(billingKey: string, body: Record<string, unknown>): TossFakePayment {
    const customerKey = str(body, 'customerKey');
    const totalAmount = int(body, 'amount');
    const orderId = str(body, 'orderId');
    const orderName = str(body, 'orderName');
    const billing = billings.get(billingKey);
    if (!billing) throw new TossFail(404, 'NOT_FOUND', 'The billing key does not exist.');
    if (billing.customerKey !== customerKey) throw new TossFail(403, 'NOT_MATCHES_CUSTOMER_KEY', 'The customerKey differs from the billing key’s.');
    return newPayment({ paymentKey: crypto.randomBytes(18).toString('base64url'), type: 'BILLING', orderId, orderName, totalAmount });
  }

  function route(method: string, path: string, body: Record<string, unknown>): unknown {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payments/confirm') return confirm(body);
    if (method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path))) return cancel(decodeURIComponent(m[1] ?? ''), body);
    if (method === 'POST' && path === '/v1/billing/authorizations/card') return issueBillingKey(body);
    if (method === 'POST' && (m = /^\/v1\/billing\/([^/]+)$/.exec(path))) return chargeBillingKey(decodeURIComponent(m[1] ?? ''), body);
    throw new TossFail(404, 'NOT_FOUND', `No route ${method} ${path}.`);
  }

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    calls.push(`${method} ${path}`);
    let text = '';
    for await (const chunk of req) text += chunk;

    const fault = faults.findIndex((f) => path.startsWith(f.pathPrefix));
    const injected = fault >= 0 ? faults.splice(fault, 1)[0]?.answer : undefined;
    if (injected === 'hang') return;
    if (injected?.raw !== undefined) return res.writeHead(injected.status, { 'content-type': 'text/plain' }).end(injected.raw);
    if (injected) return send(injected.status, injected.body ?? {});
    if (req.headers.authorization !== authorization) return send(401, { code: 'UNAUTHORIZED_KEY', message: 'The secret key is not authorised.' });

    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey = typeof idempotencyKey === 'string' ? `${method} ${path} ${idempotencyKey}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);

    let answer: { status: number; body: unknown };
    try {
      const body: unknown = text ? JSON.parse(text) : {};
      if (typeof body !== 'object' || body === null) throw new TossFail(400, 'INVALID_REQUEST', 'The body must be a JSON object.');
      answer = { status: 200, body: route(method, path, body as Record<string, unknown>) };
    } catch (error) {
      if (error instanceof SyntaxError) answer = { status: 400, body: { code: 'INVALID_REQUEST', message: 'The body is not JSON.' } };
      else if (error instanceof TossFail) answer = { status: error.status, body: { code: error.code, message: error.message } };
      else answer = { status: 500, body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: String(error) } };
    }
    // The same key, URL and method answer the first success again instead of acting twice. A refusal
    // did nothing, so it is not kept: a retry after the payer fixes things does the work.
    if (replayKey && answer.status < 300) replays.set(replayKey, { status: answer.status, body: structuredClone(answer.body) });
    send(answer.status, answer.body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${address}:${port}`,
    secretKey,
    payments,
    calls,
    authorize(paymentKey, orderId, amount) {
      authorized.set(paymentKey, { orderId, amount });
    },
    failNext(answer, pathPrefix = '') {
      faults.push({ answer, pathPrefix });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
