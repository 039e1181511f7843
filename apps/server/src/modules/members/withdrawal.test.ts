import { ApprovalStatus, ErrorCode, MemberType, type AdminWithdrawal, type AdminWithdrawalList, type ErrorBody, type WithdrawalState } from '@dcm/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { designerProfiles, ledgerAccounts, memberWithdrawals, members, orders, postings, refreshTokens, reviews } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertFile } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signIn, testAddress, type Session } from '../../test/members.ts';
import { hold, recordCharge, release } from '../mileage/service.ts';
import { adminSession, freshMember, insertRequestRow } from '../requests/test-support.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const call = (who: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, remoteAddress: testAddress(), headers: who ? { authorization: `Bearer ${who.token}` } : {} });
const rowOf = async (memberNo: number) => (await t.app.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const withdraw = (who: Session, password = FIXTURE_PASSWORD, reason?: string) => call(who, 'POST', '/api/v1/mypage/withdrawal', { password, ...(reason === undefined ? {} : { reason }) });
const stateOf = async (who: Session) => (await call(who, 'GET', '/api/v1/mypage/withdrawal')).json<WithdrawalState>();

/** A client with an order with a T-esigner, paid from charged mileage, in `status`. */
async function clientWithOrder(status: 'accepted' | 'complete') {
  const client = await freshMember(t);
  const designer = await freshMember(t, { memberSe: MemberType.Designer });
  const request = await insertRequestRow(t, client, { status: status === 'complete' ? 'complete' : 'transactionOngoing', designerNo: designer.memberNo });
  const [order] = await t.app.db.insert(orders).values({ requestId: request.id, clientNo: client.memberNo, designerNo: designer.memberNo, amount: 30_000, status }).returning();
  await t.app.db.transaction(async (tx: Tx) => {
    await recordCharge(tx, client.memberNo, { amount: 30_000, currency: 'KRW' }, `pay-${order!.id}`);
    await hold(tx, order!.id, client.memberNo, { amount: 30_000, currency: 'KRW' }, `hold-${order!.id}`);
    if (status === 'complete') await release(tx, order!.id, designer.memberNo);
  });
  return { client, designer, request, order: order! };
}

describe('asking to leave', () => {
  it('shows nothing asked and nothing open for a new member', async () => {
    const member = await freshMember(t);
    expect(await stateOf(member)).toEqual({ status: 'none', requestedAt: null, blockers: [] });
  });

  it('refuses a wrong password on `password` and records nothing', async () => {
    const member = await freshMember(t);
    const res = await withdraw(member, 'not-my-password1');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { password: '비밀번호가 올바르지 않습니다.' } });
    expect(await t.app.db.$count(memberWithdrawals, eq(memberWithdrawals.memberNo, member.memberNo))).toBe(0);
  });

  it('is blocked while an order is open, for the client and the T-esigner, and allowed once it is complete', async () => {
    const { client, designer, request, order } = await clientWithOrder('accepted');
    for (const who of [client, designer]) {
      const res = await withdraw(who);
      expect(res.statusCode).toBe(409);
      const error = res.json<ErrorBody>().error;
      expect(error.code).toBe(ErrorCode.WithdrawalBlocked);
      expect(error.details?.blockers).toEqual(expect.arrayContaining([{ kind: 'openOrder', count: 1 }, { kind: 'openRequest', count: 1 }]));
    }
    expect(await t.app.db.$count(memberWithdrawals, eq(memberWithdrawals.memberNo, client.memberNo))).toBe(0);

    await t.app.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, order.id));
    await t.app.db.transaction((tx: Tx) => release(tx, order.id, designer.memberNo));
    await t.app.db.execute(`update requests set status = 'complete' where id = '${request.id}'`);
    const res = await withdraw(client, FIXTURE_PASSWORD, '더 이상 이용하지 않습니다.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WithdrawalState>()).toMatchObject({ status: 'waiting', blockers: [] });

    // The T-esigner's earnings from that order now hold them back.
    const designerRes = await withdraw(designer);
    expect(designerRes.json<ErrorBody>().error.details?.blockers).toEqual([{ kind: 'balance', count: 1, amount: 30_000 }]);
  });

  it('is blocked by mileage left, with the amount', async () => {
    const member = await freshMember(t);
    await t.app.db.transaction((tx: Tx) => recordCharge(tx, member.memberNo, { amount: 5_000, currency: 'KRW' }, `left-${member.memberNo}`));
    expect((await stateOf(member)).blockers).toEqual([{ kind: 'balance', count: 1, amount: 5_000 }]);
    expect((await withdraw(member)).statusCode).toBe(409);
  });
});

