// Time (decision 0031): every instant is stored and sent in UTC (ISO 8601 with Z) and shown in the
// viewer's time zone, Asia/Seoul unless the member picked another in my page. The product's own
// calendar is Korea's: business days, deadlines, expiries, day ranges of statements and "today" of
// the operator's figures are Korean days, whatever zone the viewer reads them in. Both sides format
// dates here and nowhere else; nothing cuts an ISO string to get a day.
import type { Locale } from './lang.ts';

/** The product's calendar and the viewer's zone when none was picked. */
export const KOREA_TIME_ZONE = 'Asia/Seoul';
/** Korea keeps UTC+9 all year (no daylight saving since 1988), so its days are computed without Intl. */
const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** A calendar day, `YYYY-MM-DD`: a day of a calendar, not an instant. */
export type CalendarDay = string;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDay = (value: string): value is CalendarDay => CALENDAR_DAY.test(value);

/** What a wall clock shows at an instant in a zone. `weekday` 0 is Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const fromShiftedUtc = (shifted: Date): WallClock => ({
  year: shifted.getUTCFullYear(),
  month: shifted.getUTCMonth() + 1,
  day: shifted.getUTCDate(),
  hour: shifted.getUTCHours(),
  minute: shifted.getUTCMinutes(),
  weekday: shifted.getUTCDay(),
});

/** One Intl format per zone: building one loads zone data, and a list formats a date per row. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short' });
    zoneFormats.set(timeZone, format);
  }
  return format;
}
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether `zone` is an IANA time zone this runtime knows ("Asia/Seoul", "America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** The instant an ISO timestamp names; anything else (a loose "2026-1-5") is no instant, not a local-time guess. */
const instantOf = (at: Date | string): Date => (typeof at !== 'string' ? at : ISO_INSTANT.test(at) ? new Date(at) : new Date(Number.NaN));

/** The wall clock of `at` in `timeZone`; Korea's and UTC's by arithmetic, others through Intl. */
export function wallClockOf(at: Date | string, timeZone: string = KOREA_TIME_ZONE): WallClock {
  const instant = instantOf(at);
  if (timeZone === KOREA_TIME_ZONE) return fromShiftedUtc(new Date(instant.getTime() + KOREA_OFFSET_MS));
  if (timeZone === 'UTC') return fromShiftedUtc(instant);
  const parts = Object.fromEntries(zoneFormat(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS_EN.indexOf(parts.weekday ?? ''),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const dayText = (year: number, month: number, day: number): CalendarDay => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

/** The calendar day `at` falls on in `timeZone` (Korea's by default). */
export function dayOf(at: Date | string, timeZone: string = KOREA_TIME_ZONE): CalendarDay {
  const clock = wallClockOf(at, timeZone);
  return dayText(clock.year, clock.month, clock.day);
}

/** The Korean calendar day of an instant: the day business rules count in. */
export const koreanDayOf = (at: Date | string): CalendarDay => dayOf(at, KOREA_TIME_ZONE);

/** The instant a Korean calendar day starts (00:00 KST), `plusDays` later when given. */
export const koreanMidnight = (day: CalendarDay, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00Z`) - KOREA_OFFSET_MS + plusDays * DAY_MS);

/** The last instant of a Korean calendar day (23:59:59.999 KST). */
export const endOfKoreanDay = (day: CalendarDay): Date => new Date(koreanMidnight(day, 1).getTime() - 1);

/** The start of the Korean day `at` falls on. */
export const koreanDayStart = (at: Date): Date => koreanMidnight(koreanDayOf(at));

/** The calendar day `n` days after `day` (before, when negative). */
export const addDays = (day: CalendarDay, n: number): CalendarDay => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS), 'UTC');

/** The same day `months` months earlier, or that month's last day when it is shorter (31 March → 28/29 February). */
export function monthsBefore(day: CalendarDay, months: number): CalendarDay {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const daysThen = new Date(Date.UTC(year, month - months, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, month - 1 - months, Math.min(date, daysThen))), 'UTC');
}

/** The weekday of a calendar day: 0 Sunday … 6 Saturday. */
export const weekdayOfDay = (day: CalendarDay): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether a calendar day exists (2026-02-30 does not). */
export function isRealDay(day: string): day is CalendarDay {
  if (!isCalendarDay(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && addDays(day, 0) === day;
}

// --- Writing dates for people -----------------------------------------------------------------

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day as the locale's medium date writes it ("2026. 11. 29." / "Nov 29, 2026"), written
 * by hand: the first Intl date format of a page loads the locale's calendar data, a long task on a
 * phone, and the public pages show dates on their first render.
 */
function writeDay(year: number, month: number, day: number, locale: Locale): string {
  return locale === 'ko' ? `${year}. ${month}. ${day}.` : `${MONTHS_EN[month - 1]} ${day}, ${year}`;
}

function writeClock(hour: number, minute: number, locale: Locale): string {
  const clock = `${hour % 12 || 12}:${two(minute)}`;
  return locale === 'ko' ? `${hour < 12 ? '오전' : '오후'} ${clock}` : `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The day of `value` as the locale writes it. A calendar day (`YYYY-MM-DD`) is written as it is; an
 * instant (ISO string or Date) as the day it falls on in `timeZone`. An unreadable value is returned
 * unchanged rather than hidden.
 */
export function formatDay(value: Date | string, locale: Locale, timeZone: string = KOREA_TIME_ZONE): string {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return writeDay(Number(day[1]), Number(day[2]), Number(day[3]), locale);
  }
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const clock = wallClockOf(instant, timeZone);
  return writeDay(clock.year, clock.month, clock.day, locale);
}

/** Date and time in `timeZone`: "2026. 11. 29. 오전 12:30" / "Nov 29, 2026, 12:30 AM". */
export function formatDateTime(value: Date | string, locale: Locale, timeZone: string = KOREA_TIME_ZONE): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const c = wallClockOf(instant, timeZone);
  const day = writeDay(c.year, c.month, c.day, locale);
  return locale === 'ko' ? `${day} ${writeClock(c.hour, c.minute, locale)}` : `${day}, ${writeClock(c.hour, c.minute, locale)}`;
}

/** The time of day in `timeZone`: "오후 3:05" / "3:05 PM". */
export function formatTime(value: Date | string, locale: Locale, timeZone: string = KOREA_TIME_ZONE): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const c = wallClockOf(instant, timeZone);
  return writeClock(c.hour, c.minute, locale);
}

/**
 * "2026-11-29 00:30 (Asia/Seoul)": numeric and naming its zone, for documents that are printed and
 * kept (PDFs, statements) and read the same in both languages.
 */
export function formatDocumentTime(value: Date | string, timeZone: string = KOREA_TIME_ZONE): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const c = wallClockOf(instant, timeZone);
  return `${dayText(c.year, c.month, c.day)} ${two(c.hour)}:${two(c.minute)} (${timeZone})`;
}

