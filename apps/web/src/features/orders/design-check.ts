// How a design check's report reads (issue 29, decision 0043): the report of one mesh file turned
// into the checks a member reads, each passed, needing attention, or only a figure, so the panel,
// the viewer's legend and the summary line count the same things.
import type { DesignCheck } from '@dcm/shared/mesh/design-check';
import type { MeshReport } from '@dcm/shared/mesh/report';

export type CheckKey = 'watertight' | 'manifold' | 'normals' | 'degenerate' | 'duplicate' | 'shells' | 'size' | 'thickness';

export interface CheckRow {
  key: CheckKey;
  /** true passed, false needs attention, null a figure only (no rule to pass). */
  pass: boolean | null;
}

type OkReport = Extract<MeshReport, { status: 'ok' }>;

/** The checks of an analysed file, in the order the panel lists them. */
export function checksOf(report: OkReport): CheckRow[] {
  const a = report.analysis;
  const thickness = report.thickness;
  return [
    { key: 'watertight', pass: a.watertight },
    { key: 'manifold', pass: a.manifold },
    { key: 'normals', pass: a.consistentNormals && !a.inverted },
    { key: 'degenerate', pass: a.degenerateTriangles === 0 },
    { key: 'duplicate', pass: a.duplicateTriangles === 0 },
    { key: 'shells', pass: null },
    { key: 'size', pass: null },
    // Measured against a prescription it passes or fails; without one it is a figure.
    { key: 'thickness', pass: thickness?.pass ?? null },
  ];
}

/** What one file's check says overall: still running, passed, so many checks to look at, or not checkable. */
export type CheckVerdict = { kind: 'pending' } | { kind: 'passed' } | { kind: 'attention'; count: number } | { kind: 'failed'; reason: Extract<MeshReport, { status: 'failed' }>['reason'] };

export function verdictOf(check: DesignCheck): CheckVerdict {
  const report = check.report;
  if (check.status === 'pending' || !report) return { kind: 'pending' };
  if (report.status === 'failed') return { kind: 'failed', reason: report.reason };
  const count = checksOf(report).filter((row) => row.pass === false).length;
  return count === 0 ? { kind: 'passed' } : { kind: 'attention', count };
}

/** The checks grouped by version, newest first, each version's files in the server's order. */
export function byVersion(checks: readonly DesignCheck[]): Array<{ version: number; checks: DesignCheck[] }> {
  const versions = [...new Set(checks.map((c) => c.version))].sort((a, b) => b - a);
  return versions.map((version) => ({ version, checks: checks.filter((c) => c.version === version) }));
}

/** Whether the latest version has a file that needs the T-esigner's look (attention or not checkable). */
export function latestNeedsAttention(checks: readonly DesignCheck[]): boolean {
  const [latest] = byVersion(checks);
  return !!latest?.checks.some((c) => {
    const verdict = verdictOf(c);
    return verdict.kind === 'attention' || verdict.kind === 'failed';
  });
}
