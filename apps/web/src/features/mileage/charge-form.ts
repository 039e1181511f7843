// What the charge form offers and starts from: the quick-add steps, the provider's window beside the
// registered cards, and the amount a payment lacked (`?amount&currency`).
import { Currency, type PaymentOptions } from '@dcm/shared';

/** Quick-add steps in minor units: 10,000 / 50,000 / 100,000 won; 10 / 50 / 100 dollars. */
export const QUICK_ADD: Record<Currency, readonly number[]> = { [Currency.KRW]: [10_000, 50_000, 100_000], [Currency.USD]: [1_000, 5_000, 10_000] };

/** The method that pays in the provider's window, where the others are registered cards' ids. */
export const WINDOW = 'window';

/** The amount to start with: what a payment lacked, raised to one charge's minimum; only in the member's currency. */
export function prefillOf(start: URLSearchParams, options: PaymentOptions): { amount: number; raised: boolean } | null {
  const amount = Number(start.get('amount'));
  if (start.get('currency') !== options.currency || !Number.isInteger(amount) || amount <= 0) return null;
  return amount < options.min ? { amount: options.min, raised: true } : { amount, raised: false };
}
