// Reports to the operator (issue 10, SPEC §5): a member reports a member, a request or a review with
// a reason from the `report` code table; the admin reads them. A report is open until the operator
// closes it with a decision (issue 12: actioned or dismissed, with a note, optionally suspending the
// reported member; the reporter is told the outcome, never the note), and the same reporter cannot
// open a second one on the same thing meanwhile (a partial unique index, so two clicks at once make
// one report and a 409). Owns member_reports.
// Whether the reported request or review exists is asked of their modules (report-facts.ts).
import { ApprovalAction, ApprovalStatus, ErrorCode, Role, type Report, type ReportBody, type ReportDecisionBody } from '@dcm/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberReports, members } from '../../db/schema/members.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Message, Outbox } from '../../platform/outbox.ts';
import type { Sms, SmsRecipient } from '../../platform/sms/index.ts';
import { audit } from '../../platform/audit.ts';
import { decideMember } from '../admin/index.ts';
import { knownCodes } from '../codes/index.ts';
import { nicknameOf, notify } from '../notifications/index.ts';
import { requestExists } from '../requests/index.ts';
import { reviewExists } from '../reviews/index.ts';
import type { ApprovalDeps } from './approval-service.ts';
import { findMember } from './service.ts';

type ReportRow = typeof memberReports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMBER_NO = /^[1-9][0-9]{0,9}$/;

/** Whether the thing reported exists: a member (not the admin) by number, a request or a review by id. */
async function targetExists(db: Db, target: ReportBody['target'], targetId: string): Promise<boolean> {
  if (target === 'member') {
    if (!MEMBER_NO.test(targetId) || Number(targetId) > 2_147_483_647) return false;
    const member = await findMember(db, Number(targetId));
    return !!member && member.role !== Role.Admin;
  }
  if (!UUID.test(targetId)) return false;
  if (target === 'request') return requestExists(db, targetId);
  return reviewExists(db, targetId);
}

const toReport = (row: ReportRow, nickname: string | null): Report => ({
  id: row.id,
  target: row.target,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details,
  reporter: { memberNo: row.reporterNo, nickname: nickname ?? '' },
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  resolution: row.resolution,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
});

/**
 * Files a report. The reason must be a `report` code (400 on `reason`), the thing reported must
 * exist (404), and an open report of the same reporter on it refuses a second (409 ALREADY_REPORTED).
 */
export async function createReport(db: Db, member: TokenMember, body: ReportBody): Promise<Report> {
  const reporter = member.role === Role.Admin ? undefined : await findMember(db, member.memberNo);
  if (!reporter) throw new AppError(ErrorCode.Forbidden, 403);
  if (!(await knownCodes(db, 'report', [body.reason])).has(body.reason)) throw new AppError(ErrorCode.ValidationFailed, 400, { reason: 'unknownCode' });
  const targetId = body.target === 'member' ? body.targetId : body.targetId.toLowerCase();
  if (!(await targetExists(db, body.target, targetId))) throw new AppError(ErrorCode.NotFound, 404);
  const [row] = await db
    .insert(memberReports)
    .values({ reporterNo: reporter.memberNo, target: body.target, targetId, reason: body.reason, details: body.details })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(ErrorCode.AlreadyReported, 409);
  return toReport(row, reporter.nickname);
}

/** Every report, newest first, optionally of one status: the admin's list. */
export async function listReports(db: Db, status?: ReportRow['status']): Promise<{ items: Report[] }> {
  const rows = await db
    .select({ report: memberReports, nickname: members.nickname })
    .from(memberReports)
    .innerJoin(members, eq(members.memberNo, memberReports.reporterNo))
    .where(and(status ? eq(memberReports.status, status) : undefined))
    .orderBy(desc(memberReports.createdAt), desc(memberReports.id));
  return { items: rows.map((r) => toReport(r.report, r.nickname)) };
}

/**
 * Suspends the reported member the way the member page's "suspend" does (admin/service.ts
 * `decideMember`: the join machine, its audit entry and its notice), with the note as the reason
 * the member reads. Its own transaction becomes a savepoint of the decision's, so a refusal undoes
 * both. A member already suspended stays so (false); any other state the machine refuses (409).
 */
async function suspendReported(tx: Tx, held: Pick<ApprovalDeps, 'outbox' | 'sms'>, adminNo: number, memberNo: number, reason: string): Promise<boolean> {
  const member = await findMember(tx, memberNo);
  if (member?.approvalSe === ApprovalStatus.Suspended) return false;
  await decideMember({ db: tx, ...held }, { memberNo, action: ApprovalAction.Suspend, reason, adminNo });
  return true;
}

/**
 * Closes an open report with the operator's decision, in one transaction: the report (only while
 * it is still open, so a second decision or two clicks at once get 409 REPORT_ALREADY_DECIDED), the
 * suspension when asked for an actioned report on a member, and the audit entry. Only this report
 * closes: other reports on the same thing stay open for their own decision.
 */
export async function decideReport(deps: ApprovalDeps, adminNo: number, id: string, body: ReportDecisionBody): Promise<Report> {
  // The suspension's e-mail and SMS wait for the commit: a decision that fails tells no one.
  const held: Message[] = [];
  const heldTexts: [SmsRecipient, string][] = [];
  const outbox: Outbox = { send: async (m) => void held.push(m), list: (limit) => deps.outbox.list(limit) };
  const sms: Sms = { send: async (to, text) => void heldTexts.push([to, text]) };
  let suspendedNo: number | undefined;
  const report = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberReports)
      .set({ status: 'closed', resolution: body.resolution, decidedBy: adminNo, decidedAt: new Date(), decisionNote: body.note })
      .where(and(eq(memberReports.id, id), eq(memberReports.status, 'open')))
      .returning();
    if (!row) {
      const exists = (await tx.$count(memberReports, eq(memberReports.id, id))) > 0;
      throw exists ? new AppError(ErrorCode.ReportAlreadyDecided, 409) : new AppError(ErrorCode.NotFound, 404);
    }
    const suspend = body.suspendMember === true && body.resolution === 'actioned' && row.target === 'member';
    const suspended = suspend ? await suspendReported(tx, { outbox, sms }, adminNo, Number(row.targetId), body.note) : false;
    if (suspended) suspendedNo = Number(row.targetId);
    await audit(tx, {
      adminNo,
      action: body.resolution === 'actioned' ? 'report.action' : 'report.dismiss',
      targetType: 'report',
      targetId: row.id,
      reason: body.note,
      data: { target: row.target, targetId: row.targetId, suspended },
    });
    // The reporter hears the outcome, written with the decision so a refused one tells nobody. Not the
    // note (the operator's own) nor the suspension: what happens to another member is not theirs to know.
    const name = row.target === 'member' ? await nicknameOf(tx, Number(row.targetId)) : '';
    await notify(tx, {
      event: 'reportDecided',
      to: [row.reporterNo],
      params: { target: row.target, decision: body.resolution, ...(name ? { name } : {}) },
      link: null,
    });
    const reporter = await findMember(tx, row.reporterNo);
    return toReport(row, reporter?.nickname ?? null);
  });
  // The suspended member's tokens die with the commit (decision 0028), before anyone is told.
  if (suspendedNo !== undefined) await deps.revocations?.announce(suspendedNo);
  for (const message of held) await deps.outbox.send(message);
  // Texts refused by the provider were logged by the router; the decision stands.
  for (const [to, text] of heldTexts) await deps.sms?.send(to, text).catch(() => undefined);
  return report;
}
