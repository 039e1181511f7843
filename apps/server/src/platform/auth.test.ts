// The approval rule of SPEC §1 on the server (issue 13): a signed-in member whose join is not
// approved reaches only the join-end screen's routes; every other member route answers 403
// ACCOUNT_NOT_APPROVED before anything runs, and the realtime socket closes with 4403.
import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, WsCloseNotApproved, type ErrorBody } from '@dcm/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, requests } from '../db/schema/index.ts';
import { applyApprovalAction } from '../modules/members/approval-service.ts';
import { adminSession, requestDates } from '../modules/requests/test-support.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { bearer, joinMember, signIn, uploadDocument } from '../test/members.ts';
import { listen, Tab } from '../test/sockets.ts';
import type { AccessMember } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const codeOf = (res: { json: () => unknown }) => (res.json() as ErrorBody).error.code;
const rowsOf = async (table: typeof requests | typeof chatRooms) => (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A member who joined and signed in, pending approval (approval code A). */
async function pendingMember() {
  const joined = await joinMember(t.app, 'client');
  const session = await signIn(t.app, joined.email, joined.password);
  return { ...joined, token: session.accessToken, refreshToken: session.refreshToken };
}

describe('a member whose join is not approved', () => {
  it('gets 403 ACCOUNT_NOT_APPROVED on member routes, and nothing is written', async () => {
    const member = await pendingMember();
    const [requestsBefore, roomsBefore] = [await rowsOf(requests), await rowsOf(chatRooms)];

    const sent = await call(member.token, 'POST', '/api/v1/requests', { type: 'open', referralIds: [crypto.randomUUID()], ...(await requestDates(t)) });
    expect(sent.statusCode).toBe(403);
    expect(codeOf(sent)).toBe(ErrorCode.AccountNotApproved);
    const rooms = await call(member.token, 'GET', '/api/v1/chat/rooms');
    expect(rooms.statusCode).toBe(403);
    expect(codeOf(rooms)).toBe(ErrorCode.AccountNotApproved);
    expect((await call(member.token, 'POST', '/api/v1/chat/rooms', { partnerNo: member.memberNo })).statusCode).toBe(403);

    expect([await rowsOf(requests), await rowsOf(chatRooms)]).toEqual([requestsBefore, roomsBefore]);
  });

  it('is refused by a token that does not say whether the member is approved', async () => {
    const member = await pendingMember();
    const unmarked = await t.app.tokens.sign({ memberNo: member.memberNo, role: 'member' } as AccessMember);
    expect(codeOf(await call(unmarked, 'GET', '/api/v1/chat/rooms'))).toBe(ErrorCode.AccountNotApproved);
  });

  it('reads its session and join data, keeps its push device, and after a rejection resubmits its join', async () => {
    const member = await pendingMember();
    const profile = await call(member.token, 'GET', '/api/v1/mypage/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ memberNo: member.memberNo, memberApprovalSe: ApprovalStatus.Pending });
    expect((await call(member.token, 'GET', '/api/v1/mypage/join')).statusCode).toBe(200);
    expect((await call(member.token, 'POST', '/push/unsubscribe', { userId: member.memberNo, deviceId: 'device-1' })).statusCode).toBe(200);

    await applyApprovalAction(t.app, { memberNo: member.memberNo, action: 'reject', actor: 'admin', reason: '면허증이 흐립니다' });
    // The rejection voids the tokens issued before it (decision 0028); the web's one refresh gets a new one.
    expect((await call(member.token, 'GET', '/api/v1/mypage/join')).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: member.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<{ accessToken: string }>().accessToken;
    const { email: _e, password: _p, passwordConfirm: _c, phone: _ph, memberContactNation: _n, phoneVerificationId: _v, ...fields } = member.body;
    const newScan = await uploadDocument(t.app, 'licence-2.pdf', token);
    const resubmitted = await call(token, 'PUT', '/api/v1/mypage/join', { ...fields, licenseFileId: newScan });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toEqual({ memberApprovalSe: ApprovalStatus.Pending });
  });

  it('reaches member routes with the token of the next refresh once approved', async () => {
    const member = await pendingMember();
    await applyApprovalAction(t.app, { memberNo: member.memberNo, action: 'approve', actor: 'admin' });
    // The token signed before the approval still says what was true then.
    expect((await call(member.token, 'GET', '/api/v1/chat/rooms')).statusCode).toBe(403);

    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: member.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect((await call(refreshed.json<{ accessToken: string }>().accessToken, 'GET', '/api/v1/chat/rooms')).statusCode).toBe(200);
  });

  it('is closed out of the realtime socket with 4403, while the admin is let in', async () => {
    const member = await pendingMember();
    const base = await listen(t);
    const tab = await Tab.open(base);
    tab.send({ type: 'auth', token: member.token, lang: 'A' });
    expect((await tab.closed).code).toBe(WsCloseNotApproved);

    const admin = await Tab.signedIn(base, await adminSession(t));
    admin.close();
  });
});
