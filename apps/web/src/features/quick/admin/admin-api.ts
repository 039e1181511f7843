// The operator's side of quick requests (issue 11): the quick settlements they approve, complete or
// reject (apart from ordinary settlements, on /admin/settlement), and the quick terms: the price
// table per prosthesis type and currency, the remake allowance, the earliest deadline.
import type { PayoutAction, PayoutStatus, QuickSettlement, QuickSettlementList, QuickTerms, QuickTermsBody } from '@dcm/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import { http } from '../../../lib/http.ts';
import { quickKeys } from '../api.ts';

const ADMIN_QUICK_PATH = '/api/v1/admin/quick';

export interface QuickSettlementFilters {
  status: PayoutStatus;
  page: number;
  size: number;
}

export const adminQuickKeys = {
  settlements: ['admin', 'quick', 'settlements'] as const,
  settlementPage: (f: QuickSettlementFilters) => ['admin', 'quick', 'settlements', f] as const,
};

const fetchSettlements = (f: QuickSettlementFilters) => async () => (await http.get<QuickSettlementList>(`${ADMIN_QUICK_PATH}/settlements`, { params: f })).data;

export function useAdminQuickSettlements(filters: QuickSettlementFilters) {
  return useQuery({ queryKey: adminQuickKeys.settlementPage(filters), queryFn: fetchSettlements(filters), placeholderData: keepPreviousData });
}

/** How many wait in each state, for the tabs: one row per state is enough for `total`. */
export function useAdminQuickSettlementCounts(statuses: readonly PayoutStatus[]) {
  const results = useQueries({
    queries: statuses.map((status) => {
      const f: QuickSettlementFilters = { status, page: 1, size: 1 };
      return { queryKey: adminQuickKeys.settlementPage(f), queryFn: fetchSettlements(f) };
    }),
  });
  return Object.fromEntries(statuses.map((s, i) => [s, results[i]?.data?.total])) as Partial<Record<PayoutStatus, number>>;
}

export interface QuickSettlementDecision {
  id: string;
  action: PayoutAction;
  /** A rejection only: the T-esigner reads it. */
  reason?: string;
  /** One per intent (a dialog opening): a double click or a retry after no answer reuses it. */
  idempotencyKey: string;
}

/** approve, complete or reject; the lists and counts are read again either way (another admin may have decided first). */
export function useQuickSettlementDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, reason, idempotencyKey }: QuickSettlementDecision) =>
      (
        await http.post<QuickSettlement>(`${ADMIN_QUICK_PATH}/settlements/${encodeURIComponent(id)}/${action}`, reason === undefined ? {} : { reason }, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuickKeys.settlements }),
  });
}

/** The statement as CSV; the admin may read any member's. */
export const downloadAdminQuickStatement = (id: string, name: string) => downloadFile({ url: `/api/v1/quick/settlements/${encodeURIComponent(id)}/statement.csv`, name });

/** Saves the price table and the terms; the public terms (api.ts useQuickTerms) take the answer. */
export function useSaveQuickTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickTermsBody) => (await http.put<QuickTerms>(`${ADMIN_QUICK_PATH}/prices`, body)).data,
    onSuccess: (terms) => {
      queryClient.setQueryData(quickKeys.terms, terms);
      return queryClient.invalidateQueries({ queryKey: quickKeys.terms });
    },
  });
}
