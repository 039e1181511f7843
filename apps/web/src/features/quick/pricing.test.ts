import { describe, expect, it } from 'vitest';
import { deadlineTooSoon, earliestDeadline, offeredTypes, quickTotal } from './pricing.ts';

const terms = {
  prices: [
    { type: 'zirconia_crown', KRW: 50_000, USD: 4_000 },
    { type: 'inlay', KRW: 30_000, USD: null },
  ],
  minDeadlineHours: 24,
};

describe('quick pricing', () => {
  it('totals the lines at the published price of the client’s currency, in minor units', () => {
    expect(quickTotal(terms, [{ type: 'zirconia_crown', count: 3 }, { type: 'inlay', count: 2 }], 'KRW')).toBe(210_000);
    expect(quickTotal(terms, [{ type: 'zirconia_crown', count: 3 }], 'USD')).toBe(12_000);
  });

  it('has no total when a type has no price in the currency', () => {
    expect(quickTotal(terms, [{ type: 'inlay', count: 1 }], 'USD')).toBeNull();
    expect(offeredTypes(terms, 'USD')).toEqual([{ type: 'zirconia_crown', price: 4_000 }]);
  });

  it('refuses a deadline earlier than the published hours from now', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(earliestDeadline(terms, now).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(deadlineTooSoon(terms, new Date('2026-11-27T09:30:00.000Z'), now)).toBe(true);
    expect(deadlineTooSoon(terms, new Date('2026-11-27T10:00:00.000Z'), now)).toBe(false);
  });
});
