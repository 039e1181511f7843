import { describe, expect, it } from 'vitest';
import { measureDeviation } from './deviation.ts';
import { cube, mapVertices, meshOf } from './fixtures.test-support.ts';

/** The cube grown (or shrunk) by `by` mm on every side, about its centre. */
const grown = (by: number) => mapVertices(cube(4), (p) => p.map((x) => (x - 5) * ((5 + by) / 5) + 5) as [number, number, number]);

describe('measureDeviation', () => {
  it('gives every corner of an unchanged mesh a distance of zero', () => {
    const map = measureDeviation(meshOf(cube(4)), meshOf(cube(4)));
    expect(map.distances).toHaveLength(cube(4).triangles.length * 3);
    expect(map.maxAbsMm).toBeLessThan(1e-5);
    expect(map.rmsMm).toBeLessThan(1e-5);
  });

  it('measures a version grown by 0.1 mm as outside the older by 0.1 mm, most at its corners', () => {
    const map = measureDeviation(meshOf(cube(4)), meshOf(grown(0.1)));
    expect(Math.min(...map.distances)).toBeGreaterThan(0.099);
    expect(map.minMm).toBeCloseTo(0.1, 4);
    // A corner moved 0.1 mm along each axis is √3 × 0.1 mm from the older cube's corner.
    expect(map.maxMm).toBeCloseTo(0.1 * Math.sqrt(3), 4);
    expect(map.maxAbsMm).toBe(map.maxMm);
    expect(map.largest!.distanceMm).toBe(map.maxMm);
    expect(map.largest!.at.map((x) => Math.abs(x - 5))).toEqual([5.1, 5.1, 5.1].map((x) => expect.closeTo(x, 4)));
    expect(map.meanMm).toBeGreaterThan(0.1);
    expect(map.meanMm).toBe(map.meanAbsMm);
    expect(map.rmsMm).toBeGreaterThanOrEqual(map.meanAbsMm);
  });

  it('measures a version shrunk by 0.2 mm as inside the older: 0.2 mm from its nearest face, negative', () => {
    const map = measureDeviation(meshOf(cube(4)), meshOf(grown(-0.2)));
    for (const d of map.distances) expect(d).toBeCloseTo(-0.2, 4);
    expect(map.maxMm).toBeCloseTo(-0.2, 4);
    expect(map.maxAbsMm).toBeCloseTo(0.2, 4);
    expect(map.meanMm).toBeCloseTo(-0.2, 4);
    expect(map.largest!.distanceMm).toBeCloseTo(-0.2, 4);
  });

  it('tells its progress, ending at 1', () => {
    const fractions: number[] = [];
    measureDeviation(meshOf(cube(4)), meshOf(grown(0.1)), { onProgress: (f) => fractions.push(f) });
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});
