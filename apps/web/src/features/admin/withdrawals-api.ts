// The operator's withdrawal queue (/admin/withdrawals, SPEC §4 "Withdrawal: waiting, then complete
// once the admin has e-mailed the member their registered requests"). Completing mails the member and
// anonymises them in one server transaction; a 409 WITHDRAWAL_BLOCKED carries what is open again.
import type { AdminWithdrawal, AdminWithdrawalList, AdminWithdrawalQuery, ErrorBody, WithdrawalBlocker } from '@dcm/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, HttpError } from '../../lib/http.ts';

export type { AdminWithdrawal, WithdrawalBlocker } from '@dcm/shared';

export type WithdrawalStatus = AdminWithdrawalQuery['status'];
export const WITHDRAWAL_STATUSES = ['waiting', 'complete'] as const satisfies readonly WithdrawalStatus[];

export type WithdrawalFilters = Pick<AdminWithdrawalQuery, 'status' | 'page' | 'size'>;

export const withdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  list: (f: WithdrawalFilters) => ['admin', 'withdrawals', f] as const,
};

const WITHDRAWALS_PATH = '/api/v1/admin/withdrawals';

const fetchWithdrawals = (f: WithdrawalFilters) => async () => (await http.get<AdminWithdrawalList>(WITHDRAWALS_PATH, { params: f })).data;

export function useAdminWithdrawals(filters: WithdrawalFilters) {
  return useQuery({ queryKey: withdrawalKeys.list(filters), queryFn: fetchWithdrawals(filters), placeholderData: keepPreviousData });
}

/** How many withdrawals are in each state, for the tabs: one row per state is enough for `total`. */
export function useAdminWithdrawalCounts(statuses: readonly WithdrawalStatus[]) {
  const results = useQueries({
    queries: statuses.map((status) => {
      const f: WithdrawalFilters = { status, page: 1, size: 1 };
      return { queryKey: withdrawalKeys.list(f), queryFn: fetchWithdrawals(f) };
    }),
  });
  return Object.fromEntries(statuses.map((s, i) => [s, results[i]?.data?.total])) as Partial<Record<WithdrawalStatus, number>>;
}

/**
 * Completes one withdrawal. The lists and counts are fetched again either way: a refusal (another
 * admin completed it first, or something opened again) shows the queue as it is now.
 */
export function useCompleteWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberNo: number) => (await http.post<AdminWithdrawal>(`${WITHDRAWALS_PATH}/${memberNo}/complete`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/** The blockers a 409 WITHDRAWAL_BLOCKED carries (ARCHITECTURE §3 error details); null for any other error. */
export function blockersOf(error: unknown): WithdrawalBlocker[] | null {
  if (!(error instanceof HttpError)) return null;
  return (error.body as ErrorBody | undefined)?.error?.details?.blockers ?? null;
}
