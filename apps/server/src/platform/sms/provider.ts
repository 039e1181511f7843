// One face for every SMS provider (decision 0026): a text to one phone, and the provider's own
// refusals narrowed to the four a member can be told about. Adapters never retry; the router does.

/** A phone as the join form takes it: the nation (ISO code, `KR`), its dialling code and the national number. */
export interface SmsRecipient {
  nation: string;
  /** `+82`, from the nation code table. */
  dialCode: string;
  /** Digits only, as typed: `01012345678`. */
  phone: string;
}

export const SmsFailure = {
  /** The provider says the number cannot receive SMS: the member typed it wrong. */
  InvalidNumber: 'invalidNumber',
  /**
   * Our account with the provider cannot send: out of credit, or its keys refused. The operator must
   * act (top it up, fix the keys); retrying cannot help, and the member is asked to come back later.
   */
  NoBalance: 'noBalance',
  /** The provider asks us to slow down. */
  RateLimited: 'rateLimited',
  /** No answer, a 5xx or a refused connection: worth another try. */
  Unavailable: 'unavailable',
  /** No provider is configured for the number's country (production only). */
  NoProvider: 'noProvider',
} as const;
export type SmsFailure = (typeof SmsFailure)[keyof typeof SmsFailure];

export class SmsError extends Error {
  readonly failure: SmsFailure;
  /** The provider's own code (`NotEnoughBalance`, `21211`, `HTTP 503`), for the log. */
  readonly providerCode: string;
  constructor(failure: SmsFailure, providerCode: string, message?: string) {
    super(message ?? `${failure} (${providerCode})`);
    this.name = 'SmsError';
    this.failure = failure;
    this.providerCode = providerCode;
  }
}

export interface SmsProvider {
  readonly name: string;
  /**
   * Resolves with the provider's message id once it accepted the message; throws SmsError otherwise.
   * `signal` (the router's budget for the whole call) cuts an attempt shorter than the adapter's own time-out.
   */
  send(to: SmsRecipient, text: string, signal?: AbortSignal): Promise<{ id: string }>;
}

/** How long one attempt may wait for a provider's answer: three of them still fit the router's budget. */
export const SMS_PROVIDER_TIMEOUT_MS = 3000;

/** The national number in international form: `+82` and `01012345678` → `+821012345678`. */
export function e164(to: SmsRecipient): string {
  return `${to.dialCode.startsWith('+') ? to.dialCode : `+${to.dialCode}`}${to.phone.replace(/^0+/, '')}`;
}

/** A provider's answer: its status and its JSON body (empty when it has none). */
export interface ProviderAnswer {
  status: number;
  ok: boolean;
  body: Record<string, unknown>;
}

/**
 * A request that never waits longer than `timeoutMs` (nor past `signal`), body included; a time-out
 * or a refused connection is Unavailable.
 */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<ProviderAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
    return { status: res.status, ok: res.ok, body: jsonOf(await res.text()) };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new SmsError(SmsFailure.Unavailable, name === 'TimeoutError' ? 'timeout' : 'connection', `the SMS provider did not answer: ${name}`);
  }
}

function jsonOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
