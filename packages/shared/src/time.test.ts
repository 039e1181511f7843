import { describe, expect, it } from 'vitest';
import { nthBusinessDayAfter } from './business-days.ts';
import {
  addDays,
  dayOf,
  endOfKoreanDay,
  formatDateTime,
  formatDay,
  formatDocumentTime,
  formatPickerDateTime,
  formatTime,
  instantOfWallTime,
  isRealDay,
  isTimeZone,
  koreanDayOf,
  koreanDayStart,
  koreanMidnight,
  parsePickerDateTime,
  wallClockOf,
} from './time.ts';

// Some ICU versions put a narrow no-break space before AM/PM; the product writes a plain one.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('Korean days at their edges', () => {
  it('14:59 UTC is 23:59 of the same Korean day, 15:00 UTC is 00:00 of the next', () => {
    expect(koreanDayOf('2026-11-28T14:59:59.999Z')).toBe('2026-11-28');
    expect(koreanDayOf('2026-11-28T15:00:00.000Z')).toBe('2026-11-29');
    expect(wallClockOf('2026-11-28T14:59:00Z')).toMatchObject({ hour: 23, minute: 59 });
    expect(wallClockOf('2026-11-28T15:00:00Z')).toMatchObject({ hour: 0, minute: 0, day: 29 });
  });

  it('a notice published at 00:30 in Seoul is dated that Korean day, not the UTC day before', () => {
    const published = '2026-11-28T15:30:00.000Z';
    expect(formatDay(published, 'ko')).toBe('2026. 11. 29.');
    expect(formatDay(published, 'en')).toBe('Nov 29, 2026');
    expect(formatDateTime(published, 'ko')).toBe('2026. 11. 29. 오전 12:30');
    expect(formatDateTime(published, 'en')).toBe('Nov 29, 2026, 12:30 AM');
    // The same instant read in UTC, for a member who picked it.
    expect(formatDay(published, 'en', 'UTC')).toBe('Nov 28, 2026');
  });

  it('a Korean day starts at 15:00 UTC the day before and ends a millisecond before the next starts', () => {
    expect(koreanMidnight('2026-11-29').toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(koreanMidnight('2026-11-29', 1).toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(endOfKoreanDay('2026-11-29').toISOString()).toBe('2026-11-29T14:59:59.999Z');
    expect(koreanDayStart(new Date('2026-11-28T15:00:00Z')).toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(koreanDayStart(new Date('2026-11-28T14:59:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('counts business days in Korean days across a holiday and a year end', () => {
    // Chuseok 2026: 24–26 September (Thu–Sat); the 28th is a Monday.
    const chuseok = new Set(['2026-09-24', '2026-09-25', '2026-09-26']);
    expect(nthBusinessDayAfter('2026-09-23', 1, chuseok)).toBe('2026-09-28');
    // Paid at 00:10 KST on the 23rd (15:10 UTC on the 22nd): the count starts from the Korean day.
    expect(nthBusinessDayAfter(koreanDayOf('2026-09-22T15:10:00Z'), 1, chuseok)).toBe('2026-09-28');
    expect(nthBusinessDayAfter(koreanDayOf('2026-09-22T14:50:00Z'), 1, chuseok)).toBe('2026-09-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('dates in the viewer’s time zone', () => {
  const moments = ['2026-01-05T00:04:00Z', '2026-11-26T02:59:00Z', '2026-11-26T03:00:00Z', '2026-12-31T23:09:00Z', '2027-07-04T09:30:00Z'];
  const zones = ['Asia/Seoul', 'UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata'];

  it('writes a date and time exactly as Intl’s medium date with a short time does, in any zone', () => {
    for (const moment of moments)
      for (const timeZone of zones)
        for (const locale of ['ko', 'en'] as const) {
          const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(moment));
          expect(formatDateTime(moment, locale, timeZone)).toBe(plain(intl));
          expect(formatDay(moment, locale, timeZone)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(moment)));
          expect(formatTime(moment, locale, timeZone)).toBe(plain(new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(moment))));
        }
  });

  it('follows daylight saving where the zone has it', () => {
    expect(dayOf('2026-03-08T06:59:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(wallClockOf('2026-03-08T06:59:00Z', 'America/New_York').hour).toBe(1);
    expect(wallClockOf('2026-03-08T07:00:00Z', 'America/New_York').hour).toBe(3);
  });

  it('writes a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2026-11-29', 'ko', 'America/Los_Angeles')).toBe('2026. 11. 29.');
  });

  it('writes documents numerically, naming the zone', () => {
    expect(formatDocumentTime('2026-11-28T15:30:00Z')).toBe('2026-11-29 00:30 (Asia/Seoul)');
    expect(formatDocumentTime('2026-11-28T15:30:00Z', 'UTC')).toBe('2026-11-28 15:30 (UTC)');
  });

  it('shows what it cannot read as it came, and knows real zones and days', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDay('2026-1-5', 'ko')).toBe('2026-1-5');
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isRealDay('2026-02-28')).toBe(true);
    expect(isRealDay('2026-02-30')).toBe(false);
  });
});

