// Member relations (issue 10): the T-esigners and dental labs a member keeps as favourites, the
// members they block, and reports to the operator. A favourite or a block reads the lists and the
// search results again; a block also reads the profiles again, since the other side's vanish. Those
// are named by their keys' prefix: discovery's cards and the profile pages import this feature, which
// does not import them back.
import type { BlockedMembers, Favourites, Report, ReportBody } from '@dcm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { BlockedMember, BlockedMembers, Favourites, Report, ReportBody } from '@dcm/shared';

/** Query keys of the relations module. */
export const relationKeys = {
  favourites: ['relations', 'favourites'] as const,
  blocks: ['relations', 'blocks'] as const,
};

const favouritePath = (memberNo: number) => `/api/v1/favourites/${memberNo}`;
const blockPath = (memberNo: number) => `/api/v1/blocks/${memberNo}`;

/** Both favourite lists, newest first; only for a signed-in member. */
export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: relationKeys.favourites,
    queryFn: async () => (await http.get<Favourites>('/api/v1/favourites')).data,
    enabled,
  });
}

/** Keeps (`on`) or forgets a favourite; both are idempotent on the server, so a retry does no harm. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberNo, on }: { memberNo: number; on: boolean }) => {
      if (on) await http.put(favouritePath(memberNo));
      else await http.delete(favouritePath(memberNo));
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: relationKeys.favourites }), queryClient.invalidateQueries({ queryKey: ['discovery'] })]),
  });
}

/** The members the signed-in member blocked. */
export function useBlocks() {
  return useQuery({
    queryKey: relationKeys.blocks,
    queryFn: async () => (await http.get<BlockedMembers>('/api/v1/blocks')).data,
  });
}

/** Blocks or unblocks a member; everything that may show them (or hide them) reads again. */
function useBlockChange(on: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberNo: number) => {
      if (on) await http.put(blockPath(memberNo));
      else await http.delete(blockPath(memberNo));
    },
    // Not awaited: the blocked member's profile answers 404 now, and the page leaves it at once.
    onSuccess: () => {
      for (const queryKey of [relationKeys.blocks, relationKeys.favourites, ['discovery'], ['profiles']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useBlock = () => useBlockChange(true);
export const useUnblock = () => useBlockChange(false);

/** Reports a member, a request or a review to the operator. */
export function useReport() {
  return useMutation({
    mutationFn: async (body: ReportBody) => (await http.post<Report>('/api/v1/reports', body)).data,
  });
}
