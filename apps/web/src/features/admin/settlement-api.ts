// The operator's money console (/admin/settlement, SPEC §4 "Refund and settlement … An admin approves
// them."): refunds of charged mileage, settlements of T-esigner earnings, and the USD exchange rates
// settlements are paid at. Decisions move money, so each carries the Idempotency-Key of its intent.
import type {
  AdminRefund,
  AdminSettlement,
  ExchangeRate,
  ExchangeRateBody,
  ExchangeRateList,
  PayoutAction,
  PayoutStatus,
} from '@dcm/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export type { AdminRefund, AdminSettlement } from '@dcm/shared';

/** The two queues of money leaving the platform, named as their API paths are. */
export type PayoutKind = 'refunds' | 'settlements';

interface PayoutItems {
  refunds: AdminRefund;
  settlements: AdminSettlement;
}
export type PayoutItem<K extends PayoutKind = PayoutKind> = PayoutItems[K];

/** AdminRefundList or AdminSettlementList: one page of a queue. */
export interface PayoutPage<K extends PayoutKind> {
  items: PayoutItem<K>[];
  page: number;
  size: number;
  total: number;
}

export interface PayoutFilters {
  status: PayoutStatus;
  page: number;
  size: number;
}

export const settlementKeys = {
  kind: (kind: PayoutKind) => ['admin', 'settlement', kind] as const,
  list: (kind: PayoutKind, f: PayoutFilters) => ['admin', 'settlement', kind, f] as const,
  rates: ['admin', 'settlement', 'rates'] as const,
  ratePage: (page: number, size: number) => ['admin', 'settlement', 'rates', { page, size }] as const,
};

const PAYOUT_PATHS: Record<PayoutKind, string> = { refunds: '/api/v1/admin/refunds', settlements: '/api/v1/admin/settlements' };
const RATES_PATH = '/api/v1/admin/exchange-rates';

const fetchPayouts =
  <K extends PayoutKind>(kind: K, f: PayoutFilters) =>
  async () =>
    (await http.get<PayoutPage<K>>(PAYOUT_PATHS[kind], { params: f })).data;

export function useAdminPayouts<K extends PayoutKind>(kind: K, filters: PayoutFilters) {
  return useQuery({ queryKey: settlementKeys.list(kind, filters), queryFn: fetchPayouts(kind, filters), placeholderData: keepPreviousData });
}

/** How many items wait in each state, for the tabs: one row per state is enough for `total`. */
export function useAdminPayoutCounts(kind: PayoutKind, statuses: readonly PayoutStatus[]) {
  const results = useQueries({
    queries: statuses.map((status) => {
      const f: PayoutFilters = { status, page: 1, size: 1 };
      return { queryKey: settlementKeys.list(kind, f), queryFn: fetchPayouts(kind, f) };
    }),
  });
  return Object.fromEntries(statuses.map((s, i) => [s, results[i]?.data?.total])) as Partial<Record<PayoutStatus, number>>;
}

export interface PayoutDecision {
  id: string;
  action: PayoutAction;
  /** Only a rejection carries one: the member reads it. */
  reason?: string;
  /** Made once per intent (a dialog opening); a double click or a retry after no answer reuses it. */
  idempotencyKey: string;
}

/**
 * One decision of the refund or settlement machine. The answer is the item as it is now: a refund
 * the provider refused stays in progress with `lastError`. Lists and counts are fetched again
 * either way, so a refusal (another admin decided first) shows the item as it is.
 */
export function usePayoutDecision<K extends PayoutKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, reason, idempotencyKey }: PayoutDecision) =>
      (
        await http.post<PayoutItems[K]>(`${PAYOUT_PATHS[kind]}/${id}/${action}`, reason === undefined ? {} : { reason }, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.kind(kind) }),
  });
}

/** The USD rates entered so far, newest day first. */
export function useExchangeRates(page: number, size: number) {
  return useQuery({
    queryKey: settlementKeys.ratePage(page, size),
    queryFn: async () => (await http.get<ExchangeRateList>(RATES_PATH, { params: { page, size } })).data,
    placeholderData: keepPreviousData,
  });
}

/** The day's rate from the feed (the Korea Eximbank): refused like a typed one, or with `fields.day` when none is published. */
export function useFetchExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (day: string) => (await http.post<ExchangeRate>(`${RATES_PATH}/fetch`, { day })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.rates }),
  });
}

/** The day's rate; a day already entered is refused with `fields.day`. */
export function useEnterExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExchangeRateBody) => (await http.post<ExchangeRate>(RATES_PATH, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.rates }),
  });
}
