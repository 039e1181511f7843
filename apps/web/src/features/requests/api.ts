// Requests (issue 5): sending referrals as a public or designated request, the request list and one
// request, the client's and the T-esigner's moves, the comments, holidays for the date pickers and
// the T-esigners a designated request can go to.
import type {
  Comment,
  CommentList,
  CreateCommentBody,
  CreateRequestBody,
  DesignerChoiceList,
  ReopenRequestBody,
  RequestDetail,
  Referral,
  RequestList,
  RequestListQuery,
} from '@dcm/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { Comment, RequestDetail, RequestList, RequestSummary } from '@dcm/shared';

const REQUESTS_PATH = '/api/v1/requests';

export type RequestFilters = Partial<Pick<RequestListQuery, 'scope' | 'dueWithinHours' | 'status' | 'q'>> & { page: number; size: number };

export const requestKeys = {
  all: ['requests'] as const,
  list: (f: RequestFilters) => ['requests', 'list', f] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  comments: (id: string) => ['requests', 'comments', id] as const,
  designers: (q: string, page: number) => ['designers', 'choice', q, page] as const,
};

export function useRequests(filters: RequestFilters) {
  return useQuery({
    queryKey: requestKeys.list(filters),
    queryFn: async () => (await http.get<RequestList>(REQUESTS_PATH, { params: filters })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.detail(id ?? ''),
    queryFn: async () => (await http.get<RequestDetail>(`${REQUESTS_PATH}/${id}`)).data,
    enabled: !!id,
    retry: false,
  });
}

function useRequestMutation<T>(call: (body: T) => Promise<RequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(requestKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: ['referrals'] });
      return queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}

/** Sends complete referrals as a public or designated request (they leave the cart). */
export const useCreateRequest = () => useRequestMutation(async (body: CreateRequestBody) => (await http.post<RequestDetail>(REQUESTS_PATH, body)).data);

export const useCancelRequest = (id: string) => useRequestMutation(async () => (await http.post<RequestDetail>(`${REQUESTS_PATH}/${id}/cancel`)).data);
export const useReopenRequest = (id: string) =>
  useRequestMutation(async (body: ReopenRequestBody) => (await http.post<RequestDetail>(`${REQUESTS_PATH}/${id}/reopen`, body)).data);
export const useRejectRequest = (id: string) =>
  useRequestMutation(async (reason: string) => (await http.post<RequestDetail>(`${REQUESTS_PATH}/${id}/reject`, { reason })).data);

export function useComments(requestId: string) {
  return useQuery({
    queryKey: requestKeys.comments(requestId),
    queryFn: async () => (await http.get<CommentList>(`${REQUESTS_PATH}/${requestId}/comments`)).data.items,
  });
}

export function useAddComment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCommentBody) => (await http.post<Comment>(`${REQUESTS_PATH}/${requestId}/comments`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.comments(requestId) }),
  });
}

export function useDesignerChoice(q: string, page: number) {
  return useQuery({
    queryKey: requestKeys.designers(q, page),
    queryFn: async () => (await http.get<DesignerChoiceList>('/api/v1/designers/choice', { params: { q: q || undefined, page, size: 10 } })).data,
    placeholderData: keepPreviousData,
  });
}


/**
 * The referrals picked in the cart, one answer each, in the order of `ids`. The key is the referrals
 * module's detail key, so the cart's cache serves them and a sent request refreshes them.
 */
export function useReferralsById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['referrals', 'detail', id] as const,
      queryFn: async () => (await http.get<Referral>(`/api/v1/referrals/${id}`)).data,
      retry: false,
    })),
  });
}
