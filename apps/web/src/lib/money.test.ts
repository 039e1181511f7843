import { Currency } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, groupAmountInput, groupDigits } from './money.ts';

const samples = [0, 1, 12, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991];

describe('money on screen', () => {
  it('groups digits exactly as the Korean and English number formats do', () => {
    for (const n of [...samples, ...samples.map((n) => -n).filter(Boolean)]) {
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('ko-KR').format(n));
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    }
  });

  it('writes won and dollars as the currency formats do, negative amounts included', () => {
    const won = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'KRW' });
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const n of [...samples.slice(0, 9), 5, 1_999, -1_999, -12_345]) {
      expect(formatMoney(n, Currency.KRW, 'ko')).toBe(`${new Intl.NumberFormat('ko-KR').format(n)}원`);
      expect(formatMoney(n, Currency.KRW, 'en')).toBe(won.format(n));
      expect(formatMoney(n, Currency.USD, 'ko')).toBe(dollars.format(n / 100));
      expect(formatMoney(n, Currency.USD, 'en')).toBe(dollars.format(n / 100));
    }
  });

  it('drops the cents of a whole dollar amount only when asked', () => {
    expect(formatMoney(1_000, Currency.USD, 'en', { whole: true })).toBe('$10');
    expect(formatMoney(1_050, Currency.USD, 'en', { whole: true })).toBe('$10.50');
    expect(formatMoney(-123_400, Currency.USD, 'ko', { whole: true })).toBe('-$1,234');
  });

  it('groups a typed amount and writes exchange rates to the cent', () => {
    expect(groupAmountInput('1234567.5')).toBe('1,234,567.5');
    expect(groupAmountInput('.5')).toBe('0.5');
    expect(formatRate(138_520, 'ko')).toBe('1,385.20원');
    expect(formatRate(138_520, 'en')).toBe('₩1,385.20');
  });
});
