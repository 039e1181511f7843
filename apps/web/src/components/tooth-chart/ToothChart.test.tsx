import { EMPTY_SELECTION, FDI_TEETH, type TeethType, type ToothSelection } from '@dcm/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { ToothChart } from './ToothChart.tsx';

// The code tables come from the server; here all 32 teeth are named the way the server names them.
const teeth: TeethType[] = FDI_TEETH.map((tooth, sort) => ({
  code: String(tooth),
  name: `Tooth name ${tooth}`,
  arch: tooth < 30 ? 'maxilla' : 'mandible',
  sort,
}));
vi.mock('../../lib/codes.ts', () => ({ useTeethTypes: () => ({ data: teeth }) }));

/** The chart is controlled: this keeps its value and reports every change. */
function Harness({ onChange, initial = EMPTY_SELECTION }: { onChange?: (next: ToothSelection) => void; initial?: ToothSelection }) {
  const [value, setValue] = useState(initial);
  return (
    <ToothChart
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const tooth = (code: number) => screen.getByRole('button', { name: `${code} Tooth name ${code}` });
const description = () => screen.getByTestId('tooth-chart-description').textContent;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('tooth chart', () => {
  it('toggles a tooth with a tap and shows it pressed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(tooth(11).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tooth(11));
    expect(onChange).toHaveBeenLastCalledWith({ teeth: [11], bridges: [], bundles: [] });
    expect(tooth(11).getAttribute('aria-pressed')).toBe('true');
    expect(description()).toBe('Tooth 11');
    fireEvent.click(tooth(11));
    expect(tooth(11).getAttribute('aria-pressed')).toBe('false');
    expect(description()).toBe('No teeth selected');
  });

  it('joins 14 to 16 as a bridge in bridge mode and describes it in words', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bridge' }));
    fireEvent.click(tooth(14));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tooth(16));
    expect(onChange).toHaveBeenLastCalledWith({ teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] });
    for (const code of [14, 15, 16]) expect(tooth(code).getAttribute('aria-pressed')).toBe('true');
    expect(description()).toBe('Bridge 14–16');
    expect(screen.getByText('Units: 3')).toBeTruthy();
    expect(screen.getByTestId('bridge-bar-14-16')).toBeTruthy();
  });

  it('refuses a bridge across the arches with the translated reason', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bridge' }));
    fireEvent.click(tooth(16));
    fireEvent.click(tooth(36));
    expect(screen.getByRole('alert').textContent).toBe('A bridge spans 2 or more adjacent teeth of one arch.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gathers teeth into a bundle, lists it and removes it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bundle' }));
    fireEvent.click(tooth(46));
    fireEvent.click(tooth(47));
    fireEvent.click(screen.getByRole('button', { name: 'Make bundle' }));
    expect(description()).toBe('Bundle 46, 47');
    fireEvent.click(screen.getByRole('button', { name: 'Remove B1: 46, 47' }));
    expect(description()).toBe('Teeth 46, 47');
  });

  it('moves along the chart with the arrow keys and toggles with Space', () => {
    render(<Harness />);
    const first = tooth(18);
    expect(first.tabIndex).toBe(0);
    expect(tooth(17).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tooth(17));
    expect(tooth(17).tabIndex).toBe(0);
    fireEvent.keyDown(tooth(17), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tooth(47));
    fireEvent.keyDown(tooth(47), { key: ' ' });
    expect(tooth(47).getAttribute('aria-pressed')).toBe('true');
  });

  it('cancels a pending bridge with Escape', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bridge' }));
    fireEvent.click(tooth(14));
    fireEvent.keyDown(tooth(14), { key: 'Escape' });
    fireEvent.click(tooth(16));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects and clears a whole arch', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Select all upper' }));
    expect(screen.getByText('Units: 16')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear upper' }));
    expect(description()).toBe('No teeth selected');
  });

  it('draws each arch as a group of 16 toggle buttons showing their FDI numbers, the chart one Tab stop', () => {
    render(<Harness />);
    for (const [name, first, last] of [['Upper teeth (maxilla)', 18, 28], ['Lower teeth (mandible)', 48, 38]] as const) {
      const teethOfArch = within(screen.getByRole('group', { name })).getAllByRole('button');
      expect(teethOfArch).toHaveLength(16);
      expect(teethOfArch[0]?.getAttribute('aria-label')).toBe(`${first} Tooth name ${first}`);
      expect(teethOfArch[15]?.getAttribute('aria-label')).toBe(`${last} Tooth name ${last}`);
    }
    for (const code of FDI_TEETH) expect(tooth(code).textContent).toBe(String(code));
    expect(FDI_TEETH.filter((code) => tooth(code).tabIndex === 0)).toEqual([18]);
  });

  it('speaks Korean for a Korean member', async () => {
    await i18n.changeLanguage('ko');
    render(<Harness initial={{ teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] }} />);
    expect(description()).toBe('브릿지 14–16');
    expect(screen.getByRole('radio', { name: '브릿지' })).toBeTruthy();
  });
});
