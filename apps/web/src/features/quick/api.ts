// Quick requests (issue 11): the published price table, one quick request, the member's quick
// transactions per side, and the client's moves (post, edit, withdraw, complete, remake, review).
// The T-esigner's and the admin's pages import these hooks too. Posting and editing move mileage,
// so they carry an Idempotency-Key kept for one intent: a retry or a double click pays once.
import type {
  CadLinkBody,
  DownloadLink,
  MileageBalances,
  QuickDetail,
  QuickRemakeBody,
  QuickRequestBody,
  QuickTerms,
  QuickTransactions,
  QuickTransactionsQuery,
  ReviewBody,
} from '@dcm/shared';
import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startDownload } from '../../lib/download.ts';
import { http, HttpError } from '../../lib/http.ts';
import { useRealtimeFrame } from '../../lib/realtime.ts';

export type { QuickDetail, QuickSummary, QuickTerms, QuickTransactions, QuickTransactionsQuery } from '@dcm/shared';

export const QUICK_PATH = '/api/v1/quick';
const REQUESTS_PATH = `${QUICK_PATH}/requests`;
export const quickRequestPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;

/** The transactions query as the pages hold it: `page`/`size` always set, `status` absent for "all". */
export type QuickTransactionsFilter = Pick<QuickTransactionsQuery, 'side' | 'page' | 'size'> & Partial<Pick<QuickTransactionsQuery, 'status'>>;

/**
 * Query keys of the quick module; `all` is the prefix of everything, `request(id)` of one request,
 * `transactions` of every page of both sides' lists, `board` of the T-esigners' board.
 */
export const quickKeys = {
  all: ['quick'] as const,
  terms: ['quick', 'terms'] as const,
  request: (id: string) => ['quick', 'request', id] as const,
  transactions: ['quick', 'transactions'] as const,
  transactionList: (query: QuickTransactionsFilter) => ['quick', 'transactions', query] as const,
  board: ['quick', 'board'] as const,
  me: ['quick', 'me'] as const,
  settlements: ['quick', 'settlements'] as const,
};

/** The mileage balances (escrow moves), the referrals (one goes into a quick request) and the reviews. */
const MILEAGE = ['mileage'] as const;
const REFERRALS = ['referrals'] as const;
const REVIEWS = ['reviews'] as const;
type Stale = ReadonlyArray<readonly string[]>;

/** The price table and the terms (remakes, auto-completion, earliest deadline): public, rarely changed. */
export function useQuickTerms() {
  return useQuery({
    queryKey: quickKeys.terms,
    queryFn: async () => (await http.get<QuickTerms>(`${QUICK_PATH}/prices`)).data,
    staleTime: 60_000,
  });
}

export function useQuickDetail(id: string | undefined) {
  return useQuery({
    queryKey: quickKeys.request(id ?? ''),
    queryFn: async () => (await http.get<QuickDetail>(quickRequestPath(id ?? ''))).data,
    enabled: !!id,
    retry: false,
  });
}

