// Suspension, rejection and withdrawal end a member's sessions at once (issue 24, decision 0028): the
// access token they hold is refused at the next call on every instance, with no database read per
// call, and the refresh fails too; a token issued after a reinstatement works.
import { ApprovalStatus, ErrorCode, WsCloseUnauthorized, type ErrorBody } from '@dcm/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { bearer, signIn, testAddress } from '../../test/members.ts';
import { missingService, testPostgresAdminUrl, testRedisUrl } from '../../test/services.ts';
import { listen, Tab } from '../../test/sockets.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { login, refresh as refreshSession } from './service.ts';

type Inject = TestApp['app']['inject'];

async function adminTokenOf(t: TestApp): Promise<string> {
  return (await signIn(t.app, t.config.admin.email, 'admin-pass-1234')).accessToken;
}

/** An approved client, signed in: its access token and refresh cookie. */
async function signedInMember(t: TestApp) {
  const member = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  return { memberNo: member.memberNo, ...(await signIn(t.app, member.email, FIXTURE_PASSWORD)) };
}

/** The calls of the issue: routes outside the requests module that trusted the token's claim. */
async function callsOf(inject: Inject, token: string): Promise<number[]> {
  const headers = bearer(token);
  return Promise.all([
    inject({ method: 'GET', url: '/api/v1/orders', headers }).then((r) => r.statusCode),
    inject({ method: 'GET', url: '/api/v1/mypage/info', headers }).then((r) => r.statusCode),
    inject({ method: 'PATCH', url: '/api/v1/mypage/info', headers, payload: { memberNickName: 'renamed' } }).then((r) => r.statusCode),
  ]);
}

const refresh = (inject: Inject, refreshToken: string) =>
  inject({ method: 'POST', url: '/auth/refresh', remoteAddress: testAddress(), cookies: { rt: refreshToken }, headers: { 'x-requested-with': 'dcm' } });

const iatOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number }).iat;

/**
 * The app's tokens, but `before` runs between the service's read of the member and the signing: the
 * worst moment for a revocation to commit and be announced.
 */
const signingAfter = (tokens: AccessTokens, before: (memberNo: number) => Promise<void>): AccessTokens => ({
  verify: tokens.verify,
  async sign(member, stateAt) {
    await before(member.memberNo);
    // Well after the announcement: a token stamped at its signing would outlive the suspension.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return tokens.sign(member, stateAt);
  },
});

/** The promise's value, or a failure after `ms`. */
const within = <T>(ms: number, promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);

