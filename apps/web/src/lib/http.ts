// The one HTTP client (SPEC §7, ARCHITECTURE "HTTP client"): credentials, JSON, bearer token, the
// `lang` header, 10 s time-out (500 s for uploads with progress), and on 401/403 one token refresh
// shared by every call that failed meanwhile, each then retried once with the new token. A member
// still refused as not approved after that (ACCOUNT_NOT_APPROVED) is sent to the join-end screen.
import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode, HttpTimeouts, type ErrorBody, type UploadAnswer, type UploadKind } from '@dcm/shared';
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { getToken, removeToken, setToken } from './browser-storage.ts';
import { currentLangCode } from './i18n.ts';

export const LOGIN_PATH = '/api/v1/login';
const REFRESH_PATH = '/auth/refresh';

export const http = axios.create({
  withCredentials: true,
  timeout: HttpTimeouts.defaultMs,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('lang', currentLangCode());
  // The CSRF header (decision 0022), to this server only: a push host elsewhere need not allow it.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(config.url ?? '')) config.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return config;
});

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
  refreshing ??= axios
    .post<{ accessToken: string }>(REFRESH_PATH, null, { withCredentials: true, timeout: HttpTimeouts.defaultMs, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } })
    .then(({ data }) => {
      setToken(data.accessToken);
      return data.accessToken;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const status = error.response?.status;
  const isAuthFailure = status === 401 || status === 403;
  // Refused with a token fresh from a refresh (an approval would show in it): not approved now.
  if (config?._retried && status === 403 && errorCodeOf(error) === ErrorCode.AccountNotApproved) onNotApproved();
  // A failed sign-in is an answer to show, not an expired session.
  if (!config || !isAuthFailure || config._retried || config.url === LOGIN_PATH) throw error;
  config._retried = true;
  // A call that failed with a token already replaced by a refresh only needs the new token.
  const current = getToken();
  const sentWith = String(config.headers.get('Authorization') ?? '');
  if (current && sentWith !== `Bearer ${current}`) {
    config.headers.set('Authorization', `Bearer ${current}`);
    return http(config);
  }
  let token: string;
  try {
    token = await refreshAccessToken();
  } catch {
    removeToken();
    onSessionExpired();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return http(config);
});

/** The error code of an API answer (ARCHITECTURE §3), 'NETWORK' when no answer came. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as ErrorBody | undefined;
    if (body?.error?.code) return body.error.code;
    return error.response ? 'INTERNAL' : 'NETWORK';
  }
  return 'INTERNAL';
}

/** The details an API refusal carries (ARCHITECTURE §3), e.g. how long to wait; empty without any. */
export function errorDetailsOf(error: unknown): NonNullable<ErrorBody['error']['details']> {
  if (error instanceof AxiosError) return (error.response?.data as ErrorBody | undefined)?.error?.details ?? {};
  return {};
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof AxiosError) return (error.response?.data as ErrorBody | undefined)?.error?.fields ?? {};
  return {};
}

/** POST /api/v1/common/file/upload with progress in percent (SPEC §7); `kind` picks the rules. */
export async function uploadFile(
  file: File,
  onProgress?: (percent: number) => void,
  config: AxiosRequestConfig = {},
  kind: UploadKind = 'document',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<UploadAnswer>('/api/v1/common/file/upload', form, {
    ...config,
    params: { kind },
    timeout: HttpTimeouts.uploadMs,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return data;
}
