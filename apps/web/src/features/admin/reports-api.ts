// The operator's report list (/admin/reports, issue 10 "Report a member, request or review … the
// admin sees reports"): what members reported, open or closed. There is no action on a report yet.
import type { Report } from '@dcm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { Report } from '@dcm/shared';

export type ReportStatus = Report['status'];
export const REPORT_STATUSES = ['open', 'closed'] as const satisfies readonly ReportStatus[];

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (status: ReportStatus) => ['admin', 'reports', status] as const,
};

const REPORTS_PATH = '/api/v1/admin/reports';

/** Every report in one state, newest first (the server does not page them). */
export function useAdminReports(status: ReportStatus) {
  return useQuery({
    queryKey: reportKeys.list(status),
    queryFn: async () => (await http.get<{ items: Report[] }>(REPORTS_PATH, { params: { status } })).data,
    placeholderData: keepPreviousData,
  });
}
