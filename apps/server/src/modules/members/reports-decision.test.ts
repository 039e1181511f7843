import { ApprovalStatus, ErrorCode, type AuditTargetType, type NotificationList, type Report } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAudit, memberReports, members, notificationEvents, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testAddress, type Session } from '../../test/members.ts';
import { expectError } from '../orders/test-support.ts';
import { approvedDesigner, callAs } from '../profiles/test-support.ts';
import { adminSession, freshMember } from '../requests/test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
  admin = await adminSession(t);
});
afterAll(() => t.close());

const decisionPath = (id: string) => `/api/v1/admin/reports/${id}/decision`;

type Member = Session & { nickname: string };

/** A client's open report on a fresh approved T-esigner. */
async function openReport(reporterFields: Parameters<typeof freshMember>[1] = {}): Promise<{ report: Report; reported: Member; reporter: Member }> {
  const reporter = await freshMember(t, reporterFields);
  const reported = await approvedDesigner(t);
  const res = await call(reporter, 'POST', '/api/v1/reports', { target: 'member', targetId: String(reported.memberNo), reason: 'abuse' });
  expect(res.statusCode, res.body).toBe(201);
  return { report: res.json<Report>(), reported, reporter };
}

const reportRow = async (id: string) => (await t.app.db.select().from(memberReports).where(eq(memberReports.id, id)))[0]!;
const approvalOf = async (memberNo: number) => (await t.app.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!.approvalSe;
const auditOf = (targetType: AuditTargetType, targetId: string) =>
  t.app.db.select().from(adminAudit).where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, targetId)));

