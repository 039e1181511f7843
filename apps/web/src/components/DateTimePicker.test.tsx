import { DATE_INPUT_ERROR_CODE, instantOfWallTime } from '@dcm/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import { setViewerTimeZone } from '../lib/time-zone.ts';
import { DateTimePicker } from './DateTimePicker.tsx';

// The time list measures the month beside it; jsdom measures nothing.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setViewerTimeZone(null);
  vi.restoreAllMocks();
});

/** Next year: always inside the picker's range (this year and the next), always after now. */
const year = new Date().getFullYear() + 1;
const yy = String(year).slice(2);

/** A wall clock in Seoul, the zone of a member who never picked one (decision 0031); the tests run in UTC. */
const seoul = (month: number, day: number, hour: number, minute: number) => instantOfWallTime({ year, month, day, hour, minute });
/** The weekday of a day of next year, as the picker writes it. */
const weekdayOf = (month: number, day: number, locale: 'ko' | 'en') =>
  new Intl.DateTimeFormat(locale, { weekday: locale === 'ko' ? 'narrow' : 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));

interface HarnessProps {
  initial?: Date | null;
  holidays?: ReadonlySet<string>;
  onChange?: (value: Date | null) => void;
  onError?: (code: number) => void;
}

function Harness({ initial = null, holidays, onChange, onError }: HarnessProps) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <label htmlFor="when">When</label>
      <DateTimePicker
        id="when"
        value={value}
        holidays={holidays}
        onError={onError}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByLabelText('When') as HTMLInputElement;

