// Sign in with Google against a real OpenID provider (oidc-provider) started by the test on a free
// local port; its login and consent pages (devInteractions) are driven with plain fetch.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApprovalStatus } from '@dcm/shared';
import { eq } from 'drizzle-orm';
// @ts-expect-error -- oidc-provider ships no type declarations; the test types the part it uses below.
import ProviderModule from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { findMemberByEmail } from '../members/service.ts';

interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

interface OidcProvider {
  callback(): http.RequestListener;
}
type ProviderConstructor = new (issuer: string, configuration: object) => OidcProvider;
const Provider = ProviderModule as ProviderConstructor;

// Never dialled: the test carries the provider's redirect into app.inject itself.
const APP_URL = 'http://127.0.0.1:8123';
const CLIENT = { id: 'dcm-test', secret: 'dcm-test-secret' };
const PENDING_COOKIE = 'google_signin';

/** The accounts the provider knows, by subject; a test may change one between sign-ins. */
const accounts = new Map<string, GoogleAccount>();
const addAccount = (email: string, emailVerified = true): GoogleAccount => {
  const account = { sub: crypto.randomUUID(), email, email_verified: emailVerified };
  accounts.set(account.sub, account);
  return account;
};

let provider: http.Server;
let t: TestApp;

beforeAll(async () => {
  let handle: http.RequestListener = (_request, response) => response.end();
  provider = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  handle = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${APP_URL}/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  }).callback();

  t = await buildTestApp({
    DEMO: '1',
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_ISSUER: issuer,
    PUBLIC_URL: APP_URL,
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

/** A browser at the provider: one cookie jar, redirects followed by hand. */
async function signInAtProvider(authorizationUrl: URL, account: GoogleAccount, cancel: boolean): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

  let response = await go(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') ?? '', response.url || authorizationUrl);
      if (next.origin === APP_URL) return next;
      response = await go(next);
      continue;
    }
    // A dev interaction page: the login form, then the consent form.
    const page = await response.text();
    expect(response.status, page).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page:\n${page}`);
    if (cancel) {
      response = await go(new URL(`${response.url}/abort`));
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login: account.sub, password: 'any' } : { prompt };
    response = await go(new URL(action.replaceAll('&amp;', '&'), response.url), form);
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * The app's side: /auth/google, the provider (where the user signs in, or cancels), then the
 * callback with the state cookie; `alter` changes the callback URL on its way back.
 */
async function signInWithGoogle(account: GoogleAccount, { alter = () => {}, cancel = false }: { alter?: (callback: URL) => void; cancel?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
  expect(start.statusCode).toBe(302);
  const pending = start.cookies.find((c) => c.name === PENDING_COOKIE)?.value ?? '';
  const callback = await signInAtProvider(new URL(start.headers.location as string), account, cancel);
  alter(callback);
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, cookies: { [PENDING_COOKIE]: pending } });
}

const refreshCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'rt')?.value;

describe('sign in with Google', () => {
  it('is announced to the web only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    const withGoogle = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(withGoogle.json()).toEqual({ google: true });

    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json()).toEqual({ google: false });
      expect((await plain.app.inject({ method: 'GET', url: '/auth/google' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/auth/google/callback?code=x' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce, remembered in a short-lived cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/google' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(t.config.google?.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: `${APP_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(param)).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 600 });
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
  });

  it('signs in the member whose e-mail Google verified, links the account, and keeps it linked when the e-mail changes', async () => {
    const account = addAccount('Client@demo.dcm');
    const res = await signInWithGoogle(account);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?google=ok');
    expect(res.cookies.find((c) => c.name === 'rt')).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Lax' });

    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: refreshCookie(res) ?? '' } });
    expect(refreshed.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mypage/profile',
      headers: { authorization: `Bearer ${refreshed.json().accessToken}` },
    });
    expect(profile.json().memberEmail).toBe('client@demo.dcm');
    expect((await findMemberByEmail(t.app.db, 'client@demo.dcm'))?.googleSub).toBe(account.sub);

    account.email = 'jiwoo.kim@elsewhere.example';
    const again = await signInWithGoogle(account);
    expect(again.headers.location).toBe('/login?google=ok');
    expect(refreshCookie(again)).toBeTruthy();
  });

  it('does not sign in or link a member by an e-mail Google has not verified', async () => {
    const res = await signInWithGoogle(addAccount('lab@demo.dcm', false));
    expect(res.headers.location).toBe('/login?google=notMember&email=lab%40demo.dcm');
    expect(refreshCookie(res)).toBeUndefined();
    expect((await findMemberByEmail(t.app.db, 'lab@demo.dcm'))?.googleSub).toBeNull();
  });

  it('sends an unknown Google account to joining with its e-mail', async () => {
    const res = await signInWithGoogle(addAccount('new.dentist@example.com'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?google=notMember&email=new.dentist%40example.com');
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('fails a callback whose state was altered, that comes without its cookie or with a forged one, or that carries the provider refusal', async () => {
    const account = addAccount('designer@demo.dcm');
    const altered = await signInWithGoogle(account, { alter: (callback) => callback.searchParams.set('state', 'forged') });
    expect(altered.headers.location).toBe('/login?google=failed');
    expect(refreshCookie(altered)).toBeUndefined();

    const withoutCookie = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=abc&state=xyz' });
    expect(withoutCookie.headers.location).toBe('/login?google=failed');

    const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
    const pending = start.cookies.find((c) => c.name === PENDING_COOKIE)?.value ?? '';
    const state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
    const tampered = `${pending.slice(0, -2)}${pending.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgedCookie = await t.app.inject({
      method: 'GET',
      url: `/auth/google/callback?code=abc&state=${state}`,
      cookies: { [PENDING_COOKIE]: tampered },
    });
    expect(forgedCookie.headers.location).toBe('/login?google=failed');

    let providerAnswer = new URL(APP_URL);
    const cancelled = await signInWithGoogle(account, { cancel: true, alter: (callback) => (providerAnswer = new URL(callback)) });
    expect(providerAnswer.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.headers.location).toBe('/login?google=failed');
  });

  it('tells a suspended member so, and treats a withdrawn one as no member', async () => {
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Suspended }).where(eq(members.email, 'designer@demo.dcm'));
    const suspended = await signInWithGoogle(addAccount('designer@demo.dcm'));
    expect(suspended.headers.location).toBe('/login?google=suspended');
    expect(refreshCookie(suspended)).toBeUndefined();

    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Withdrawn }).where(eq(members.email, 'pending@demo.dcm'));
    const withdrawn = await signInWithGoogle(addAccount('pending@demo.dcm'));
    expect(withdrawn.headers.location).toBe('/login?google=notMember&email=pending%40demo.dcm');
    expect(refreshCookie(withdrawn)).toBeUndefined();
  });
});
