import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format.ts';

// Some ICU versions put a narrow no-break space before AM/PM; the app writes a plain one.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('dates on screen', () => {
  const moments = ['2026-01-05T00:04:00', '2026-11-26T11:59:00', '2026-11-26T12:00:00', '2026-12-31T23:09:00', '2027-07-04T09:30:00'];

  it('writes a date and time exactly as the Korean and English medium date with a short time', () => {
    for (const moment of moments)
      for (const locale of ['ko', 'en'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment));
        expect(formatDateTime(new Date(moment).toISOString(), locale)).toBe(plain(intl));
      }
  });

  it('writes a calendar day as the medium date, whatever the time zone', () => {
    for (const day of ['2026-01-05', '2026-11-26', '2027-12-31'])
      for (const locale of ['ko', 'en'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
        expect(formatDay(day, locale)).toBe(intl);
      }
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDay('2026-1-5', 'ko')).toBe('2026-1-5');
  });
});