/** Types into the field and leaves it, as a person does. */
function typeAndLeave(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.focusOut(input(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
}

const dayCell = (day: number) => document.querySelector<HTMLElement>(`.react-datepicker__day--${String(day).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`)!;

describe('date and time picker', () => {
  it('refuses a typed date it cannot read with “Date input not valid.” and input error code 1, keeping the text', () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    render(<Harness initial={seoul(3, 10, 10, 0)} onChange={onChange} onError={onError} />);

    typeAndLeave(`${yy}.13.45 10:00`);

    expect(screen.getByTestId('date-input-error').textContent).toBe('Date input not valid.');
    expect(onError).toHaveBeenCalledWith(DATE_INPUT_ERROR_CODE);
    expect(DATE_INPUT_ERROR_CODE).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().value).toBe(`${yy}.13.45 10:00`);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain('when-input-error');
  });

  it('takes a typed date in the product format or without the weekday, and shows it as yy.MM.dd.eee HH:mm', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    typeAndLeave(`${yy}.06.01 14:30`);

    expect(onChange).toHaveBeenLastCalledWith(seoul(6, 1, 14, 30));
    expect(screen.queryByTestId('date-input-error')).toBeNull();
    expect(input().value).toBe(`${yy}.06.01.${weekdayOf(6, 1, 'en')} 14:30`);
  });

  it('takes a date typed exactly as the placeholder shows it, weekday and all, in either language (the weekday of the other too)', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    typeAndLeave(`${yy}.06.01.${weekdayOf(6, 1, 'en')} 14:30`);
    expect(onChange).toHaveBeenLastCalledWith(seoul(6, 1, 14, 30));
    expect(screen.queryByTestId('date-input-error')).toBeNull();

    typeAndLeave(`${yy}.06.02.${weekdayOf(6, 2, 'ko')} 09:00`);
    expect(onChange).toHaveBeenLastCalledWith(seoul(6, 2, 9, 0));
    expect(input().value).toBe(`${yy}.06.02.${weekdayOf(6, 2, 'en')} 09:00`);

    await act(() => i18n.changeLanguage('ko'));
    typeAndLeave(`${yy}.06.03.${weekdayOf(6, 3, 'ko')} 10:30`);
    expect(onChange).toHaveBeenLastCalledWith(seoul(6, 3, 10, 30));
    expect(screen.queryByTestId('date-input-error')).toBeNull();
    expect(input().value).toBe(`${yy}.06.03.${weekdayOf(6, 3, 'ko')} 10:30`);
    expect(input().getAttribute('placeholder')).toMatch(/^예: \d{2}\.\d{2}\.\d{2}\.[일월화수목금토] \d{2}:\d{2}$/);
  });

  it('refuses a weekday that is not the date’s, in Korean with the Korean message', async () => {
    await i18n.changeLanguage('ko');
    const onError = vi.fn();
    render(<Harness onError={onError} />);
    const wrong = weekdayOf(6, 2, 'ko');
    typeAndLeave(`${yy}.06.01.${wrong} 14:30`);
    expect(screen.getByTestId('date-input-error').textContent).toBe('날짜 입력이 올바르지 않습니다.');
    expect(onError).toHaveBeenCalledWith(DATE_INPUT_ERROR_CODE);
  });

  it('reads and shows times in the member’s zone, not the browser’s', () => {
    setViewerTimeZone('America/New_York');
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    typeAndLeave(`${yy}.06.01 14:30`);
    // June in New York is EDT, UTC-4.
    expect(onChange).toHaveBeenLastCalledWith(new Date(Date.UTC(year, 5, 1, 18, 30)));
    expect(input().value).toBe(`${yy}.06.01.${weekdayOf(6, 1, 'en')} 14:30`);
  });

  it('shows the weekday in Korean on a Korean screen', async () => {
    await i18n.changeLanguage('ko');
    render(<Harness initial={seoul(6, 1, 9, 0)} />);
    expect(input().value).toBe(`${yy}.06.01.${weekdayOf(6, 1, 'ko')} 09:00`);
  });

  it('skips a holiday: the day is disabled, a click on it does nothing, and the arrow key steps over it', () => {
    const onChange = vi.fn();
    render(<Harness initial={seoul(5, 4, 10, 0)} holidays={new Set([`${year}-05-05`])} onChange={onChange} />);
    fireEvent.click(input());

    const holiday = dayCell(5);
    expect(holiday.getAttribute('aria-disabled')).toBe('true');
    expect(holiday.getAttribute('aria-label')).toMatch(/^Not available .*May 5th/);
    fireEvent.click(holiday);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(dayCell(4), { key: 'ArrowRight' });
    const next = document.querySelector('.react-datepicker__day--keyboard-selected');
    expect(next?.getAttribute('aria-label')).toMatch(/May 6th/);
    fireEvent.keyDown(next!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(seoul(5, 6, 10, 0));
  });

  it('refuses a typed holiday', () => {
    const onError = vi.fn();
    render(<Harness holidays={new Set([`${year}-05-05`])} onError={onError} />);
    typeAndLeave(`${yy}.05.05 10:00`);
    expect(screen.getByTestId('date-input-error').textContent).toBe('Holidays cannot be chosen.');
    expect(onError).toHaveBeenCalledWith(1);
  });

  it('offers only 30-minute steps and refuses a typed time between them', () => {
    const onError = vi.fn();
    render(<Harness initial={seoul(5, 4, 10, 0)} onError={onError} />);
    fireEvent.click(input());

    const times = [...document.querySelectorAll('.react-datepicker__time-list-item')].map((li) => li.textContent);
    expect(times).toHaveLength(48);
    expect(times.every((time) => /^\d{2}:(00|30)$/.test(time ?? ''))).toBe(true);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);

    fireEvent.keyDown(input(), { key: 'Escape' });
    typeAndLeave(`${yy}.05.04 10:15`);
    expect(screen.getByTestId('date-input-error').textContent).toBe('Choose a time on the hour or half hour.');
    expect(onError).toHaveBeenCalledWith(1);
  });

  it('picks the first free half hour of a day chosen before its time', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(input());
    // Move to June of next year with the month and year lists, then choose the 1st.
    act(() => {
      fireEvent.change(document.querySelector('.react-datepicker__year-select')!, { target: { value: String(year) } });
    });
    fireEvent.change(document.querySelector('.react-datepicker__month-select')!, { target: { value: '5' } });
    fireEvent.click(dayCell(1));
    expect(onChange).toHaveBeenLastCalledWith(seoul(6, 1, 0, 0));
  });

  it('offers only this year and the next in the year list', () => {
    render(<Harness />);
    fireEvent.click(input());
    const years = [...document.querySelectorAll('.react-datepicker__year-select option')].map((o) => o.textContent);
    expect(years).toEqual([String(year - 1), String(year)]);
  });
});
