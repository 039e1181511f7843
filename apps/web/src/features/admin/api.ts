// The operator's member console: the list by approval state, one member's file, the decisions of
// the join machine, and the member's private documents (fetched with the admin's token).
import type { AdminAction, AdminMemberDetail, AdminMemberList, AdminMemberQuery } from '@dcm/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { AdminAction, AdminMemberDetail, AdminMemberList, AdminMemberSummary, AdminMemberDocument } from '@dcm/shared';

export type MemberFilters = Pick<AdminMemberQuery, 'status' | 'page' | 'size'> & { kind?: string; q?: string };

export const adminKeys = {
  all: ['admin', 'members'] as const,
  list: (f: MemberFilters) => ['admin', 'members', 'list', f] as const,
  detail: (memberNo: number) => ['admin', 'members', 'detail', memberNo] as const,
};

const MEMBERS_PATH = '/api/v1/admin/members';

const params = (f: MemberFilters) => ({ status: f.status, page: f.page, size: f.size, ...(f.kind ? { kind: f.kind } : {}), ...(f.q ? { q: f.q } : {}) });

const fetchMembers = (f: MemberFilters) => async () => (await http.get<AdminMemberList>(MEMBERS_PATH, { params: params(f) })).data;

export function useAdminMembers(filters: MemberFilters) {
  return useQuery({ queryKey: adminKeys.list(filters), queryFn: fetchMembers(filters), placeholderData: keepPreviousData });
}

/** The number of members in each state under the same filters: one row per state is enough for `total`. */
export function useAdminMemberCounts(statuses: readonly string[], filters: Pick<MemberFilters, 'kind' | 'q'>) {
  const results = useQueries({
    queries: statuses.map((status) => {
      const f = { ...filters, status, page: 1, size: 1 } as MemberFilters;
      return { queryKey: adminKeys.list(f), queryFn: fetchMembers(f) };
    }),
  });
  return Object.fromEntries(statuses.map((s, i) => [s, results[i]?.data?.total])) as Record<string, number | undefined>;
}

export function useAdminMember(memberNo: number | null) {
  return useQuery({
    queryKey: adminKeys.detail(memberNo ?? 0),
    queryFn: async () => (await http.get<AdminMemberDetail>(`${MEMBERS_PATH}/${memberNo}`)).data,
    enabled: memberNo !== null,
    retry: false,
  });
}

/** One decision of the join machine; the list, the counts and the file are fetched again after it. */
export function useMemberDecision(memberNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: AdminAction; reason?: string }) =>
      (await http.post<AdminMemberDetail>(`${MEMBERS_PATH}/${memberNo}/${action}`, reason ? { reason } : {})).data,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.detail(memberNo), detail);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    // Refused (another admin decided first, say): show the member as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A private document as an object URL: the file route needs the bearer token, so no plain link. */
export async function fetchDocumentUrl(url: string): Promise<string> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  return URL.createObjectURL(data);
}
