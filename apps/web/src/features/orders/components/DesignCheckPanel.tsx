// The design check of every CAD version (issue 29): for each delivered mesh file a summary line
// (passed, so many checks to look at, not checkable, or still checking) and each check with its
// figure, the wall thickness against the referral's prescription included. The latest version is
// open, earlier ones fold away. A T-esigner whose latest delivery needs a look is offered a new
// delivery when the order allows one (a replacement before the client answers, or a re-upload after a
// rework), else told what the client sees and when they may correct it.
import { formatCount, formatMillimetres } from '@dcm/shared';
import type { DesignCheck, DesignChecks } from '@dcm/shared/mesh/design-check';
import type { MeshReport } from '@dcm/shared/mesh/report';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, Info, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { byVersion, checksOf, latestNeedsAttention, verdictOf, type CheckRow, type CheckVerdict } from '../design-check.ts';

type OkReport = Extract<MeshReport, { status: 'ok' }>;

const VERDICT_LOOK: Record<CheckVerdict['kind'], { icon: LucideIcon; tone: string }> = {
  pending: { icon: LoaderCircle, tone: 'bg-sunken text-ink-muted ring-line' },
  passed: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  attention: { icon: CircleAlert, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-700 ring-red-200' },
};

const ROW_LOOK = {
  pass: { icon: CircleCheck, tone: 'text-emerald-700' },
  attention: { icon: CircleAlert, tone: 'text-amber-700' },
  info: { icon: Info, tone: 'text-ink-subtle' },
} as const;

/** "12.10 × 10.00 × 8.25 mm": the box's sides. */
const formatBox = (size: readonly number[]) => `${size.map((n) => formatMillimetres(n, { unit: null })).join(' × ')} mm`;

function VerdictLine({ verdict }: { verdict: CheckVerdict }) {
  const { t } = useTranslation('orders');
  const { icon: Icon, tone } = VERDICT_LOOK[verdict.kind];
  const text =
    verdict.kind === 'attention' ? t('designCheck.verdict.attention', { count: verdict.count }) : t(`designCheck.verdict.${verdict.kind}`);
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${tone}`} data-testid="design-check-verdict" data-verdict={verdict.kind}>
      <Icon aria-hidden className={`size-4 ${verdict.kind === 'pending' ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {text}
    </span>
  );
}

/** The figure of one check, in words and millimetres. */
function Figure({ row, report }: { row: CheckRow; report: OkReport }) {
  const { t } = useTranslation('orders');
  const a = report.analysis;
  switch (row.key) {
    case 'watertight':
      return t('designCheck.checks.watertight.figure', { count: a.boundaryEdges, n: formatCount(a.boundaryEdges) });
    case 'manifold':
      return t('designCheck.checks.manifold.figure', { count: a.nonManifoldEdges, n: formatCount(a.nonManifoldEdges) });
    case 'normals':
      return a.inverted ? t('designCheck.checks.normals.inverted') : t('designCheck.checks.normals.figure', { count: a.inconsistentEdges, n: formatCount(a.inconsistentEdges) });
    case 'degenerate':
      return t('designCheck.checks.triangles', { count: a.degenerateTriangles, n: formatCount(a.degenerateTriangles) });
    case 'duplicate':
      return t('designCheck.checks.triangles', { count: a.duplicateTriangles, n: formatCount(a.duplicateTriangles) });
    case 'shells':
      return t('designCheck.checks.shells.figure', { count: a.shells, n: formatCount(a.shells) });
    case 'size':
      return `${formatMillimetres(a.volumeMm3, { digits: 1, unit: 'mm³' })} · ${formatBox(a.bounds.size)}`;
    case 'thickness':
      return <ThicknessFigure report={report} />;
  }
}

function ThicknessFigure({ report }: { report: OkReport }) {
  const { t } = useTranslation('orders');
  const thickness = report.thickness;
  if (!thickness) return t('designCheck.checks.thickness.notMeasured');
  if (thickness.minMm === null) return t('designCheck.checks.thickness.noHit');
  return (
    <span className="flex flex-col">
      <span data-testid="design-check-thickness">
        {t('designCheck.checks.thickness.figure', { min: formatMillimetres(thickness.minMm), p1: formatMillimetres(thickness.p1Mm ?? thickness.minMm) })}
      </span>
      <span className="text-ink-subtle">
        {thickness.prescribedMinMm === null
          ? t('designCheck.checks.thickness.noPrescription')
          : t('designCheck.checks.thickness.prescribed', { min: formatMillimetres(thickness.prescribedMinMm) })}
        {thickness.belowPrescribed > 0 && ` · ${t('designCheck.checks.thickness.below', { count: thickness.belowPrescribed, n: formatCount(thickness.belowPrescribed) })}`}
      </span>
    </span>
  );
}

function Checks({ report }: { report: OkReport }) {
  const { t } = useTranslation('orders');
  return (
    <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="design-check-rows">
      {checksOf(report).map((row) => {
        const look = ROW_LOOK[row.pass === null ? 'info' : row.pass ? 'pass' : 'attention'];
        const Icon = look.icon;
        return (
          <li key={row.key} className="flex items-start gap-2 py-1.5 text-sm" data-testid="design-check-row" data-check={row.key} data-pass={String(row.pass)}>
            <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${look.tone}`} />
            <span className="min-w-0 flex-1">
              <span className="font-medium text-ink">{t(`designCheck.checks.${row.key}.label`)}</span>
              <span className="sr-only"> ({t(`designCheck.state.${row.pass === null ? 'info' : row.pass ? 'pass' : 'attention'}`)})</span>
              <span className="block tabular-nums text-ink-muted">
                <Figure row={row} report={report} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** One file's check: its name, verdict line, and the checks (or why it could not be checked, or that it is running). */
export function DesignCheckReport({ check }: { check: DesignCheck }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const verdict = verdictOf(check);
  const report = check.report;
  return (
    <article className="rounded-xl border border-line bg-surface p-3 sm:p-4" data-testid="design-check" data-file={check.fileName} data-version={check.version}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="min-w-0 break-all font-semibold text-ink">{check.fileName}</h4>
        <VerdictLine verdict={verdict} />
      </div>
      {verdict.kind === 'pending' && (
        <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
          {t('designCheck.pendingBody')}
        </p>
      )}
      {verdict.kind === 'failed' && (
        <p className="mt-2 text-sm text-red-700" data-testid="design-check-reason">
          {t(`designCheck.reason.${verdict.reason}`)}
        </p>
      )}
      {report?.status === 'ok' && <Checks report={report} />}
      {check.checkedAt && <p className="mt-2 text-xs text-ink-subtle">{t('designCheck.checkedAt', { time: formatDateTime(check.checkedAt, locale) })}</p>}
    </article>
  );
}

function Version({ version, checks, latest }: { version: number; checks: DesignCheck[]; latest: boolean }) {
  const { t } = useTranslation('orders');
  const reports = (
    <div className="mt-2 flex flex-col gap-3">
      {checks.map((check) => (
        <DesignCheckReport key={check.fileId} check={check} />
      ))}
    </div>
  );
  if (latest) {
    return (
      <div data-testid="design-check-version" data-version={version}>
        <h3 className="text-sm font-semibold text-ink-muted">{t('designCheck.version', { version })}</h3>
        {reports}
      </div>
    );
  }
  // An earlier version's verdicts show folded, so the latest stays first.
  const worst = checks.map(verdictOf).find((v) => v.kind !== 'passed') ?? { kind: 'passed' as const };
  return (
    <details className="group rounded-xl bg-sunken px-3 py-2" data-testid="design-check-version" data-version={version}>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink-muted">{t('designCheck.version', { version })}</span>
        <VerdictLine verdict={worst} />
      </summary>
      {reports}
    </details>
  );
}

export interface DesignCheckPanelProps {
  checks: UseQueryResult<DesignChecks>;
  /** Who reads: a T-esigner gets the way to correct a delivery that needs a look. */
  role: 'client' | 'designer' | 'admin';
  /** Where the T-esigner delivers a corrected file, when the order allows a new delivery now; null when it does not. */
  replaceTo?: string | null;
  /** The new delivery replaces one the client has not answered yet (decision 0044), rather than following a rework. */
  beforeAnswer?: boolean;
  /** Where the failing places are shown in 3D, when the viewer is open for this order. */
  viewerTo?: string | null;
}

export function DesignCheckPanel({ checks, role, replaceTo = null, beforeAnswer = false, viewerTo = null }: DesignCheckPanelProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const items = checks.data?.items ?? [];
  if (checks.isPending && !checks.isFetching) return null;
  const versions = byVersion(items);
  const needsLook = latestNeedsAttention(items);

  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" aria-labelledby={headingId} data-testid="design-check-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-heading font-bold text-ink">
          {t('designCheck.title')}
        </h2>
        {viewerTo && items.length > 0 && (
          <Link to={viewerTo} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline" data-testid="design-check-viewer">
            {t('designCheck.inViewer')}
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t('designCheck.intro')}</p>

      {role === 'designer' && needsLook && (
        <div className="mt-3 flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between" data-testid="design-check-designer">
          <p>{replaceTo ? t(beforeAnswer ? 'designCheck.replaceBeforeHint' : 'designCheck.replaceHint') : t('designCheck.designerHint')}</p>
          {replaceTo && (
            <Link to={replaceTo} className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800" data-testid="design-check-replace">
              {t('designCheck.replace')}
            </Link>
          )}
        </div>
      )}

      {checks.isError ? (
        <div role="alert" className="mt-3 flex flex-col items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700">
          <p>{t('designCheck.error')}</p>
          <button type="button" onClick={() => void checks.refetch()} className="inline-flex min-h-11 items-center rounded-lg border border-line-strong bg-white px-4 font-medium text-ink">
            {t('contract.retry')}
          </button>
        </div>
      ) : checks.isPending ? (
        <p className="mt-3 text-sm text-ink-muted">{t('designCheck.loading')}</p>
      ) : versions.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('designCheck.none')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          {versions.map(({ version, checks: list }, index) => (
            <Version key={version} version={version} checks={list} latest={index === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
