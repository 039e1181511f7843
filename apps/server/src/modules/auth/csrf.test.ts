import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1', PUBLIC_URL: 'http://t-esign.test' });
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const fromOurPage = { 'user-agent': BROWSER, origin: 'http://t-esign.test', 'sec-fetch-site': 'same-origin', [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function signIn(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'client@demo.dcm', password: 'demo1234!' } });
  const token = res.cookies.find((c) => c.name === 'rt')?.value;
  if (!token) throw new Error('no refresh cookie');
  return token;
}

const post = (url: string, token: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, cookies: { rt: token }, headers });

describe('CSRF on the cookie routes', () => {
  it('refreshes for a page of this site that sends the CSRF header', async () => {
    const res = await post('/auth/refresh', await signIn(), fromOurPage);
    expect(res.statusCode).toBe(200);
  });

  it('takes the page of the address the request came to as this site (a dev proxy in front)', async () => {
    const res = await post('/auth/refresh', await signIn(), { ...fromOurPage, host: 'localhost:5173', origin: 'http://localhost:5173' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a browser refresh without the CSRF header with a translated 403', async () => {
    const { [CSRF_HEADER]: _header, ...withoutHeader } = fromOurPage;
    const res = await post('/auth/refresh', await signIn(), { ...withoutHeader, lang: 'B' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: ErrorCode.CsrfRejected, message: 'This request came from a page that is not allowed. Reload the page and try again.' });
  });

  it('refuses a refresh from a page of another site, header or not', async () => {
    const token = await signIn();
    const fromElsewhere = await post('/auth/refresh', token, { ...fromOurPage, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error.code).toBe(ErrorCode.CsrfRejected);
    const nullOrigin = await post('/auth/refresh', token, { ...fromOurPage, origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    const { origin: _origin, ...noOrigin } = fromOurPage;
    const sibling = await post('/auth/refresh', token, { ...noOrigin, 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);
    // None of these used the token: it still refreshes.
    expect((await post('/auth/refresh', token, fromOurPage)).statusCode).toBe(200);
  });

  it('refuses a logout from another site, so the session survives it', async () => {
    const token = await signIn();
    const forged = await post('/auth/logout', token, { 'user-agent': BROWSER, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect((await post('/auth/logout', token, fromOurPage)).statusCode).toBe(204);
    expect((await post('/auth/refresh', token, fromOurPage)).statusCode).toBe(401);
  });

  it('lets a client that is no browser refresh with its own cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: await signIn() }, headers: { 'user-agent': 'curl/8.5.0' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh cookie', () => {
  it('is HttpOnly, SameSite=Lax, limited to /auth, and Secure when the site is https', async () => {
    const https = await buildTestApp({ DEMO: '1', PUBLIC_URL: 'https://t-esign.example' });
    try {
      const res = await https.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'client@demo.dcm', password: 'demo1234!' } });
      expect(res.cookies.find((c) => c.name === 'rt')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth', secure: true });
    } finally {
      await https.close();
    }
  });
});
