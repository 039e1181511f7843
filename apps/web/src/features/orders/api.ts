// Orders (issue 7), the e-contract step: the order both parties see, its contract in a language, the
// client's signature with payment from mileage (held in escrow), the T-esigner's answer, and the
// client's cancellation before that answer. Signing carries an Idempotency-Key kept for one intent,
// so a retry or a double click never pays twice.
import type { Locale, MileageBalances, OrderContract, OrderDetail, OrderReasonBody, SignOrderBody } from '@dcm/shared';
import { AxiosError } from 'axios';
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download.ts';
import { http } from '../../lib/http.ts';

export type { OrderContract, OrderDetail } from '@dcm/shared';

const ORDERS_PATH = '/api/v1/orders';
const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** Query keys of the orders module; `order(id)` is the prefix of everything about one order, its contract included. */
export const orderKeys = {
  all: ['orders'] as const,
  order: (id: string) => ['orders', id] as const,
  contract: (id: string, locale: Locale) => ['orders', id, 'contract', locale] as const,
};

/**
 * Other modules' caches an order's moves change, by their key prefixes: the mileage balances (sign,
 * decline and cancel move money), the request the order belongs to (its status follows the order),
 * and the cart the referrals go back to when the order ends unpaid or refunded.
 */
const MILEAGE = ['mileage'] as const;
const REQUESTS = ['requests'] as const;
const REFERRALS = ['referrals'] as const;
type Stale = ReadonlyArray<readonly string[]>;

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.order(id ?? ''),
    queryFn: async () => (await http.get<OrderDetail>(orderPath(id ?? ''))).data,
    enabled: !!id,
    retry: false,
  });
}

/** The contract in `locale`; once signed, the server answers the signed text whatever the locale asked. */
export function useOrderContract(id: string | undefined, locale: Locale) {
  return useQuery({
    queryKey: orderKeys.contract(id ?? '', locale),
    queryFn: async () => (await http.get<OrderContract>(`${orderPath(id ?? '')}/contract`, { params: { locale } })).data,
    enabled: !!id,
    retry: false,
  });
}

/**
 * The viewer's mileage, to show beside the amount to pay. Same key and address as the mileage
 * feature's own balances query, so both share one cached answer and one invalidation.
 */
export function useMileageBalances(enabled = true) {
  return useQuery({
    queryKey: [...MILEAGE, 'balances'] as const,
    queryFn: async () => (await http.get<MileageBalances>('/api/v1/mileage')).data,
    enabled,
  });
}

/** The signed or unsigned contract as a PDF: fetched with the member's token, then saved. */
export function downloadContractPdf(id: string, locale: Locale, fileName: string): Promise<void> {
  return downloadFile({ url: `${orderPath(id)}/contract.pdf?locale=${locale}`, name: fileName });
}

/** The order's new state in the cache at once, then the order and what its move changed read again. */
async function settle(queryClient: QueryClient, order: OrderDetail, stale: Stale): Promise<void> {
  queryClient.setQueryData(orderKeys.order(order.id), order);
  await Promise.all([orderKeys.order(order.id), ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A refusal the server answered (4xx) ends the intent: nothing was paid and a new key is safe. No
 * answer or a server failure may hide a payment that went through, so the retry keeps the key.
 */
const answeredRefusal = (error: unknown) => error instanceof AxiosError && !!error.response && error.response.status < 500;

/**
 * Signs the contract and pays from mileage in one call. The Idempotency-Key is made for a body and
 * reused while the same body is sent again (retry, double click); an answer, or another body,
 * starts a new intent. After a refusal the order is read again: "already processed" may mean an
 * earlier attempt went through.
 */
export function useSignOrder(id: string) {
  const queryClient = useQueryClient();
  const intent = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: SignOrderBody) => {
      const fingerprint = JSON.stringify([body.name, body.locale, body.hash]);
      if (intent.current?.body !== fingerprint) intent.current = { body: fingerprint, key: crypto.randomUUID() };
      try {
        const { data } = await http.post<OrderDetail>(`${orderPath(id)}/sign`, body, { headers: { 'Idempotency-Key': intent.current.key } });
        intent.current = null;
        return data;
      } catch (error) {
        if (answeredRefusal(error)) intent.current = null;
        throw error;
      }
    },
    onSuccess: (order) => settle(queryClient, order, [MILEAGE, REQUESTS]),
    // The order and its contract (a changed text), and the balance a shortfall was measured against.
    onError: () => Promise.all([orderKeys.order(id), MILEAGE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** One of the order's moves without a payment of its own (accept, decline with a reason, cancel). */
function useOrderMove<Body>(id: string, action: 'accept' | 'decline' | 'cancel', stale: Stale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await http.post<OrderDetail>(`${orderPath(id)}/${action}`, body)).data,
    onSuccess: (order) => settle(queryClient, order, stale),
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
  });
}

/** The T-esigner takes the contract request; they receive the referral next. */
export const useAcceptOrder = (id: string) => useOrderMove<void>(id, 'accept', [REQUESTS]);

/** The T-esigner declines with a reason the client reads; the whole escrow goes back to the client. */
export const useDeclineOrder = (id: string) => useOrderMove<OrderReasonBody>(id, 'decline', [MILEAGE, REQUESTS, REFERRALS]);

/** The client withdraws before the T-esigner answered: everything paid comes back at once (SPEC §9). */
export const useCancelOrder = (id: string) => useOrderMove<void>(id, 'cancel', [MILEAGE, REQUESTS, REFERRALS]);
