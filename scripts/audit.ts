// The dependency audit of CI (issue 13): `npm audit` of what production installs, at high or worse.
// One check: passed when no high or critical advisory is reported, failed when one is. When the
// registry's advisory endpoint does not answer (a mirror that refuses the bulk POST, no network),
// nothing is known: the step says it was skipped and counts neither way. Writes `.tmp/audit.json`
// for scripts/test-summary.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export type AuditVerdict = { outcome: 'passed' | 'failed'; findings: string[] } | { outcome: 'skipped'; reason: string };

interface AuditReport {
  error?: unknown;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via?: unknown[] }>;
}

/** What `npm audit --json` printed, judged. */
export function judgeAudit(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { outcome: 'skipped', reason: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (report.error || !counts) return { outcome: 'skipped', reason: report.message?.split('\n')[0] ?? 'no report' };
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity})`);
  return (counts.high ?? 0) + (counts.critical ?? 0) > 0 ? { outcome: 'failed', findings } : { outcome: 'passed', findings: [] };
}

if (import.meta.main) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8', timeout: 120_000 });
  const verdict = judgeAudit(run.stdout ?? '');
  if (verdict.outcome === 'skipped') console.log(`dependency audit skipped: the advisory endpoint did not answer (${verdict.reason})`);
  else if (verdict.outcome === 'failed') console.log(`dependency audit FAILED: high or critical advisories in ${verdict.findings.join(', ')}`);
  else console.log('dependency audit passed: no high or critical advisory');
  fs.mkdirSync('.tmp', { recursive: true });
  fs.writeFileSync('.tmp/audit.json', JSON.stringify({ passed: verdict.outcome === 'passed' ? 1 : 0, failed: verdict.outcome === 'failed' ? 1 : 0 }));
  process.exitCode = verdict.outcome === 'failed' ? 1 : 0;
}