describe('report decisions', () => {
  it('the admin closes an open report with its resolution, note and time, and the audit log says so', async () => {
    const { report, reported } = await openReport();
    const res = await call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: '  대화 내용상 욕설이 아닙니다.  ', suspendMember: true });
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json<Report>();
    expect(closed).toMatchObject({ id: report.id, status: 'closed', resolution: 'dismissed', decisionNote: '대화 내용상 욕설이 아닙니다.' });
    expect(Date.parse(closed.decidedAt ?? '')).toBeGreaterThan(0);
    expect((await reportRow(report.id)).decidedBy).toBe(admin.memberNo);
    // A dismissal never suspends, whatever the box said.
    expect(await approvalOf(reported.memberNo)).toBe(ApprovalStatus.Approved);
    const entries = await auditOf('report', report.id);
    expect(entries.map((e) => [e.action, e.adminNo, e.reason, e.data])).toEqual([
      ['report.dismiss', admin.memberNo, '대화 내용상 욕설이 아닙니다.', { target: 'member', targetId: String(reported.memberNo), suspended: false }],
    ]);
    const listed = (await call(admin, 'GET', '/api/v1/admin/reports?status=closed')).json<{ items: Report[] }>().items;
    expect(listed.find((r) => r.id === report.id)).toMatchObject({ resolution: 'dismissed', decisionNote: '대화 내용상 욕설이 아닙니다.' });
  });

  it('a report is decided once: a second decision, or two at once, gets 409 and changes nothing', async () => {
    const { report } = await openReport();
    const [a, b] = await Promise.all([
      call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note: 'first' }),
      call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: 'second' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a.json<Report>() : b.json<Report>();
    expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: 'third' }), 409, ErrorCode.ReportAlreadyDecided);
    const row = await reportRow(report.id);
    expect([row.resolution, row.decisionNote]).toEqual([winner.resolution, winner.decisionNote]);
    expect(await auditOf('report', report.id)).toHaveLength(1);
  });

  it('a decision without a note is refused (400) and the report stays open', async () => {
    const { report } = await openReport();
    for (const note of ['', '   ', undefined, 'x'.repeat(1001)]) {
      expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note }), 400, ErrorCode.ValidationFailed);
    }
    expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'closed', note: 'why' }), 400, ErrorCode.ValidationFailed);
    expect((await reportRow(report.id)).status).toBe('open');
    expect(await auditOf('report', report.id)).toHaveLength(0);
  });

  it('an unknown report is 404', async () => {
    expectError(await call(admin, 'POST', decisionPath('00000000-0000-4000-8000-000000000000'), { resolution: 'dismissed', note: 'why' }), 404, ErrorCode.NotFound);
  });

  it('an actioned report with suspendMember suspends the reported member, with its own audit entry and notice, and closes only this report', async () => {
    const { report, reported } = await openReport();
    const other = await freshMember(t);
    const second = (await call(other, 'POST', '/api/v1/reports', { target: 'member', targetId: String(reported.memberNo), reason: 'spam' })).json<Report>();
    const res = await call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note: '반복된 욕설', suspendMember: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Report>()).toMatchObject({ status: 'closed', resolution: 'actioned' });
    expect(await approvalOf(reported.memberNo)).toBe(ApprovalStatus.Suspended);
    expect((await auditOf('report', report.id)).map((e) => [e.action, e.data])).toEqual([
      ['report.action', { target: 'member', targetId: String(reported.memberNo), suspended: true }],
    ]);
    expect((await auditOf('member', String(reported.memberNo))).map((e) => [e.action, e.reason])).toEqual([['member.suspend', '반복된 욕설']]);
    const [email] = await t.app.db.select().from(members).where(eq(members.memberNo, reported.memberNo));
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email!.email));
    expect(mails.some((m) => m.body.includes('반복된 욕설'))).toBe(true);
    expect((await reportRow(second.id)).status).toBe('open');

    // The member is suspended already: the second report is actioned without a second suspension.
    const again = await call(admin, 'POST', decisionPath(second.id), { resolution: 'actioned', note: '이미 정지됨', suspendMember: true });
    expect(again.statusCode, again.body).toBe(200);
    expect((await auditOf('report', second.id))[0]!.data).toMatchObject({ suspended: false });
    expect(await auditOf('member', String(reported.memberNo))).toHaveLength(1);
  });

  it('a suspension the join machine refuses undoes the whole decision', async () => {
    const client = await freshMember(t);
    const pending = await freshMember(t);
    const report = (await call(client, 'POST', '/api/v1/reports', { target: 'member', targetId: String(pending.memberNo), reason: 'abuse' })).json<Report>();
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Pending }).where(eq(members.memberNo, pending.memberNo));
    expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note: 'why', suspendMember: true }), 409, ErrorCode.InvalidTransition);
    expect((await reportRow(report.id)).status).toBe('open');
    expect(await auditOf('report', report.id)).toHaveLength(0);
  });

  it('a non-admin gets 403 on a report decision, and nothing changes', async () => {
    const { report, reported } = await openReport();
    expectError(await call(reported, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: 'mine' }), 403, ErrorCode.Forbidden);
    expect((await call(null, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: 'mine' })).statusCode).toBe(401);
    expect((await reportRow(report.id)).status).toBe('open');
  });
});

/** The reportDecided events written for a member (the notification outbox). */
const decisionsHeardBy = (who: { memberNo: number }) =>
  t.app.db
    .select({ params: notificationEvents.params, link: notificationEvents.link })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.recipientNo, who.memberNo), eq(notificationEvents.event, 'reportDecided')));

/** The member's in-app reportDecided notifications in a page language (A Korean, B other), once the delivery job has run. */
async function listedFor(who: Session, lang: 'A' | 'B') {
  return vi.waitFor(
    async () => {
      await t.app.jobs.runNow('deliver-notifications');
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', remoteAddress: testAddress(), headers: { authorization: `Bearer ${who.token}`, lang } });
      const items = res.json<NotificationList>().items.filter((n) => n.event === 'reportDecided');
      expect(items).toHaveLength(1);
      return items[0]!;
    },
    { timeout: 5000, interval: 50 },
  );
}

