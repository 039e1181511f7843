// The date picker of SPEC §9 on react-datepicker: a moment shown as yy.MM.dd.eee HH:mm in the
// viewer's language and time zone, from the next half hour to the end of next year, on 30-minute
// steps, with holidays and other disabled days skipped (also by the arrow keys). Typing is allowed:
// what was typed is read when the field is left, and a date that cannot be read or chosen is refused
// there with input error code 1 (SPEC §5, §8), the typed text kept so it can be corrected.
import { checkPickedDate, DATE_INPUT_ERROR_CODE, DATE_STEP_MINUTES, latestPickable, type DateIssue } from '@dcm/shared';
import { addDays, format, isValid, parse, startOfDay, type Locale as DateLocale } from 'date-fns';
import { enUS, ko } from 'date-fns/locale';
import { useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/format.ts';
import { inputClass, type FieldA11y } from './Field.tsx';
import './DateTimePicker.css';

/** The product format (SPEC §9). */
export const DATE_DISPLAY_FORMAT = 'yy.MM.dd.eee HH:mm';

/** What typing may use: the product format first, then the same without the weekday or in full years. */
const TYPED_FORMATS = [DATE_DISPLAY_FORMAT, 'yy.MM.dd HH:mm', 'yy.M.d H:mm', 'yyyy.MM.dd HH:mm', 'yyyy.M.d H:mm', 'yyyy-MM-dd HH:mm', 'yyyy-M-d H:mm', 'yyyy/MM/dd HH:mm'];

const STEP_MS = DATE_STEP_MINUTES * 60_000;
const dateLocales = { ko, en: enUS } as const;
const NO_DAYS: ReadonlySet<string> = new Set();

/** The first step at or after `date`. Steps are counted in UTC, so they fall on the hour or half hour in every zone that does. */
export const ceilToStep = (date: Date): Date => new Date(Math.ceil(date.getTime() / STEP_MS) * STEP_MS);

/** The typed text read in one of the accepted formats, strictly: a weekday that does not match its date is not a date. */
export function parseTyped(text: string, locale: DateLocale): Date | null {
  const value = text.trim().replace(/\s+/g, ' ');
  for (const pattern of TYPED_FORMATS) {
    const date = parse(value, pattern, new Date(), { locale });
    if (isValid(date) && format(date, pattern, { locale }) === value) return date;
  }
  return null;
}

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
  const locale = dateLocales[language];
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
  const display = (date: Date) => format(date, DATE_DISPLAY_FORMAT, { locale });

  const limitsAt = (at: Date) => {
    const last = latestPickable(at);
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
    if (holidays.has(format(date, 'yyyy-MM-dd'))) return 'dateHoliday';
    return checkPickedDate(date, at, holidays);
  };

  /** The chosen day at the picked time, or its first free half hour when that time cannot be chosen. */
  const slotOn = (date: Date): Date | null => {
    if (!issueOf(date)) return date;
    const start = startOfDay(date);
    const end = addDays(start, 1);
    const free: Date[] = [];
    for (let slot = ceilToStep(start); slot < end; slot = new Date(slot.getTime() + STEP_MS)) {
      if (!issueOf(slot)) free.push(slot);
    }
    return free.find((slot) => slot >= date) ?? free.at(-1) ?? null;
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
    const typed = parseTyped(text, locale);
    if (!typed) return refuse('dateInvalid');
    const found = issueOf(typed, at);
    if (found) return refuse(found);
    setText(null);
    setIssue(null);
    emit(typed);
  };

  const change = (date: Date | null, event?: { type: string }) => {
    // Typing: take a readable, allowed moment at once; anything else waits for the field to be left.
    if (event?.type === 'change') {
      if (date && !issueOf(date)) emit(date);
      return;
    }
    setText(null);
    setIssue(null);
    emit(date ? (slotOn(date) ?? value) : null);
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
            selected={value}
            onChange={change}
            onChangeRaw={(event) => {
              if (event?.type === 'change' && event.target instanceof HTMLInputElement) {
                setText(event.target.value);
                setIssue(null);
              }
            }}
            value={text ?? undefined}
            dateFormat={TYPED_FORMATS}
            strictParsing
            locale={locale}
            showTimeSelect
            timeIntervals={DATE_STEP_MINUTES}
            timeFormat="HH:mm"
            timeCaption={t('datePicker.time')}
            minDate={earliest}
            maxDate={latest}
            filterDate={(day) => !holidays.has(format(day, 'yyyy-MM-dd'))}
            filterTime={(time) => !issueOf(time)}
            openToDate={value ?? earliest}
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
          className="react-datepicker-ignore-onclickoutside flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-surface text-ink hover:bg-sunken disabled:opacity-50"
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
