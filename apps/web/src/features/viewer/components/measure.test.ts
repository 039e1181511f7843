import { describe, expect, it } from 'vitest';
import { distance, formatDistance, formatPoints, snapToVertex } from './measure.ts';
import { type Vec3 } from './views.ts';

describe('measuring on a model', () => {
  const triangle: [Vec3, Vec3, Vec3] = [
    [0, 0, 10],
    [10, 0, 10],
    [0, 10, 10],
  ];

  it('snaps a pick to the corner of the hit triangle nearest to it', () => {
    expect(snapToVertex([1.5, 2, 10], triangle)).toEqual([0, 0, 10]);
    expect(snapToVertex([7, 1, 10], triangle)).toEqual([10, 0, 10]);
    expect(snapToVertex([2, 6.5, 10], triangle)).toEqual([0, 10, 10]);
  });

  it('measures the straight distance between two points in millimetres with two decimals', () => {
    expect(formatDistance(distance([0, 0, 10], [10, 0, 10]))).toBe('10.00 mm');
    expect(formatDistance(distance([0, 0, 10], [10, 10, 10]))).toBe('14.14 mm');
    expect(formatDistance(distance([1, 2, 3], [1, 2, 3]))).toBe('0.00 mm');
  });

  it('shows the two points in millimetres, never as -0.00', () => {
    expect(formatPoints([0, -0.001, 10], [10.005, 0, 9.994])).toBe('(0.00, 0.00, 10.00) → (10.01, 0.00, 9.99)');
  });
});
