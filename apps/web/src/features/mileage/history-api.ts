// Where mileage went and how it comes back out (SPEC §2 /mileage, /mypage/payment, /mileageOffice;
// §9 refund and settlement rules): the member's movements, their charges with refunds, and a
// T-esigner's settlement terms and requests. Every query key starts with 'mileage' (`mileageKeys.all`),
// so a refund or a settlement refreshes the balances the charge side keeps under the same prefix.
import type { ChargeItem, ChargeList, JournalKind, MileageHistory, Settlement, SettlementBody, SettlementList, SettlementTerms } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { http, HttpError } from '../../lib/http.ts';
import { mileageKeys } from './api.ts';

const MILEAGE_PATH = '/api/v1/mileage';

export interface HistoryFilters {
  kind?: JournalKind;
  /** First Korean day of the period (YYYY-MM-DD), included. */
  from?: string;
  /** Last Korean day of the period, included. */
  to?: string;
  page: number;
  size: number;
}

export const historyKeys = {
  history: (f: HistoryFilters) => [...mileageKeys.all, 'history', f] as const,
  charges: (page: number, size: number) => [...mileageKeys.all, 'chargeList', page, size] as const,
  settlementTerms: [...mileageKeys.all, 'settlementTerms'] as const,
  settlements: (page: number, size: number) => [...mileageKeys.all, 'settlementList', page, size] as const,
};

export function useMileageHistory(filters: HistoryFilters) {
  return useQuery({
    queryKey: historyKeys.history(filters),
    queryFn: async () => (await http.get<MileageHistory>(`${MILEAGE_PATH}/history`, { params: filters })).data,
    placeholderData: keepPreviousData,
  });
}

export function useChargeList(page: number, size: number) {
  return useQuery({
    queryKey: historyKeys.charges(page, size),
    queryFn: async () => (await http.get<ChargeList>(`${MILEAGE_PATH}/charges`, { params: { page, size } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSettlementTerms() {
  return useQuery({
    queryKey: historyKeys.settlementTerms,
    queryFn: async () => (await http.get<SettlementTerms>(`${MILEAGE_PATH}/settlement-terms`)).data,
  });
}

export function useSettlementList(page: number, size: number) {
  return useQuery({
    queryKey: historyKeys.settlements(page, size),
    queryFn: async () => (await http.get<SettlementList>(`${MILEAGE_PATH}/settlements`, { params: { page, size } })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A refusal the server answered (4xx) ends the intent: nothing moved and a new key is safe. No answer
 * or a server failure may hide a move that went through, so the retry keeps the key.
 */
const answeredRefusal = (error: unknown) => error instanceof HttpError && error.status !== undefined && error.status < 500;

/**
 * A money-moving POST under an `Idempotency-Key` made once per intent (the same `fingerprint`): a
 * retry or a double click sends the same key, so the server moves the money once; an answer, or
 * another intent, starts with a new key.
 */
function useIntentPost<B, A>(path: (body: B) => string, fingerprint: (body: B) => string, payload: (body: B) => unknown) {
  const queryClient = useQueryClient();
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: B) => {
      const print = fingerprint(body);
      if (intent.current?.fingerprint !== print) intent.current = { fingerprint: print, key: crypto.randomUUID() };
      try {
        const { data } = await http.post<A>(path(body), payload(body), { headers: { 'Idempotency-Key': intent.current.key } });
        intent.current = null;
        return data;
      } catch (error) {
        if (answeredRefusal(error)) intent.current = null;
        throw error;
      }
    },
    // A refusal may mean the money moved already (a refund asked from another tab): refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mileageKeys.all }),
  });
}

/** Asks the refund of a whole charge (`ChargeItem.id`); its amount leaves the balance while the admin decides. */
export const useAskRefund = () =>
  useIntentPost<string, ChargeItem>(
    (chargeId) => `${MILEAGE_PATH}/charges/${encodeURIComponent(chargeId)}/refund`,
    (chargeId) => chargeId,
    () => ({}),
  );

/** Asks a payout of earnings to the member's bank account; the earnings are held until the admin decides. */
export const useRequestSettlement = () =>
  useIntentPost<SettlementBody, Settlement>(
    () => `${MILEAGE_PATH}/settlements`,
    (body) => JSON.stringify(body),
    (body) => body,
  );
