// The design check's failing places as marks on the viewer's models (issue 29): each kind of fault
// in a colour of its own, the legend's counts from the same list. Places come from the report
// (decision 0043: at most 20 per check), thin places from the thinnest samples below the prescription.
import type { DesignCheck } from '@dcm/shared/mesh/design-check';
import type { ViewerMark } from './components/MeshViewer.tsx';

export const MARK_KINDS = ['boundary', 'nonManifold', 'flipped', 'triangle', 'thin'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export const MARK_COLOURS: Record<MarkKind, string> = {
  boundary: '#dc2626',
  nonManifold: '#4f46e5',
  flipped: '#d97706',
  triangle: '#0891b2',
  thin: '#c026d3',
};

export interface CheckMarks {
  marks: ViewerMark[];
  /** How many places of each kind are marked, for the legend. */
  counts: Record<MarkKind, number>;
}

/** The marks of the checks of the files in `fileIds` (the files shown), only for checks that failed. */
export function checkMarksOf(checks: readonly DesignCheck[], fileIds: ReadonlySet<string>): CheckMarks {
  const marks: ViewerMark[] = [];
  const counts: Record<MarkKind, number> = { boundary: 0, nonManifold: 0, flipped: 0, triangle: 0, thin: 0 };
  const add = (check: DesignCheck, kind: MarkKind, points: ReadonlyArray<readonly [number, number, number]>) => {
    // Over the model, as pins are: a thin spot often lies on the inner surface, behind the outer one.
    points.forEach((point, n) => marks.push({ id: `${check.fileId}:${kind}:${n}`, fileId: check.fileId, point: [point[0], point[1], point[2]], colour: MARK_COLOURS[kind], onTop: true }));
    counts[kind] += points.length;
  };
  for (const check of checks) {
    const report = check.report;
    if (!fileIds.has(check.fileId) || report?.status !== 'ok') continue;
    const places = report.analysis.places;
    add(check, 'boundary', places.boundaryEdges.map((p) => p.at));
    add(check, 'nonManifold', places.nonManifoldEdges.map((p) => p.at));
    add(check, 'flipped', places.inconsistentEdges.map((p) => p.at));
    add(check, 'triangle', [...places.degenerateTriangles, ...places.duplicateTriangles].map((p) => p.at));
    const thickness = report.thickness;
    const prescribed = thickness?.prescribedMinMm;
    if (thickness && prescribed && thickness.pass === false) add(check, 'thin', thickness.thinnest.filter((p) => p.thicknessMm < prescribed).map((p) => p.at));
  }
  return { marks, counts };
}
