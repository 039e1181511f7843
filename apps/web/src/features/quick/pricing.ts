// What a quick request costs and when it may be due, read from the published terms (GET
// /api/v1/quick/prices) exactly as the server will: the price of each type in the client's currency,
// the total in minor units (integers only), the earliest deadline. The pages show these live; the
// server checks them again.
import { MAX_UNITS_PER_FORM, type Currency, type QuickItem, type QuickTerms } from '@dcm/shared';

/** At most this many lines (types) per quick request (the body's `items` limit). */
export const QUICK_ITEMS_MAX = 10;

/** The units one quick request may hold, all types together: one referral form's cap (SPEC §5). */
export const QUICK_UNITS_MAX = MAX_UNITS_PER_FORM;

/** The published price of `type` in `currency`, or null when it is not offered in it. */
export function priceOf(terms: Pick<QuickTerms, 'prices'>, type: string, currency: Currency): number | null {
  return terms.prices.find((p) => p.type === type)?.[currency] ?? null;
}

/** The types a client paying in `currency` may pick, in the table's order. */
export function offeredTypes(terms: Pick<QuickTerms, 'prices'>, currency: Currency): { type: string; price: number }[] {
  return terms.prices.flatMap((p) => (p[currency] === null ? [] : [{ type: p.type, price: p[currency] }]));
}

/** Each line's unit price and subtotal, and the total; null when a type has no price in `currency`. */
export function quickTotal(terms: Pick<QuickTerms, 'prices'>, items: readonly QuickItem[], currency: Currency): number | null {
  let total = 0;
  for (const item of items) {
    const price = priceOf(terms, item.type, currency);
    if (price === null) return null;
    total += price * item.count;
  }
  return total;
}

export const unitsOf = (items: readonly QuickItem[]): number => items.reduce((sum, item) => sum + item.count, 0);

/** The earliest deadline a client may pick now: `minDeadlineHours` ahead. */
export const earliestDeadline = (terms: Pick<QuickTerms, 'minDeadlineHours'>, now: Date): Date => new Date(now.getTime() + terms.minDeadlineHours * 3_600_000);

/** Whether `deadline` is too early to give a T-esigner the published turnaround. */
export const deadlineTooSoon = (terms: Pick<QuickTerms, 'minDeadlineHours'>, deadline: Date, now: Date): boolean => deadline < earliestDeadline(terms, now);
