// Orders (issue 7): the order both parties see, its contract in a language, the client's signature
// with payment from mileage (held in escrow), the T-esigner's answer, the client's cancellation
// before that answer, the referral files the T-esigner receives, the cancellation by agreement
// after acceptance, and the CAD result: its delivery, surcharges, download and confirmation. Signing carries an Idempotency-Key kept for one intent, so a retry or a double
// click never pays twice.
import {
  OrderStatus,
  type CadLinkBody,
  type DeliverCadBody,
  type DownloadLink,
  type Locale,
  type MileageBalances,
  type OrderCad,
  type OrderContract,
  type OrderDetail,
  type OrderEstimate,
  type OrderList,
  type OrderListQuery,
  type OrderReasonBody,
  type OrderReferral,
  type OrderReferralFile,
  type ReworkBody,
  type SignOrderBody,
  type SurchargeBody,
  type SurchargeDeclineBody,
} from '@dcm/shared';
import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { downloadFile, startDownload } from '../../lib/download.ts';
import { http, HttpError } from '../../lib/http.ts';

export type { OrderCad, OrderContract, OrderDetail, OrderEstimate, OrderList, OrderListQuery, OrderReferral, OrderReferralFile } from '@dcm/shared';

const ORDERS_PATH = '/api/v1/orders';
const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/**
 * Query keys of the orders module; `order(id)` is the prefix of everything about one order, its
 * contract included, and `lists` the prefix of every page of the member's transactions.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  order: (id: string) => ['orders', id] as const,
  contract: (id: string, locale: Locale) => ['orders', id, 'contract', locale] as const,
  estimate: (id: string) => ['orders', id, 'estimate'] as const,
  referral: (id: string) => ['orders', id, 'referral'] as const,
  cad: (id: string) => ['orders', id, 'cad'] as const,
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

/**
 * One page of the member's transactions (as client or T-esigner) with the counts per status for the
 * filter tabs. The previous page stays on screen while the next one loads, so the tabs do not jump.
 */
export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: async () => (await http.get<OrderList>(ORDERS_PATH, { params: query })).data,
    placeholderData: keepPreviousData,
  });
}

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

/** The quotation the order was made from, as its printable document (/payment/estimate/:id); only the two parties may read it. */
export function useOrderEstimate(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.estimate(id ?? ''),
    queryFn: async () => (await http.get<OrderEstimate>(`${orderPath(id ?? '')}/estimate`)).data,
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

/**
 * The order's new state in the cache at once, then the order, the transaction lists (its status and
 * turn moved) and what its move changed read again.
 */
async function settle(queryClient: QueryClient, order: OrderDetail, stale: Stale): Promise<void> {
  queryClient.setQueryData(orderKeys.order(order.id), order);
  await Promise.all([orderKeys.order(order.id), orderKeys.lists, ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A refusal the server answered (4xx) ends the intent: nothing was paid and a new key is safe. No
 * answer or a server failure may hide a payment that went through, so the retry keeps the key.
 */
const answeredRefusal = (error: unknown) => error instanceof HttpError && error.status !== undefined && error.status < 500;

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
function useOrderMove<Body>(id: string, action: 'accept' | 'decline' | 'cancel' | 'referral/receipt', stale: Stale) {
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

/**
 * The T-esigner confirms receipt of a referral that has no file to download (one saved before a scan
 * was required, issue 31); with files, their first download is the receipt.
 */
export const useConfirmReferralReceipt = (id: string) => useOrderMove<void>(id, 'referral/receipt', [orderKeys.referral(id)]);

/**
 * The statuses in which the T-esigner may read the referral (the server answers 403 before the
 * acceptance): from acceptance to completion. A cancelled or declined order has no referral to receive.
 */
export const REFERRAL_OPEN_TO_DESIGNER: readonly OrderStatus[] = [
  OrderStatus.accepted,
  OrderStatus.referralReceived,
  OrderStatus.cadUploaded,
  OrderStatus.reworkRequested,
  OrderStatus.complete,
];

/** The order's referrals and their files; `enabled` is false while the viewer may not read them yet. */
export function useOrderReferral(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: orderKeys.referral(id ?? ''),
    queryFn: async () => (await http.get<OrderReferral>(`${orderPath(id ?? '')}/referral`)).data,
    enabled: !!id && enabled,
    retry: false,
  });
}

/**
 * One referral file, downloaded by the browser itself through the expiring link the server issues
 * (a scan may be 500 MB). The T-esigner's first link records the referral as received (the order
 * moves to `referralReceived`), so their downloads read the order again, and with it the listing's
 * `receivedAt`.
 */
export function useDownloadOrderFile(order: Pick<OrderDetail, 'id' | 'viewerRole'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: OrderReferralFile) => {
      const { data } = await http.post<DownloadLink>(`${orderPath(order.id)}/files/${encodeURIComponent(file.id)}/link`);
      startDownload(data.url, file.name);
    },
    onSuccess: async () => {
      if (order.viewerRole === 'designer') await queryClient.invalidateQueries({ queryKey: orderKeys.order(order.id) });
    },
  });
}