/** "00:30" in `timeZone`, 24-hour: statements list a day's entries by time. */
export function formatClock24(value: Date | string, timeZone: string = KOREA_TIME_ZONE): string {
  const c = wallClockOf(value, timeZone);
  return `${two(c.hour)}:${two(c.minute)}`;
}

// --- The date picker's text (SPEC §9) -----------------------------------------------------------

/** A moment as a wall clock reads it, without the weekday (which follows from the day). */
export type WallTime = Omit<WallClock, 'weekday'>;

/**
 * The instant at which the wall clock of `timeZone` reads `time`: Korea's by arithmetic, other zones
 * by correcting a first guess with the zone's offset there (twice, for a guess across a daylight-saving
 * change). A wall time a zone skips (its spring-forward hour) lands an hour off; callers that need the
 * exact time read the answer back with `wallClockOf`.
 */
export function instantOfWallTime(time: WallTime, timeZone: string = KOREA_TIME_ZONE): Date {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  if (timeZone === KOREA_TIME_ZONE) return new Date(asUtc - KOREA_OFFSET_MS);
  if (timeZone === 'UTC') return new Date(asUtc);
  const offsetAt = (instant: number) => {
    const c = wallClockOf(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - Math.floor(instant / 60_000) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  return new Date(second);
}

const PICKER_WEEKDAYS: Record<Locale, readonly string[]> = { ko: ['일', '월', '화', '수', '목', '금', '토'], en: WEEKDAYS_EN };
const WEEKDAYS_EN_FULL = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A moment as the date picker shows it (SPEC §9, yy.MM.dd.eee HH:mm) in `timeZone`:
 * "26.12.01.화 12:00" / "26.12.01.Tue 12:00".
 */
export function formatPickerDateTime(value: Date, locale: Locale, timeZone: string = KOREA_TIME_ZONE): string {
  const c = wallClockOf(value, timeZone);
  return `${two(c.year % 100)}.${two(c.month)}.${two(c.day)}.${PICKER_WEEKDAYS[locale][c.weekday]} ${two(c.hour)}:${two(c.minute)}`;
}

/** Which weekday (0 Sunday) a typed name means in either language: "화", "화요일", "Tue", "tues", "Tuesday"; -1 for none. */
function weekdayNamed(name: string): number {
  const korean = /^([일월화수목금토])(?:요일)?$/.exec(name);
  if (korean) return PICKER_WEEKDAYS.ko.indexOf(korean[1] ?? '');
  const english = name.toLowerCase();
  return english.length >= 2 ? WEEKDAYS_EN_FULL.findIndex((full) => full.startsWith(english)) : -1;
}

// Year (2 or 4 digits), month and day with . - or / between; then an optional weekday in either
// language ("화", "(화)", "Tue", ".Tuesday"); then the time, 24-hour.
const PICKER_TEXT = /^(\d{4}|\d{2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{1,2})\.?(?:\s*[.,]?\s*\(?\s*([A-Za-z]+|[일월화수목금토](?:요일)?)\s*\)?\.?)?(\s*)(\d{1,2})\s*:\s*(\d{2})$/;

/**
 * What a member typed into the date picker, read as a wall clock in `timeZone` (the viewer's, Korea's
 * unless they picked another): the shown format ("26.12.01.화 12:00"), and forgivingly the same
 * without the weekday, with the weekday in the other language, in full years or with - or /. A date
 * that does not exist, a time a daylight-saving change skips, or a weekday that is not the date's (which
 * of the two was meant cannot be known) is no date: null.
 */
export function parsePickerDateTime(text: string, timeZone: string = KOREA_TIME_ZONE): Date | null {
  const match = PICKER_TEXT.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, yearText = '', , monthText, dayText_, weekdayText, gap, hourText, minuteText] = match;
  // Without a weekday between them, the day and the hour need a space ("26.12.0112:00" is a typo).
  if (!weekdayText && gap === '') return null;
  const time: WallTime = {
    year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText),
    month: Number(monthText),
    day: Number(dayText_),
    hour: Number(hourText),
    minute: Number(minuteText),
  };
  if (time.hour > 23 || time.minute > 59 || !isRealDay(dayText(time.year, time.month, time.day))) return null;
  const instant = instantOfWallTime(time, timeZone);
  const read = wallClockOf(instant, timeZone);
  if (read.day !== time.day || read.hour !== time.hour || read.minute !== time.minute) return null;
  if (weekdayText && weekdayNamed(weekdayText) !== read.weekday) return null;
  return instant;
}
