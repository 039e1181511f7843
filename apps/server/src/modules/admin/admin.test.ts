import { ApprovalStatus, ErrorCode, MemberType, type AdminMemberSummary } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { FIXTURE_PASSWORD, insertMember, insertMemberWithDocuments } from '../../test/admin-fixtures.ts';

let t: TestApp;
let adminToken: string;
let adminNo: number;
beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  const admin = (await login(t.config.admin.email, 'admin-pass-1234')).json();
  adminToken = admin.accessToken;
  adminNo = admin.user.memberNo;
});
afterAll(() => t.close());

function login(email: string, password = FIXTURE_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
}

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });

const list = (query: string) => asAdmin('GET', `/api/v1/admin/members?${query}`);
const listed = async (query: string): Promise<AdminMemberSummary[]> => (await list(query)).json().items;
const decide = (memberNo: number, action: string, body: object = {}) => asAdmin('POST', `/api/v1/admin/members/${memberNo}/${action}`, body);

async function outboxTo(recipient: string) {
  const messages = await t.app.outbox.list(500);
  return messages.filter((m) => m.recipient === recipient || m.recipient.endsWith(`:${recipient}`));
}

/** The notification events written for a member (their e-mail is sent by the delivery job). */
const notificationsOf = (memberNo: number) =>
  t.app.db.select({ event: notificationEvents.event, params: notificationEvents.params, link: notificationEvents.link }).from(notificationEvents).where(eq(notificationEvents.recipientNo, memberNo));

describe('who may use the console', () => {
  const routes = [
    { method: 'GET', url: '/api/v1/admin/members' },
    { method: 'GET', url: '/api/v1/admin/members/1' },
    { method: 'POST', url: '/api/v1/admin/members/1/approve' },
  ] as const;

  it('answers a guest 401 on every admin route', async () => {
    for (const route of routes) {
      const res = await t.app.inject({ ...route, payload: route.method === 'POST' ? {} : undefined });
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().error.code).toBe(ErrorCode.Unauthorized);
    }
  });

  it('answers a signed-in member who is not the admin 403 on every admin route', async () => {
    const { accessToken } = (await login('client@demo.dcm', 'demo1234!')).json();
    for (const route of routes) {
      const res = await t.app.inject({ ...route, payload: route.method === 'POST' ? {} : undefined, headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.Forbidden);
    }
  });
});

