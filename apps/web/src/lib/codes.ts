// Code tables (SPEC §7): fetched once per group and language, then kept for the session (refreshed hourly).
import { CodeGroups, type CodeGroup, type CodeItem, type TeethType } from '@dcm/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from './http.ts';
import { currentLangCode } from './i18n.ts';

export const codeKeys = {
  group: (group: CodeGroup, type: string) => ['codes', group, type] as const,
  teeth: (type: string) => ['codes', 'teeth', type] as const,
};

// Kept for the session but read again after an hour (on the next mount or focus): the operator may
// relabel a code in the admin console, and an open tab should not show the old label forever. The
// server answers with an ETag and `no-cache`, so a read of an unchanged table is a 304.
const forever = { staleTime: 60 * 60_000, gcTime: Infinity, retry: 1, refetchOnWindowFocus: true } as const;

const fetchGroup = (group: CodeGroup, type: string) => async () =>
  (await http.get<CodeItem[]>(`/api/v1/common/code/${group}`, { params: { type } })).data;

/** The language follows i18n (the hook re-renders on a change, which fetches the other tables once). */
function useLangCode(): string {
  useTranslation();
  return currentLangCode();
}

export function useCodes(group: CodeGroup) {
  const type = useLangCode();
  return useQuery({ queryKey: codeKeys.group(group, type), queryFn: fetchGroup(group, type), ...forever });
}

/** One table in a given language (`type` A or B), whatever the screen's: search in both, say. */
export function useCodesIn(group: CodeGroup, type: string) {
  return useQuery({ queryKey: codeKeys.group(group, type), queryFn: fetchGroup(group, type), ...forever });
}

export function useTeethTypes() {
  const type = useLangCode();
  return useQuery({
    queryKey: codeKeys.teeth(type),
    queryFn: async () => (await http.get<TeethType[]>('/api/v1/common/teeth-type', { params: { type } })).data,
    ...forever,
  });
}

/** All the initial tables at once: the app start waits on this (SPEC §4 "App start"). */
export function useInitialCodes(): { ready: boolean; failed: boolean } {
  const type = useLangCode();
  const results = useQueries({
    queries: CodeGroups.map((group) => ({ queryKey: codeKeys.group(group, type), queryFn: fetchGroup(group, type), ...forever })),
  });
  return { ready: results.every((r) => r.isSuccess), failed: results.some((r) => r.isError) };
}

/** The name of a code of one table in the member's language; an unknown code shows as itself, none as "—". */
export function useCodeName(group: CodeGroup): (code: string | null | undefined) => string {
  const codes = useCodes(group);
  const names = useMemo(() => new Map((codes.data ?? []).map((c) => [c.code, c.name])), [codes.data]);
  return (code) => (code ? (names.get(code) ?? code) : '—');
}