/** One page of the member's quick requests on one side, with totals per currency; the previous page stays while the next loads. */
export function useQuickTransactions(query: QuickTransactionsFilter, enabled = true) {
  return useQuery({
    queryKey: quickKeys.transactionList(query),
    queryFn: async () => (await http.get<QuickTransactions>(`${QUICK_PATH}/transactions`, { params: query })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The request's new state in the cache at once, then it, the lists, the board and what the move changed read again. */
export async function settleQuick(queryClient: QueryClient, detail: QuickDetail, stale: Stale = []): Promise<void> {
  queryClient.setQueryData(quickKeys.request(detail.id), detail);
  await Promise.all(
    [quickKeys.request(detail.id), quickKeys.transactions, quickKeys.board, ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A refusal the server answered (4xx) ends the intent: nothing was paid and a new key is safe. No answer may hide a payment. */
const answeredRefusal = (error: unknown) => error instanceof HttpError && error.status !== undefined && error.status < 500;

/**
 * A paying call with an Idempotency-Key made for one body and reused while the same body is sent
 * again (retry, double click); an answer, or another body, starts a new intent.
 */
function useIntentKey() {
  const intent = useRef<{ body: string; key: string } | null>(null);
  return async <T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> => {
    const fingerprint = JSON.stringify(body);
    if (intent.current?.body !== fingerprint) intent.current = { body: fingerprint, key: crypto.randomUUID() };
    try {
      const answer = await send(intent.current.key);
      intent.current = null;
      return answer;
    } catch (error) {
      if (answeredRefusal(error)) intent.current = null;
      throw error;
    }
  };
}

/** The client posts a quick request and pays its total from mileage into escrow (402 INSUFFICIENT_MILEAGE with the shortfall). */
export function usePostQuickRequest() {
  const queryClient = useQueryClient();
  const withKey = useIntentKey();
  return useMutation({
    mutationFn: (body: QuickRequestBody) =>
      withKey(body, async (key) => (await http.post<QuickDetail>(REQUESTS_PATH, body, { headers: { 'Idempotency-Key': key } })).data),
    onSuccess: (detail) => settleQuick(queryClient, detail, [MILEAGE, REFERRALS]),
    onError: () => queryClient.invalidateQueries({ queryKey: MILEAGE }),
  });
}

/** The client changes the open request; the escrow takes or gives back the difference. */
export function useEditQuickRequest(id: string) {
  const queryClient = useQueryClient();
  const withKey = useIntentKey();
  return useMutation({
    mutationFn: (body: QuickRequestBody) =>
      withKey(body, async (key) => (await http.put<QuickDetail>(quickRequestPath(id), body, { headers: { 'Idempotency-Key': key } })).data),
    onSuccess: (detail) => settleQuick(queryClient, detail, [MILEAGE, REFERRALS]),
    onError: () => Promise.all([quickKeys.request(id), MILEAGE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * The member's mileage and currency, to price the table and to show beside the amount to pay. Same
 * key and address as the mileage feature's balances query: one cached answer, one invalidation.
 */
export function useQuickBalances(enabled = true) {
  return useQuery({
    queryKey: [...MILEAGE, 'balances'] as const,
    queryFn: async () => (await http.get<MileageBalances>('/api/v1/mileage')).data,
    enabled,
  });
}

/** A client's move on one request with the new QuickDetail answered; a failure reads the request again. */
function useQuickMove<Body>(id: string, send: (body: Body) => Promise<QuickDetail>, stale: Stale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => settleQuick(queryClient, detail, stale),
    onError: () => queryClient.invalidateQueries({ queryKey: quickKeys.request(id) }),
  });
}

/** The client takes the open request back: the whole escrow returns to their mileage. */
export const useWithdrawQuickRequest = (id: string) =>
  useQuickMove<void>(id, async () => (await http.post<QuickDetail>(`${quickRequestPath(id)}/withdraw`)).data, [MILEAGE, REFERRALS]);

/** The client completes the delivered request: the escrow goes to the taker's quick earnings. */
export const useCompleteQuickRequest = (id: string) =>
  useQuickMove<void>(id, async () => (await http.post<QuickDetail>(`${quickRequestPath(id)}/complete`)).data, [MILEAGE]);

/** The client asks a remake with a reason (over the allowance: 409 QUICK_REMAKE_LIMIT). */
export const useRequestQuickRemake = (id: string) =>
  useQuickMove<QuickRemakeBody>(id, async (body) => (await http.post<QuickDetail>(`${quickRequestPath(id)}/remake`, body)).data, []);

/** The client reviews the taker once, after completion; the request then reads `reviewed`. */
export function useReviewQuickRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewBody) => {
      await http.post(`${quickRequestPath(id)}/review`, body);
    },
    onSuccess: () => {
      queryClient.setQueryData<QuickDetail>(quickKeys.request(id), (prev) => prev && { ...prev, reviewed: true });
      return Promise.all([quickKeys.request(id), quickKeys.transactions, REVIEWS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * An expiring link to one version of the CAD result (all its files as one ZIP), or to one file of
 * it: `POST …/cad/link` as an order's (for the client, the taker and the admin).
 */
export async function fetchQuickCadLink(id: string, wanted: CadLinkBody): Promise<DownloadLink> {
  return (await http.post<DownloadLink>(`${quickRequestPath(id)}/cad/link`, wanted)).data;
}

/**
 * Downloads a version as a ZIP, or one file of it, natively through the expiring link, so a large
 * mesh never sits in memory. The request reads again (a first download may be recorded).
 */
export function useDownloadQuickCad(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wanted: CadLinkBody) => startDownload((await fetchQuickCadLink(id, wanted)).url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickKeys.request(id) }),
  });
}

/**
 * While mounted: a notification of a quick event (taken, delivered, completed, a missed deadline…)
 * reads the quick lists and requests again, so a page open on them follows without a reload.
 */
export function useLiveQuickRefresh(): void {
  const queryClient = useQueryClient();
  useRealtimeFrame('notification', (frame) => {
    if (frame.notification.event.startsWith('quick')) void queryClient.invalidateQueries({ queryKey: quickKeys.all });
  });
}