/** The e-mail the member was sent about the decision, once the send job has run. */
async function mailedTo(who: { memberNo: number }) {
  const [row] = await t.app.db.select({ email: members.email }).from(members).where(eq(members.memberNo, who.memberNo));
  return vi.waitFor(
    async () => {
      await t.app.jobs.runNow('deliver-notifications');
      await t.app.jobs.runNow('send-notifications');
      const mails = await t.app.db.select().from(outbox).where(and(eq(outbox.recipient, row!.email), eq(outbox.channel, 'email')));
      expect(mails).toHaveLength(1);
      return mails[0]!;
    },
    { timeout: 5000, interval: 50 },
  );
}

describe('the reporter hears the decision', () => {
  it('an actioned report tells its reporter once, in their language, without the operator’s note or the suspension', async () => {
    const { report, reported, reporter } = await openReport({ contactNation: 'US' });
    const note = '반복된 욕설로 7일 정지';
    const res = await call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note, suspendMember: true });
    expect(res.statusCode, res.body).toBe(200);

    expect(await decisionsHeardBy(reporter)).toEqual([{ params: { target: 'member', name: reported.nickname, decision: 'actioned' }, link: null }]);
    expect(await decisionsHeardBy(reported)).toEqual([]);

    const english = await listedFor(reporter, 'B');
    expect(english).toMatchObject({ kind: 'inquiry', title: 'Your report was reviewed', link: null });
    expect(english.body).toBe(`We reviewed your report about the member ${reported.nickname}. We took action under our policies. Thank you for telling us.`);
    const korean = await listedFor(reporter, 'A');
    expect(korean.title).toBe('신고 검토가 완료되었습니다');
    expect(korean.body).toBe(`${reported.nickname}님에 대한 신고를 검토했습니다. 운영 정책에 따라 필요한 조치를 했습니다. 신고해 주셔서 감사합니다.`);
    // The e-mail goes in the reporter's language (their contact nation is abroad: English).
    const mail = await mailedTo(reporter);
    expect(mail.subject).toBe('Your report was reviewed');
    for (const text of [english.body, korean.body, mail.body, mail.subject ?? '']) {
      expect(text).not.toContain(note);
      expect(text).not.toMatch(/suspend|정지/i);
    }
  });

  it('a dismissed report tells a Korean reporter it was closed without action', async () => {
    const { report, reporter } = await openReport();
    const note = '대화 내용상 욕설이 아닙니다.';
    expect((await call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note })).statusCode).toBe(200);
    expect(await decisionsHeardBy(reporter)).toEqual([{ params: expect.objectContaining({ decision: 'dismissed' }), link: null }]);
    const mail = await mailedTo(reporter);
    expect(mail.subject).toBe('신고 검토가 완료되었습니다');
    expect(mail.body).toContain('운영 정책 위반이 확인되지 않아 별도 조치 없이 종료했습니다.');
    expect(mail.body).not.toContain(note);
  });

  it('a refused or repeated decision tells the reporter nothing more', async () => {
    // The suspension is refused by the join machine: the whole decision is undone, nobody hears of it.
    const reporter = await freshMember(t);
    const pending = await freshMember(t);
    const report = (await call(reporter, 'POST', '/api/v1/reports', { target: 'member', targetId: String(pending.memberNo), reason: 'abuse' })).json<Report>();
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Pending }).where(eq(members.memberNo, pending.memberNo));
    expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note: 'why', suspendMember: true }), 409, ErrorCode.InvalidTransition);
    expect(await decisionsHeardBy(reporter)).toEqual([]);

    // Decided once (without the suspension this time); the second decision's 409 writes nothing.
    expect((await call(admin, 'POST', decisionPath(report.id), { resolution: 'dismissed', note: 'first' })).statusCode).toBe(200);
    expectError(await call(admin, 'POST', decisionPath(report.id), { resolution: 'actioned', note: 'second' }), 409, ErrorCode.ReportAlreadyDecided);
    expect(await decisionsHeardBy(reporter)).toEqual([{ params: { target: 'member', name: pending.nickname, decision: 'dismissed' }, link: null }]);
  });
});
