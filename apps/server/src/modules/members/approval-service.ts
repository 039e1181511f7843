// Moves a member along the join state machine (packages/shared/src/members/approval.ts) and tells
// them, in one place for the admin's decisions and the member's own resubmission. What the other
// modules do on a decision (auth voids sessions, notifications tell of it) is handed in by the admin.
import { ApprovalAction, ApprovalStatus, ErrorCode, findApprovalTransition } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { SmsError, type Sms } from '../../platform/sms/index.ts';
import { audit } from '../../platform/audit.ts';
import { smsRecipient } from './phone-service.ts';
import { findMember, type MemberRow } from './service.ts';

export interface ApprovalDeps {
  db: Db;
  outbox: Outbox;
  /** Absent, nobody is texted (the member's own resubmission has no notice). */
  sms?: Sms;
  /**
   * Tells every instance that the member's sessions ended (auth's SessionRevocations, decision 0028).
   * Absent (inside another transaction), the caller announces the revocation after its commit.
   */
  revocations?: { announce(memberNo: number): Promise<void> };
}

/**
 * What other modules do in the transaction of a move: auth voids the sessions it ends, notifications
 * tell of a join decision. They rank above members, so the admin's decision hands it in
 * (admin/service.ts); the member's own resubmission has none.
 */
export type ApprovalEffects = (tx: Tx, moved: { member: MemberRow; action: ApprovalAction; reason?: string }) => Promise<void>;

/** The states that end a member's sessions at once (decision 0028). */
const sessionEnding: readonly string[] = [ApprovalStatus.Rejected, ApprovalStatus.Suspended, ApprovalStatus.Withdrawn];

/** Whether moving to `status` voids the member's access tokens: the caller of a nested decision asks this. */
export const endsSessions = (status: string): boolean => sessionEnding.includes(status);

const notices: Partial<Record<ApprovalAction, { ko: string; en: string }>> = {
  approve: { ko: '[티자이너] 가입이 승인되었습니다. 지금 로그인해 이용하실 수 있습니다.', en: '[T-esigner] Your membership is approved. You can log in now.' },
  reject: { ko: '[티자이너] 가입이 반려되었습니다. 사유: {reason}', en: '[T-esigner] Your membership was declined. Reason: {reason}' },
  suspend: { ko: '[티자이너] 계정 이용이 정지되었습니다. 사유: {reason}', en: '[T-esigner] Your account is suspended. Reason: {reason}' },
  reinstate: { ko: '[티자이너] 계정 이용 정지가 해제되었습니다.', en: '[T-esigner] Your account is active again.' },
};

/**
 * The decisions told by a notification (joinApproved, joinRejected: the admin's effects write it)
 * rather than by a direct e-mail.
 */
const notifiedActions: readonly ApprovalAction[] = [ApprovalAction.Approve, ApprovalAction.Reject];

/**
 * The SMS copy of a decision that is already committed and told by e-mail or notification: a text
 * the provider refused (logged by the router) must not turn the admin's decision into an error.
 */
async function textNotice(db: Db, sms: Sms, nation: string, phone: string, text: string): Promise<void> {
  try {
    await sms.send(await smsRecipient(db, nation, phone), text);
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
  }
}

/**
 * Applies `action` by `actor` if the machine allows it from the member's current state; the row is
 * updated only if it is still in that state, so two admins deciding at once cannot both win.
 */
export async function applyApprovalAction(
  deps: ApprovalDeps,
  input: { memberNo: number; action: ApprovalAction; actor: 'admin' | 'member'; reason?: string; adminNo?: number },
  effects?: ApprovalEffects,
): Promise<MemberRow> {
  const member = await findMember(deps.db, input.memberNo);
  if (!member) throw new AppError(ErrorCode.NotFound, 404);
  const transition = findApprovalTransition(input.action, member.approvalSe);
  if (!transition || transition.actor !== input.actor) throw new AppError(ErrorCode.InvalidTransition, 409);
  const reason = input.reason?.trim();
  if (transition.needsReason && !reason) throw new AppError(ErrorCode.ReasonRequired, 400, { reason: 'required' });

  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set({
        approvalSe: transition.to,
        approvalReason: transition.needsReason ? reason : transition.to === ApprovalStatus.Approved ? null : member.approvalReason,
        approvalChangedAt: new Date(),
      })
      .where(and(eq(members.memberNo, member.memberNo), eq(members.approvalSe, member.approvalSe)))
      .returning();
    if (!row) throw new AppError(ErrorCode.InvalidTransition, 409);
    if (input.adminNo !== undefined) await audit(tx, { adminNo: input.adminNo, action: `member.${input.action}`, targetType: 'member', targetId: row.memberNo, reason: reason || null, data: { from: member.approvalSe, to: transition.to } });
    await effects?.(tx, { member: row, action: input.action, reason });
    return row;
  });

  if (endsSessions(transition.to)) await deps.revocations?.announce(updated.memberNo);

  const notice = notices[input.action];
  if (notice) {
    const text = (member.contactNation && member.contactNation !== 'KR' ? notice.en : notice.ko).replace('{reason}', reason ?? '');
    if (!notifiedActions.includes(input.action)) await deps.outbox.send({ channel: 'email', recipient: member.email, subject: text.split('.')[0], body: text });
    if (member.phone && member.contactNation && deps.sms) await textNotice(deps.db, deps.sms, member.contactNation, member.phone, text);
  }
  return updated;
}
