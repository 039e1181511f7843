import type { DesignCheck } from '@dcm/shared/mesh/design-check';
import { describe, expect, it } from 'vitest';
import { checkMarksOf } from './check-marks.ts';

const place = (x: number) => ({ triangle: x, at: [x, 0, 0] as [number, number, number] });

const check = (fileId: string, minMm: number): DesignCheck => ({
  fileId,
  fileName: 'crown.stl',
  version: 1,
  status: 'done',
  prescribedMinMm: 0.4,
  checkedAt: '2027-03-05T01:00:00.000Z',
  report: {
    version: 1,
    status: 'ok',
    format: 'stl',
    analysis: {
      triangleCount: 12, vertexCount: 8, bounds: { min: [0, 0, 0], max: [1, 1, 1], size: [1, 1, 1] }, volumeMm3: 1, inverted: false, areaMm2: 6, shells: 1,
      boundaryEdges: 2, nonManifoldEdges: 0, inconsistentEdges: 1, degenerateTriangles: 1, duplicateTriangles: 1,
      watertight: false, manifold: true, consistentNormals: false,
      places: { boundaryEdges: [place(1), place(2)], nonManifoldEdges: [], inconsistentEdges: [place(3)], degenerateTriangles: [place(4)], duplicateTriangles: [place(5)] },
    },
    thickness: {
      samples: 8, hits: 8, minMm, p1Mm: minMm, prescribedMinMm: 0.4, belowPrescribed: 1, pass: minMm >= 0.4,
      thinnest: [{ at: [9, 9, 9], direction: [0, 0, 1], thicknessMm: minMm }, { at: [8, 8, 8], direction: [0, 0, 1], thicknessMm: 0.5 }],
    },
  },
});

describe('the design check’s marks on the viewer', () => {
  it('marks each failing place in its kind’s colour, thin places only below the prescription, on the files shown only', () => {
    const { marks, counts } = checkMarksOf([check('a', 0.2), check('b', 0.2)], new Set(['a']));
    expect(counts).toEqual({ boundary: 2, nonManifold: 0, flipped: 1, triangle: 2, thin: 1 });
    expect(marks.every((m) => m.fileId === 'a')).toBe(true);
    expect(marks.find((m) => m.id === 'a:thin:0')?.point).toEqual([9, 9, 9]);
    expect(new Set(marks.map((m) => m.id)).size).toBe(marks.length);
  });

  it('marks no thin place on a file whose walls pass', () => {
    expect(checkMarksOf([check('a', 0.45)], new Set(['a'])).counts.thin).toBe(0);
  });
});
