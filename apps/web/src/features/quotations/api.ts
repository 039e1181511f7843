// Quotations (issue 5): a T-esigner's quotation on a public request (send, edit, withdraw), the
// quotations of one request for its client to compare, selecting one, and everyone's own list.
import { ErrorCode, type MyQuotationList, type Quotation, type QuotationList, type RequestDetail, type SelectionAnswer, type SubmitQuotationBody } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf, http } from '../../lib/http.ts';

export type { MyQuotation, Quotation, RequestDetail } from '@dcm/shared';

export const quotationKeys = {
  all: ['quotations'] as const,
  ofRequest: (requestId: string) => ['quotations', 'request', requestId] as const,
  mine: (page: number) => ['quotations', 'mine', page] as const,
};

export function useRequestQuotations(requestId: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.ofRequest(requestId ?? ''),
    queryFn: async () => (await http.get<QuotationList>(`/api/v1/requests/${requestId}/quotations`)).data.items,
    enabled: !!requestId,
    retry: false,
  });
}

export function useMyQuotations(page: number) {
  return useQuery({
    queryKey: quotationKeys.mine(page),
    queryFn: async () => (await http.get<MyQuotationList>('/api/v1/quotations', { params: { page, size: 10 } })).data,
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: quotationKeys.all }), queryClient.invalidateQueries({ queryKey: ['requests'] })]);
}

/** Sends (no id) or edits (id) the T-esigner's quotation on a request. */
export function useSubmitQuotation(requestId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: SubmitQuotationBody }) =>
      (id ? await http.put<Quotation>(`/api/v1/quotations/${id}`, body) : await http.post<Quotation>(`/api/v1/requests/${requestId}/quotations`, body)).data,
    onSuccess: refresh,
  });
}

/** The designated T-esigner accepts with their price: the answer names the order the client pays next. */
export function useAcceptDesignated(requestId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: SubmitQuotationBody) => (await http.post<SelectionAnswer>(`/api/v1/requests/${requestId}/accept`, body)).data,
    onSuccess: refresh,
  });
}

export function useWithdrawQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await http.post<Quotation>(`/api/v1/quotations/${id}/withdraw`)).data,
    onSuccess: refresh,
  });
}

/** A choice the request's state refuses (one already chosen, the quote period over): the page is out of date. */
const STALE_CHOICE: readonly string[] = [ErrorCode.InvalidTransition, ErrorCode.QuoteClosed];

/** The client chooses one quotation: the request's order is created (paid in the Orders issue). */
export function useSelectQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await http.post<SelectionAnswer>(`/api/v1/quotations/${id}/select`)).data,
    onSuccess: refresh,
    // Read the page again after a refusal of its state, so it shows where the request stands now.
    onError: (error) => (STALE_CHOICE.includes(errorCodeOf(error)) ? refresh() : undefined),
  });
}

/**
 * The request a quotation prices or a client compares on (its units, deadline, status, whether the
 * viewer may quote). Same key as the requests feature's own query, so both share one cached answer.
 */
export function useRequestDetail(requestId: string | undefined) {
  return useQuery({
    queryKey: ['requests', 'detail', requestId ?? ''] as const,
    queryFn: async () => (await http.get<RequestDetail>(`/api/v1/requests/${requestId}`)).data,
    enabled: !!requestId,
    retry: false,
  });
}
