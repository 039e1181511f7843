import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { loggablePath, serializeError } from './logging.ts';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  t = await buildTestApp({ DEMO: '1' }, { logStream: stream });
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds no password, e-mail, token or cookie of a sign-in and the calls after it', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'client@demo.dcm', password: 'demo1234!' } });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ accessToken: string }>();
    const refreshToken = login.cookies.find((c) => c.name === 'rt')?.value ?? '';
    await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: { authorization: `Bearer ${accessToken}` } });
    await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: refreshToken } });
    await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'client@demo.dcm', password: 'wrong-secret-pw' } });
    await t.app.inject({ method: 'GET', url: '/findPw?token=reset-token-that-is-secret' });
    await t.app.inject({ method: 'GET', url: '/login?google=notMember&email=someone%40gmail.com' });
    await t.app.inject({ method: 'GET', url: '/api/v1/downloads/signed-link-body.signature' });

    expect(log).toContain('/api/v1/login');
    expect(log).toContain('/api/v1/downloads/[redacted]');
    for (const secret of ['demo1234!', 'wrong-secret-pw', 'client@demo.dcm', accessToken, refreshToken, 'reset-token-that-is-secret', 'someone', 'signed-link-body']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logged errors', () => {
  it('lose the values a failed statement was given', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "members" ("email", "password_hash") values ($1, $2)\nparams: someone@example.com,$argon2id$v=19$hash'), {
      query: 'insert into "members" ("email", "password_hash") values ($1, $2)',
      params: ['someone@example.com', '$argon2id$v=19$hash'],
      cause,
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('someone@example.com');
    expect(logged).not.toContain('$argon2id');
  });

  it('log paths without their query string or signed link', () => {
    expect(loggablePath('/findPw?token=abc')).toBe('/findPw');
    expect(loggablePath('/api/v1/downloads/abc.def')).toBe('/api/v1/downloads/[redacted]');
    expect(loggablePath('/api/v1/requests/12')).toBe('/api/v1/requests/12');
  });
});
