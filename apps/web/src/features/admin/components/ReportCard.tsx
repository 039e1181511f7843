// One report in /admin/reports: what was reported (a link to it where it has a page), who reported
// it and when, the reason from the `report` code table and the reporter's words; an open one offers
// the operator's two decisions, a closed one shows the decision, when, and its note.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime } from '../format.ts';
import type { Report } from '../reports-api.ts';
import type { ReportResolution } from './ReportDecisionDialog.tsx';
import { Facts, PayoutButtons, type Fact } from './SettlementCardParts.tsx';

/** A member's public profile serves every kind; a request opens in the console; a review has no page of its own. */
function targetPath(report: Report): string | null {
  if (report.target === 'member') return `/profile/view/${report.targetId}`;
  if (report.target === 'request') return `/admin/requests/${report.targetId}`;
  return null;
}

function ReportTarget({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const path = targetPath(report);
  const label = t(`reports.target.${report.target}`);
  // A request's or a review's UUID reads by its first eight characters, as the member e-mails write it.
  const id = report.target === 'member' ? report.targetId : report.targetId.slice(0, 8).toUpperCase();
  const name = t(`reports.targetName.${report.target}`, { id });
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800" data-testid="report-target-kind">
        {label}
      </span>
      {path ? (
        <Link to={path} className="min-w-0 break-all font-semibold text-brand-800 hover:underline" data-testid="report-target">
          {name}
        </Link>
      ) : (
        <span className="min-w-0 break-all font-semibold" title={report.targetId} data-testid="report-target">
          {name}
        </span>
      )}
    </p>
  );
}

interface Props {
  report: Report;
  /** Opens the decision dialog; an open report only. */
  onDecide: (resolution: ReportResolution) => void;
}

export function ReportCard({ report, onDecide }: Props) {
  const { t } = useTranslation('admin');
  const reasonName = useCodeName('report');
  const facts: Fact[] = [
    { label: t('reports.fields.reporter'), value: report.reporter.nickname },
    { label: t('reports.fields.reason'), value: <span data-testid="report-reason">{reasonName(report.reason)}</span> },
    { label: t('reports.fields.details'), value: report.details ? <span className="whitespace-pre-line">{report.details}</span> : null, wide: true },
  ];
  if (report.resolution) {
    facts.push(
      { label: t('reports.fields.resolution'), value: <span data-testid="report-resolution">{t(`reports.resolution.${report.resolution}`)}</span> },
      { label: t('reports.fields.decidedAt'), value: report.decidedAt ? formatDateTime(report.decidedAt) : null },
      {
        label: t('reports.fields.decisionNote'),
        value: report.decisionNote ? <span className="whitespace-pre-line" data-testid="report-decision-note">{report.decisionNote}</span> : null,
        wide: true,
      },
    );
  }
  return (
    <article className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="report-row">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <ReportTarget report={report} />
        <time dateTime={report.createdAt} className="shrink-0 text-sm text-ink-subtle">
          {formatDateTime(report.createdAt)}
        </time>
      </div>
      <Facts facts={facts} />
      <PayoutButtons
        buttons={
          report.status === 'open'
            ? [
                { key: 'dismiss', label: t('reports.actions.dismissed'), danger: true, onClick: () => onDecide('dismissed') },
                { key: 'action', label: t('reports.actions.actioned'), onClick: () => onDecide('actioned') },
              ]
            : []
        }
      />
    </article>
  );
}
