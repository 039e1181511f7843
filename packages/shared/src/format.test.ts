import { describe, expect, it } from 'vitest';
import { formatBytes, formatCaseName, formatCount, formatMillimetres, formatWait, formatMoney, formatRate, formatRating, groupDigits, moneyCell } from './format.ts';
import { Currency } from './mileage/schema.ts';

const samples = [0, 1, 12, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991];

describe('numbers as members read them', () => {
  it('groups digits exactly as the Korean and English number formats do', () => {
    for (const n of [...samples, ...samples.map((n) => -n).filter(Boolean)]) {
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('ko-KR').format(n));
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-US').format(n));
      expect(formatCount(n)).toBe(groupDigits(n));
    }
  });

  it('writes won as 15,000원 in Korean and ₩15,000 in English, dollars as $12.50 in both', () => {
    expect(formatMoney(15_000, Currency.KRW, 'ko')).toBe('15,000원');
    expect(formatMoney(15_000, Currency.KRW, 'en')).toBe('₩15,000');
    expect(formatMoney(1_250, Currency.USD, 'ko')).toBe('$12.50');
    expect(formatMoney(1_250, Currency.USD, 'en')).toBe('$12.50');
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

  it('writes spreadsheet cells without symbols and exchange rates to the cent', () => {
    expect(moneyCell(15_000, Currency.KRW)).toBe('15000');
    expect(moneyCell(1_205, Currency.USD)).toBe('12.05');
    expect(moneyCell(-5, Currency.USD)).toBe('-0.05');
    expect(formatRate(138_520, 'ko')).toBe('1,385.20원');
    expect(formatRate(138_520, 'en')).toBe('₩1,385.20');
  });

  it('writes sizes without a trailing .0: 500 MB, 1.5 MB, 12 KB', () => {
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(12.3 * 1024)).toBe('12 KB');
    expect(formatBytes(800)).toBe('800 B');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('writes a rating out of ten, never out of five', () => {
    expect(formatRating(9)).toBe('9.0 / 10');
    expect(formatRating(8.46)).toBe('8.5 / 10');
    expect(formatRating(10)).toBe('10.0 / 10');
  });

  it('names a case by its first referral number and how many more, in the reader\'s language', () => {
    expect(formatCaseName(['2026-031'], 'ko')).toBe('의뢰서 번호 2026-031');
    expect(formatCaseName(['2026-031'], 'en')).toBe('Referral no. 2026-031');
    expect(formatCaseName([' 2026-031 ', '', '2026-032', '2026-033'], 'ko')).toBe('의뢰서 번호 2026-031 외 2건');
    expect(formatCaseName(['', '2026-032', '2026-033'], 'en')).toBe('Referral no. 2026-032 and 1 more');
    expect(formatCaseName(['', '  '], 'en')).toBeNull();
    expect(formatCaseName([], 'ko')).toBeNull();
  });

  it('says how long to wait in whole seconds, then minutes, rounded up', () => {
    expect(formatWait(30, 'ko')).toBe('30초');
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(59.2, 'en')).toBe('1 minute');
    expect(formatWait(61, 'ko')).toBe('2분');
    expect(formatWait(900, 'en')).toBe('15 minutes');
    expect(formatWait(3_600, 'en')).toBe('1 hour');
    expect(formatWait(3_601, 'ko')).toBe('2시간');
  });
});

describe('millimetres as a design check reads them', () => {
  it('writes two decimals with the unit, grouped, and never a negative zero', () => {
    expect(formatMillimetres(0.4)).toBe('0.40 mm');
    expect(formatMillimetres(0.456)).toBe('0.46 mm');
    expect(formatMillimetres(-0.001)).toBe('0.00 mm');
    expect(formatMillimetres(-0.25)).toBe('-0.25 mm');
    expect(formatMillimetres(1234.5, { digits: 1, unit: 'mm³' })).toBe('1,234.5 mm³');
    expect(formatMillimetres(12, { unit: null })).toBe('12.00');
  });

  it('writes a plus before a positive change when asked', () => {
    expect(formatMillimetres(0.12, { signed: true })).toBe('+0.12 mm');
    expect(formatMillimetres(0, { signed: true })).toBe('0.00 mm');
    expect(formatMillimetres(-0.12, { signed: true })).toBe('-0.12 mm');
  });
});
