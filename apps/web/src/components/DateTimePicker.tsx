// The date picker of SPEC §9 on react-datepicker: a moment shown as yy.MM.dd.eee HH:mm in the
// viewer's language and time zone (decision 0031: Korea's unless the member picked another), from the
// next half hour to the end of next year, on 30-minute steps, with holidays and other disabled days
// skipped (also by the arrow keys). Typing is allowed, in the shown format in either language and
// forgivingly (shared `parsePickerDateTime`): what was typed is read as it is typed and once more when
// the field is left, and a date that cannot be read or chosen is refused there with input error code 1
// (SPEC §5, §8), the typed text kept so it can be corrected.
//
// react-datepicker knows only the browser's clock, so it is given the viewer's wall clock dressed as a
// browser-local Date (`toWall`), and what it picks is read back as that wall clock in the viewer's zone
// (`fromWall`). It never parses typing itself: its date-fns parse throws on the product format (`yy`
// with `eee`), which emptied the field.
import { checkPickedDate, DATE_INPUT_ERROR_CODE, DATE_STEP_MINUTES, dayOf, formatPickerDateTime, instantOfWallTime, parsePickerDateTime, wallClockOf, type DateIssue } from '@dcm/shared';
import { format, isValid, startOfDay, type Locale as DateLocale } from 'date-fns';
import { enUS, ko } from 'date-fns/locale';
import { useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/format.ts';
import { useViewerTimeZone } from '../lib/time-zone.ts';
import { inputClass, type FieldA11y } from './Field.tsx';
import './DateTimePicker.css';

const STEP_MS = DATE_STEP_MINUTES * 60_000;
const dateLocales: Record<'ko' | 'en', DateLocale> = { ko, en: enUS };
const NO_DAYS: ReadonlySet<string> = new Set();

/** The first step at or after `date`. Steps are counted in UTC, so they fall on the hour or half hour in every zone that does. */
export const ceilToStep = (date: Date): Date => new Date(Math.ceil(date.getTime() / STEP_MS) * STEP_MS);

/** The viewer's wall clock at `at`, as the browser-local Date react-datepicker works with. */
const toWall = (at: Date, zone: string): Date => {
  const c = wallClockOf(at, zone);
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute);
};
/** The instant a browser-local Date from react-datepicker names, read as the viewer's wall clock. */
const fromWall = (wall: Date, zone: string): Date =>
  instantOfWallTime({ year: wall.getFullYear(), month: wall.getMonth() + 1, day: wall.getDate(), hour: wall.getHours(), minute: wall.getMinutes() }, zone);

/** Why a moment cannot be chosen: the shared rules, or outside this field's own limits. */
type PickIssue = DateIssue | 'beforeMin' | 'afterMax';

