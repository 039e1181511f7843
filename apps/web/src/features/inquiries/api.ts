// A member's 1:1 inquiries to the operator (issue 12, SPEC §2 `/inquire` … `/myInquire2`) and the
// re-request of a finished or closed request (`/reRequestWrite`, `/reRequestView`, `/ReRequesReqAdd`).
import type { Inquiry, InquiryBody, InquiryList, RequestDetail, ReRequestBody } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const INQUIRIES_PATH = '/api/v1/inquiries';
export const INQUIRY_PAGE_SIZE = 10;

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (page: number) => ['inquiries', 'list', page] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
  request: (id: string) => ['inquiries', 'request', id] as const,
};

/** The member's inquiries, newest first. */
export function useMyInquiries(page: number, enabled = true) {
  return useQuery({
    queryKey: inquiryKeys.list(page),
    queryFn: async () => (await http.get<InquiryList>(INQUIRIES_PATH, { params: { page, size: INQUIRY_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInquiry(id: string, enabled = true) {
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: async () => (await http.get<Inquiry>(`${INQUIRIES_PATH}/${id}`)).data,
    enabled: enabled && id !== '',
  });
}

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InquiryBody) => (await http.post<Inquiry>(INQUIRIES_PATH, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** The request sent again: read through the requests endpoint (features do not import each other). */
export function useRequestToResend(id: string, enabled = true) {
  return useQuery({
    queryKey: inquiryKeys.request(id),
    queryFn: async () => (await http.get<RequestDetail>(`/api/v1/requests/${id}`)).data,
    enabled: enabled && id !== '',
  });
}

export function useReRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReRequestBody) => (await http.post<{ requestId: string }>(`/api/v1/requests/${id}/re-request`, body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['requests'] });
      return queryClient.invalidateQueries({ queryKey: ['referrals'] });
    },
  });
}
