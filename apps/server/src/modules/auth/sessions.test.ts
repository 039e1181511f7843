// Sessions end when trust ends (issue 32, decision 0040): a logout ends that sign-in's access token at
// the next call, "sign out everywhere" ends them all, a new password ends every other sign-in (this
// device goes on with a new one), a new phone ends the others (this sign-in goes on), and each is
// told to every instance.
import { ApprovalStatus } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { bearer, signIn, testAddress, uniquePhone, verifyPhone } from '../../test/members.ts';
import { missingService, testPostgresAdminUrl, testRedisUrl } from '../../test/services.ts';

type Inject = TestApp['app']['inject'];

/** An approved client signed in `times` times (each a device of its own). */
async function memberSignedIn(t: TestApp, times = 1) {
  const member = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  const sessions = [];
  for (let i = 0; i < times; i++) sessions.push(await signIn(t.app, member.email, FIXTURE_PASSWORD));
  return { memberNo: member.memberNo, email: member.email, sessions };
}

const info = async (inject: Inject, token: string) => (await inject({ method: 'GET', url: '/api/v1/mypage/info', headers: bearer(token) })).statusCode;
const refresh = (inject: Inject, refreshToken: string) => inject({ method: 'POST', url: '/auth/refresh', remoteAddress: testAddress(), cookies: { rt: refreshToken } });
const logout = (inject: Inject, session: { accessToken: string; refreshToken: string }) =>
  inject({ method: 'POST', url: '/auth/logout', cookies: { rt: session.refreshToken }, headers: bearer(session.accessToken) });
const logoutEverywhere = (inject: Inject, accessToken: string) => inject({ method: 'POST', url: '/auth/logout-everywhere', headers: bearer(accessToken) });

