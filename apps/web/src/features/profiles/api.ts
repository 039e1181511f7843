// Profiles (issue 10): the signed-in T-esigner's or lab's own profiles to edit, and anyone's public
// T-esigner or dental lab profile. A save answers with the profile as saved; the member's own
// profiles and that public profile read again.
import type { DesignerProfile, DesignerProfileBody, LabProfile, LabProfileBody, MyProfiles } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { DesignerProfile, DesignerProfileBody, LabProfile, LabProfileBody, MyProfiles, PortfolioItem } from '@dcm/shared';

/** Query keys of the profiles module (the portfolio's saves read `me` again too). */
export const profileKeys = {
  me: ['profiles', 'me'] as const,
  designer: (no: number) => ['profiles', 'designer', no] as const,
  lab: (no: number) => ['profiles', 'lab', no] as const,
};

export function useMyProfiles() {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: async () => (await http.get<MyProfiles>('/api/v1/profiles/me')).data,
    retry: false,
  });
}

/** A public T-esigner profile; a private or unknown one answers 404, which is not retried. */
export function useDesignerProfile(memberNo: number | undefined) {
  return useQuery({
    queryKey: profileKeys.designer(memberNo ?? 0),
    queryFn: async () => (await http.get<DesignerProfile>(`/api/v1/profiles/designers/${memberNo ?? 0}`)).data,
    enabled: memberNo !== undefined,
    retry: false,
  });
}

export function useLabProfile(memberNo: number | undefined) {
  return useQuery({
    queryKey: profileKeys.lab(memberNo ?? 0),
    queryFn: async () => (await http.get<LabProfile>(`/api/v1/profiles/labs/${memberNo ?? 0}`)).data,
    enabled: memberNo !== undefined,
    retry: false,
  });
}

export function useSaveDesignerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DesignerProfileBody) => (await http.put<DesignerProfile>('/api/v1/profiles/me/designer', body)).data,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.me }),
        queryClient.invalidateQueries({ queryKey: profileKeys.designer(saved.memberNo) }),
      ]),
  });
}

export function useSaveLabProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LabProfileBody) => (await http.put<LabProfile>('/api/v1/profiles/me/lab', body)).data,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.me }),
        queryClient.invalidateQueries({ queryKey: profileKeys.lab(saved.memberNo) }),
      ]),
  });
}
