// The main page's own data (issue 26): the dental labs listed in each of the 21 regions, for the map
// that opens the lab search. The server keeps the answer a minute; so does the page.
import type { LabRegionCounts } from '@dcm/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const homeKeys = {
  labRegions: ['home', 'lab-regions'] as const,
};

/** Every region of the code table with the labs the lab search lists there (0 included). */
export function useLabRegionCounts() {
  return useQuery({
    queryKey: homeKeys.labRegions,
    queryFn: async () => (await http.get<LabRegionCounts>('/api/v1/profiles/labs/regions')).data,
    staleTime: 60_000,
  });
}
