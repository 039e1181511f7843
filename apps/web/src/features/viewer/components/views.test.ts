import { describe, expect, it } from 'vitest';
import { DENTAL_VIEWS, frame, unionBounds, viewDirection } from './views.ts';

const close = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i] ?? NaN, 2));

describe('dental views', () => {
  it('looks occlusal from +Z, buccal from −Y, lingual from +Y, mesial from −X and distal from +X', () => {
    close(viewDirection('occlusal'), [0, 0, 1]);
    close(viewDirection('buccal'), [0, -1, 0]);
    close(viewDirection('lingual'), [0, 1, 0]);
    close(viewDirection('mesial'), [-1, 0, 0]);
    close(viewDirection('distal'), [1, 0, 0]);
  });

  it('gives every view a unit direction', () => {
    for (const view of [...DENTAL_VIEWS, 'home' as const]) expect(Math.hypot(...viewDirection(view))).toBeCloseTo(1, 9);
  });
});

describe('framing', () => {
  const cube = { min: [0, 0, 0], max: [10, 10, 10] } as { min: [number, number, number]; max: [number, number, number] };

  it('aims at the centre of the box and stands back along the view direction', () => {
    const { target, position, radius } = frame(cube, [0, 0, 1], 40, 1.5);
    close(target, [5, 5, 5]);
    expect(radius).toBeCloseTo(Math.sqrt(3) * 5, 6);
    close([position[0], position[1]], [5, 5]);
    expect(position[2]).toBeGreaterThan(10);
  });

  it('stands further back on a narrow (upright phone) screen than on a wide one', () => {
    expect(frame(cube, [0, 0, 1], 40, 0.5).distance).toBeGreaterThan(frame(cube, [0, 0, 1], 40, 1.5).distance);
  });

  it('frames several models as one box', () => {
    expect(unionBounds([cube, { min: [-5, 2, 1], max: [3, 20, 4] }])).toEqual({ min: [-5, 0, 0], max: [10, 20, 10] });
    expect(unionBounds([])).toBeNull();
  });
});
