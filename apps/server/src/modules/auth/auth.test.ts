import { ApprovalStatus, ErrorCode } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { FREE_TRIES_PER_ACCOUNT } from './login-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
});
afterAll(() => t.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, headers });

const refreshCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'rt')?.value;

describe('login', () => {
  it('signs in a demo member and answers the session user with an access token and a refresh cookie', async () => {
    const res = await login('client@demo.dcm', 'demo1234!');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ memberEmail: 'client@demo.dcm', memberSe: 'A', memberApprovalSe: ApprovalStatus.Approved });
    expect(body.accessToken).toMatch(/^ey/);
    expect(refreshCookie(res)).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === 'rt');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Lax' });
  });

  it('answers a wrong password with the spec message in the caller language', async () => {
    const ko = await login('client@demo.dcm', 'wrong-password');
    expect(ko.statusCode).toBe(401);
    expect(ko.json().error).toEqual({ code: ErrorCode.InvalidCredentials, message: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    const en = await login('nobody@demo.dcm', 'wrong-password', { lang: 'B' });
    expect(en.json().error).toEqual({ code: ErrorCode.InvalidCredentials, message: 'Wrong email or password.' });
  });

  it('rejects a malformed body with translated field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'not-an-email' }, headers: { lang: 'B' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: ErrorCode.ValidationFailed,
      fields: { email: 'Invalid email format.', password: 'This field is required.' },
    });
  });

  it('makes an unknown browser wait after too many wrong passwords, even with the right one', async () => {
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT; i++) expect((await login('lab@demo.dcm', `bad-${i}`)).statusCode).toBe(401);
    const res = await login('lab@demo.dcm', 'demo1234!');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe(ErrorCode.TooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a pending member sign in with the approval code the web guard needs', async () => {
    const res = await login('pending@demo.dcm', 'demo1234!');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.memberApprovalSe).toBe(ApprovalStatus.Pending);
  });

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await login(t.config.admin.email, 'admin-pass-1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isAdmin).toBe(true);
  });
});

describe('profile and refresh', () => {
  it('answers the profile to a valid token and 401 without one', async () => {
    const { accessToken } = (await login('designer@demo.dcm', 'demo1234!')).json();
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: { authorization: `Bearer ${accessToken}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().memberEmail).toBe('designer@demo.dcm');
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: { authorization: `Bearer ${accessToken}x` } });
    expect(forged.statusCode).toBe(401);
  });

  it('rotates the refresh token, and a rotated token presented again revokes the whole family', async () => {
    const first = refreshCookie(await login('client@demo.dcm', 'demo1234!'));
    const refresh = (token: string | undefined) => t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: token ? { rt: token } : {} });

    const r1 = await refresh(first);
    expect(r1.statusCode).toBe(200);
    expect(r1.json().accessToken).toMatch(/^ey/);
    const second = refreshCookie(r1);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // Past the grace window the old token is a replay: the family dies, the newer token with it.
    const { refreshTokens } = await import('../../db/schema/index.ts');
    const { eq, sql } = await import('drizzle-orm');
    await t.app.db.update(refreshTokens).set({ usedAt: sql`now() - interval '1 minute'` }).where(eq(refreshTokens.usedAt, refreshTokens.usedAt));
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('allows the same refresh token twice within the grace window, for two tabs refreshing at once', async () => {
    const token = refreshCookie(await login('client@demo.dcm', 'demo1234!'));
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: token ?? '' } }),
      t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: token ?? '' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('ends the session on logout: the refresh token and, at the next call, the access token', async () => {
    const signedIn = await login('client@demo.dcm', 'demo1234!');
    const token = refreshCookie(signedIn);
    const headers = { authorization: `Bearer ${signedIn.json().accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/info', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', cookies: { rt: token ?? '' } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: token ?? '' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/info', headers })).statusCode).toBe(401);
  });

  it('ends only the session logged out of: the member’s other sign-in goes on', async () => {
    const here = (await login('designer@demo.dcm', 'demo1234!')).json().accessToken;
    const there = await login('designer@demo.dcm', 'demo1234!');
    // A tab whose refresh cookie is gone still ends its own session by its token.
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: `Bearer ${here}` } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/info', headers: { authorization: `Bearer ${here}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/info', headers: { authorization: `Bearer ${there.json().accessToken}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: refreshCookie(there) ?? '' } })).statusCode).toBe(200);
  });

  it('answers a refresh without a cookie with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(ErrorCode.InvalidRefreshToken);
  });
});

describe('refresh body', () => {
  it('takes an empty body with any content type, as browsers send it', async () => {
    const token = refreshCookie(await login('client@demo.dcm', 'demo1234!'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { rt: token ?? '' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('per-address limit', () => {
  it('answers 429 after 30 sign-ins a minute from one address, whatever X-Forwarded-For says', async () => {
    const other = await buildTestApp({ DEMO: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: `nobody${i}@demo.dcm`, password: 'x' },
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await other.close();
    }
  });
});
