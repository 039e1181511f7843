// Discovery (issue 10 "Search"): finding T-esigners by prosthesis type and dental labs by up to four
// specializations or one region, a page at a time. The server leaves out private profiles and members
// blocked either way; each card says whether the viewer keeps it among their favourites.
import { ProfileLimits, type DesignerPage, type DesignerSort, type LabPage } from '@dcm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { DesignerCard, DesignerPage, DesignerSort, LabCard, LabPage } from '@dcm/shared';

export interface DesignerSearch {
  type?: string;
  sort: DesignerSort;
  page: number;
}

/** Specializations or a region, never both (the page's tab says which) and never more than the limits. */
export interface LabSearch {
  specializations: string[];
  region?: string;
  page: number;
}

/** Query keys of the discovery module; all start with 'discovery', the prefix a favourite or a block reads again. */
export const discoveryKeys = {
  designers: (search: DesignerSearch) => ['discovery', 'designers', search] as const,
  labs: (search: LabSearch) => ['discovery', 'labs', search] as const,
};

/** T-esigners of a type (all when none), in the chosen order; the previous page stays while the next loads. */
export function useDesignerSearch(search: DesignerSearch) {
  return useQuery({
    queryKey: discoveryKeys.designers(search),
    queryFn: async () => {
      const params = { ...(search.type ? { type: search.type } : {}), sort: search.sort, page: search.page };
      return (await http.get<DesignerPage>('/api/v1/profiles/designers', { params })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Labs with any of the specializations, or in the region; the query repeats `specialization` per pick. */
export function useLabSearch(search: LabSearch) {
  return useQuery({
    queryKey: discoveryKeys.labs(search),
    queryFn: async () => {
      const params = new URLSearchParams();
      // The page never offers a fifth pick; a hand-written address is cut here rather than refused.
      for (const code of search.specializations.slice(0, ProfileLimits.specializationsMax)) params.append('specialization', code);
      if (search.region) params.set('region', search.region);
      params.set('page', String(search.page));
      return (await http.get<LabPage>('/api/v1/profiles/labs', { params })).data;
    },
    placeholderData: keepPreviousData,
  });
}
