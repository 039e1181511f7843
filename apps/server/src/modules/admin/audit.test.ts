// The audit log the console shows and the dashboard's figures (issue 12).
import { ApprovalStatus, Currency, koreanDayStart, MemberType, type AdminDashboard, type AuditList } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, inquiries, memberReports, orders } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { hold } from '../mileage/service.ts';
import { insertRequestRow } from '../requests/test-support.ts';
import { audit } from '../../platform/audit.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');
});
afterAll(() => t.close());

const get = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });

async function freshMember(fields: Parameters<typeof insertMember>[1] = {}): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, ...fields });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

describe('the audit log', () => {
  beforeAll(async () => {
    await t.app.db.delete(adminAudit);
    await audit(t.app.db, { adminNo: admin.memberNo, action: 'member.approve', targetType: 'member', targetId: 7 });
    await audit(t.app.db, { adminNo: admin.memberNo, action: 'member.reject', targetType: 'member', targetId: 8, reason: 'Licence unreadable', data: { from: 'pending' } });
    await audit(t.app.db, { adminNo: admin.memberNo, action: 'refund.reject', targetType: 'refund', targetId: 'r-1', reason: 'Spent' });
  });

  it('lists every entry newest first with the acting admin and the why', async () => {
    const res = await get(admin, '/api/v1/admin/audit');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<AuditList>();
    expect(list.total).toBe(3);
    expect(list.items.map((e) => e.action)).toEqual(['refund.reject', 'member.reject', 'member.approve']);
    expect(list.items[1]).toMatchObject({ admin: { memberNo: admin.memberNo, nickname: expect.any(String) }, targetId: '8', reason: 'Licence unreadable', data: { from: 'pending' } });
    expect(list.items[1]!.admin.nickname).not.toBe('');
  });

  it('filters by action, target type and target, and pages', async () => {
    const ids = async (query: string) => (await get(admin, `/api/v1/admin/audit?${query}`)).json<AuditList>();
    expect((await ids('action=member.reject')).items.map((e) => e.targetId)).toEqual(['8']);
    expect((await ids('targetType=member')).total).toBe(2);
    expect((await ids('targetType=member&targetId=7')).items.map((e) => e.action)).toEqual(['member.approve']);
    const page = await ids('size=2&page=2');
    expect(page).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(page.items.map((e) => e.action)).toEqual(['member.approve']);
  });

  it('refuses a page size over the limit, and a target type no action writes', async () => {
    expect((await get(admin, '/api/v1/admin/audit?size=500')).statusCode).toBe(400);
    expect((await get(admin, '/api/v1/admin/audit?targetType=robot')).statusCode).toBe(400);
  });
});

describe('the dashboard', () => {
  it("counts today's joins and orders, the escrow and what waits for the admin", async () => {
    const dashboard = async () => {
      const res = await get(admin, '/api/v1/admin/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminDashboard>();
    };
    const before = await dashboard();

    await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    // A join of yesterday (Korean day) is not today's.
    await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved, createdAt: new Date(koreanDayStart(new Date()).getTime() - 60_000) });
    const client = await freshMember();
    const designer = await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Approved });
    const request = await insertRequestRow(t, client);
    await t.app.db.insert(orders).values({ requestId: request.id, clientNo: client.memberNo, designerNo: designer.memberNo, amount: 30_000 });
    await t.app.db.insert(memberReports).values({ reporterNo: client.memberNo, target: 'member', targetId: String(designer.memberNo), reason: 'spam' });
    await t.app.db.insert(inquiries).values({ memberNo: client.memberNo, category: 'general', title: 'Q', body: 'A question' });
    const charged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mileage/charges',
      payload: { amount: 40_000, currency: Currency.KRW },
      headers: { authorization: `Bearer ${client.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(charged.statusCode, charged.body).toBe(201);
    const refunding = await freshMember();
    const refundable = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mileage/charges',
      payload: { amount: 10_000, currency: Currency.KRW },
      headers: { authorization: `Bearer ${refunding.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mileage/charges/${refundable.json().chargeId}/refund`,
      payload: {},
      headers: { authorization: `Bearer ${refunding.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await t.app.db.transaction((tx) => hold(tx, crypto.randomUUID(), client.memberNo, { amount: 25_000, currency: Currency.KRW }, crypto.randomUUID()));

    const after = await dashboard();
    // Four members joined today (the pending one, two clients, the designer); not yesterday's.
    expect(after.joinsToday - before.joinsToday).toBe(4);
    expect(after.pendingApprovals - before.pendingApprovals).toBe(1);
    expect(after.ordersToday - before.ordersToday).toBe(1);
    expect(after.openReports - before.openReports).toBe(1);
    expect(after.openInquiries - before.openInquiries).toBe(1);
    expect(after.escrow.KRW - before.escrow.KRW).toBe(25_000);
    expect(after.escrow.USD - before.escrow.USD).toBe(0);
    expect(after.waitingRefunds - before.waitingRefunds).toBe(1);
    expect(after.waitingSettlements).toBe(before.waitingSettlements);
  });

  it('is the admin’s alone', async () => {
    expect((await get(await freshMember(), '/api/v1/admin/dashboard')).statusCode).toBe(403);
  });
});
