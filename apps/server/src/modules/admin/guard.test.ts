// The admin API's guard (issue 12): every route under /api/v1/admin, found as the app registers it,
// answers a guest 401 and a signed-in member 403 and does nothing else; and every admin action writes
// its audit entry.
import { ApprovalStatus, Currency, ErrorCode, MemberType, type AuditTargetType, type ChargeAnswer } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, inquiries, memberWithdrawals } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { hold, release } from '../mileage/service.ts';
import { SETTLEMENT_BANK, SETTLEMENT_INVOICE } from '../mileage/settlement.test-support.ts';

const routes: Array<{ method: string; url: string }> = [];
let t: TestApp;
let admin: Session;
let member: Session;

beforeAll(async () => {
  const seen = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (route.url.startsWith('/api/v1/admin') && method !== 'HEAD') routes.push({ method, url: route.url });
    }
  };
  t = await buildTestApp({}, { onRoute: seen });
  admin = await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');
  member = await freshMember();
});
afterAll(() => t.close());

async function freshMember(fields: Parameters<typeof insertMember>[1] = {}): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, ...fields });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

/** A concrete URL of a route pattern: any value fits each parameter, the guard answers first. */
const concrete = (url: string) => url.replace(/:memberNo/g, '1').replace(/:action/g, 'approve').replace(/:[A-Za-z]+/g, crypto.randomUUID());

const call = (who: Session | null, method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: payload ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
  });

