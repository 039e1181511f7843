import type { ReferralData } from '@dcm/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { ValueRowsEditor, checkValueRows } from './ValueRowsEditor.tsx';

type Values = ReferralData['values'];

function Harness({ initial = [], onChange, errors }: { initial?: Values; onChange?: (next: Values) => void; errors?: Record<string, string> }) {
  const [value, setValue] = useState<Values>(initial);
  return (
    <ValueRowsEditor
      value={value}
      errors={errors}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const tooLong = 'At most 30 characters, spaces not counted.';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('numeric values editor', () => {
  it('adds a row ready to type into and removes it again', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText(/No values yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a value' }));
    expect(onChange).toHaveBeenLastCalledWith([{ title: '', value: '' }]);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Cement gap' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '0.03 mm' } });
    expect(onChange).toHaveBeenLastCalledWith([{ title: 'Cement gap', value: '0.03 mm' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove value 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('counts characters without spaces and refuses the 31st', () => {
    render(<Harness initial={[{ title: '', value: '' }]} />);
    const title = screen.getByLabelText('Title');
    const row = within(screen.getByTestId('value-row'));

    // 30 letters with spaces between them: the spaces do not count.
    const thirty = 'abcde '.repeat(6).trim();
    fireEvent.change(title, { target: { value: thirty } });
    expect(row.getByTestId('count-title-0').textContent).toBe('30/30, spaces not counted');
    expect(title.getAttribute('aria-invalid')).toBe('false');
    expect(row.queryByText(tooLong)).toBeNull();

    fireEvent.change(title, { target: { value: `${thirty} f` } });
    expect(row.getByTestId('count-title-0').textContent).toBe('31/30, spaces not counted');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(row.getByText(tooLong)).toBeTruthy();
    expect(checkValueRows([{ title: `${thirty} f`, value: '1' }])).toEqual({ 'values.0.title': 'maxWithoutSpaces' });

    // Korean counts by syllable: 30 syllables are fine, the 31st is not.
    const value = screen.getByLabelText('Value');
    const korean = `${'최소 두께 '.repeat(7)}두께`;
    fireEvent.change(value, { target: { value: korean } });
    expect(row.getByTestId('count-value-0').textContent).toBe('30/30, spaces not counted');
    expect(value.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(value, { target: { value: `${korean}요` } });
    expect(row.getByTestId('count-value-0').textContent).toBe('31/30, spaces not counted');
    expect(value.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the errors the form gives next to their field, in the member’s language', () => {
    render(<Harness initial={[{ title: 'Cement gap', value: '' }]} errors={{ 'values.0.value': 'required' }} />);
    const value = screen.getByLabelText('Value');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('stops adding at 20 values', () => {
    render(<Harness initial={Array.from({ length: 20 }, (_, i) => ({ title: `t${i}`, value: `${i}` }))} />);
    expect((screen.getByRole('button', { name: 'Add a value' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('20 of 20 values')).toBeTruthy();
  });

  it('offers the usual titles as suggestions', () => {
    render(<Harness initial={[{ title: '', value: '' }]} />);
    const list = document.getElementById(screen.getByLabelText('Title').getAttribute('list') ?? '');
    const options = [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    expect(options).toContain('Cement gap');
    expect(options).toContain('Minimum thickness');
    expect(options).toContain('Contact strength');
  });
});
