import crypto from 'node:crypto';
import net from 'node:net';
import { ErrorCode } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIES_PER_ACCOUNT } from '../modules/auth/login-limits.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';

/** The local Redis, when one answers (tests needing it are skipped otherwise). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  const answer = (up: boolean) => {
    socket.destroy();
    resolve(up);
  };
  socket.once('connect', () => answer(true)).once('error', () => answer(false)).once('timeout', () => answer(false));
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
});
afterAll(() => t.close());

let addresses = 0;
/** Another client address each call, so only the per-target limit is at work. */
const nextAddress = () => `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;

const resetRequest = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/common/password-reset', remoteAddress: nextAddress(), payload: { email }, headers: { lang: 'B' } });

describe('brute-force limits', () => {
  it('answers a try past the account’s free wrong passwords with a translated 429 and the wait, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_TRIES_PER_ACCOUNT; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { email: 'lab@demo.dcm', password: `guess-${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, FREE_TRIES_PER_ACCOUNT).every((s) => s === 401)).toBe(true);
    expect(statuses[FREE_TRIES_PER_ACCOUNT]).toBe(429);
    const ko = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { email: 'lab@demo.dcm', password: 'demo1234!' } });
    expect(ko.statusCode).toBe(429);
    expect(ko.headers['retry-after']).toBeDefined();
    expect(ko.json().error).toMatchObject({ code: ErrorCode.TooManyAttempts, message: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
  });

  it('sends at most 5 password-reset mails to one address an hour, whichever client asks', async () => {
    const email = 'client@demo.dcm';
    for (let i = 0; i < 5; i++) expect((await resetRequest(t, email)).statusCode).toBe(202);
    const sixth = await resetRequest(t, email.toUpperCase());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().error).toEqual({ code: ErrorCode.TooManyAttempts, message: 'Too many attempts. Please try again in a few minutes.' });
    // Another address is not held back by it.
    expect((await resetRequest(t, 'designer@demo.dcm')).statusCode).toBe(202);
  });

  it('sends at most 20 phone codes an hour from one client address, to whichever phones', async () => {
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/common/auth-phone',
        remoteAddress: '10.78.0.1',
        payload: { phone: `0109${String(i).padStart(7, '0')}`, memberContactNation: 'KR', purpose: 'join' },
      });
    for (let i = 0; i < 20; i++) expect((await send(i)).statusCode).toBe(200);
    const res = await send(20);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe(ErrorCode.TooManyAttempts);
    // Checking a code is not a send: it is limited by the code's own tries.
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/auth-phone',
      remoteAddress: '10.78.0.1',
      payload: { phone: '01090000000', memberContactNation: 'KR', purpose: 'join', certification: '000000' },
    });
    expect(check.statusCode).not.toBe(429);
  });
});

describe.runIf(redisAnswers)('brute-force limits across instances', () => {
  it('counts in Redis, so a second instance refuses what the first used up', async () => {
    const a = await buildTestApp({ REDIS_URL });
    const b = await buildTestApp({ REDIS_URL });
    try {
      // A fresh address each run: counters in Redis outlive the test.
      const email = `reset-${crypto.randomUUID()}@example.com`;
      for (let i = 0; i < 3; i++) expect((await resetRequest(a, email)).statusCode).toBe(202);
      for (let i = 0; i < 2; i++) expect((await resetRequest(b, email)).statusCode).toBe(202);
      expect((await resetRequest(a, email)).statusCode).toBe(429);
      expect((await resetRequest(b, email)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
