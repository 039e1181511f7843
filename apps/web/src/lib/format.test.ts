import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format.ts';
import { setViewerTimeZone } from './time-zone.ts';

describe('dates on screen', () => {
  it('are read in Korean time until the member picks another zone', () => {
    const published = '2026-11-28T15:30:00.000Z';
    setViewerTimeZone(null);
    expect(formatDay(published, 'ko')).toBe('2026. 11. 29.');
    expect(formatDateTime(published, 'en')).toBe('Nov 29, 2026, 12:30 AM');
    setViewerTimeZone('America/New_York');
    expect(formatDay(published, 'en')).toBe('Nov 28, 2026');
    expect(formatDateTime(published, 'en')).toBe('Nov 28, 2026, 10:30 AM');
    setViewerTimeZone('Not/AZone');
    expect(formatDay(published, 'ko')).toBe('2026. 11. 29.');
  });

  it('write a calendar day as it is, whatever the zone', () => {
    setViewerTimeZone('Pacific/Honolulu');
    expect(formatDay('2026-11-29', 'ko')).toBe('2026. 11. 29.');
    setViewerTimeZone(null);
  });
});
