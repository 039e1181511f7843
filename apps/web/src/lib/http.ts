// The one HTTP client (SPEC §7, ARCHITECTURE "HTTP client", decision 0042): fetch with credentials,
// JSON, bearer token, the `lang` header, the CSRF header, 10 s time-out (500 s for uploads, sent by
// XMLHttpRequest for their progress), and on 401/403 one token refresh shared by every call that
// failed meanwhile, each then retried once with the new token. A member still refused as not
// approved after that (ACCOUNT_NOT_APPROVED) is sent to the join-end screen. A failed call rejects
// with an HttpError: the status and parsed body of the answer, or why none came.
import { ErrorCode, HttpTimeouts, type ErrorBody, type UploadAnswer, type UploadKind } from '@dcm/shared';
// Not through '@dcm/shared': auth/schema.ts builds zod schemas, which the start must not carry (decision 0034).
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@dcm/shared/auth/constants';
import { getToken, removeToken, setToken } from './browser-storage.ts';
import { currentLangCode } from './i18n.ts';

export const LOGIN_PATH = '/api/v1/login';
const REFRESH_PATH = '/auth/refresh';
/** Calls whose 401/403 is an answer to show, never a reason to refresh: a failed sign-in, the refresh itself. */
const NO_REFRESH = new Set([LOGIN_PATH, REFRESH_PATH]);
/** What axios asked for, kept so the server sees the same calls. */
const ACCEPT = 'application/json, text/plain, */*';

/** A query: an object of plain values (undefined and null left out, a list as its key repeated), or a ready URLSearchParams. */
export type HttpParams = object;

export interface HttpConfig {
  params?: HttpParams;
  /** Added to (or replacing) the client's own headers, e.g. `Idempotency-Key`, `Content-Type`. */
  headers?: Record<string, string>;
  /** Milliseconds before the call fails as unanswered; HttpTimeouts.defaultMs unless given. */
  timeout?: number;
  /** Aborting fails the call as cancelled. */
  signal?: AbortSignal;
  /** How a successful answer is read: JSON (text when it is not JSON) unless told. A failed answer is always read as JSON. */
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
  /** Bytes sent so far; the call then goes by XMLHttpRequest, the only way a browser reports them. */
  onUploadProgress?: (progress: { loaded: number; total?: number }) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Why a call failed: the server answered with a failure, or no answer came (connection, time-out, cancel). */
export type HttpFailure = 'answered' | 'network' | 'timeout' | 'canceled';

/** A failed call: the status and parsed body of the server's answer, or why no answer came. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  readonly failure: HttpFailure;
  /** The answer's status; undefined when no answer came. */
  readonly status: number | undefined;
  /** The answer's body, parsed as JSON when it is JSON (ARCHITECTURE §3's error body). */
  readonly body: unknown;

  private constructor(message: string, failure: HttpFailure, status: number | undefined, body: unknown) {
    super(message);
    this.failure = failure;
    this.status = status;
    this.body = body;
  }

  /** The server answered `status` with `body`. */
  static answered(status: number, body: unknown): HttpError {
    return new HttpError(`Request failed with status ${status}`, 'answered', status, body);
  }

  /** No answer came. */
  static unanswered(failure: Exclude<HttpFailure, 'answered'> = 'network'): HttpError {
    return new HttpError(failure === 'timeout' ? 'Request timed out' : failure === 'canceled' ? 'Request cancelled' : 'Network Error', failure, undefined, undefined);
  }

  /** No answer came because the connection failed or the call timed out (a cancel is not one). */
  get network(): boolean {
    return this.failure === 'network' || this.failure === 'timeout';
  }

  /** The error code of the answer (ARCHITECTURE §3): 'INTERNAL' for an answer without one, 'NETWORK' when no answer came. */
  get code(): string {
    if (this.status === undefined) return 'NETWORK';
    return (this.body as Partial<ErrorBody> | undefined)?.error?.code ?? ErrorCode.Internal;
  }
}

interface Call extends HttpConfig {
  method: string;
  url: string;
  data?: unknown;
}

/** A call as it goes on the wire: its headers complete, nothing added to them. */
type Wire = Omit<Call, 'headers'> & { headers: Headers };

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

