import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@dcm/shared';
import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './browser-storage.ts';
import { http, refreshAccessToken, setNotApprovedHandler } from './http.ts';

afterEach(() => vi.restoreAllMocks());

describe('the CSRF header', () => {
  it('goes with every call to this server and with none to another host', async () => {
    const sent: Array<{ url?: string; header: unknown }> = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push({ url: config.url, header: config.headers.get(CSRF_HEADER) });
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    await http.post('/auth/logout', null, { adapter });
    await http.get('/api/v1/mypage/profile', { adapter });
    await http.get('https://push.example.com/push/token', { adapter });
    expect(sent).toEqual([
      { url: '/auth/logout', header: CSRF_HEADER_VALUE },
      { url: '/api/v1/mypage/profile', header: CSRF_HEADER_VALUE },
      { url: 'https://push.example.com/push/token', header: undefined },
    ]);
  });

  it('goes with the token refresh, which the server refuses without it', async () => {
    const post = vi.spyOn(axios, 'post').mockImplementation(async () => ({ data: { accessToken: 'token-2' } }));
    await refreshAccessToken();
    expect(post).toHaveBeenCalledWith('/auth/refresh', null, expect.objectContaining({ headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } }));
  });
});

describe('a member whose join is not approved', () => {
  /** Answers 403 ACCOUNT_NOT_APPROVED to tokens in `refused`, 200 to any other; records the tokens sent. */
  const server = (refused: string[], sent: string[]): AxiosAdapter => async (config) => {
    const token = String(config.headers.get('Authorization') ?? '');
    sent.push(token);
    const response = { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    if (!refused.includes(token)) return response;
    const refusal = { ...response, status: 403, statusText: 'Forbidden', data: { error: { code: ErrorCode.AccountNotApproved, message: '' } } };
    throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, refusal);
  };

  it('is sent to the join-end screen when the refreshed token is refused too', async () => {
    setToken('token-1');
    vi.spyOn(axios, 'post').mockImplementation(async () => ({ data: { accessToken: 'token-2' } }));
    const toJoinEnd = vi.fn();
    setNotApprovedHandler(toJoinEnd);
    const sent: string[] = [];
    await expect(http.get('/api/v1/chat/rooms', { adapter: server(['Bearer token-1', 'Bearer token-2'], sent) })).rejects.toThrow();
    expect(sent).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(toJoinEnd).toHaveBeenCalledOnce();
  });

  it('goes on once approved: the refreshed token is let through and nobody is sent away', async () => {
    setToken('token-1');
    vi.spyOn(axios, 'post').mockImplementation(async () => ({ data: { accessToken: 'token-2' } }));
    const toJoinEnd = vi.fn();
    setNotApprovedHandler(toJoinEnd);
    const res = await http.get('/api/v1/chat/rooms', { adapter: server(['Bearer token-1'], []) });
    expect(res.status).toBe(200);
    expect(toJoinEnd).not.toHaveBeenCalled();
  });
});
