// The operator's tables (issue 12): the code tables and the holiday table, under /api/v1/admin/codes
// and /api/v1/admin/holidays. A changed code also refreshes the code tables this session keeps
// (lib/codes.ts), so the console shows the new label at once.
import type { AdminCode, AdminCodeGroupList, AdminCodeList, AdminHoliday, AdminHolidayList, CodeCreateBody, CodeGroup, CodeUpdateBody, HolidayCreateBody } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const tableKeys = {
  codeGroups: ['admin', 'codes'] as const,
  codes: (group: CodeGroup) => ['admin', 'codes', group] as const,
  holidays: (year: number) => ['admin', 'holidays', year] as const,
  /** The code tables every form reads (lib/codes.ts `codeKeys`). */
  publicCodes: ['codes'] as const,
  publicHolidays: ['holidays'] as const,
};

export function useAdminCodeGroups() {
  return useQuery({ queryKey: tableKeys.codeGroups, queryFn: async () => (await http.get<AdminCodeGroupList>('/api/v1/admin/codes')).data });
}

export function useAdminCodes(group: CodeGroup) {
  return useQuery({ queryKey: tableKeys.codes(group), queryFn: async () => (await http.get<AdminCodeList>(`/api/v1/admin/codes/${group}`)).data });
}

/** Adds a code (`code` null) or saves one; either way the admin lists and the public tables refresh. */
export function useSaveCode(group: CodeGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, body }: { code: string | null; body: CodeUpdateBody | CodeCreateBody }) =>
      (code ? await http.put<AdminCode>(`/api/v1/admin/codes/${group}/${encodeURIComponent(code)}`, body) : await http.post<AdminCode>(`/api/v1/admin/codes/${group}`, body)).data,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: tableKeys.codeGroups }), queryClient.invalidateQueries({ queryKey: tableKeys.publicCodes })]),
  });
}

export function useAdminHolidays(year: number) {
  return useQuery({ queryKey: tableKeys.holidays(year), queryFn: async () => (await http.get<AdminHolidayList>('/api/v1/admin/holidays', { params: { year } })).data });
}

function useHolidayMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'holidays'] }), queryClient.invalidateQueries({ queryKey: tableKeys.publicHolidays })]),
  });
}

export const useCreateHoliday = () => useHolidayMutation(async (body: HolidayCreateBody) => (await http.post<AdminHoliday>('/api/v1/admin/holidays', body)).data);
export const useDeleteHoliday = () => useHolidayMutation(async (date: string) => void (await http.delete(`/api/v1/admin/holidays/${date}`)));