/** Where a cancellation by agreement (SPEC §4, §9) is asked and answered. */
const cancellationsPath = (id: string) => `${orderPath(id)}/cancellations`;
const cancellationPath = (id: string, cancellationId: string) => `${cancellationsPath(id)}/${encodeURIComponent(cancellationId)}`;

/**
 * A move of the order's cancellation request. An answer updates the order and what the move changed;
 * a failure reads them again too, as a call left unanswered may have gone through.
 */
function useCancellationMove<Variables>(id: string, send: (variables: Variables) => Promise<OrderDetail>, stale: Stale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => settle(queryClient, order, stale),
    onError: () => Promise.all([orderKeys.order(id), ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Either party asks to cancel after acceptance, with a reason the other side reads; nothing moves yet. */
export const useRequestCancellation = (id: string) =>
  useCancellationMove(id, async (body: OrderReasonBody) => (await http.post<OrderDetail>(cancellationsPath(id), body)).data, []);

/**
 * The other party approves: the order is cancelled, half the escrow goes back to the client's
 * mileage and the rest to the T-esigner's earnings, and the referrals go back to the client's cart.
 */
export const useApproveCancellation = (id: string) =>
  useCancellationMove(id, async (cancellationId: string) => (await http.post<OrderDetail>(`${cancellationPath(id, cancellationId)}/approve`)).data, [MILEAGE, REQUESTS, REFERRALS]);

/** The other party rejects with a reason the requester reads; the order goes on. */
export const useRejectCancellation = (id: string) =>
  useCancellationMove(
    id,
    async ({ cancellationId, reason }: { cancellationId: string } & OrderReasonBody) => (await http.post<OrderDetail>(`${cancellationPath(id, cancellationId)}/reject`, { reason })).data,
    [],
  );

/** The requester takes their open request back; the order goes on. */
export const useWithdrawCancellation = (id: string) =>
  useCancellationMove(id, async (cancellationId: string) => (await http.post<OrderDetail>(`${cancellationPath(id, cancellationId)}/withdraw`)).data, []);

// ---- Slice 4: the CAD result, its surcharges and the client's confirmation ----

/**
 * The statuses in which the CAD result can be read (the server answers 403 before the first
 * delivery): delivered, being reworked, and complete.
 */
export const CAD_READABLE: readonly OrderStatus[] = [OrderStatus.cadUploaded, OrderStatus.reworkRequested, OrderStatus.complete];

/** Every version delivered and every surcharge asked; `enabled` is false before the first delivery. */
export function useOrderCad(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: orderKeys.cad(id ?? ''),
    queryFn: async () => (await http.get<OrderCad>(`${orderPath(id ?? '')}/cad`)).data,
    enabled: !!id && enabled,
    retry: false,
  });
}

/** A move about the CAD result: the order's new state, then the order (its CAD and surcharges with it) and `stale` read again. */
function useDeliveryMove<Variables>(id: string, send: (variables: Variables) => Promise<OrderDetail>, stale: Stale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => settle(queryClient, order, stale),
    onError: () => Promise.all([orderKeys.order(id), ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The T-esigner sends the uploaded files as a new version, with a note and perhaps a surcharge. */
export const useDeliverCad = (id: string) =>
  useDeliveryMove(id, async (body: DeliverCadBody) => (await http.post<OrderDetail>(`${orderPath(id)}/deliveries`, body)).data, []);

/** The T-esigner replaces a delivery the client has not answered yet: the same body, a new version (decision 0044). */
export const useReplaceCad = (id: string) =>
  useDeliveryMove(id, async (body: DeliverCadBody) => (await http.post<OrderDetail>(`${orderPath(id)}/cad/replace`, body)).data, []);

/** The T-esigner asks a surcharge on its own. */
export const useRequestSurcharge = (id: string) =>
  useDeliveryMove(id, async (body: SurchargeBody) => (await http.post<OrderDetail>(`${orderPath(id)}/surcharges`, body)).data, []);

const surchargePath = (id: string, surchargeId: string) => `${orderPath(id)}/surcharges/${encodeURIComponent(surchargeId)}`;

/**
 * The client pays the surcharge from mileage. Like signing, the Idempotency-Key is kept for one
 * surcharge while it is sent again (retry, double click, two tabs of one intent) and dropped after
 * an answer, so the server pays it once.
 */
export function usePaySurcharge(id: string) {
  const queryClient = useQueryClient();
  const intent = useRef<{ surchargeId: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (surchargeId: string) => {
      if (intent.current?.surchargeId !== surchargeId) intent.current = { surchargeId, key: crypto.randomUUID() };
      try {
        const { data } = await http.post<OrderDetail>(`${surchargePath(id, surchargeId)}/pay`, undefined, { headers: { 'Idempotency-Key': intent.current.key } });
        intent.current = null;
        return data;
      } catch (error) {
        if (answeredRefusal(error)) intent.current = null;
        throw error;
      }
    },
    onSuccess: (order) => settle(queryClient, order, [MILEAGE]),
    onError: () => Promise.all([orderKeys.order(id), MILEAGE].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The client declines the surcharge, with an optional word for the T-esigner. */
export const useDeclineSurcharge = (id: string) =>
  useDeliveryMove(
    id,
    async ({ surchargeId, reason }: { surchargeId: string } & SurchargeDeclineBody) =>
      (await http.post<OrderDetail>(`${surchargePath(id, surchargeId)}/decline`, { reason })).data,
    [],
  );

/** The T-esigner takes back a surcharge the client has not answered. */
export const useWithdrawSurcharge = (id: string) =>
  useDeliveryMove(id, async (surchargeId: string) => (await http.post<OrderDetail>(`${surchargePath(id, surchargeId)}/withdraw`)).data, []);

/** The client confirms receipt: the order is complete and the escrow goes to the T-esigner. */
export const useConfirmReceipt = (id: string) =>
  useDeliveryMove(id, async () => (await http.post<OrderDetail>(`${orderPath(id)}/confirm`)).data, [REQUESTS]);

/**
 * Downloads one version of the CAD result as a ZIP (or one file of it) through an expiring link
 * the server issues: the browser fetches it natively, with its own progress, whatever the size.
 * The client's download is recorded ("file received"), so the order is read again.
 */
export function useDownloadCad(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wanted: CadLinkBody) => {
      const { data } = await http.post<DownloadLink>(`${orderPath(id)}/cad/link`, wanted);
      startDownload(data.url);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
  });
}

// ---- Slice 5: rework ----

/** The client asks a rework, saying whether it fixes a design error or follows a changed prescription. */
export const useRequestRework = (id: string) =>
  useDeliveryMove(id, async (body: ReworkBody) => (await http.post<OrderDetail>(`${orderPath(id)}/reworks`, body)).data, []);

/** The client takes the open rework back before the T-esigner re-uploads. */
export const useWithdrawRework = (id: string) =>
  useDeliveryMove(id, async () => (await http.post<OrderDetail>(`${orderPath(id)}/reworks/withdraw`)).data, []);
