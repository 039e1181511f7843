// Suspension, rejection and withdrawal end a member's sessions at once (issue 24, decision 0028): the
// access token they hold is refused at the next call on every instance, with no database read per
// call, and the refresh fails too; a token issued after a reinstatement works.
import { ApprovalStatus, ErrorCode, type ErrorBody } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { bearer, signIn, testAddress } from '../../test/members.ts';
import { missingService, testPostgresAdminUrl, testRedisUrl } from '../../test/services.ts';

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

describe('one instance', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminTokenOf(t);
  });
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
    const m = await signedInMember(t);
    await decide(m.memberNo, 'suspend');
    expect((await decide(m.memberNo, 'reinstate')).statusCode).toBe(200);
    const again = await signIn(t.app, (await t.app.db.query.members.findFirst({ where: (x, { eq }) => eq(x.memberNo, m.memberNo) }))!.email, FIXTURE_PASSWORD);
    expect((await callsOf(t.app.inject.bind(t.app), again.accessToken)).slice(0, 2)).toEqual([200, 200]);
    // The token from before the suspension stays void.
    expect((await callsOf(t.app.inject.bind(t.app), m.accessToken))[0]).toBe(401);
  });

  it('costs no database read per call: the check is in memory', async () => {
    const m = await signedInMember(t);
    const issuedBefore = Date.now();
    expect(t.app.revocations.isRevoked(m.memberNo, issuedBefore)).toBe(false);
    expect((await decide(m.memberNo, 'suspend')).statusCode).toBe(200);
    expect(t.app.revocations.isRevoked(m.memberNo, issuedBefore)).toBe(true);
    expect(t.app.revocations.isRevoked(m.memberNo, Date.now() + 1000)).toBe(false);
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

  it('suspended on one instance, the member’s old token is refused on the other at the next call', async () => {
    const m = await signedInMember(a);
    const injectB = b.app.inject.bind(b.app);
    expect((await callsOf(injectB, m.accessToken)).slice(0, 2)).toEqual([200, 200]);

    const admin = await adminTokenOf(a);
    const res = await a.app.inject({ method: 'POST', url: `/api/v1/admin/members/${m.memberNo}/suspend`, headers: bearer(admin), payload: { reason: 'Reported for abuse.' } });
    expect(res.statusCode).toBe(200);

    // The bus carries it: B learns within moments, not at its next re-read.
    const deadline = Date.now() + 2000;
    while (!b.app.revocations.isRevoked(m.memberNo, Date.now() - 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await callsOf(injectB, m.accessToken)).toEqual([401, 401, 401]);
    expect((await refresh(injectB, m.refreshToken)).statusCode).not.toBe(200);
  });
});