describe('one instance (the memory bus)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminTokenOf(t);
  });
  afterEach(() => void vi.useRealTimers());
  afterAll(() => t.close());
  const decide = (memberNo: number, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/members/${memberNo}/${action}`, headers: bearer(admin), payload: { reason: 'Reported for abuse.' } });

  it('refuses a suspended member’s old token at the next call, and the refresh too', async () => {
    const m = await signedInMember(t);
    const before = await callsOf(t.app.inject.bind(t.app), m.accessToken);
    expect(before.slice(0, 2)).toEqual([200, 200]);
    expect((await decide(m.memberNo, 'suspend')).statusCode).toBe(200);

    expect(await callsOf(t.app.inject.bind(t.app), m.accessToken)).toEqual([401, 401, 401]);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bearer(m.accessToken) });
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.Unauthorized);
    expect((await refresh(t.app.inject.bind(t.app), m.refreshToken)).statusCode).not.toBe(200);
  });

  it('lets a token issued after the reinstatement through, even within the same second', async () => {
    // The clock is pinned so that the sign-in, the suspension, the reinstatement and the new sign-in
    // all fall in one second: JWT's whole-second `iat` could not tell the tokens apart.
    vi.useFakeTimers({ toFake: ['Date'] });
    const second = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.setSystemTime(second + 100);
    const m = await signedInMember(t);
    vi.setSystemTime(second + 300);
    expect((await decide(m.memberNo, 'suspend')).statusCode).toBe(200);
    vi.setSystemTime(second + 400);
    expect((await decide(m.memberNo, 'reinstate')).statusCode).toBe(200);
    vi.setSystemTime(second + 700);
    const again = await signIn(t.app, (await t.app.db.query.members.findFirst({ where: (x, { eq }) => eq(x.memberNo, m.memberNo) }))!.email, FIXTURE_PASSWORD);
    expect(iatOf(again.accessToken)).toBe(iatOf(m.accessToken));
    expect((await callsOf(t.app.inject.bind(t.app), again.accessToken)).slice(0, 2)).toEqual([200, 200]);
    // The token from before the suspension stays void.
    expect((await callsOf(t.app.inject.bind(t.app), m.accessToken))[0]).toBe(401);
  });

  it('closes the member’s open WebSocket at once with 4401', async () => {
    const base = await listen(t);
    const m = await signedInMember(t);
    const tab = await Tab.signedIn(base, { token: m.accessToken, memberNo: m.memberNo });
    expect((await decide(m.memberNo, 'suspend')).statusCode).toBe(200);
    expect(await within(2000, tab.closed)).toEqual({ code: WsCloseUnauthorized });
  });

  it('costs no database read per call: the check is in memory', async () => {
    const m = await signedInMember(t);
    const issuedBefore = Date.now();
    expect(t.app.revocations.isRevoked(m.memberNo, issuedBefore)).toBe(false);
    expect((await decide(m.memberNo, 'suspend')).statusCode).toBe(200);
    expect(t.app.revocations.isRevoked(m.memberNo, issuedBefore)).toBe(true);
    expect(t.app.revocations.isRevoked(m.memberNo, Date.now() + 1000)).toBe(false);
  });

  it('refuses the token of a member suspended through a report’s decision', async () => {
    const reporter = await signedInMember(t);
    const reported = await signedInMember(t);
    const report = await t.app.inject({ method: 'POST', url: '/api/v1/reports', headers: bearer(reporter.accessToken), payload: { target: 'member', targetId: String(reported.memberNo), reason: 'abuse' } });
    expect(report.statusCode, report.body).toBe(201);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${report.json<{ id: string }>().id}/decision`,
      headers: bearer(admin),
      payload: { resolution: 'actioned', note: 'Abusive messages.', suspendMember: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await callsOf(t.app.inject.bind(t.app), reported.accessToken)).toEqual([401, 401, 401]);
    expect((await callsOf(t.app.inject.bind(t.app), reporter.accessToken)).slice(0, 2)).toEqual([200, 200]);
  });

  it('voids the token of a sign-in that read the member before a suspension committed, though it is signed after the announcement', async () => {
    const member = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const tokens = signingAfter(t.app.tokens, async (no) => void expect((await decide(no, 'suspend')).statusCode).toBe(200));
    // The password's hash is checked between the read and the signing: the window of this race.
    const session = await login({ db: t.app.db, tokens, refreshTtlDays: 1 }, member.email, FIXTURE_PASSWORD);
    expect(await callsOf(t.app.inject.bind(t.app), session.accessToken)).toEqual([401, 401, 401]);
  });

  it('refuses a rejected member’s token at once', async () => {
    const pending = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    const { accessToken } = await signIn(t.app, pending.email, FIXTURE_PASSWORD);
    // The join-end screen's own call works while pending…
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: bearer(accessToken) })).statusCode).toBe(200);
    expect((await decide(pending.memberNo, 'reject')).statusCode).toBe(200);
    // …and the old token is refused once rejected: the next sign-in reads the new state.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: bearer(accessToken) })).statusCode).toBe(401);
  });
});

const redisUrl = testRedisUrl;
const pgAdminUrl = testPostgresAdminUrl;
const missing = await missingService();
if (missing) console.warn(`skipping the two-instance revocation test: ${missing}`);

