import { describe, expect, it } from 'vitest';
import { isBusinessDay, nthBusinessDayAfter } from './business-days.ts';
import { endOfKoreanDay } from './time.ts';

const none = new Set<string>();

describe('business days', () => {
  it('skips weekends: 10 business days after a Monday is the Monday two weeks on', () => {
    expect(nthBusinessDayAfter('2026-11-23', 10, none)).toBe('2026-12-07');
  });

  it('skips holidays of the table: Chuseok 2026 pushes the tenth business day back by its weekdays', () => {
    const chuseok = new Set(['2026-09-24', '2026-09-25', '2026-09-26']);
    expect(nthBusinessDayAfter('2026-09-21', 10, none)).toBe('2026-10-05');
    expect(nthBusinessDayAfter('2026-09-21', 10, chuseok)).toBe('2026-10-07');
  });

  it('counts from a weekend or holiday day as from the day before the next business day', () => {
    expect(nthBusinessDayAfter('2026-11-21', 1, none)).toBe('2026-11-23');
    expect(isBusinessDay('2026-11-21', none)).toBe(false);
  });

  it('ends a Korean day at 23:59:59.999 in Seoul', () => {
    expect(endOfKoreanDay('2026-12-07').toISOString()).toBe('2026-12-07T14:59:59.999Z');
  });
});
