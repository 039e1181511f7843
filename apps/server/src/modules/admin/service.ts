// The operator's console: the members waiting for (or past) a decision, one member's file with the
// documents they joined with, and the admin's decisions. Owns no table and no state: members are
// read through members/admin-queries.ts, documents through files/queries.ts, and every decision goes
// through the join machine in members/approval-service.ts, with what auth and notifications do on it.
import {
  AdminAction,
  ApprovalAction,
  adminActionsFrom,
  ErrorCode,
  type AdminMemberDetail,
  type AdminMemberList,
  type AdminMemberQuery,
  type AdminMemberSummary,
} from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { revokeMemberSessions } from '../auth/index.ts';
import { findFiles } from '../files/index.ts';
import { applyApprovalAction, type ApprovalDeps, type ApprovalEffects, endsSessions, findMemberForAdmin, listMembersForAdmin, type MemberRow } from '../members/index.ts';
import { notify } from '../notifications/index.ts';

function toSummary(m: MemberRow): AdminMemberSummary {
  return {
    memberNo: m.memberNo,
    memberSe: m.memberSe,
    email: m.email,
    nickname: m.nickname,
    name: `${m.firstName} ${m.lastName}`.trim(),
    businessName: m.businessName,
    memberContactNation: m.contactNation,
    memberApprovalSe: m.approvalSe,
    registerDt: m.createdAt.toISOString(),
    approvalChangedAt: m.approvalChangedAt?.toISOString() ?? null,
  };
}

const isAdminAction = (action: string): action is AdminAction => AdminAction.safeParse(action).success;

async function toDetail(db: Db, m: MemberRow): Promise<AdminMemberDetail> {
  const documentIds = [m.licenseFileId, m.businessFileId].filter((id): id is string => id !== null);
  const documents = await findFiles(db, documentIds);
  const document = (id: string | null) => documents.find((d) => d.id === id) ?? null;
  return {
    ...toSummary(m),
    phone: m.phone,
    job: m.job,
    licenseNumber: m.licenseNumber,
    businessNumber: m.businessNumber,
    representative: m.representative,
    zipCode: m.zipCode,
    address: m.address,
    addressDetail: m.addressDetail,
    bank: m.bank,
    depositor: m.depositor,
    accountNumber: m.accountNumber,
    currency: m.currency,
    agreements: {
      terms: m.agreeTerms,
      privacy: m.agreePrivacy,
      marketing: m.agreeMarketing,
      outsourcing: m.agreeOutsourcing,
      einvoice: m.agreeEinvoice,
    },
    memberApprovalReason: m.approvalReason,
    documents: { license: document(m.licenseFileId), business: document(m.businessFileId) },
    allowedActions: adminActionsFrom(m.approvalSe).filter(isAdminAction),
  };
}

export async function listMembers(db: Db, query: AdminMemberQuery): Promise<AdminMemberList> {
  const { rows, total } = await listMembersForAdmin(db, query);
  return { items: rows.map(toSummary), page: query.page, size: query.size, total };
}

export async function getMember(db: Db, memberNo: number): Promise<AdminMemberDetail> {
  const member = await findMemberForAdmin(db, memberNo);
  if (!member) throw new AppError(ErrorCode.NotFound, 404);
  return toDetail(db, member);
}

/**
 * In the decision's transaction: the member's access tokens die when it ends their sessions
 * (decision 0028), and the join decisions are notifications (their e-mail comes from the delivery
 * job; the machine mails the rest).
 */
const decisionEffects: ApprovalEffects = async (tx, { member, action, reason }) => {
  if (endsSessions(member.approvalSe)) await revokeMemberSessions(tx, member.memberNo);
  if (action === ApprovalAction.Approve) await notify(tx, { event: 'joinApproved', to: [member.memberNo], link: '/mypage' });
  if (action === ApprovalAction.Reject) await notify(tx, { event: 'joinRejected', to: [member.memberNo], params: { reason: reason ?? '' }, link: '/mypage' });
};

/**
 * Approves, rejects, suspends or reinstates a member, as the join machine allows from their state;
 * the machine tells the member by e-mail and SMS. Answers the member as they are after the change.
 */
export async function decideMember(
  deps: ApprovalDeps,
  input: { memberNo: number; action: AdminAction; reason?: string; adminNo?: number },
): Promise<AdminMemberDetail> {
  // The admin is no member to decide on: suspending itself would lock the operator out.
  if (!(await findMemberForAdmin(deps.db, input.memberNo))) throw new AppError(ErrorCode.NotFound, 404);
  const updated = await applyApprovalAction(deps, { ...input, actor: 'admin' }, decisionEffects);
  return toDetail(deps.db, updated);
}
