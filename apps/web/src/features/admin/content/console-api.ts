// The admin console's own reads and the inquiry answer (issue 12, SPEC §6): the dashboard figures,
// the audit log of admin actions, and members' inquiries.
import type { AdminDashboard, AnswerBody, AuditList, AuditTargetType, Inquiry, InquiryList } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const AUDIT_PAGE_SIZE = 20;
export const ADMIN_INQUIRY_PAGE_SIZE = 20;
export type InquiryStatus = Inquiry['status'];
export const INQUIRY_STATUSES = ['open', 'answered'] as const satisfies readonly InquiryStatus[];

export interface AuditFilters {
  action?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  page: number;
}

export const consoleKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
  inquiriesAll: ['admin', 'inquiries'] as const,
  inquiries: (status: InquiryStatus, page: number) => ['admin', 'inquiries', status, page] as const,
};

export function useAdminDashboard() {
  return useQuery({ queryKey: consoleKeys.dashboard, queryFn: async () => (await http.get<AdminDashboard>('/api/v1/admin/dashboard')).data });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: consoleKeys.audit(filters),
    queryFn: async () => (await http.get<AuditList>('/api/v1/admin/audit', { params: { ...filters, size: AUDIT_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Open ones oldest first (the server's order), or the answered ones. */
export function useAdminInquiries(status: InquiryStatus, page: number) {
  return useQuery({
    queryKey: consoleKeys.inquiries(status, page),
    queryFn: async () => (await http.get<InquiryList>('/api/v1/admin/inquiries', { params: { status, page, size: ADMIN_INQUIRY_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: AnswerBody }) => (await http.post<Inquiry>(`/api/v1/admin/inquiries/${id}/answer`, body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.dashboard });
      return queryClient.invalidateQueries({ queryKey: consoleKeys.inquiriesAll });
    },
  });
}