function urlOf(url: string, params: HttpParams | undefined): string {
  if (!params) return url;
  let query: URLSearchParams;
  if (params instanceof URLSearchParams) query = params;
  else {
    query = new URLSearchParams();
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (one === undefined || one === null) continue;
        query.append(key, one instanceof Date ? one.toISOString() : String(one));
      }
    }
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The body as sent, and the headers fitted to it: none without a body, the browser's own for a form. */
function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) {
    headers.delete('Content-Type');
    return undefined;
  }
  if (data instanceof FormData) {
    // The browser writes the multipart boundary into its own Content-Type.
    headers.delete('Content-Type');
    return data;
  }
  if (data instanceof Blob || data instanceof ArrayBuffer || ArrayBuffer.isView(data) || data instanceof URLSearchParams) return data as BodyInit;
  return JSON.stringify(data);
}

/** A body read as text: JSON when it is, else the text itself. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Runs `call` once: by fetch, or by XMLHttpRequest when the caller follows the bytes sent. */
function transmit<T>(call: Wire): Promise<HttpResponse<T>> {
  const headers = call.headers;
  const body = bodyOf(call.data, headers);
  const url = urlOf(call.url, call.params);
  const timeout = call.timeout ?? HttpTimeouts.defaultMs;
  if (call.signal?.aborted) return Promise.reject(HttpError.unanswered('canceled'));
  return call.onUploadProgress ? viaXhr<T>(call, url, headers, body, timeout) : viaFetch<T>(call, url, headers, body, timeout);
}

async function viaFetch<T>(call: Wire, url: string, headers: Headers, body: BodyInit | undefined, timeout: number): Promise<HttpResponse<T>> {
  const stop = new AbortController();
  let failure: 'timeout' | 'canceled' | undefined;
  const cancel = () => {
    failure ??= 'canceled';
    stop.abort();
  };
  const timer = setTimeout(() => {
    failure ??= 'timeout';
    stop.abort();
  }, timeout);
  call.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(url, { method: call.method, headers, body, credentials: 'include', signal: stop.signal });
    if (!response.ok) throw HttpError.answered(response.status, parsed(await response.text()));
    const type = call.responseType ?? 'json';
    const data = type === 'blob' ? await response.blob() : type === 'arraybuffer' ? await response.arrayBuffer() : type === 'text' ? await response.text() : parsed(await response.text());
    return { data: data as T, status: response.status, headers: response.headers };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw HttpError.unanswered(failure ?? 'network');
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', cancel);
  }
}

