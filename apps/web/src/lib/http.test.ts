import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode, HttpTimeouts } from '@dcm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from './browser-storage.ts';
import { errorCodeOf, errorDetailsOf, fieldErrorsOf, http, HttpError, refreshAccessToken, setNotApprovedHandler, setSessionExpiredHandler, uploadFile } from './http.ts';
import i18n from './i18n.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Stands in for the network: `answer` gets each call as sent and answers it (or throws as fetch does). */
function server(answer: (call: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const call = { url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body, credentials: init.credentials };
    sent.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answer(call);
  });
  return sent;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) => json({ error: { code, message: code, ...extra } }, status);

/** How `promise` failed. */
async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  removeToken();
  await i18n.changeLanguage('ko');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setSessionExpiredHandler(() => undefined);
  setNotApprovedHandler(() => undefined);
});

describe('every call (SPEC §7)', () => {
  it('goes with credentials, JSON, the bearer token and the language, and answers the parsed body', async () => {
    setToken('token-1');
    const sent = server(() => json({ nickname: 'drpark' }));
    const { data, status } = await http.post<{ nickname: string }>('/api/v1/mypage/profile', { nickname: 'drpark' });
    expect(data).toEqual({ nickname: 'drpark' });
    expect(status).toBe(200);
    const [call] = sent;
    expect(call?.credentials).toBe('include');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBe('{"nickname":"drpark"}');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call?.headers.get('lang')).toBe('A');
  });

  it('says B for any language but Korean, and sends no token when none is stored', async () => {
    await i18n.changeLanguage('en');
    const sent = server(() => json({}));
    await http.get('/api/v1/common/holidays');
    expect(sent[0]?.headers.get('lang')).toBe('B');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('writes the query: values left out when undefined, a list as its key repeated, a URLSearchParams as it is', async () => {
    const sent = server(() => json({}));
    await http.get('/api/v1/requests', { params: { q: undefined, page: 2, status: ['open', 'taken'], word: 'a b&c' } });
    await http.get('/api/v1/profiles/labs', { params: new URLSearchParams([['specialization', 'implant'], ['specialization', 'denture']]) });
    await http.get('/api/v1/orders', { params: {} });
    expect(sent.map((s) => s.url)).toEqual(['/api/v1/requests?page=2&status=open&status=taken&word=a+b%26c', '/api/v1/profiles/labs?specialization=implant&specialization=denture', '/api/v1/orders']);
  });

  it('takes the caller’s headers (an Idempotency-Key) and sends no body nor content type without data', async () => {
    const sent = server(() => new Response(null, { status: 204 }));
    await http.post('/api/v1/mileage/charges', undefined, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('reads a blob when asked, for downloads', async () => {
    server(() => new Response('%PDF', { status: 200 }));
    const { data } = await http.get<Blob>('/api/v1/orders/1/contract.pdf', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('%PDF');
  });
});

describe('the CSRF header', () => {
  it('goes with every call to this server and with none to another host', async () => {
    const sent = server(() => json({}));
    await http.post('/auth/logout', null);
    await http.get('/api/v1/mypage/profile');
    await http.get('https://push.example.com/push/token');
    expect(sent.map((s) => ({ url: s.url, header: s.headers.get(CSRF_HEADER) }))).toEqual([
      { url: '/auth/logout', header: CSRF_HEADER_VALUE },
      { url: '/api/v1/mypage/profile', header: CSRF_HEADER_VALUE },
      { url: 'https://push.example.com/push/token', header: null },
    ]);
  });

  it('goes with the token refresh, which the server refuses without it', async () => {
    const sent = server(() => json({ accessToken: 'token-2' }));
    await expect(refreshAccessToken()).resolves.toBe('token-2');
    expect(sent[0]?.url).toBe('/auth/refresh');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.credentials).toBe('include');
    expect(sent[0]?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(getToken()).toBe('token-2');
  });
});

describe('a failed call', () => {
  it('rejects with the status and the error body, which the error readers read', async () => {
    server(() => refusal(400, 'VALIDATION_FAILED', { fields: { email: 'invalid' }, details: { retryAfterSeconds: 30 } }));
    const error = await failureOf(http.post('/api/v1/common/account', {}));
    expect(error.status).toBe(400);
    expect(error.network).toBe(false);
    expect(errorCodeOf(error)).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(error)).toEqual({ email: 'invalid' });
    expect(errorDetailsOf(error)).toEqual({ retryAfterSeconds: 30 });
  });

  it('reads a failed download’s error body as JSON too', async () => {
    server(() => refusal(410, 'DOWNLOAD_EXPIRED'));
    const error = await failureOf(http.get('/api/v1/orders/1/contract.pdf', { responseType: 'blob' }));
    expect(errorCodeOf(error)).toBe('DOWNLOAD_EXPIRED');
  });

  it('is INTERNAL when the answer names no code (a proxy’s page)', async () => {
    server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(http.get('/api/v1/orders'));
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(errorCodeOf(error)).toBe('INTERNAL');
  });

  it('is NETWORK when no answer came', async () => {
    server(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(http.get('/api/v1/orders'));
    expect(error.status).toBeUndefined();
    expect(error.network).toBe(true);
    expect(errorCodeOf(error)).toBe('NETWORK');
  });

  it('times out after 10 s as a network failure, or the caller’s own time', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const slow = failureOf(http.get('/api/v1/orders'));
    const patient = failureOf(http.get('/api/v1/orders/1/contract.pdf', { timeout: 60_000 }));
    await vi.advanceTimersByTimeAsync(HttpTimeouts.defaultMs);
    const error = await slow;
    expect(error.failure).toBe('timeout');
    expect(error.network).toBe(true);
    expect(errorCodeOf(error)).toBe('NETWORK');
    await vi.advanceTimersByTimeAsync(60_000 - HttpTimeouts.defaultMs);
    expect((await patient).failure).toBe('timeout');
  });

  it('is cancelled, not a lost connection, when the caller aborts', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const stop = new AbortController();
    const call = failureOf(http.get('/api/v1/uploads/1', { signal: stop.signal }));
    stop.abort();
    const error = await call;
    expect(error.failure).toBe('canceled');
    expect(error.network).toBe(false);
    expect(errorCodeOf(error)).toBe('NETWORK');
  });
});

describe('an expired token', () => {
  it('is refreshed once for the calls refused meanwhile, each sent again with the new token', async () => {
    setToken('token-1');
    let refreshes = 0;
    const sent = server(async (call) => {
      if (call.url === '/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ accessToken: 'token-2' });
      }
      return call.headers.get('Authorization') === 'Bearer token-2' ? json({ url: call.url }) : refusal(401, 'UNAUTHORIZED');
    });
    const answers = await Promise.all([http.get('/api/v1/orders'), http.get('/api/v1/requests')]);
    expect(answers.map((a) => a.data)).toEqual([{ url: '/api/v1/orders' }, { url: '/api/v1/requests' }]);
    expect(refreshes).toBe(1);
    expect(sent.filter((s) => s.url !== '/auth/refresh').map((s) => s.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-2', 'Bearer token-2']);
  });

  it('ends the session when the refresh is refused, and the call fails with its own refusal', async () => {
    setToken('token-1');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server((call) => (call.url === '/auth/refresh' ? refusal(401, 'UNAUTHORIZED') : refusal(401, 'TOKEN_EXPIRED')));
    const error = await failureOf(http.get('/api/v1/orders'));
    expect(errorCodeOf(error)).toBe('TOKEN_EXPIRED');
    expect(expired).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });

  it('is not refreshed for a failed sign-in, which is an answer to show', async () => {
    const sent = server(() => refusal(401, 'INVALID_CREDENTIALS'));
    const error = await failureOf(http.post('/api/v1/login', { email: 'a@b.c', password: 'x' }));
    expect(errorCodeOf(error)).toBe('INVALID_CREDENTIALS');
    expect(sent.map((s) => s.url)).toEqual(['/api/v1/login']);
  });

  it('is refreshed only once per call: a second refusal is the answer', async () => {
    setToken('token-1');
    const sent = server((call) => (call.url === '/auth/refresh' ? json({ accessToken: 'token-2' }) : refusal(403, 'FORBIDDEN')));
    const error = await failureOf(http.get('/api/v1/admin/members'));
    expect(error.status).toBe(403);
    expect(sent.map((s) => s.url)).toEqual(['/api/v1/admin/members', '/auth/refresh', '/api/v1/admin/members']);
  });
});

describe('a member whose join is not approved', () => {
  /** Answers 403 ACCOUNT_NOT_APPROVED to tokens in `refused`, 200 to any other, and the refresh with token-2. */
  const answering = (refused: string[]) =>
    server((call) => {
      if (call.url === '/auth/refresh') return json({ accessToken: 'token-2' });
      return refused.includes(call.headers.get('Authorization') ?? '') ? refusal(403, ErrorCode.AccountNotApproved) : json({});
    });
  const tokensSent = (sent: Sent[]) => sent.filter((s) => s.url !== '/auth/refresh').map((s) => s.headers.get('Authorization'));

  it('is sent to the join-end screen when the refreshed token is refused too', async () => {
    setToken('token-1');
    const toJoinEnd = vi.fn();
    setNotApprovedHandler(toJoinEnd);
    const sent = answering(['Bearer token-1', 'Bearer token-2']);
    await expect(http.get('/api/v1/chat/rooms')).rejects.toThrow();
    expect(tokensSent(sent)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(toJoinEnd).toHaveBeenCalledOnce();
  });

  it('goes on once approved: the refreshed token is let through and nobody is sent away', async () => {
    setToken('token-1');
    const toJoinEnd = vi.fn();
    setNotApprovedHandler(toJoinEnd);
    answering(['Bearer token-1']);
    const res = await http.get('/api/v1/chat/rooms');
    expect(res.status).toBe(200);
    expect(toJoinEnd).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  /** A stand-in XMLHttpRequest that reports two steps of progress, then answers `status` with `body`. */
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    withCredentials = false;
    timeout = 0;
    responseType = '';
    status = 0;
    responseText = '';
    response: unknown = null;
    body: unknown;
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    static answer = { status: 200, body: '{}' };
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.body = body;
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
        this.status = FakeXhr.answer.status;
        this.responseText = FakeXhr.answer.body;
        this.onload?.();
      });
    }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: '{}' };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with progress, the upload time-out, credentials and the client’s headers, but the browser’s multipart type', async () => {
    setToken('token-1');
    const answer = { id: 'file-1', name: 'scan.pdf', size: 200, mime: 'application/pdf', url: '/api/v1/common/file/file-1', nameFlag: false };
    FakeXhr.answer = { status: 200, body: JSON.stringify(answer) };
    const percents: number[] = [];
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, (p) => percents.push(p), {}, 'referral')).resolves.toEqual(answer);
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/common/file/upload?kind=referral');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(HttpTimeouts.uploadMs);
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.headers[CSRF_HEADER.toLowerCase()]).toBe(CSRF_HEADER_VALUE);
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(percents).toEqual([25, 100]);
  });

  it('rejects a refused upload with its error body', async () => {
    FakeXhr.answer = { status: 413, body: JSON.stringify({ error: { code: 'FILE_TOO_LARGE', message: '' } }) };
    const error = await failureOf(uploadFile(new File(['x'], 'big.stl'), () => undefined));
    expect(error.status).toBe(413);
    expect(errorCodeOf(error)).toBe('FILE_TOO_LARGE');
  });
});
