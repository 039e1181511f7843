// The operator's report list (/admin/reports, issue 10 "Report a member, request or review … the
// admin sees reports"): what members reported, open or closed, and the decision that closes one
// (issue 12: actioned or dismissed, with a note, optionally suspending the reported member).
import type { Report, ReportDecisionBody } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { Report, ReportDecisionBody } from '@dcm/shared';

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

/** Closes an open report; both tabs refresh whatever the answer (a 409 means someone else decided it). */
export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ReportDecisionBody & { id: string }) => (await http.post<Report>(`${REPORTS_PATH}/${id}/decision`, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
