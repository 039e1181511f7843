// Stand-ins for the HTTP client's answers in tests: what `http.get` and friends resolve or reject with,
// and the server's token refresh.
import { vi } from 'vitest';
import { HttpError, type HttpResponse } from './http.ts';

/** The server answered `status` with `body` (an error body of ARCHITECTURE §3, usually). */
export const answeredError = (status: number, body: unknown = ''): HttpError => HttpError.answered(status, body);

/** No answer came: the connection failed. */
export const networkError = (): HttpError => HttpError.unanswered('network');

/** No answer came in time. */
export const timeoutError = (): HttpError => HttpError.unanswered('timeout');

/** The caller aborted the call. */
export const canceledError = (): HttpError => HttpError.unanswered('canceled');

/** A successful answer carrying `data`. */
export const answer = <T>(data: T, status = 200): HttpResponse<T> => ({ data, status, headers: new Headers() });

/**
 * Stands in for the server's token refresh (POST /auth/refresh, which the client sends by fetch
 * itself): it answers `accessToken`; any other fetch fails unanswered. Answers the fetch spy.
 */
export function answerRefresh(accessToken: string) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/auth/refresh') return Response.json({ accessToken });
    throw new TypeError('Failed to fetch');
  });
}
