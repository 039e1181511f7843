// One report in /admin/reports: what was reported (a link to it where it has a page), who reported
// it and when, the reason from the `report` code table and the reporter's words.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCodeName } from '../../../lib/codes.ts';
import { formatDateTime } from '../format.ts';
import type { Report } from '../reports-api.ts';
import { Facts } from './SettlementCardParts.tsx';

/** A member's public profile serves every kind; a request has its page; a review has none of its own. */
function targetPath(report: Report): string | null {
  if (report.target === 'member') return `/profile/view/${report.targetId}`;
  if (report.target === 'request') return `/request/view/${report.targetId}`;
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

export function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const reasonName = useCodeName('report');
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="report-row">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <ReportTarget report={report} />
        <time dateTime={report.createdAt} className="shrink-0 text-sm text-slate-500">
          {formatDateTime(report.createdAt)}
        </time>
      </div>
      <Facts
        facts={[
          { label: t('reports.fields.reporter'), value: report.reporter.nickname },
          { label: t('reports.fields.reason'), value: <span data-testid="report-reason">{reasonName(report.reason)}</span> },
          { label: t('reports.fields.details'), value: report.details ? <span className="whitespace-pre-line">{report.details}</span> : null, wide: true },
        ]}
      />
    </article>
  );
}
