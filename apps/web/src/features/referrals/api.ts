// A client's referrals and the cart (issue 4): one referral, the list by cart group or by form
// group, saving (draft or complete), copying, deleting; the "frequently used" value sets; the
// referral documents as PDF. Every change refreshes what lists the referrals.
import type { Referral, ReferralGroup, ReferralList, SaveReferralBody, SaveValueSetBody, UploadAnswer, ValueSet, ValueSetList } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLocale } from '../../lib/i18n.ts';
import { http } from '../../lib/http.ts';
import { viewerTimeZone } from '../../lib/time-zone.ts';

export type { Referral, ReferralData, ReferralGroup, ReferralList, SaveReferralBody, ValueSet } from '@dcm/shared';

const REFERRALS_PATH = '/api/v1/referrals';
const VALUE_SETS_PATH = `${REFERRALS_PATH}/value-sets`;

export interface CartQuery {
  group: ReferralGroup;
  page: number;
  size: number;
}

export const referralKeys = {
  all: ['referrals'] as const,
  list: (q: CartQuery) => ['referrals', 'list', q] as const,
  formGroup: (groupId: string) => ['referrals', 'formGroup', groupId] as const,
  detail: (id: string) => ['referrals', 'detail', id] as const,
  valueSets: ['referrals', 'valueSets'] as const,
};

export function useCart(q: CartQuery) {
  return useQuery({
    queryKey: referralKeys.list(q),
    queryFn: async () => (await http.get<ReferralList>(REFERRALS_PATH, { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

/** How many referrals each cart group holds (one row is enough to read `total`). */
export function useCartCount(group: ReferralGroup) {
  return useCart({ group, page: 1, size: 1 }).data?.total;
}

export function useReferral(id: string | null | undefined) {
  return useQuery({
    queryKey: referralKeys.detail(id ?? ''),
    queryFn: async () => (await http.get<Referral>(`${REFERRALS_PATH}/${id}`)).data,
    enabled: !!id,
    retry: false,
  });
}

/** The referrals of one form group (the patients of one form), oldest first. */
export function useFormGroup(groupId: string | null | undefined) {
  return useQuery({
    queryKey: referralKeys.formGroup(groupId ?? ''),
    queryFn: async () => (await http.get<ReferralList>(REFERRALS_PATH, { params: { groupId, size: 100 } })).data.items,
    enabled: !!groupId,
    retry: false,
  });
}

export const fetchReferral = async (id: string) => (await http.get<Referral>(`${REFERRALS_PATH}/${id}`)).data;

/** Create (no id) or save again (id): the one call behind "save as draft" and "save complete". */
export async function saveReferral(id: string | undefined, body: SaveReferralBody): Promise<Referral> {
  const { data } = id ? await http.put<Referral>(`${REFERRALS_PATH}/${id}`, body) : await http.post<Referral>(REFERRALS_PATH, body);
  return data;
}

function useRefreshReferrals() {
  const queryClient = useQueryClient();
  return (referral?: Referral) => {
    if (referral) queryClient.setQueryData(referralKeys.detail(referral.id), referral);
    return queryClient.invalidateQueries({ queryKey: referralKeys.all });
  };
}

export function useSaveReferral() {
  const refresh = useRefreshReferrals();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveReferralBody }) => saveReferral(id, body),
    onSuccess: (referral) => refresh(referral),
  });
}

/** The next patient's referral from this one: same choices, no number, no files, a draft. */
export function useCopyReferral() {
  const refresh = useRefreshReferrals();
  return useMutation({
    mutationFn: async (id: string) => (await http.post<Referral>(`${REFERRALS_PATH}/${id}/copy`)).data,
    onSuccess: (referral) => refresh(referral),
  });
}

export function useDeleteReferral() {
  const refresh = useRefreshReferrals();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`${REFERRALS_PATH}/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

export function useValueSets() {
  return useQuery({
    queryKey: referralKeys.valueSets,
    queryFn: async () => (await http.get<ValueSetList>(VALUE_SETS_PATH)).data.items,
  });
}

/** Save a set of numeric values as "frequently used"; a name already used replaces that set. */
export function useSaveValueSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveValueSetBody) => (await http.post<ValueSet>(VALUE_SETS_PATH, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.valueSets }),
  });
}

export function useDeleteValueSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`${VALUE_SETS_PATH}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.valueSets }),
  });
}

/** The referral document as a PDF (one referral, or every referral of a form group), downloaded with
 * the member's token, in the language on screen. */
export async function downloadReferralPdf(target: { id: string } | { groupId: string }, fileName: string): Promise<void> {
  const path = 'id' in target ? `${REFERRALS_PATH}/${target.id}/document.pdf` : `${REFERRALS_PATH}/groups/${target.groupId}/document.pdf`;
  const { data } = await http.get<Blob>(path, { params: { lang: currentLocale(), tz: viewerTimeZone() }, responseType: 'blob', timeout: 60_000 });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Renames one's own upload (a name that looked like a person's); the extension stays. */
export async function renameFile(id: string, name: string): Promise<UploadAnswer> {
  return (await http.patch<UploadAnswer>(`/api/v1/common/file/${id}`, { name })).data;
}
