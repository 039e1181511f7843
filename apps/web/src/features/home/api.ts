// The main page's own data (issue 26): the dental labs listed in each of the 21 regions, for the map
// that opens the lab search. The server keeps the answer a minute; so does the page. And a signed-in
// member's work (issue 31), counted from the request list, the transactions and the balances the
// member's own pages read: no endpoint of its own. Features do not import each other, so these ask
// the same endpoints under the home's keys; a visit to the home asks them again (never stale).
import type { LabRegionCounts, MileageBalances, OrderList, RequestList, RequestListQuery, RequestStatus } from '@dcm/shared';
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

// ---- A member's home (issue 31): what waits on them, from the endpoints their own pages read ----

/** The member's parts of the main page, by who asks: a member's answers never serve another's. */
export const memberHomeKeys = {
  all: ['home', 'member'] as const,
  requests: (memberNo: number, query: MemberRequestQuery) => ['home', 'member', memberNo, 'requests', query] as const,
  orders: (memberNo: number) => ['home', 'member', memberNo, 'orders'] as const,
  balances: (memberNo: number) => ['home', 'member', memberNo, 'balances'] as const,
};

/** The few request lists the home counts from: the list's own filters (RequestListQuery). */
export type MemberRequestQuery = Pick<RequestListQuery, 'scope'> & { status?: RequestStatus };

/** How many requests of the list match (`total`) and the first three, newest first, to name. */
export function useRequestsWaiting(memberNo: number, query: MemberRequestQuery) {
  return useQuery({
    queryKey: memberHomeKeys.requests(memberNo, query),
    queryFn: async () => (await http.get<RequestList>('/api/v1/requests', { params: { ...query, page: 1, size: HOME_LIST_SIZE } })).data,
  });
}

/** The member's orders per status (the transactions page's tab counts): one row asked, the counts cover them all. */
export function useOrderCounts(memberNo: number) {
  return useQuery({
    queryKey: memberHomeKeys.orders(memberNo),
    queryFn: async () => (await http.get<OrderList>('/api/v1/orders', { params: { page: 1, size: 1 } })).data.counts,
  });
}

/** The member's mileage and, for a T-esigner, the earnings they may settle. */
export function useBalances(memberNo: number) {
  return useQuery({
    queryKey: memberHomeKeys.balances(memberNo),
    queryFn: async () => (await http.get<MileageBalances>('/api/v1/mileage')).data,
  });
}

/** Requests named on the home's cards, at most. */
export const HOME_LIST_SIZE = 3;
