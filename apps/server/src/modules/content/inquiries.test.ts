// 1:1 inquiries (issue 12): the member asks with their own documents attached and reads the answer;
// the admin lists the open ones first and answers, audited and notified.
import { ApprovalStatus, ErrorCode, MemberType, type Inquiry, type InquiryList } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, inquiries, notificationEvents } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertFile, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, uploadDocument, type Session } from '../../test/members.ts';
import { orderCast, selectedOrder } from '../orders/test-support.ts';
import { insertRequestRow } from '../requests/test-support.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');
});
afterAll(() => t.close());

async function freshMember(): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

const call = (who: Session | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

const question = (extra: object = {}) => ({ category: 'payment', title: '결제 문의', body: '마일리지 충전 영수증은 어디서 받나요?', ...extra });

async function asked(who: Session, extra: object = {}): Promise<Inquiry> {
  const res = await call(who, 'POST', '/api/v1/inquiries', question(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('a member asking', () => {
  it('asks with their own uploaded documents, which the admin may open and another member may not', async () => {
    const member = await freshMember();
    const fileId = await uploadDocument(t.app, 'receipt.pdf', member.token);
    const inquiry = await asked(member, { fileIds: [fileId] });
    expect(inquiry).toMatchObject({ status: 'open', answer: null, category: 'payment', member: { memberNo: member.memberNo } });
    expect(inquiry.files).toMatchObject([{ id: fileId, name: 'receipt.pdf', mime: 'application/pdf' }]);

    expect((await call(admin, 'GET', inquiry.files[0]!.url)).statusCode).toBe(200);
    expect((await call(await freshMember(), 'GET', inquiry.files[0]!.url)).statusCode).toBe(404);
  });

  it('lists only their own inquiries, newest first, and reads one of them', async () => {
    const member = await freshMember();
    const first = await asked(member, { title: 'first' });
    const second = await asked(member, { title: 'second' });
    await asked(await freshMember());
    const list = (await call(member, 'GET', '/api/v1/inquiries')).json<InquiryList>();
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await call(member, 'GET', `/api/v1/inquiries/${first.id}`)).json<Inquiry>().title).toBe('first');
  });

  it("finds nothing of another member's inquiry", async () => {
    const inquiry = await asked(await freshMember());
    const res = await call(await freshMember(), 'GET', `/api/v1/inquiries/${inquiry.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(ErrorCode.NotFound);
  });

  it("refuses another member's file, a file that is no document and a too short question, keeping nothing", async () => {
    const member = await freshMember();
    const other = await freshMember();
    const before = await t.app.db.$count(inquiries);
    const othersFile = await uploadDocument(t.app, 'theirs.pdf', other.token);
    const mesh = await insertFile(t.app.db, member.memberNo, 'crown.stl', 'model/stl');

    const res = await call(member, 'POST', '/api/v1/inquiries', question({ fileIds: [othersFile, mesh] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { 'fileIds.0': expect.any(String), 'fileIds.1': expect.any(String) } });
    const short = await call(member, 'POST', '/api/v1/inquiries', question({ body: 'hi' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.body).toBe('문의 내용은 5자 이상 입력해 주세요.');
    expect(await t.app.db.$count(inquiries)).toBe(before);
  });

  it('names a request or an order only when they are its client or T-esigner', async () => {
    const { client, designer, otherClient, otherDesigner } = await orderCast(t);
    const { orderId, requestId } = await selectedOrder(t, client, designer);
    const designated = await insertRequestRow(t, otherClient, { type: 'designated', designerNo: designer.memberNo });

    expect(await asked(client, { requestId, orderId })).toMatchObject({ requestId, orderId });
    expect(await asked(designer, { requestId, orderId })).toMatchObject({ requestId, orderId });
    expect(await asked(designer, { requestId: designated.id })).toMatchObject({ requestId: designated.id, orderId: null });
    expect(await asked(otherClient, { requestId: designated.id })).toMatchObject({ requestId: designated.id });

    const before = await t.app.db.$count(inquiries);
    for (const stranger of [otherDesigner, otherClient]) {
      const res = await call(stranger, 'POST', '/api/v1/inquiries', question({ requestId, orderId }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: ErrorCode.ValidationFailed,
        fields: { requestId: '회원님이 참여한 의뢰나 주문만 고를 수 있습니다.', orderId: '회원님이 참여한 의뢰나 주문만 고를 수 있습니다.' },
      });
    }
    const unknown = await call(client, 'POST', '/api/v1/inquiries', question({ orderId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['orderId']);
    expect(await t.app.db.$count(inquiries)).toBe(before);
  });

  it('asks nothing as a guest', async () => {
    expect((await call(null, 'POST', '/api/v1/inquiries', question())).statusCode).toBe(401);
  });
});

describe('the admin answering', () => {
  it('lists the open inquiries first, the longest waiting on top', async () => {
    const member = await freshMember();
    const older = await asked(member, { title: 'older' });
    const newer = await asked(member, { title: 'newer' });
    const answered = await asked(member, { title: 'answered' });
    expect((await call(admin, 'POST', `/api/v1/admin/inquiries/${answered.id}/answer`, { answer: '답변' })).statusCode).toBe(200);

    const ids = (await call(admin, 'GET', '/api/v1/admin/inquiries?size=50')).json<InquiryList>().items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(answered.id));
    const open = (await call(admin, 'GET', '/api/v1/admin/inquiries?status=open&size=50')).json<InquiryList>().items.map((i) => i.id);
    expect(open).not.toContain(answered.id);
  });

  it('answers: the member reads the answer, is told, and the answer is audited', async () => {
    const member = await freshMember();
    const inquiry = await asked(member);
    const res = await call(admin, 'POST', `/api/v1/admin/inquiries/${inquiry.id}/answer`, { answer: '마일리지 오피스에서 받을 수 있습니다.' });
    expect(res.statusCode, res.body).toBe(200);

    const read = (await call(member, 'GET', `/api/v1/inquiries/${inquiry.id}`)).json<Inquiry>();
    expect(read).toMatchObject({ status: 'answered', answer: '마일리지 오피스에서 받을 수 있습니다.' });
    expect(read.answeredAt).not.toBeNull();

    const notices = await t.app.db.select().from(notificationEvents).where(eq(notificationEvents.recipientNo, member.memberNo));
    expect(notices).toMatchObject([{ event: 'inquiryAnswered', params: { title: '결제 문의' }, link: `/myInquire2?id=${inquiry.id}` }]);
    const entries = await t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, inquiry.id));
    expect(entries).toMatchObject([{ adminNo: admin.memberNo, action: 'inquiry.answer', targetType: 'inquiry' }]);
  });

  it('refuses an empty answer and an unknown inquiry, changing nothing', async () => {
    const inquiry = await asked(await freshMember());
    expect((await call(admin, 'POST', `/api/v1/admin/inquiries/${inquiry.id}/answer`, { answer: '  ' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/api/v1/admin/inquiries/${crypto.randomUUID()}/answer`, { answer: 'ok' })).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row).toMatchObject({ answer: null, answeredAt: null });
    expect(await t.app.db.$count(adminAudit, eq(adminAudit.targetId, inquiry.id))).toBe(0);
  });
});