function headersOfXhr(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function viaXhr<T>(call: Wire, url: string, headers: Headers, body: BodyInit | undefined, timeout: number): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, url);
    xhr.withCredentials = true;
    xhr.timeout = timeout;
    const type = call.responseType ?? 'json';
    xhr.responseType = type === 'blob' || type === 'arraybuffer' ? type : 'text';
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const cancel = () => xhr.abort();
    const settle = (done: () => void) => {
      call.signal?.removeEventListener('abort', cancel);
      done();
    };
    xhr.upload.onprogress = (e) => call.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onload = () =>
      settle(() => {
        const answer = xhr.responseType === 'text' ? parsed(xhr.responseText) : (xhr.response as unknown);
        if (xhr.status < 200 || xhr.status >= 300) {
          // A failed answer is read as JSON whatever was asked for.
          if (answer instanceof Blob) void answer.text().then((text) => reject(HttpError.answered(xhr.status, parsed(text))), () => reject(HttpError.answered(xhr.status, undefined)));
          else reject(HttpError.answered(xhr.status, answer instanceof ArrayBuffer ? parsed(new TextDecoder().decode(answer)) : answer));
          return;
        }
        const data = type === 'text' ? xhr.responseText : answer;
        resolve({ data: data as T, status: xhr.status, headers: headersOfXhr(xhr) });
      });
    xhr.onerror = () => settle(() => reject(HttpError.unanswered('network')));
    xhr.ontimeout = () => settle(() => reject(HttpError.unanswered('timeout')));
    xhr.onabort = () => settle(() => reject(HttpError.unanswered('canceled')));
    call.signal?.addEventListener('abort', cancel);
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The client's own headers for `url`, then the caller's. */
function headersFor(url: string, token: string | null, own: Record<string, string> | undefined): Headers {
  const headers = new Headers({ Accept: ACCEPT, 'Content-Type': 'application/json', lang: currentLangCode() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The CSRF header (decision 0022), to this server only: a push host elsewhere need not allow it.
  if (!isAbsolute(url)) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  for (const [name, value] of Object.entries(own ?? {})) headers.set(name, value);
  return headers;
}

/** What the app does when the session cannot be refreshed: set by the session module. */
let onSessionExpired: () => void = () => undefined;
export const setSessionExpiredHandler = (handler: () => void) => {
  onSessionExpired = handler;
};

/** What the app does when the server says the member's join is not approved: set by the session module. */
let onNotApproved: () => void = () => undefined;
export const setNotApprovedHandler = (handler: () => void) => {
  onNotApproved = handler;
};

let refreshing: Promise<string> | null = null;

/** One refresh at a time: concurrent callers wait for the same answer. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= transmit<{ accessToken: string }>({ method: 'POST', url: REFRESH_PATH, headers: new Headers({ Accept: ACCEPT, [CSRF_HEADER]: CSRF_HEADER_VALUE }) })
    .then(({ data }) => {
      setToken(data.accessToken);
      return data.accessToken;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const isAuthFailure = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/** Sends `call`; on 401/403 refreshes the token (or takes one a refresh meanwhile stored) and sends it once more. */
async function request<T>(call: Call): Promise<HttpResponse<T>> {
  const sentWith = getToken();
  try {
    return await transmit<T>({ ...call, headers: headersFor(call.url, sentWith, call.headers) });
  } catch (error) {
    if (!isAuthFailure(error) || NO_REFRESH.has(call.url)) throw error;
    // A call that failed with a token already replaced by a refresh only needs the new token.
    let token = getToken();
    if (!token || token === sentWith) {
      try {
        token = await refreshAccessToken();
      } catch {
        removeToken();
        onSessionExpired();
        throw error;
      }
    }
    try {
      return await transmit<T>({ ...call, headers: headersFor(call.url, token, call.headers) });
    } catch (again) {
      // Refused with a token fresh from a refresh (an approval would show in it): not approved now.
      if (again instanceof HttpError && again.status === 403 && again.code === ErrorCode.AccountNotApproved) onNotApproved();
      throw again;
    }
  }
}

/**
 * The calls, each answering `{ data, status, headers }` or rejecting with an HttpError. `R` (as in
 * axios's typing) is the answer's type, so a test's stand-in may answer `{ data }` alone.
 */
export const http = {
  get: <T = unknown, R = HttpResponse<T>>(url: string, config: HttpConfig = {}) => request<T>({ ...config, method: 'GET', url }) as Promise<R>,
  delete: <T = unknown, R = HttpResponse<T>>(url: string, config: HttpConfig = {}) => request<T>({ ...config, method: 'DELETE', url }) as Promise<R>,
  post: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config: HttpConfig = {}) => request<T>({ ...config, method: 'POST', url, data }) as Promise<R>,
  put: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config: HttpConfig = {}) => request<T>({ ...config, method: 'PUT', url, data }) as Promise<R>,
  patch: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config: HttpConfig = {}) => request<T>({ ...config, method: 'PATCH', url, data }) as Promise<R>,
};

/** The error code of an API answer (ARCHITECTURE §3), 'NETWORK' when no answer came. */
export function errorCodeOf(error: unknown): string {
  return error instanceof HttpError ? error.code : ErrorCode.Internal;
}

/** The error body of an API refusal, if the error is one. */
const errorBodyOf = (error: unknown) => (error instanceof HttpError ? (error.body as Partial<ErrorBody> | undefined)?.error : undefined);

/** The details an API refusal carries (ARCHITECTURE §3), e.g. how long to wait; empty without any. */
export function errorDetailsOf(error: unknown): NonNullable<ErrorBody['error']['details']> {
  return errorBodyOf(error)?.details ?? {};
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return errorBodyOf(error)?.fields ?? {};
}

/** POST /api/v1/common/file/upload with progress in percent (SPEC §7); `kind` picks the rules. */
export async function uploadFile(file: File, onProgress?: (percent: number) => void, config: HttpConfig = {}, kind: UploadKind = 'document'): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<UploadAnswer>('/api/v1/common/file/upload', form, {
    ...config,
    params: { kind },
    timeout: HttpTimeouts.uploadMs,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return data;
}