describe('the date picker’s text (SPEC §9)', () => {
  // 2026-12-01 12:00 in Seoul is a Tuesday.
  const noonInSeoul = new Date('2026-12-01T03:00:00Z');

  it('shows a moment as yy.MM.dd.eee HH:mm in the viewer’s zone and language', () => {
    expect(formatPickerDateTime(noonInSeoul, 'ko')).toBe('26.12.01.화 12:00');
    expect(formatPickerDateTime(noonInSeoul, 'en')).toBe('26.12.01.Tue 12:00');
    expect(formatPickerDateTime(noonInSeoul, 'en', 'America/New_York')).toBe('26.11.30.Mon 22:00');
  });

  it('reads back exactly what it shows, in both languages', () => {
    expect(parsePickerDateTime('26.12.01.화 12:00')).toEqual(noonInSeoul);
    expect(parsePickerDateTime('26.12.01.Tue 12:00')).toEqual(noonInSeoul);
    for (const zone of ['Asia/Seoul', 'UTC', 'America/New_York', 'Asia/Kolkata']) {
      for (const locale of ['ko', 'en'] as const) {
        expect(parsePickerDateTime(formatPickerDateTime(noonInSeoul, locale, zone), zone), `${locale} ${zone}`).toEqual(noonInSeoul);
      }
    }
  });

  it('forgives a missing weekday, the other language’s weekday, full years, other separators and spacing', () => {
    for (const typed of [
      '26.12.01 12:00',
      '26.12.1 12:00',
      '26.12.01.Tue 12:00',
      '26.12.01.tuesday 12:00',
      '26.12.01.화요일 12:00',
      '26.12.01(화) 12:00',
      '26.12.01 (Tue) 12:00',
      '2026.12.01 12:00',
      '2026-12-01 12:00',
      '2026/12/1 12:00',
      '  26.12.01.화   12:00 ',
      '26.12.01.화12:00',
    ]) {
      expect(parsePickerDateTime(typed), typed).toEqual(noonInSeoul);
    }
  });

  it('reads the typed wall clock in the viewer’s zone', () => {
    expect(parsePickerDateTime('26.12.01 12:00', 'UTC')).toEqual(new Date('2026-12-01T12:00:00Z'));
    expect(parsePickerDateTime('26.07.01 12:00', 'America/New_York')).toEqual(new Date('2026-07-01T16:00:00Z'));
    expect(parsePickerDateTime('26.12.01 12:00', 'America/New_York')).toEqual(new Date('2026-12-01T17:00:00Z'));
  });

  it('refuses what is no date: a day that does not exist, a wrong weekday, a skipped hour, garbage', () => {
    for (const typed of [
      '',
      'tomorrow',
      '26.13.01 12:00',
      '26.02.30 12:00',
      '26.12.01 24:00',
      '26.12.01 12:60',
      '26.12.01.수 12:00',
      '26.12.01.Wed 12:00',
      '26.12.01',
      '12:00',
      '26.12.0112:00',
      '26.12-01 12:00',
      '26.12.01.xy 12:00',
    ]) {
      expect(parsePickerDateTime(typed), typed).toBeNull();
    }
    // 2:30 on 8 March 2026 does not happen in New York: the clocks skip from 2:00 to 3:00.
    expect(parsePickerDateTime('26.03.08 02:30', 'America/New_York')).toBeNull();
  });

  it('finds the instant of a wall clock on both sides of a daylight-saving change', () => {
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 1, minute: 30 }, 'America/New_York')).toEqual(new Date('2026-03-08T06:30:00Z'));
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, 'America/New_York')).toEqual(new Date('2026-03-08T07:00:00Z'));
    expect(instantOfWallTime({ year: 2026, month: 11, day: 29, hour: 0, minute: 30 })).toEqual(new Date('2026-11-28T15:30:00Z'));
  });
});