describe('the member list', () => {
  it('lists pending members by default, newest first, and never the admin', async () => {
    const older = await insertMember(t.app.db, { businessName: 'Orderly Older', createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await insertMember(t.app.db, { businessName: 'Orderly Newer', createdAt: new Date('2024-02-01T00:00:00Z') });
    const res = await list('q=orderly');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, size: 20, total: 2 });
    expect(res.json().items.map((m: AdminMemberSummary) => m.memberNo)).toEqual([newer.memberNo, older.memberNo]);
    expect(res.json().items[0]).toEqual({
      memberNo: newer.memberNo,
      memberSe: MemberType.Client,
      email: newer.email,
      nickname: newer.nickname,
      name: `Test ${newer.lastName}`,
      businessName: 'Orderly Newer',
      memberContactNation: 'KR',
      memberApprovalSe: ApprovalStatus.Pending,
      registerDt: '2024-02-01T00:00:00.000Z',
      approvalChangedAt: null,
    });

    const pending = await listed('size=100');
    expect(pending.every((m) => m.memberApprovalSe === ApprovalStatus.Pending)).toBe(true);
    expect(pending.map((m) => m.email)).toContain('pending@demo.dcm');
    const approved = await listed('status=B&size=100');
    expect(approved.map((m) => m.email)).toContain('client@demo.dcm');
    expect(approved.map((m) => m.memberNo)).not.toContain(adminNo);
  });

  it('filters by approval status and member kind', async () => {
    const lab = await insertMember(t.app.db, { businessName: 'Kindco Lab', memberSe: MemberType.Lab, approvalSe: ApprovalStatus.Approved });
    const designer = await insertMember(t.app.db, { businessName: 'Kindco Design', memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Approved });
    const pending = await insertMember(t.app.db, { businessName: 'Kindco Pending', memberSe: MemberType.Lab });
    const suspended = await insertMember(t.app.db, { businessName: 'Kindco Suspended', approvalSe: ApprovalStatus.Suspended });

    const numbers = async (query: string) => (await listed(`q=kindco&${query}`)).map((m) => m.memberNo).sort();
    expect(await numbers('status=B')).toEqual([lab.memberNo, designer.memberNo].sort());
    expect(await numbers('status=B&kind=B')).toEqual([lab.memberNo]);
    expect(await numbers('status=B&kind=C')).toEqual([designer.memberNo]);
    expect(await numbers('kind=B')).toEqual([pending.memberNo]);
    expect(await numbers('status=D')).toEqual([suspended.memberNo]);
    expect(await numbers('status=E')).toEqual([]);

    const bad = await list('status=X&kind=Z');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['kind', 'status']);
  });

  it('searches email, nickname, name and business name without regard to case', async () => {
    const m = await insertMember(t.app.db, { firstName: 'Gildong', lastName: 'Hong', businessName: 'Searchable Dental' });
    const found = async (q: string) => (await listed(`q=${encodeURIComponent(q)}`)).map((x) => x.memberNo);
    expect(await found(m.email.toUpperCase())).toEqual([m.memberNo]);
    expect(await found(m.nickname!.toUpperCase())).toEqual([m.memberNo]);
    expect(await found('gildong hong')).toEqual([m.memberNo]);
    expect(await found('SEARCHABLE dent')).toEqual([m.memberNo]);
    expect(await found('nobody by that name')).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    const percent = await insertMember(t.app.db, { businessName: 'Smile 100% Lab' });
    const other = await insertMember(t.app.db, { businessName: 'Smile 1000 Lab' });
    const found = async (q: string) => (await listed(`q=${encodeURIComponent(q)}`)).map((x) => x.memberNo).sort();
    expect(await found('smile 1')).toEqual([percent.memberNo, other.memberNo].sort());
    expect(await found('100%')).toEqual([percent.memberNo]);
    expect(await found('smile_1')).toEqual([]);
    expect(await found('%')).toEqual([percent.memberNo]);
    expect(await found('\\')).toEqual([]);
  });

  it('pages with page and size and counts the total, with at most 100 a page', async () => {
    for (let i = 0; i < 5; i++) await insertMember(t.app.db, { businessName: `Pagerco ${i}` });
    const first = (await list('q=pagerco&size=2')).json();
    expect(first).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(first.items).toHaveLength(2);
    const second = (await list('q=pagerco&size=2&page=2')).json();
    const last = (await list('q=pagerco&size=2&page=3')).json();
    expect(last).toMatchObject({ page: 3, size: 2, total: 5 });
    expect(last.items).toHaveLength(1);
    const seen = [...first.items, ...second.items, ...last.items].map((m: AdminMemberSummary) => m.memberNo);
    expect(new Set(seen).size).toBe(5);
    expect((await list('q=pagerco&size=2&page=4')).json()).toMatchObject({ items: [], total: 5 });

    expect((await list('size=100')).statusCode).toBe(200);
    for (const query of ['size=101', 'size=0', 'page=0']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    }
  });
});

