// /admin/reports: what members reported (issue 10 "Report a member, request or review … the admin
// sees reports"), open or closed, newest first; the operator closes an open one with a decision
// (issue 12: action taken or dismissed, with a note). The state is in the address (?status=), so a
// list can be linked and the back button works.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page.tsx';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf, StatusTabs } from '../components/AdminListParts.tsx';
import { ReportCard } from '../components/ReportCard.tsx';
import { ReportDecisionDialog, type ReportResolution } from '../components/ReportDecisionDialog.tsx';
import { REPORT_STATUSES, useAdminReports, type Report, type ReportStatus } from '../reports-api.ts';

export default function AdminReportsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [params] = useSearchParams();
  const status: ReportStatus = oneOf(REPORT_STATUSES, params.get('status')) ?? 'open';
  const update = useSearchParamsUpdate();
  const list = useAdminReports(status);
  const [deciding, setDeciding] = useState<{ report: Report; resolution: ReportResolution } | null>(null);

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:reports.title')} subtitle={t('admin:reports.subtitle')} />
      <StatusTabs
        label={t('admin:reports.status.label')}
        tabs={REPORT_STATUSES}
        current={status}
        nameOf={(tab) => t(`admin:reports.status.${tab}`)}
        onChange={(tab) => update({ status: tab === 'open' ? null : tab })}
      />
      <ListStates list={list} empty={t(`admin:reports.empty.${status}`)} emptyTestId="report-empty">
        {(data) => (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('admin:reports.total', { count: data.items.length })}</p>
            <ul className="flex flex-col gap-3">
              {data.items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} onDecide={(resolution) => setDeciding({ report, resolution })} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
      {deciding && (
        <ReportDecisionDialog
          key={`${deciding.report.id}-${deciding.resolution}`}
          report={deciding.report}
          resolution={deciding.resolution}
          onClose={() => setDeciding(null)}
        />
      )}
    </Page>
  );
}