describe('the admin guard', () => {
  it('finds the admin routes of every module as the app registers them', () => {
    const urls = routes.map((r) => r.url);
    // Twenty-one admin paths when this was written; a lost registration shows here.
    expect(new Set(urls).size).toBeGreaterThanOrEqual(21);
    for (const url of ['/api/v1/admin/members', '/api/v1/admin/refunds', '/api/v1/admin/quick/prices', '/api/v1/admin/inquiries', '/api/v1/admin/audit', '/api/v1/admin/dashboard']) {
      expect(urls).toContain(url);
    }
  });

  it('answers a guest 401 and a signed-in member 403 on every admin route, and writes nothing', async () => {
    const auditBefore = await t.app.db.$count(adminAudit);
    for (const route of routes) {
      const url = concrete(route.url);
      const guest = await call(null, route.method, url);
      expect(guest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      expect(guest.json().error.code).toBe(ErrorCode.Unauthorized);
      const signedIn = await call(member, route.method, url);
      expect(signedIn.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
      expect(signedIn.json().error.code).toBe(ErrorCode.Forbidden);
    }
    expect(await t.app.db.$count(adminAudit)).toBe(auditBefore);
  });
});

describe('the audit log of admin actions', () => {
  /** The entries written for one target. */
  const entriesFor = (targetType: AuditTargetType, targetId: string | number) =>
    t.app.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, String(targetId))));

  it('records approving a member, with who did it and the change', async () => {
    const pending = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    const res = await call(admin, 'POST', `/api/v1/admin/members/${pending.memberNo}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesFor('member', pending.memberNo);
    expect(entry).toMatchObject({ adminNo: admin.memberNo, action: 'member.approve', data: { from: ApprovalStatus.Pending, to: ApprovalStatus.Approved } });
  });

  it('records rejecting a member with the reason', async () => {
    const pending = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    expect((await call(admin, 'POST', `/api/v1/admin/members/${pending.memberNo}/reject`, { reason: 'Licence unreadable' })).statusCode).toBe(200);
    expect(await entriesFor('member', pending.memberNo)).toMatchObject([{ action: 'member.reject', reason: 'Licence unreadable' }]);
  });

  it('writes no entry when the action is refused', async () => {
    const approved = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    expect((await call(admin, 'POST', `/api/v1/admin/members/${approved.memberNo}/approve`)).statusCode).toBe(409);
    expect(await entriesFor('member', approved.memberNo)).toEqual([]);
  });

  it('records rejecting a refund with the reason', async () => {
    const client = await freshMember();
    const charged = await call(client, 'POST', '/api/v1/mileage/charges', { amount: 10_000, currency: Currency.KRW }, { 'idempotency-key': crypto.randomUUID() });
    expect(charged.json<ChargeAnswer>().status, charged.body).toBe('confirmed');
    const asked = await call(client, 'POST', `/api/v1/mileage/charges/${charged.json<ChargeAnswer>().chargeId}/refund`, {}, { 'idempotency-key': crypto.randomUUID() });
    expect(asked.statusCode, asked.body).toBe(201);
    const refundId: string = asked.json().refund.id;
    expect((await call(admin, 'POST', `/api/v1/admin/refunds/${refundId}/reject`, { reason: 'Already used' })).statusCode).toBe(200);
    expect(await entriesFor('refund', refundId)).toMatchObject([{ adminNo: admin.memberNo, action: 'refund.reject', reason: 'Already used', data: { amount: 10_000, currency: 'KRW' } }]);
  });

  it('records approving a settlement', async () => {
    const designer = await freshMember({ memberSe: MemberType.Designer, contactNation: 'KR', ...SETTLEMENT_BANK });
    const client = await freshMember();
    const charged = await call(client, 'POST', '/api/v1/mileage/charges', { amount: 50_000, currency: Currency.KRW }, { 'idempotency-key': crypto.randomUUID() });
    expect(charged.json<ChargeAnswer>().status, charged.body).toBe('confirmed');
    const orderId = crypto.randomUUID();
    await t.app.db.transaction(async (tx) => {
      await hold(tx, orderId, client.memberNo, { amount: 50_000, currency: Currency.KRW }, orderId);
      await release(tx, orderId, designer.memberNo);
    });
    const asked = await call(designer, 'POST', '/api/v1/mileage/settlements', { amount: 30_000, currency: Currency.KRW, invoice: SETTLEMENT_INVOICE }, { 'idempotency-key': crypto.randomUUID() });
    expect(asked.statusCode, asked.body).toBe(201);
    const id: string = asked.json().id;
    expect((await call(admin, 'POST', `/api/v1/admin/settlements/${id}/approve`)).statusCode).toBe(200);
    expect(await entriesFor('settlement', id)).toMatchObject([{ action: 'settlement.approve', data: { source: 'earnings', amount: 30_000, currency: 'KRW' } }]);
  });

  it('records the quick price table put by the admin', async () => {
    const body = { prices: [{ type: 'zirconia_crown', KRW: 15_000, USD: 1_200 }], remakeLimit: 1, minDeadlineHours: 2 };
    expect((await call(admin, 'PUT', '/api/v1/admin/quick/prices', body)).statusCode).toBe(200);
    expect(await entriesFor('quickTerms', 1)).toMatchObject([{ action: 'quick.terms', data: { remakeLimit: 1, minDeadlineHours: 2 } }]);
  });

  it('records an exchange rate the admin entered', async () => {
    const res = await call(admin, 'POST', '/api/v1/admin/exchange-rates', { currency: 'USD', day: '2026-01-05', krwPerUnit: '1385.2' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await entriesFor('exchangeRate', res.json().id)).toMatchObject([{ action: 'rate.enter', data: { day: '2026-01-05', krwPerUnitHundredths: 138_520 } }]);
  });

  it('records completing a withdrawal', async () => {
    const leaving = await freshMember();
    await t.app.db.insert(memberWithdrawals).values({ memberNo: leaving.memberNo });
    const res = await call(admin, 'POST', `/api/v1/admin/withdrawals/${leaving.memberNo}/complete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesFor('member', leaving.memberNo)).toMatchObject([{ action: 'withdrawal.complete', adminNo: admin.memberNo }]);
  });

  it('records answering an inquiry', async () => {
    const [row] = await t.app.db.insert(inquiries).values({ memberNo: member.memberNo, category: 'general', title: 'Invoice', body: 'Where is my invoice?' }).returning();
    expect((await call(admin, 'POST', `/api/v1/admin/inquiries/${row!.id}/answer`, { answer: 'In the mileage office.' })).statusCode).toBe(200);
    expect(await entriesFor('inquiry', row!.id)).toMatchObject([{ action: 'inquiry.answer', adminNo: admin.memberNo }]);
  });
});
