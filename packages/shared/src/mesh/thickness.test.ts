import { describe, expect, it } from 'vitest';
import { bufferOf, cube, hollowBox, inEveryFormat, meshOf } from './fixtures.test-support.ts';
import { parseMesh } from './parse.ts';
import { ThicknessReport } from './report.ts';
import { measureThickness } from './thickness.ts';

const within1Percent = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(expected * 0.01);
};

describe('measureThickness', () => {
  it.each(inEveryFormat(hollowBox(0.3)))('measures 0.3 mm walls of a hollow box ($name) and fails a prescribed 0.5 mm', ({ format, bytes }) => {
    const report = measureThickness(parseMesh(bufferOf(bytes), format), { prescribedMinMm: 0.5 });
    expect(ThicknessReport.parse(report)).toEqual(report);
    within1Percent(report.minMm, 0.3);
    within1Percent(report.p1Mm, 0.3);
    expect(report.pass).toBe(false);
    expect(report.prescribedMinMm).toBe(0.5);
    expect(report.belowPrescribed).toBeGreaterThan(report.hits / 2);
    expect(report.thinnest).toHaveLength(20);
    const [thinnest] = report.thinnest;
    within1Percent(thinnest!.thicknessMm, 0.3);
    // A direction of unit length, at a point of the box's surfaces.
    expect(Math.hypot(...thinnest!.direction)).toBeCloseTo(1, 5);
    expect(thinnest!.at.every((x) => x >= 0 && x <= 10)).toBe(true);
  });

  it('passes the same walls against a prescribed 0.25 mm, and reports no verdict without a prescription', () => {
    const mesh = meshOf(hollowBox(0.3));
    expect(measureThickness(mesh, { prescribedMinMm: 0.25 })).toMatchObject({ pass: true, belowPrescribed: 0 });
    expect(measureThickness(mesh)).toMatchObject({ pass: null, prescribedMinMm: null, belowPrescribed: 0 });
  });

  it('measures a solid 10 mm cube as 10 mm thick, from the inside of its faces', () => {
    const report = measureThickness(meshOf(cube(4)));
    within1Percent(report.minMm, 10);
    expect(report.hits).toBe(report.samples);
  });

  it('measures a cube whose triangles face inwards the same way', () => {
    const inside = cube(4);
    inside.triangles = inside.triangles.map(([a, b, c]) => [a, c, b]);
    within1Percent(measureThickness(meshOf(inside)).minMm, 10);
  });

  it('samples at most the vertices asked for, the same ones every time', () => {
    const mesh = meshOf(hollowBox(0.3, 20));
    const first = measureThickness(mesh, { samples: 300 });
    expect(first.samples).toBeLessThanOrEqual(300);
    expect(first.samples).toBeGreaterThan(250);
    expect(measureThickness(mesh, { samples: 300 })).toEqual(first);
  });

  it('counts the rays that leave through a hole as missed, not as thin', () => {
    // The bottom's inner vertices look up through the missing top.
    const open = cube(4);
    open.triangles = open.triangles.slice(0, -32);
    const report = measureThickness(meshOf(open));
    expect(report.hits).toBeLessThan(report.samples);
    expect(report.minMm === null || report.minMm > 1).toBe(true);
  });
});
