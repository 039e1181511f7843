// The T-esigner's side of quick requests (issue 11): the board they take work from, their opt-in and
// record, taking and delivering, and their quick settlements (apart from ordinary earnings). The
// shapes and rules are packages/shared/src/quick/schema.ts; the detail and transactions hooks are
// the quick feature's api.ts, shared with the client's pages.
import type {
  QuickBoard,
  QuickDeliveryBody,
  QuickDetail,
  QuickMe,
  QuickSettlement,
  QuickSettlementBody,
  QuickSettlementList,
  QuickSettlementPreview,
  QuickSummary,
} from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { downloadFile } from '../../../lib/download.ts';
import { http, HttpError } from '../../../lib/http.ts';
import { QUICK_PATH, quickKeys, quickRequestPath, settleQuick } from '../api.ts';

export type BoardSort = 'urgent' | 'newest';

/** Under the module's keys (api.ts), so a move anywhere in the module refreshes the board and the record. */
export const designerKeys = {
  me: quickKeys.me,
  boards: quickKeys.board,
  board: (sort: BoardSort, page: number, size: number) => [...quickKeys.board, { sort, page, size }] as const,
  settlements: quickKeys.settlements,
  settlementPage: (page: number, size: number) => [...quickKeys.settlements, 'mine', { page, size }] as const,
  previews: [...quickKeys.settlements, 'preview'] as const,
  preview: (from: string, to: string) => [...quickKeys.settlements, 'preview', { from, to }] as const,
};

/** Whether the T-esigner takes quick work, and their record (completed, missed deadlines). */
export function useQuickMe(enabled = true) {
  return useQuery({ queryKey: designerKeys.me, queryFn: async () => (await http.get<QuickMe>(`${QUICK_PATH}/me`)).data, enabled });
}

export function useSetQuickOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (optedIn: boolean) => (await http.put<QuickMe>(`${QUICK_PATH}/me`, { optedIn })).data,
    onSuccess: (me) => {
      queryClient.setQueryData(designerKeys.me, me);
      return queryClient.invalidateQueries({ queryKey: designerKeys.boards });
    },
  });
}

/** The open quick requests (opted-in T-esigners only: 403 otherwise). */
export function useQuickBoard(sort: BoardSort, page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: designerKeys.board(sort, page, size),
    queryFn: async () => (await http.get<QuickBoard>(`${QUICK_PATH}/board`, { params: { sort, page, size } })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A `quick.board` frame: a request that left the board (taken, withdrawn, refunded) leaves every
 * cached page at once; anything else (posted, edited, back after a missed deadline) is read again.
 */
export function applyBoardFrame(queryClient: QueryClient, frame: { id: string; status: string }): void {
  if (frame.status !== 'open') {
    queryClient.setQueriesData<QuickBoard>({ queryKey: designerKeys.boards }, (board) =>
      board && board.items.some((item) => item.id === frame.id)
        ? { ...board, items: board.items.filter((item: QuickSummary) => item.id !== frame.id), total: Math.max(0, board.total - 1) }
        : board,
    );
  }
  void queryClient.invalidateQueries({ queryKey: designerKeys.boards });
}

/** Takes the request; someone first: 409 QUICK_TAKEN. Either way the board and the detail are read again. */
export function useTakeQuick(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.post<QuickDetail>(`${quickRequestPath(id)}/take`, {})).data,
    onSuccess: (detail) => settleQuick(queryClient, detail, [quickKeys.me]),
    // Someone else was first: it leaves the board; the detail is no longer this T-esigner's to read.
    onError: () => queryClient.invalidateQueries({ queryKey: designerKeys.boards }),
  });
}

/** The CAD result, first or again after a remake. */
export function useDeliverQuick(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickDeliveryBody) => (await http.post<QuickDetail>(`${quickRequestPath(id)}/deliveries`, body)).data,
    onSuccess: (detail) => settleQuick(queryClient, detail),
    onError: () => queryClient.invalidateQueries({ queryKey: quickKeys.request(id) }),
  });
}

/**
 * The taker replaces a delivery the client has not answered yet (decision 0044): the same body, a new
 * version. Answered (409), the request is read again and the page offers what is left.
 */
export function useReplaceQuick(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickDeliveryBody) => (await http.post<QuickDetail>(`${quickRequestPath(id)}/cad/replace`, body)).data,
    onSuccess: (detail) => settleQuick(queryClient, detail),
    onError: () => queryClient.invalidateQueries({ queryKey: quickKeys.request(id) }),
  });
}

// ---- Quick settlements ----

export function useQuickSettlementPreview(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: designerKeys.preview(from, to),
    queryFn: async () => (await http.get<QuickSettlementPreview>(`${QUICK_PATH}/settlements/preview`, { params: { from, to } })).data,
    enabled,
  });
}

export function useMyQuickSettlements(page: number, size: number) {
  return useQuery({
    queryKey: designerKeys.settlementPage(page, size),
    queryFn: async () => (await http.get<QuickSettlementList>(`${QUICK_PATH}/settlements`, { params: { page, size } })).data,
    placeholderData: keepPreviousData,
  });
}

/** A refusal the server answered (4xx) ends the intent; no answer may hide a request that went through, so a retry keeps the key. */
const answeredRefusal = (error: unknown) => error instanceof HttpError && error.status !== undefined && error.status < 500;

/**
 * Asks the settlement of a period under one `Idempotency-Key` per intent (the same body): a double
 * click or a retry after no answer is one request on the server. Answers one settlement per currency.
 */
export function useRequestQuickSettlement() {
  const queryClient = useQueryClient();
  const intent = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: QuickSettlementBody) => {
      const print = JSON.stringify(body);
      if (intent.current?.body !== print) intent.current = { body: print, key: crypto.randomUUID() };
      try {
        const { data } = await http.post<QuickSettlement[] | QuickSettlement>(`${QUICK_PATH}/settlements`, body, { headers: { 'Idempotency-Key': intent.current.key } });
        intent.current = null;
        return Array.isArray(data) ? data : [data];
      } catch (error) {
        if (answeredRefusal(error)) intent.current = null;
        throw error;
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: designerKeys.settlements });
    },
  });
}

/** The statement as CSV (one row per job), fetched with the bearer token and saved under `name`. */
export const downloadQuickStatement = (settlementId: string, name: string) =>
  downloadFile({ url: `${QUICK_PATH}/settlements/${settlementId}/statement.csv`, name });
