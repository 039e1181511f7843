import { Arch, FDI_TEETH } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, spanPath, toothPlaces, type Point, type ToothPlace } from './arch-geometry.ts';

const all = [...toothPlaces(Arch.Maxilla), ...toothPlaces(Arch.Mandible)];
const at = (tooth: number) => {
  const place = all.find((p) => p.tooth === tooth);
  if (!place) throw new Error(`tooth ${tooth} is not drawn`);
  return place;
};

/** Even-odd ray casting: is the point inside the polygon? */
function inside(polygon: Point[], q: Point): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [a, b] = [polygon[i], polygon[j]] as [Point, Point];
    if (a.y > q.y !== b.y > q.y && q.x < ((b.x - a.x) * (q.y - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

/** Points along the sides of a square of `side` units centred on the tooth, turned with the arch. */
function squareAround(place: ToothPlace, side: number): Point[] {
  const h = side / 2;
  const points: Point[] = [];
  for (let k = 0; k <= 20; k++) {
    const u = -h + (side * k) / 20;
    for (const [a, b] of [[u, -h], [u, h], [-h, u], [h, u]] as const) {
      points.push({
        x: place.centre.x + place.along.x * a + place.inward.x * b,
        y: place.centre.y + place.along.y * a + place.inward.y * b,
      });
    }
  }
  return points;
}

describe('dental arch geometry', () => {
  it('draws each of the 32 permanent teeth once', () => {
    expect(all.map((p) => p.tooth).sort((a, b) => a - b)).toEqual([...FDI_TEETH]);
  });

  it("puts the patient's right on the viewer's left, quadrant by quadrant", () => {
    const xs = (teeth: number[]) => teeth.map((t) => at(t).centre.x);
    const increasing = (v: number[]) => v.every((x, i) => i === 0 || x > (v[i - 1] ?? -Infinity));
    expect(increasing(xs([18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]))).toBe(true);
    expect(increasing(xs([48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]))).toBe(true);
  });

  it('opens the upper arch downward and the lower arch upward, the upper above the lower', () => {
    expect(at(11).centre.y).toBeLessThan(at(14).centre.y);
    expect(at(14).centre.y).toBeLessThan(at(18).centre.y);
    expect(at(41).centre.y).toBeGreaterThan(at(44).centre.y);
    expect(at(44).centre.y).toBeGreaterThan(at(48).centre.y);
    const lowestUpper = Math.max(...toothPlaces(Arch.Maxilla).flatMap((p) => p.hit.map((q) => q.y)));
    const highestLower = Math.min(...toothPlaces(Arch.Mandible).flatMap((p) => p.hit.map((q) => q.y)));
    expect(lowestUpper).toBeLessThan(highestLower);
    // Each side mirrors the other across the midline.
    expect(at(16).centre.x + at(26).centre.x).toBeCloseTo(CHART_WIDTH, 6);
    expect(at(16).centre.y).toBeCloseTo(at(26).centre.y, 6);
  });

  it('draws molars wider than premolars, and premolars wider than incisors', () => {
    for (const q of [1, 2, 3, 4]) {
      const width = (p: number) => at(q * 10 + p).width;
      expect(width(6)).toBeGreaterThan(width(4));
      expect(width(4)).toBeGreaterThan(width(1));
      expect(at(q * 10 + 6).kind).toBe('molar');
      expect(at(q * 10 + 1).kind).toBe('incisor');
    }
  });

  it('keeps every tap area inside the view box', () => {
    for (const p of all.flatMap((place) => place.hit)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(CHART_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(CHART_HEIGHT);
    }
  });

  it('gives every tooth a tap area of its own that holds a 32 × 32 px square on a 390 px phone (chart 358 px wide)', () => {
    const pxPerUnit = 358 / CHART_WIDTH;
    const side = 32 / pxPerUnit;
    for (const place of all) {
      const square = squareAround(place, side);
      expect(square.every((q) => inside(place.hit, q)), `tooth ${place.tooth}`).toBe(true);
      for (const other of all) {
        if (other !== place) expect(square.some((q) => inside(other.hit, q)), `tooth ${place.tooth} in ${other.tooth}`).toBe(false);
      }
    }
  });

  it('draws a bridge along the arch from the middle of one end tooth to the middle of the other', () => {
    const path = spanPath(Arch.Maxilla, 14, 16);
    const numbers = path.slice(1).split('L').map((pair) => pair.split(' ').map(Number));
    const [first, last] = [numbers[0], numbers[numbers.length - 1]];
    const near = (p: number[] | undefined, q: Point) => Math.hypot((p?.[0] ?? NaN) - q.x, (p?.[1] ?? NaN) - q.y) < 0.2;
    expect(near(first, at(16).centre) || near(first, at(14).centre)).toBe(true);
    expect(near(last, at(14).centre) || near(last, at(16).centre)).toBe(true);
    expect(numbers.length).toBeGreaterThan(3);
    expect(spanPath(Arch.Maxilla, 14, 36)).toBe('');
  });
});