describe('one instance', () => {
  let t: TestApp;
  let inject: Inject;
  beforeAll(async () => {
    t = await buildTestApp();
    inject = t.app.inject.bind(t.app);
  });
  afterAll(() => t.close());

  it('a logout ends that sign-in’s access token at the next call, and only that sign-in', async () => {
    const m = await memberSignedIn(t, 2);
    const [shared, phone] = m.sessions as [(typeof m.sessions)[0], (typeof m.sessions)[0]];
    expect(await info(inject, shared.accessToken)).toBe(200);
    expect((await logout(inject, shared)).statusCode).toBe(204);
    expect(await info(inject, shared.accessToken)).toBe(401);
    expect((await refresh(inject, shared.refreshToken)).statusCode).toBe(401);
    // The member's phone, another sign-in, goes on.
    expect(await info(inject, phone.accessToken)).toBe(200);
    expect((await refresh(inject, phone.refreshToken)).statusCode).toBe(200);
  });

  it('signing out everywhere ends every sign-in of the member, this one too; another member is untouched', async () => {
    const m = await memberSignedIn(t, 3);
    const other = await memberSignedIn(t);
    const [here] = m.sessions;
    const res = await logoutEverywhere(inject, here!.accessToken);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'rt')?.value).toBe('');
    for (const s of m.sessions) {
      expect(await info(inject, s.accessToken)).toBe(401);
      expect((await refresh(inject, s.refreshToken)).statusCode).toBe(401);
    }
    expect(await info(inject, other.sessions[0]!.accessToken)).toBe(200);
    // Signing in again works at once.
    expect(await info(inject, (await signIn(t.app, m.email, FIXTURE_PASSWORD)).accessToken)).toBe(200);
  });

  it('signing out everywhere needs a signed-in member', async () => {
    expect((await inject({ method: 'POST', url: '/auth/logout-everywhere' })).statusCode).toBe(401);
  });

  it('a new password ends every other sign-in’s access token; this device goes on through its new refresh cookie', async () => {
    const m = await memberSignedIn(t, 2);
    const [here, elsewhere] = m.sessions as [(typeof m.sessions)[0], (typeof m.sessions)[0]];
    const res = await inject({
      method: 'PUT',
      url: '/api/v1/mypage/password',
      remoteAddress: testAddress(),
      headers: bearer(here.accessToken),
      payload: { currentPassword: FIXTURE_PASSWORD, password: 'brandnew987', passwordConfirm: 'brandnew987' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await info(inject, elsewhere.accessToken)).toBe(401);
    expect((await refresh(inject, elsewhere.refreshToken)).statusCode).toBe(401);
    // This tab's next call is refused once and its one refresh (SPEC §4) carries on with the new cookie.
    expect(await info(inject, here.accessToken)).toBe(401);
    const again = await refresh(inject, res.cookies.find((c) => c.name === 'rt')!.value);
    expect(again.statusCode).toBe(200);
    expect(await info(inject, again.json<{ accessToken: string }>().accessToken)).toBe(200);
  });

  it('a new phone ends the member’s other sign-ins and keeps this one as it is', async () => {
    const m = await memberSignedIn(t, 2);
    const [here, elsewhere] = m.sessions as [(typeof m.sessions)[0], (typeof m.sessions)[0]];
    const phone = uniquePhone();
    const proof = await verifyPhone(t.app, phone, 'KR', 'changePhone');
    const res = await inject({ method: 'PUT', url: '/api/v1/mypage/phone', headers: bearer(here.accessToken), payload: { memberContactNation: 'KR', phone, phoneVerificationId: proof } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await info(inject, elsewhere.accessToken)).toBe(401);
    expect((await refresh(inject, elsewhere.refreshToken)).statusCode).toBe(401);
    expect(await info(inject, here.accessToken)).toBe(200);
    expect((await refresh(inject, here.refreshToken)).statusCode).toBe(200);
  });

  it('a password reset by the e-mailed link ends every access token of the member', async () => {
    const m = await memberSignedIn(t);
    expect((await inject({ method: 'POST', url: '/api/v1/common/password-reset', remoteAddress: testAddress(), payload: { email: m.email } })).statusCode).toBe(202);
    const mail = (await t.app.outbox.list(50)).find((x) => x.channel === 'email' && x.recipient === m.email && x.body.includes('/findPw?token='));
    const token = mail?.body.match(/findPw\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await inject({ method: 'POST', url: '/api/v1/common/password-reset/confirm', payload: { token, password: 'resetpass987', passwordConfirm: 'resetpass987' } });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect(await info(inject, m.sessions[0]!.accessToken)).toBe(401);
  });

  it('keeps an ended sign-in only while its tokens could live: the check stays a memory lookup', async () => {
    const m = await memberSignedIn(t);
    const { issuedAtMs, sessionId } = await t.app.tokens.verify(m.sessions[0]!.accessToken);
    expect(sessionId).toBeTruthy();
    expect(t.app.revocations.isRevoked(m.memberNo, issuedAtMs, sessionId)).toBe(false);
    expect((await logout(inject, m.sessions[0]!)).statusCode).toBe(204);
    expect(t.app.revocations.isRevoked(m.memberNo, issuedAtMs, sessionId)).toBe(true);
    // The member's other tokens (another session id) are not touched.
    expect(t.app.revocations.isRevoked(m.memberNo, issuedAtMs, crypto.randomUUID())).toBe(false);
  });
});

const missing = await missingService();
if (missing) console.warn(`skipping the two-instance session tests: ${missing}`);

describe.skipIf(missing !== null)('two instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: testRedisUrl }, { databaseAdminUrl: testPostgresAdminUrl });
    b = await buildTestApp({ REDIS_URL: testRedisUrl }, { sharing: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** B has heard of the end of the token's session (Redis delivers it a moment after A's answer). */
  async function heardOnB(accessToken: string): Promise<void> {
    const { memberNo, issuedAtMs, sessionId } = await b.app.tokens.verify(accessToken);
    await vi.waitFor(() => expect(b.app.revocations.isRevoked(memberNo, issuedAtMs, sessionId)).toBe(true), { timeout: 1000, interval: 5 });
  }

  it('logged out on one instance, the old token is refused on the other at the next call', async () => {
    const m = await memberSignedIn(a);
    const session = m.sessions[0]!;
    const injectB = b.app.inject.bind(b.app);
    expect(await info(injectB, session.accessToken)).toBe(200);
    expect((await logout(a.app.inject.bind(a.app), { accessToken: '', refreshToken: session.refreshToken })).statusCode).toBe(204);
    await heardOnB(session.accessToken);
    expect(await info(injectB, session.accessToken)).toBe(401);
    expect((await refresh(injectB, session.refreshToken)).statusCode).toBe(401);
  });

  it('signed out everywhere on one instance, every old token is refused on the other', async () => {
    const m = await memberSignedIn(a, 2);
    const injectB = b.app.inject.bind(b.app);
    expect(await info(injectB, m.sessions[1]!.accessToken)).toBe(200);
    expect((await logoutEverywhere(a.app.inject.bind(a.app), m.sessions[0]!.accessToken)).statusCode).toBe(204);
    for (const s of m.sessions) await heardOnB(s.accessToken);
    for (const s of m.sessions) expect(await info(injectB, s.accessToken)).toBe(401);
  });

  it('an instance started after a logout learns it from the table', async () => {
    const m = await memberSignedIn(a);
    expect((await logout(a.app.inject.bind(a.app), m.sessions[0]!)).statusCode).toBe(204);
    const c = await buildTestApp({ REDIS_URL: testRedisUrl }, { sharing: a });
    try {
      expect(await info(c.app.inject.bind(c.app), m.sessions[0]!.accessToken)).toBe(401);
    } finally {
      await c.close();
    }
  });
});
