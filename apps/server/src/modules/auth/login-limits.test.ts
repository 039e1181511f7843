// No stranger can lock a member out (issue 32, decision 0040): wrong passwords make the next try
// wait, longer each time, per account and per address together; nothing locks; the owner's browser
// that signed in before skips the account's wait (not the address's); a password reset clears it.
import { ApprovalStatus, ErrorCode, type ErrorBody } from '@dcm/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testAddress } from '../../test/members.ts';
import { KNOWN_DEVICE_COOKIE } from './known-devices.ts';
import { FREE_TRIES_PER_ACCOUNT, FREE_TRIES_PER_ADDRESS, LONGEST_WAIT_MS, waitAfter } from './login-limits.ts';

let t: TestApp;
beforeAll(async () => {
  // The route's calls per address and minute (decision 0022) are not what these tests count.
  t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json<T>(): T;
  cookies: Array<{ name: string; value: string }>;
}

const login = (email: string, password: string, from = testAddress(), knownDevice?: string): Promise<Answer> =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: from, payload: { email, password }, cookies: knownDevice ? { [KNOWN_DEVICE_COOKIE]: knownDevice } : {} });

const knownDeviceOf = (res: Answer) => res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value;

async function approvedMember() {
  return insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
}

/** A stranger's spray: wrong passwords for the e-mail, each from an address of its own. */
async function spray(email: string, tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) statuses.push((await login(email, `guess-${i}-wrong`)).statusCode);
  return statuses;
}

describe('the wait', () => {
  it('grows from half a minute to fifteen minutes and never becomes a lock', () => {
    expect(waitAfter(FREE_TRIES_PER_ACCOUNT - 1, FREE_TRIES_PER_ACCOUNT)).toBe(0);
    expect(waitAfter(FREE_TRIES_PER_ACCOUNT, FREE_TRIES_PER_ACCOUNT)).toBe(30_000);
    expect(waitAfter(FREE_TRIES_PER_ACCOUNT + 3, FREE_TRIES_PER_ACCOUNT)).toBe(240_000);
    expect(waitAfter(FREE_TRIES_PER_ACCOUNT + 1000, FREE_TRIES_PER_ACCOUNT)).toBe(LONGEST_WAIT_MS);
  });

  it('makes the next try on an account wait after its free wrong passwords, whatever the address, longer each time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = await approvedMember();
    expect(await spray(m.email, FREE_TRIES_PER_ACCOUNT)).toEqual(Array(FREE_TRIES_PER_ACCOUNT).fill(401));
    const waiting = await login(m.email, FIXTURE_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    expect(waiting.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.TooManyAttempts, details: { retryAfterSeconds: 30 } });
    // Waited: one more wrong guess is taken, and the next wait is twice as long.
    vi.setSystemTime(Date.now() + 30_000);
    expect((await login(m.email, 'still-wrong-1')).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 30_000);
    const longer = await login(m.email, FIXTURE_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('30');
    vi.setSystemTime(Date.now() + 30_000);
    expect((await login(m.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('takes tries sent at once one after another: they cannot all slip through before the wait', async () => {
    const m = await approvedMember();
    const statuses = await Promise.all(Array.from({ length: FREE_TRIES_PER_ACCOUNT + 4 }, (_, i) => login(m.email, `burst-${i}-wrong`).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_TRIES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('counts a right password as no failure', async () => {
    const m = await approvedMember();
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT * 2; i++) expect((await login(m.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect(await spray(m.email, FREE_TRIES_PER_ACCOUNT)).toEqual(Array(FREE_TRIES_PER_ACCOUNT).fill(401));
  });
});

describe('the owner’s way through', () => {
  it('a lock-out attempt from one address leaves the owner signing in from another, on the browser they signed in on before', async () => {
    const m = await approvedMember();
    const owner = await login(m.email, FIXTURE_PASSWORD, '10.200.0.1');
    expect(owner.statusCode).toBe(200);
    const device = knownDeviceOf(owner);
    expect(device).toBeTruthy();
    expect(owner.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/v1/login', sameSite: 'Lax' });

    // The stranger, from one address, sends wrong passwords until the account makes them wait.
    const stranger = '10.200.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT + 3; i++) statuses.push((await login(m.email, `lockout-${i}`, stranger)).statusCode);
    expect(statuses.slice(0, FREE_TRIES_PER_ACCOUNT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FREE_TRIES_PER_ACCOUNT).every((s) => s === 429)).toBe(true);

    // The owner's browser, from another address, signs in at once; an unknown one waits.
    const back = await login(m.email, FIXTURE_PASSWORD, '10.200.0.3', device);
    expect(back.statusCode).toBe(200);
    expect((await login(m.email, FIXTURE_PASSWORD, '10.200.0.4')).statusCode).toBe(429);
    // The stranger still waits, and cannot guess through a known-device cookie of their own making.
    expect((await login(m.email, `lockout-again`, stranger)).statusCode).toBe(429);
    expect((await login(m.email, FIXTURE_PASSWORD, stranger, `${device!.split('.')[0]}.forged`)).statusCode).toBe(429);
  });

  it('the known-device cookie names the members who signed in on a shared computer, and passes no other account', async () => {
    const first = await approvedMember();
    const second = await approvedMember();
    const one = await login(first.email, FIXTURE_PASSWORD);
    const both = await login(second.email, FIXTURE_PASSWORD, testAddress(), knownDeviceOf(one));
    const device = knownDeviceOf(both);
    const stranger = await approvedMember();
    await spray(first.email, FREE_TRIES_PER_ACCOUNT);
    await spray(stranger.email, FREE_TRIES_PER_ACCOUNT);
    expect((await login(first.email, FIXTURE_PASSWORD, testAddress(), device)).statusCode).toBe(200);
    expect((await login(stranger.email, FIXTURE_PASSWORD, testAddress(), device)).statusCode).toBe(429);
  });

  it('a password reset clears the account’s wait', async () => {
    const m = await approvedMember();
    await spray(m.email, FREE_TRIES_PER_ACCOUNT);
    expect((await login(m.email, FIXTURE_PASSWORD)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/v1/common/password-reset', remoteAddress: testAddress(), payload: { email: m.email } });
    const mail = (await t.app.outbox.list(50)).find((x) => x.channel === 'email' && x.recipient === m.email && x.body.includes('/findPw?token='));
    const token = mail?.body.match(/findPw\?token=([\w-]+)/)?.[1];
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/v1/common/password-reset/confirm', payload: { token, password: 'resetpass987', passwordConfirm: 'resetpass987' } });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await login(m.email, 'resetpass987')).statusCode).toBe(200);
  });
});

describe('per address', () => {
  it('an address guessing at many accounts waits, known browser or not, while other addresses sign in', async () => {
    const m = await approvedMember();
    const spraying = '10.201.0.1';
    const device = knownDeviceOf(await login(m.email, FIXTURE_PASSWORD, spraying));
    for (let i = 0; i < FREE_TRIES_PER_ADDRESS; i++) expect((await login(`nobody-${i}@fixture.test`, 'wrong-password', spraying)).statusCode).toBe(401);
    const waiting = await login(m.email, FIXTURE_PASSWORD, spraying, device);
    expect(waiting.statusCode).toBe(429);
    expect((await login(m.email, FIXTURE_PASSWORD, '10.201.0.2')).statusCode).toBe(200);
  });
});
