import { describe, expect, it } from 'vitest';
import { prescribedMinThicknessOf } from './min-thickness.ts';

describe('prescribedMinThicknessOf', () => {
  it('reads the Korean row, with or without the space, and its unit', () => {
    expect(prescribedMinThicknessOf([{ title: '최소 두께', value: '0.5 mm' }])).toBe(0.5);
    expect(prescribedMinThicknessOf([{ title: '최소두께', value: '0.6mm' }])).toBe(0.6);
    expect(prescribedMinThicknessOf([{ title: ' 최소  두께 ', value: '0.7' }])).toBe(0.7);
  });

  it('reads the English names whatever their case, dots or a unit in the title', () => {
    expect(prescribedMinThicknessOf([{ title: 'Minimum thickness', value: '0.4 MM' }])).toBe(0.4);
    expect(prescribedMinThicknessOf([{ title: 'min thickness', value: '1' }])).toBe(1);
    expect(prescribedMinThicknessOf([{ title: 'Min. thickness (mm)', value: '0,8' }])).toBe(0.8);
    expect(prescribedMinThicknessOf([{ title: '최소 두께(mm)', value: '.5' }])).toBe(0.5);
  });

  it('takes the smallest when several rows (several referrals) prescribe one', () => {
    const rows = [
      { title: '시멘트 갭', value: '0.03 mm' },
      { title: '최소 두께', value: '0.8 mm' },
      { title: 'minimum thickness', value: '0.5 mm' },
    ];
    expect(prescribedMinThicknessOf(rows)).toBe(0.5);
  });

  it('is null without such a row, or when its value is not a positive number in mm', () => {
    expect(prescribedMinThicknessOf([])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '시멘트 갭', value: '0.03 mm' }])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '최소 두께', value: '충분히' }])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '최소 두께', value: '0 mm' }])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '최소 두께', value: '0.5 cm' }])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '최소 두께', value: '0.5-0.7 mm' }])).toBeNull();
    expect(prescribedMinThicknessOf([{ title: '최소 두께 교합면', value: '0.5 mm' }])).toBeNull();
  });
});