// A full-screen calendar on a phone (the popper has no room beside the field there).
const narrowQuery = '(max-width: 639px)';
const narrowList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(narrowQuery) : null);
function subscribe(onChange: () => void) {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
const useNarrowScreen = () => useSyncExternalStore(subscribe, () => narrowList()?.matches ?? false, () => false);

interface Props {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** The input's id when it is not inside a Field. */
  id?: string;
  /** From Field: the input's id, and its error and hint for screen readers. */
  a11y?: FieldA11y;
  /** The earliest moment (never before the next half hour). */
  min?: Date;
  /** The latest moment (never after the end of next year). */
  max?: Date;
  /** Calendar days (YYYY-MM-DD) that cannot be chosen: the holiday table. */
  holidays?: ReadonlySet<string>;
  /** Told when a typed date is refused (SPEC §8: input error code 1). */
  onError?: (code: typeof DATE_INPUT_ERROR_CODE) => void;
  disabled?: boolean;
}

export function DateTimePicker({ value, onChange, id, a11y, min, max, holidays = NO_DAYS, onError, disabled = false }: Props) {
  const { t } = useTranslation();
  const language = useLocale();
  const zone = useViewerTimeZone();
  const narrow = useNarrowScreen();
  const picker = useRef<DatePicker>(null);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The clock the limits follow, read again when the calendar opens and when typing is checked.
  const [now, setNow] = useState(() => new Date());
  // What was typed and not yet accepted; null shows the value in the product format.
  const [text, setText] = useState<string | null>(null);
  const [issue, setIssue] = useState<PickIssue | null>(null);

  const inputId = a11y?.id ?? id;
  const errorId = inputId ? `${inputId}-input-error` : undefined;
  const display = (date: Date) => formatPickerDateTime(date, language, zone);

  const limitsAt = (at: Date) => {
    // The end of next year in the viewer's calendar.
    const last = instantOfWallTime({ year: wallClockOf(at, zone).year + 1, month: 12, day: 31, hour: 23, minute: 30 }, zone);
    return { earliest: ceilToStep(min && min > at ? min : at), latest: max && max < last ? max : last };
  };
  const { earliest, latest } = limitsAt(now);

  const issueOf = (date: Date, at: Date = now): PickIssue | null => {
    if (!isValid(date)) return 'dateInvalid';
    const limits = limitsAt(at);
    if (date < limits.earliest) return 'beforeMin';
    if (date > limits.latest) return 'afterMax';
    // The holiday table holds Korean calendar days: the shared rule reads the moment in Korea, and the
    // calendar also greys out the day as the viewer sees it.
    if (holidays.has(dayOf(date, zone))) return 'dateHoliday';
    return checkPickedDate(date, at, holidays);
  };

  /** The chosen day (a wall date) at the picked time, or its first free half hour when that time cannot be chosen. */
  const slotOn = (wall: Date): Date | null => {
    const picked = fromWall(wall, zone);
    if (!issueOf(picked)) return picked;
    const start = startOfDay(wall);
    const free: Date[] = [];
    for (let step = 0; step < (24 * 60) / DATE_STEP_MINUTES; step += 1) {
      const slot = fromWall(new Date(start.getFullYear(), start.getMonth(), start.getDate(), 0, step * DATE_STEP_MINUTES), zone);
      if (!issueOf(slot)) free.push(slot);
    }
    return free.find((slot) => slot >= picked) ?? free.at(-1) ?? null;
  };

  const emit = (next: Date | null) => {
    if (next?.getTime() !== value?.getTime()) onChange(next);
  };

  const refuse = (found: PickIssue) => {
    setIssue(found);
    emit(null);
    onError?.(DATE_INPUT_ERROR_CODE);
  };

  /** Reads what was typed once the field is left. */
  const settle = () => {
    if (text === null) return;
    const at = new Date();
    setNow(at);
    if (text.trim() === '') {
      setText(null);
      setIssue(null);
      emit(null);
      return;
    }
    const typed = parsePickerDateTime(text, zone);
    if (!typed) return refuse('dateInvalid');
    const found = issueOf(typed, at);
    if (found) return refuse(found);
    setText(null);
    setIssue(null);
    emit(typed);
  };

  /** Typing: a readable, allowed moment is taken at once; anything else waits for the field to be left. */
  const readTyping = (typed: string) => {
    setText(typed);
    setIssue(null);
    const date = parsePickerDateTime(typed, zone);
    if (date && !issueOf(date)) emit(date);
  };

  /** A day or a time chosen in the calendar. */
  const pick = (wall: Date | null) => {
    setText(null);
    setIssue(null);
    emit(wall ? (slotOn(wall) ?? value) : null);
  };

  // Typing is read when focus leaves the input for anything but the open calendar.
  const leave = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !e.currentTarget.contains(next) || next === opener.current) settle();
  };

  const openCalendar = () => {
    setNow(new Date());
    picker.current?.setOpen(true);
    // Keyboard users land on the day, where the arrow keys move (and skip what cannot be chosen).
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus());
  };

  const message =
    issue === 'beforeMin'
      ? t('datePicker.beforeMin', { min: display(earliest) })
      : issue === 'afterMax'
        ? t('datePicker.afterMax', { max: display(latest) })
        : issue && t(`common:validation.${issue}`);
  const describedBy = [issue ? errorId : undefined, a11y?.['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div ref={box} className="dtp" onBlur={leave} data-testid="date-time-picker">
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <DatePicker
            ref={picker}
            id={inputId}
            selected={value && toWall(value, zone)}
            onChange={pick}
            onChangeRaw={(event) => {
              // A keystroke: React names it `change`, Preact (the production build, decision 0045) `input`.
              if ((event?.type !== 'change' && event?.type !== 'input') || !(event.target instanceof HTMLInputElement)) return;
              // Typing is read here, never by react-datepicker (see the top of this file).
              event.preventDefault();
              readTyping(event.target.value);
            }}
            value={text ?? (value ? display(value) : '')}
            locale={dateLocales[language]}
            showTimeSelect
            timeIntervals={DATE_STEP_MINUTES}
            timeFormat="HH:mm"
            timeCaption={t('datePicker.time')}
            minDate={toWall(earliest, zone)}
            maxDate={toWall(latest, zone)}
            filterDate={(day) => !holidays.has(format(day, 'yyyy-MM-dd'))}
            filterTime={(time) => !issueOf(fromWall(time, zone))}
            openToDate={toWall(value ?? earliest, zone)}
            showMonthDropdown
            showYearDropdown
            dropdownMode="select"
            dateFormatCalendar={language === 'ko' ? 'yyyy년 M월' : 'LLLL yyyy'}
            withPortal={narrow}
            preventOpenOnFocus={narrow}
            onCalendarOpen={() => setNow(new Date())}
            placeholderText={t('datePicker.example', { example: display(earliest) })}
            autoComplete="off"
            disabled={disabled}
            className={inputClass}
            aria-invalid={a11y?.['aria-invalid'] || issue ? 'true' : 'false'}
            aria-describedby={describedBy}
            previousMonthAriaLabel={t('datePicker.previousMonth')}
            nextMonthAriaLabel={t('datePicker.nextMonth')}
            previousMonthButtonLabel={t('datePicker.previousMonth')}
            nextMonthButtonLabel={t('datePicker.nextMonth')}
            chooseDayAriaLabelPrefix={t('datePicker.chooseDay')}
            disabledDayAriaLabelPrefix={t('datePicker.unavailableDay')}
            monthAriaLabelPrefix={t('datePicker.month')}
            ariaLabelClose={t('datePicker.close')}
            popperPlacement="bottom-start"
          />
        </div>
        <button
          ref={opener}
          type="button"
          onClick={openCalendar}
          disabled={disabled}
          aria-label={t('datePicker.open')}
          className="react-datepicker-ignore-onclickoutside flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface text-ink hover:bg-sunken disabled:opacity-50"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="pointer-events-none h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <rect x="3.5" y="5" width="17" height="15" rx="2" />
            <path d="M3.5 10h17M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {issue && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600" data-testid="date-input-error">
          {message}
        </p>
      )}
    </div>
  );
}
