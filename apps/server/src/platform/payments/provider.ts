// The payment provider behind mileage charges (ARCHITECTURE §1 payments; SPEC §3 Mileage and Card).
// One interface, three implementations: Toss Payments for KRW cards and billing keys, PayPal's Orders
// API for USD, and the built-in test provider when no keys are set (the web then says "test mode").
// Adapters speak their provider's HTTP API and nothing else: the ledger, the charge rows and the
// idempotency of our own routes live in modules/mileage.
import type { Currency, Money } from '@dcm/shared';

export const ProviderName = { test: 'test', toss: 'toss', paypal: 'paypal' } as const;
export type ProviderName = (typeof ProviderName)[keyof typeof ProviderName];

/** Why a provider call failed, as the caller must react to it. */
export const ProviderFailure = {
  /** The payer's side: card declined, wrong card data, payment abandoned or not approved. */
  declined: 'declined',
  /** Our side sent something the provider refuses (bad amount, unknown payment, already cancelled). */
  rejected: 'rejected',
  /** The provider could not be reached or answered 5xx/garbage: try again later, nothing is known. */
  unavailable: 'unavailable',
} as const;
export type ProviderFailure = (typeof ProviderFailure)[keyof typeof ProviderFailure];

export class PaymentProviderError extends Error {
  readonly failure: ProviderFailure;
  /** The provider's own code (Toss `code`, PayPal `details[0].issue` or `name`), for logs and support. */
  readonly providerCode: string;

  constructor(failure: ProviderFailure, providerCode: string, message: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.failure = failure;
    this.providerCode = providerCode;
  }
}

/** Our side of a payment: the charge row's id is the provider's order id, so a retry names the same payment. */
export interface PaymentOrder {
  /** Our charge id (6–64 chars of [A-Za-z0-9_-], which Toss requires of an orderId). */
  orderId: string;
  money: Money;
  /** What the payer sees on the provider's page, e.g. "Mileage charge 50,000 KRW". */
  orderName: string;
}

/** Where the payer goes next to approve the payment; nothing for providers that confirm at once. */
export interface Checkout {
  /** PayPal: the order's `approve` link. */
  redirectUrl?: string;
  /** The provider's id of the payment being approved (PayPal order id), kept on the charge row. */
  providerOrderId?: string;
}

export interface Confirmation {
  /** The provider's key of the captured payment (Toss paymentKey, PayPal capture id): what a cancel names. */
  paymentKey: string;
  approvedAt: Date;
  /** The amount the provider says it took; the caller checks it against the charge. */
  money: Money;
}

export interface CardInput {
  /** Digits only, 15–16 of them. */
  number: string;
  /** MM and YY. */
  expiryMonth: string;
  expiryYear: string;
  /** The first two digits of the card's password. */
  passwordFirstTwo: string;
  /** Birth date YYMMDD (personal card) or the 10-digit business number (corporate card). */
  identityNumber: string;
}

export interface BillingKey {
  billingKey: string;
  /** The last four digits, the only part of the number we keep. */
  lastFour: string;
  /** The issuer as the provider names it (e.g. "신한"), when it says. */
  issuer?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The currencies it takes: Toss KRW, PayPal USD, the test provider both. */
  readonly currencies: readonly Currency[];

  /**
   * Starts a payment the payer approves on the provider's page (PayPal: create order). Toss's payment
   * window is opened by its browser SDK, so Toss answers `{}` here. The test provider answers `{}`.
   */
  begin(order: PaymentOrder, urls: { returnUrl: string; cancelUrl: string }): Promise<Checkout>;

  /**
   * Takes the approved payment (Toss: confirm with the paymentKey from the success redirect;
   * PayPal: capture the order; test: confirms at once). Idempotent at the provider where it allows.
   */
  confirm(order: PaymentOrder, approval: { paymentKey?: string; providerOrderId?: string }): Promise<Confirmation>;

  /** Refunds a whole confirmed payment to the method it came from (Toss cancel, PayPal capture refund). */
  cancel(payment: { paymentKey: string; money: Money; reason: string; idempotencyKey: string }): Promise<{ cancelledAt: Date }>;

  /** Card registration as a billing key (Toss `billing/authorizations/card`); absent where unsupported. */
  issueBillingKey?(customerKey: string, card: CardInput): Promise<BillingKey>;

  /** Charges a registered card without the payer present (Toss `billing/{billingKey}`). */
  chargeBillingKey?(billing: { billingKey: string; customerKey: string }, order: PaymentOrder): Promise<Confirmation>;
}