describe('a member file', () => {
  it('shows the member with their documents and the actions the join machine allows', async () => {
    const m = await insertMemberWithDocuments(t.app.db, { job: 'director', agreeMarketing: true });
    const res = await asAdmin('GET', `/api/v1/admin/members/${m.memberNo}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      memberNo: m.memberNo,
      email: m.email,
      memberApprovalSe: ApprovalStatus.Pending,
      phone: m.phone,
      job: 'director',
      licenseNumber: '12345',
      businessNumber: '1234567890',
      representative: 'Test Member',
      zipCode: '06236',
      address: 'Teheran-ro 1, Seoul',
      addressDetail: '2F',
      bank: 'KB',
      depositor: 'Test Member',
      accountNumber: '123-456-7890',
      currency: 'KRW',
      agreements: { terms: true, privacy: true, marketing: true, outsourcing: false, einvoice: false },
      memberApprovalReason: null,
      allowedActions: ['approve', 'reject'],
    });
    expect(detail.documents).toEqual({
      license: { id: m.licenseFileId, name: 'license.pdf', mime: 'application/pdf', size: 1234, sanitized: [], url: `/api/v1/common/file/${m.licenseFileId}` },
      business: { id: m.businessFileId, name: 'business.png', mime: 'image/png', size: 1234, sanitized: [], url: `/api/v1/common/file/${m.businessFileId}` },
    });
  });

  it('shows no documents for a member who has none, and only suspend for an approved member', async () => {
    const m = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const detail = (await asAdmin('GET', `/api/v1/admin/members/${m.memberNo}`)).json();
    expect(detail.documents).toEqual({ license: null, business: null });
    expect(detail.allowedActions).toEqual(['suspend']);
  });

  it('answers 404 for an unknown member and for the admin itself', async () => {
    for (const memberNo of [999_999, adminNo]) {
      const res = await asAdmin('GET', `/api/v1/admin/members/${memberNo}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
    }
    expect((await asAdmin('GET', '/api/v1/admin/members/abc')).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('approving a pending member lets them in and tells them by a notification and SMS', async () => {
    const m = await insertMember(t.app.db);
    expect((await login(m.email)).json().user.memberApprovalSe).toBe(ApprovalStatus.Pending);

    const res = await decide(m.memberNo, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memberNo: m.memberNo, memberApprovalSe: ApprovalStatus.Approved, allowedActions: ['suspend'] });
    expect(res.json().approvalChangedAt).toEqual(expect.any(String));

    const session = await login(m.email);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.memberApprovalSe).toBe(ApprovalStatus.Approved);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/mypage/profile', headers: { authorization: `Bearer ${session.json().accessToken}` } });
    expect(profile.json().memberApprovalSe).toBe(ApprovalStatus.Approved);

    expect(await notificationsOf(m.memberNo)).toEqual([{ event: 'joinApproved', params: {}, link: '/mypage' }]);
    expect(await outboxTo(m.email)).toEqual([]);
    expect((await outboxTo(m.phone!)).map((x) => x.channel)).toEqual(['sms']);
    expect((await listed(`status=B&q=${encodeURIComponent(m.email)}`)).map((x) => x.memberNo)).toEqual([m.memberNo]);
  });

  it('accepts an approval sent without a body', async () => {
    const m = await insertMember(t.app.db);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/members/${m.memberNo}/approve`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().memberApprovalSe).toBe(ApprovalStatus.Approved);
  });

  it('rejecting needs a reason, and the rejected member signs in to the reason', async () => {
    const m = await insertMember(t.app.db);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await decide(m.memberNo, 'reject', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(ErrorCode.ReasonRequired);
      expect(refused.json().error.fields).toEqual({ reason: expect.any(String) });
    }

    const reason = 'The licence scan is unreadable.';
    const res = await decide(m.memberNo, 'reject', { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memberApprovalSe: ApprovalStatus.Rejected, memberApprovalReason: reason, allowedActions: [] });

    const session = await login(m.email);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ memberApprovalSe: ApprovalStatus.Rejected, memberApprovalReason: reason });
    expect(await notificationsOf(m.memberNo)).toEqual([{ event: 'joinRejected', params: { reason }, link: '/mypage' }]);
    const [sms] = await outboxTo(m.phone!);
    expect(sms?.body).toContain(reason);
  });

  it('a suspended member cannot sign in, and a reinstated one can again', async () => {
    const m = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    expect((await decide(m.memberNo, 'suspend')).json().error.code).toBe(ErrorCode.ReasonRequired);

    const suspended = await decide(m.memberNo, 'suspend', { reason: 'Unpaid invoices.' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ memberApprovalSe: ApprovalStatus.Suspended, allowedActions: ['reinstate'] });
    const refused = await login(m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.AccountSuspended);

    const reinstated = await decide(m.memberNo, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({ memberApprovalSe: ApprovalStatus.Approved, memberApprovalReason: null });
    const session = await login(m.email);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.memberApprovalSe).toBe(ApprovalStatus.Approved);
  });

  it('refuses a decision the join machine does not allow from the member state', async () => {
    const m = await insertMember(t.app.db);
    expect((await decide(m.memberNo, 'approve')).statusCode).toBe(200);
    const twice = await decide(m.memberNo, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe(ErrorCode.InvalidTransition);
    expect((await decide(m.memberNo, 'reinstate')).statusCode).toBe(409);
    expect((await decide(m.memberNo, 'reject', { reason: 'Too late.' })).statusCode).toBe(409);
    // Resubmitting is the member's own move, not the admin's.
    expect((await decide(m.memberNo, 'resubmit')).statusCode).toBe(400);
  });

  it('lets only one of two admins approving at once win', async () => {
    const m = await insertMember(t.app.db);
    const answers = await Promise.all([decide(m.memberNo, 'approve'), decide(m.memberNo, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(m.memberNo)).toHaveLength(1);
    expect(await outboxTo(m.phone!)).toHaveLength(1);
  });

  it('lets no one decide on the admin or on a member who does not exist', async () => {
    for (const memberNo of [adminNo, 999_999]) {
      const res = await decide(memberNo, 'suspend', { reason: 'No.' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
    }
    expect((await login(t.config.admin.email, 'admin-pass-1234')).statusCode).toBe(200);
  });
});