describe('completing a withdrawal (admin)', () => {
  it('is the admin’s alone, and lists the waiting withdrawals with their request counts', async () => {
    const { client } = await clientWithOrder('complete');
    expect((await withdraw(client, FIXTURE_PASSWORD, 'moving')).statusCode).toBe(200);
    expect((await call(client, 'GET', '/api/v1/admin/withdrawals')).statusCode).toBe(403);
    expect((await call(client, 'POST', `/api/v1/admin/withdrawals/${client.memberNo}/complete`)).statusCode).toBe(403);
    const list = (await call(admin, 'GET', '/api/v1/admin/withdrawals')).json<AdminWithdrawalList>();
    expect(list.items.find((w) => w.memberNo === client.memberNo)).toMatchObject({ kind: 'client', reason: 'moving', completedAt: null, requestCount: 1, nickname: client.nickname });
  });

  it('mails the registered requests, anonymises the member, keeps the ledger and the reviews, and sign-in is refused after', async () => {
    const { client, designer, request, order } = await clientWithOrder('complete');
    const original = await rowOf(client.memberNo);
    const image = await insertFile(t.app.db, client.memberNo, 'me.png', 'image/png');
    expect((await call(client, 'PUT', '/api/v1/mypage/profile-image', { fileId: image })).statusCode).toBe(200);
    await t.app.db.insert(reviews).values({ orderId: order.id, clientNo: client.memberNo, designerNo: designer.memberNo, rating: 9, text: 'Precise margins, fast.' });
    const session = await signIn(t.app, original.email, FIXTURE_PASSWORD);
    const postingsBefore = await t.app.db
      .select({ id: postings.id })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(eq(ledgerAccounts.memberNo, client.memberNo));
    expect(postingsBefore.length).toBeGreaterThan(0);

    expect((await withdraw(client)).statusCode).toBe(200);
    const res = await call(admin, 'POST', `/api/v1/admin/withdrawals/${client.memberNo}/complete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminWithdrawal>()).toMatchObject({ memberNo: client.memberNo, email: `withdrawn-${client.memberNo}@withdrawn.invalid`, requestCount: 1 });
    expect(res.json<AdminWithdrawal>().completedAt).not.toBeNull();

    const mail = (await t.app.outbox.list(50)).find((m) => m.channel === 'email' && m.recipient === original.email && m.subject?.includes('탈퇴'));
    expect(mail?.body).toContain(request.id.slice(0, 8).toUpperCase());
    expect(mail?.body).toContain('완료');

    const after = await rowOf(client.memberNo);
    expect(after).toMatchObject({
      email: `withdrawn-${client.memberNo}@withdrawn.invalid`,
      approvalSe: ApprovalStatus.Withdrawn,
      firstName: '',
      lastName: '',
      nickname: `withdrawn-${client.memberNo}`,
      phone: null,
      address: null,
      bank: null,
      depositor: null,
      accountNumber: null,
      licenseNumber: null,
      businessNumber: null,
      representative: null,
      profileImage: null,
    });
    expect(after.passwordHash).not.toBe(original.passwordHash);
    const [withdrawal] = await t.app.db.select().from(memberWithdrawals).where(eq(memberWithdrawals.memberNo, client.memberNo));
    expect(withdrawal?.completedBy).toBe(admin.memberNo);

    const postingsAfter = await t.app.db
      .select({ id: postings.id })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(eq(ledgerAccounts.memberNo, client.memberNo));
    expect(postingsAfter).toEqual(postingsBefore);
    expect(await t.app.db.$count(orders, eq(orders.id, order.id))).toBe(1);
    expect(await t.app.db.$count(reviews, eq(reviews.orderId, order.id))).toBe(1);

    expect(await t.app.db.$count(refreshTokens, and(eq(refreshTokens.memberNo, client.memberNo), isNull(refreshTokens.revokedAt)))).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: session.refreshToken } })).statusCode).toBe(401);
    for (const email of [original.email, after.email]) {
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email, password: FIXTURE_PASSWORD } });
      expect(login.statusCode).toBe(401);
      expect(login.json<ErrorBody>().error.code).toBe(ErrorCode.InvalidCredentials);
    }
    expect((await call(client, 'GET', '/api/v1/mypage/info')).statusCode).toBe(401);

    const again = await call(admin, 'POST', `/api/v1/admin/withdrawals/${client.memberNo}/complete`);
    expect(again.statusCode).toBe(409);
    const done = (await call(admin, 'GET', '/api/v1/admin/withdrawals?status=complete')).json<AdminWithdrawalList>();
    expect(done.items.map((w) => w.memberNo)).toContain(client.memberNo);
  });

  it('makes a withdrawing T-esigner’s profile private', async () => {
    const designer = await freshMember(t, { memberSe: MemberType.Designer });
    await t.app.db.insert(designerProfiles).values({ memberNo: designer.memberNo, isPublic: true, editCount: 2, warrantyDays: 30 });
    expect((await withdraw(designer)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/v1/admin/withdrawals/${designer.memberNo}/complete`)).statusCode).toBe(200);
    const [profile] = await t.app.db.select().from(designerProfiles).where(eq(designerProfiles.memberNo, designer.memberNo));
    expect(profile?.isPublic).toBe(false);
  });

  it('refuses to complete a member who never asked, or one whose order opened meanwhile', async () => {
    const stranger = await freshMember(t);
    expect((await call(admin, 'POST', `/api/v1/admin/withdrawals/${stranger.memberNo}/complete`)).statusCode).toBe(404);

    const member = await freshMember(t);
    expect((await withdraw(member)).statusCode).toBe(200);
    await insertRequestRow(t, member);
    const res = await call(admin, 'POST', `/api/v1/admin/withdrawals/${member.memberNo}/complete`);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.details?.blockers).toEqual([{ kind: 'openRequest', count: 1 }]);
    expect((await rowOf(member.memberNo)).approvalSe).toBe(ApprovalStatus.Approved);
  });
});