describe.skipIf(missing !== null)('two instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: redisUrl }, { databaseAdminUrl: pgAdminUrl });
    b = await buildTestApp({ REDIS_URL: redisUrl }, { sharing: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const decideOnA = async (memberNo: number, action: string) =>
    a.app.inject({ method: 'POST', url: `/api/v1/admin/members/${memberNo}/${action}`, headers: bearer(await adminTokenOf(a)), payload: { reason: 'Reported for abuse.' } });

  /**
   * Waits until B has heard of the revocation of the token issued at `issuedAt`: Redis delivers the
   * message a moment after A's answer (milliseconds here). The bound of a second is well under B's
   * 5 s re-read, which is the fallback revocations-rules.test.ts proves.
   */
  async function heardOnB(memberNo: number, issuedAt: number): Promise<void> {
    await vi.waitFor(() => expect(b.app.revocations.isRevoked(memberNo, issuedAt)).toBe(true), { timeout: 1000, interval: 5 });
  }

  it('suspended on one instance, the member’s old token is refused on the other at the next call', async () => {
    const m = await signedInMember(a);
    const issuedAt = Date.now();
    const injectB = b.app.inject.bind(b.app);
    expect((await callsOf(injectB, m.accessToken)).slice(0, 2)).toEqual([200, 200]);

    expect((await decideOnA(m.memberNo, 'suspend')).statusCode).toBe(200);

    await heardOnB(m.memberNo, issuedAt);
    expect(await callsOf(injectB, m.accessToken)).toEqual([401, 401, 401]);
    expect((await refresh(injectB, m.refreshToken)).statusCode).toBe(401);
  });

  it('rejected on one instance, the old token is refused on the other; the refresh there only opens the join-end screen', async () => {
    const pending = await insertMember(a.app.db, { approvalSe: ApprovalStatus.Pending });
    const session = await signIn(a.app, pending.email, FIXTURE_PASSWORD);
    const issuedAt = Date.now();
    const injectB = b.app.inject.bind(b.app);
    expect((await injectB({ method: 'GET', url: '/api/v1/mypage/profile', headers: bearer(session.accessToken) })).statusCode).toBe(200);

    expect((await decideOnA(pending.memberNo, 'reject')).statusCode).toBe(200);

    await heardOnB(pending.memberNo, issuedAt);
    expect((await injectB({ method: 'GET', url: '/api/v1/mypage/profile', headers: bearer(session.accessToken) })).statusCode).toBe(401);
    // A rejected member may resubmit (SPEC §1): the refresh answers a token that says "not approved".
    const refreshed = await refresh(injectB, session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json<{ accessToken: string }>().accessToken;
    expect((await injectB({ method: 'GET', url: '/api/v1/orders', headers: bearer(fresh) })).json<ErrorBody>().error.code).toBe(ErrorCode.AccountNotApproved);
    expect((await injectB({ method: 'GET', url: '/api/v1/mypage/profile', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('withdrawn on one instance, the old token and the refresh are refused on the other', async () => {
    const m = await signedInMember(a);
    const issuedAt = Date.now();
    const injectB = b.app.inject.bind(b.app);
    const asked = await injectB({ method: 'POST', url: '/api/v1/mypage/withdrawal', remoteAddress: testAddress(), headers: bearer(m.accessToken), payload: { password: FIXTURE_PASSWORD } });
    expect(asked.statusCode).toBe(200);
    expect((await callsOf(injectB, m.accessToken)).slice(0, 2)).toEqual([200, 200]);

    const done = await a.app.inject({ method: 'POST', url: `/api/v1/admin/withdrawals/${m.memberNo}/complete`, headers: bearer(await adminTokenOf(a)) });
    expect(done.statusCode).toBe(200);

    await heardOnB(m.memberNo, issuedAt);
    expect(await callsOf(injectB, m.accessToken)).toEqual([401, 401, 401]);
    expect((await refresh(injectB, m.refreshToken)).statusCode).toBe(401);
  });

  it('a refresh on one instance that read the member just before a suspension on the other gets a token the suspension voids', async () => {
    const m = await signedInMember(a);
    const tokens = signingAfter(b.app.tokens, async (no) => {
      // The refresh's transaction is open on B (its member read done) while A suspends and announces.
      expect((await decideOnA(no, 'suspend')).statusCode).toBe(200);
    });
    const raced = await refreshSession({ db: b.app.db, tokens, refreshTtlDays: 1 }, m.refreshToken);
    const { issuedAtMs } = await b.app.tokens.verify(raced.accessToken);
    await heardOnB(m.memberNo, issuedAtMs);
    expect(await callsOf(b.app.inject.bind(b.app), raced.accessToken)).toEqual([401, 401, 401]);
    expect(await callsOf(a.app.inject.bind(a.app), raced.accessToken)).toEqual([401, 401, 401]);
  });

  it('suspended on one instance, the member’s WebSocket on the other is closed with 4401', async () => {
    const baseB = await listen(b);
    const m = await signedInMember(a);
    const tab = await Tab.signedIn(baseB, { token: m.accessToken, memberNo: m.memberNo });
    expect((await decideOnA(m.memberNo, 'suspend')).statusCode).toBe(200);
    expect(await within(2000, tab.closed)).toEqual({ code: WsCloseUnauthorized });
  });
});
