// The built-in test provider (ARCHITECTURE §1 payments): used when no provider keys are set, so the
// embedded mode and the tests charge mileage without any network. It behaves like a real provider
// where it matters to the product: card data is checked (a wrong number, expiry or password is
// refused like a card company would), and a payment is confirmed for exactly the order's amount.
import crypto from 'node:crypto';
import { CURRENCIES } from '@dcm/shared';
import { PaymentProviderError, ProviderFailure, ProviderName, type BillingKey, type CardInput, type PaymentProvider } from './provider.ts';

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** A card password the test provider refuses, so "wrong card data" can be tried with a valid number. */
export const TEST_WRONG_PASSWORD = '00';

const key = (prefix: string, ...parts: string[]) => `${prefix}_${crypto.createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24)}`;

export function createTestProvider(now: () => Date = () => new Date()): PaymentProvider {
  const declined = (code: string, message: string) => new PaymentProviderError(ProviderFailure.declined, code, message);
  return {
    name: ProviderName.test,
    currencies: CURRENCIES,
    async begin() {
      return {};
    },
    // The payment key is derived from our order id, so confirming twice names the same payment.
    async confirm(order) {
      return { paymentKey: key('test', order.orderId), approvedAt: now(), money: order.money };
    },
    async cancel() {
      return { cancelledAt: now() };
    },
    async issueBillingKey(customerKey: string, card: CardInput): Promise<BillingKey> {
      if (!passesLuhn(card.number)) throw declined('INVALID_CARD_NUMBER', 'card number fails the checksum');
      const expiry = Date.UTC(2000 + Number(card.expiryYear), Number(card.expiryMonth), 1);
      if (!(expiry > now().getTime())) throw declined('INVALID_CARD_EXPIRATION', 'card expired');
      if (card.passwordFirstTwo === TEST_WRONG_PASSWORD) throw declined('INVALID_PASSWORD', 'wrong card password');
      return { billingKey: key('billing', customerKey, card.number), lastFour: card.number.slice(-4) };
    },
    async chargeBillingKey(billing, order) {
      return { paymentKey: key('test', billing.billingKey, order.orderId), approvedAt: now(), money: order.money };
    },
  };
}
