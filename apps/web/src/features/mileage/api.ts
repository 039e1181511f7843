// Mileage (issue 6), the client's side of charging: balances, what the charge page may offer, a
// charge and its confirmation or abandonment after the provider's window, and the registered cards.
// Every charge carries an Idempotency-Key kept for one intent (the same body), so a retry or a double
// click never charges twice; Toss's browser SDK is loaded here, the one place that talks to it.
import type { ChargeAnswer, ChargeBody, ChargeConfirmBody, CardBody, Checkout, MileageBalances, PaymentCard, PaymentOptions } from '@dcm/shared';
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, HttpError } from '../../lib/http.ts';

export type { ChargeAnswer, ChargeBody, MileageBalances, PaymentCard, PaymentOptions } from '@dcm/shared';

const MILEAGE_PATH = '/api/v1/mileage';
const CHARGES_PATH = `${MILEAGE_PATH}/charges`;
const CARDS_PATH = `${MILEAGE_PATH}/cards`;

/** Query keys of the mileage module; invalidate `all` (or `balances`) after anything that moves mileage. */
export const mileageKeys = {
  all: ['mileage'] as const,
  balances: ['mileage', 'balances'] as const,
  paymentOptions: ['mileage', 'paymentOptions'] as const,
  cards: ['mileage', 'cards'] as const,
};

export function useMileageBalances() {
  return useQuery({
    queryKey: mileageKeys.balances,
    queryFn: async () => (await http.get<MileageBalances>(MILEAGE_PATH)).data,
  });
}

export function usePaymentOptions() {
  return useQuery({
    queryKey: mileageKeys.paymentOptions,
    queryFn: async () => (await http.get<PaymentOptions>(`${MILEAGE_PATH}/payment-options`)).data,
    staleTime: 5 * 60_000,
  });
}

/** The member's registered cards; off when the provider takes no registered cards (PayPal). */
export function useCards(enabled = true) {
  return useQuery({
    queryKey: mileageKeys.cards,
    queryFn: async () => (await http.get<PaymentCard[]>(CARDS_PATH)).data,
    enabled,
  });
}

/**
 * A refusal the server answered (4xx) ends the intent: nothing was charged and a new key is safe. No
 * answer or a server failure may hide a charge that went through, so the retry keeps the key.
 */
const answeredRefusal = (error: unknown) => error instanceof HttpError && error.status !== undefined && error.status < 500;

/**
 * Creates a charge. The Idempotency-Key is made for a body and reused while the same body is sent
 * again (retry, double click); any answer, or another body, starts a new intent with a new key.
 */
export function useCreateCharge() {
  const queryClient = useQueryClient();
  const intent = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: ChargeBody) => {
      const fingerprint = JSON.stringify([body.amount, body.currency, body.cardId ?? null]);
      if (intent.current?.body !== fingerprint) intent.current = { body: fingerprint, key: crypto.randomUUID() };
      try {
        const { data } = await http.post<ChargeAnswer>(CHARGES_PATH, body, { headers: { 'Idempotency-Key': intent.current.key } });
        intent.current = null;
        return data;
      } catch (error) {
        if (answeredRefusal(error)) intent.current = null;
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mileageKeys.all }),
  });
}

/** The provider's success return, passed on: the server confirms with the provider (idempotent). */
export function useConfirmCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chargeId, body }: { chargeId: string; body: ChargeConfirmBody }) =>
      (await http.post<ChargeAnswer>(`${CHARGES_PATH}/${encodeURIComponent(chargeId)}/confirm`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mileageKeys.all }),
  });
}

/** The provider's cancel or fail return: the charge ends failed and no mileage moves. */
export function useAbandonCharge() {
  return useMutation({
    mutationFn: async (chargeId: string) => (await http.post<ChargeAnswer>(`${CHARGES_PATH}/${encodeURIComponent(chargeId)}/abandon`)).data,
  });
}

/**
 * Registers a card. The number lives only in this call: the mutation leaves the cache as soon as it
 * settles (`gcTime: 0`), so the card's digits are not kept in memory after the answer.
 */
export function useRegisterCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CardBody) => (await http.post<PaymentCard>(CARDS_PATH, body)).data,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mileageKeys.cards }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`${CARDS_PATH}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mileageKeys.cards }),
  });
}

// ---- Toss Payments' payment window (browser SDK v2) ----

const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

interface TossPaymentRequest {
  method: 'CARD';
  amount: { currency: 'KRW'; value: number };
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
}
type TossPaymentsFactory = (clientKey: string) => { payment: (o: { customerKey: string }) => { requestPayment: (r: TossPaymentRequest) => Promise<unknown> } };
type TossWindow = Window & { TossPayments?: TossPaymentsFactory };

let sdk: Promise<TossPaymentsFactory> | null = null;

/** Loads Toss's SDK script once per page; a failed load may be tried again. */
function loadTossSdk(): Promise<TossPaymentsFactory> {
  const loaded = (window as TossWindow).TossPayments;
  if (loaded) return Promise.resolve(loaded);
  sdk ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as TossWindow).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('TossPayments missing after load'));
    };
    script.onerror = () => reject(new Error('TossPayments failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

/**
 * Opens Toss's payment window for a pending charge (the contract's `checkout.toss`). Toss sends the
 * browser back to /mileageCharge?chargeId=… with `paymentKey&orderId&amount` on success, or to the
 * fail address with `code&message`; closing the window on a desktop rejects the returned promise.
 */
export async function requestTossPayment(toss: NonNullable<Checkout['toss']>, chargeId: string): Promise<void> {
  const factory = await loadTossSdk();
  const back = `${window.location.origin}/mileageCharge?chargeId=${encodeURIComponent(chargeId)}`;
  await factory(toss.clientKey)
    .payment({ customerKey: toss.customerKey })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: toss.amount },
      orderId: toss.orderId,
      orderName: toss.orderName,
      successUrl: back,
      failUrl: `${back}&failed=1`,
    });
}

/**
 * How the charge page leaves for the provider: PayPal's approval page by address, Toss's window by
 * its SDK. One object, so a test can stand in for the browser's navigation.
 */
export const checkoutWindow = {
  redirect: (url: string) => window.location.assign(url),
  openToss: requestTossPayment,
};
