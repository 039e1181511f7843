// How the charge page comes back from the provider's payment window (/mileageCharge?chargeId=…): what
// the return asks (confirm, or abandon: nothing is charged), and the page's own parameters (`amount`,
// `currency`, `returnTo`) kept in this tab while the window was open.
import type { ChargeConfirmBody } from '@dcm/shared';

/** Toss's codes for a payment the member called off themselves, rather than one that failed. */
const CANCEL_CODES = ['PAY_PROCESS_CANCELED', 'USER_CANCEL'];

/** The parameters that are this page's own; the provider's are dropped once read. */
const PAGE_PARAMS = ['amount', 'currency', 'returnTo'];

/** How the charge ended when nothing was charged. */
export type Stop = 'cancelled' | 'failed';

// ---- The page's own parameters, kept in this tab while the provider's window is open ----

const keptKey = (chargeId: string) => `dcm.mileage-charge:${chargeId}`;

function pageParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

export function keepPageParams(chargeId: string, params: URLSearchParams): void {
  try {
    sessionStorage.setItem(keptKey(chargeId), pageParamsOf(params).toString());
  } catch {
    // A full or blocked storage only loses the way back; the charge itself goes on.
  }
}

function keptPageParams(chargeId: string): URLSearchParams {
  try {
    return new URLSearchParams(sessionStorage.getItem(keptKey(chargeId)) ?? '');
  } catch {
    return new URLSearchParams();
  }
}

export function forgetPageParams(chargeId: string): void {
  try {
    sessionStorage.removeItem(keptKey(chargeId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// ---- The provider's return ----

type ProviderReturn = { chargeId: string; page: URLSearchParams } & ({ kind: 'confirm'; body: ChargeConfirmBody } | { kind: 'abandon'; stop: Stop });

/** What the provider's return asks of this page: Toss `paymentKey&amount`, PayPal `token`, or a cancel or failure. */
export function providerReturnOf(params: URLSearchParams): ProviderReturn | null {
  const chargeId = params.get('chargeId');
  if (!chargeId) return null;
  const page = keptPageParams(chargeId);
  const code = params.get('code');
  if (params.has('failed') || params.has('cancelled') || code) {
    return { kind: 'abandon', chargeId, page, stop: params.has('cancelled') || (code !== null && CANCEL_CODES.includes(code)) ? 'cancelled' : 'failed' };
  }
  const paymentKey = params.get('paymentKey');
  if (paymentKey) {
    const amount = Number(params.get('amount'));
    return { kind: 'confirm', chargeId, page, body: Number.isInteger(amount) && amount > 0 ? { paymentKey, amount } : { paymentKey } };
  }
  const token = params.get('token');
  if (token) return { kind: 'confirm', chargeId, page, body: { paymentKey: token } };
  return null;
}

/** How a Toss window that did not go through ended: closed by the member, refused, or never opened. */
export function tossStop(error: unknown): Stop | 'unavailable' {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  if (code === null) return 'unavailable';
  return CANCEL_CODES.includes(code) ? 'cancelled' : 'failed';
}
