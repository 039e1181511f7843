// Leaving the service (issue 10 "Withdrawal", SPEC §4: waiting, then complete after the admin mails
// the registered requests). Owns `member_withdrawals`. A member may ask only once nothing is open
// (orders, requests, mileage, settlements, refunds); the admin's completion mails the member their
// requests and anonymises them in one transaction. Ledger entries, orders and reviews stay.
import {
  ApprovalStatus,
  ErrorCode,
  formatDocumentTime,
  KOREA,
  memberKind,
  type AdminWithdrawal,
  type AdminWithdrawalList,
  type AdminWithdrawalQuery,
  type Locale,
  type RequestStatus,
  type WithdrawalBlocker,
  type WithdrawalBody,
  type WithdrawalState,
} from '@dcm/shared';
import { asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, memberWithdrawals } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { audit } from '../../platform/audit.ts';
import { checkOwnPassword, revokeAllSessions, revokeMemberSessions } from '../auth/index.ts';
import { setFilePrivacy } from '../files/index.ts';
import { countOpenRefundsOf, countOpenSettlementsOf, positiveBalancesOf, removePaymentCardsOf } from '../mileage/index.ts';
import { countOpenOrdersOf } from '../orders/index.ts';
import { hideProfilesOf } from '../profiles/index.ts';
import { countOpenRequestsOf, registeredRequestsOf, requestCountsOf } from '../requests/index.ts';
import { activeMember } from './mypage.ts';
import { findMember, type MemberRow } from './service.ts';

// The blockers are asked of the modules that own them (orders, requests, mileage), each through its
// withdrawal-facts.ts; this module reads only its own tables and `members`.

/** What must be finished before `m` can leave; empty when nothing is open. */
export async function withdrawalBlockersOf(db: Db, m: MemberRow): Promise<WithdrawalBlocker[]> {
  const memberNo = m.memberNo;
  const blockers: WithdrawalBlocker[] = [];
  const openOrders = await countOpenOrdersOf(db, memberNo);
  if (openOrders > 0) blockers.push({ kind: 'openOrder', count: openOrders });

  const openRequests = await countOpenRequestsOf(db, memberNo);
  if (openRequests > 0) blockers.push({ kind: 'openRequest', count: openRequests });

  const balances = await positiveBalancesOf(db, memberNo);
  if (balances.length > 0) {
    // The amount is in the member's own currency; an account in another shows in the count only.
    const amount = balances.filter((b) => b.currency === m.currency).reduce((sum, b) => sum + b.balance, 0);
    blockers.push({ kind: 'balance', count: balances.length, amount });
  }

  const openSettlements = await countOpenSettlementsOf(db, memberNo);
  if (openSettlements > 0) blockers.push({ kind: 'settlement', count: openSettlements });

  const openRefunds = await countOpenRefundsOf(db, memberNo);
  if (openRefunds > 0) blockers.push({ kind: 'refund', count: openRefunds });
  return blockers;
}

const blocked = (blockers: WithdrawalBlocker[]) => new AppError(ErrorCode.WithdrawalBlocked, 409, undefined, { blockers });

async function withdrawalOf(db: Db, memberNo: number) {
  const [row] = await db.select().from(memberWithdrawals).where(eq(memberWithdrawals.memberNo, memberNo));
  return row;
}

/** GET /api/v1/mypage/withdrawal */
export async function getWithdrawalState(db: Db, memberNo: number): Promise<WithdrawalState> {
  const m = await activeMember(db, memberNo);
  const row = await withdrawalOf(db, memberNo);
  return {
    status: row ? (row.completedAt ? 'complete' : 'waiting') : 'none',
    requestedAt: row?.requestedAt.toISOString() ?? null,
    blockers: await withdrawalBlockersOf(db, m),
  };
}

/**
 * POST /api/v1/mypage/withdrawal: with the member's password, and only while nothing is open
 * (409 WITHDRAWAL_BLOCKED with the blockers). Asking again while waiting changes nothing.
 */
export async function requestWithdrawal(db: Db, memberNo: number, body: WithdrawalBody): Promise<WithdrawalState> {
  const m = await activeMember(db, memberNo);
  await checkOwnPassword(db, m, body.password, 'password');
  const blockers = await withdrawalBlockersOf(db, m);
  if (blockers.length > 0) throw blocked(blockers);
  await db.insert(memberWithdrawals).values({ memberNo, reason: body.reason ?? '' }).onConflictDoNothing();
  return getWithdrawalState(db, memberNo);
}

// --- The admin's side ---

const adminColumns = {
  memberNo: memberWithdrawals.memberNo,
  reason: memberWithdrawals.reason,
  requestedAt: memberWithdrawals.requestedAt,
  completedAt: memberWithdrawals.completedAt,
  nickname: members.nickname,
  email: members.email,
  memberSe: members.memberSe,
};
type AdminRow = { memberNo: number; reason: string; requestedAt: Date; completedAt: Date | null; nickname: string | null; email: string; memberSe: string };

const toAdminWithdrawal = (r: AdminRow, requestCount: number): AdminWithdrawal => ({
  memberNo: r.memberNo,
  nickname: r.nickname ?? '',
  email: r.email,
  kind: memberKind(r.memberSe),
  reason: r.reason,
  requestedAt: r.requestedAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
  requestCount,
});

/** GET /api/v1/admin/withdrawals: waiting ones oldest first (the queue), completed ones newest first. */
export async function listWithdrawals(db: Db, query: AdminWithdrawalQuery): Promise<AdminWithdrawalList> {
  const waiting = query.status === 'waiting';
  const where = waiting ? isNull(memberWithdrawals.completedAt) : isNotNull(memberWithdrawals.completedAt);
  const rows = await db
    .select(adminColumns)
    .from(memberWithdrawals)
    .innerJoin(members, eq(members.memberNo, memberWithdrawals.memberNo))
    .where(where)
    .orderBy(waiting ? asc(memberWithdrawals.requestedAt) : desc(memberWithdrawals.completedAt), asc(memberWithdrawals.memberNo))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(memberWithdrawals, where);
  const counts = await requestCountsOf(db, rows.map((r) => r.memberNo));
  return { items: rows.map((r) => toAdminWithdrawal(r, counts.get(r.memberNo) ?? 0)), page: query.page, size: query.size, total };
}

const statusLabels: Record<RequestStatus, Record<Locale, string>> = {
  quoteRequested: { ko: '견적 요청', en: 'Quote requested' },
  choosing: { ko: '선택 중', en: 'Choosing' },
  waitingForRequest: { ko: '요청 대기', en: 'Waiting for request' },
  requestAccepted: { ko: '요청 수락', en: 'Request accepted' },
  requestRejected: { ko: '요청 거절', en: 'Request rejected' },
  requestClosed: { ko: '요청 마감(견적 기한 만료)', en: 'Request closed (quote date expired)' },
  transactionOngoing: { ko: '거래 진행 중', en: 'Transaction ongoing' },
  complete: { ko: '완료', en: 'Complete' },
  cancelled: { ko: '취소', en: 'Cancelled' },
};

/** The e-mail of SPEC §4 "complete after the admin mails registered requests": every request, its date and status. */
async function registeredRequestsMail(tx: Tx, m: MemberRow): Promise<{ subject: string; body: string }> {
  const locale: Locale = !m.contactNation || m.contactNation === KOREA ? 'ko' : 'en';
  const rows = await registeredRequestsOf(tx, m.memberNo);
  const lines = rows.map((r, i) => {
    const units = r.units.map((u) => `${u.type} ×${u.count}`).join(', ');
    const label = statusLabels[r.status]?.[locale] ?? r.status;
    return `${i + 1}. ${r.id.slice(0, 8).toUpperCase()} · ${units} · ${formatDocumentTime(r.createdAt, 'Asia/Seoul')} · ${label}`;
  });
  if (locale === 'ko') {
    return {
      subject: '[티자이너] 회원 탈퇴가 완료되었습니다',
      body: [
        `${m.nickname ?? ''}님, 요청하신 회원 탈퇴가 완료되었습니다.`,
        rows.length > 0 ? `회원님이 등록하신 의뢰 ${rows.length}건의 내역입니다 (번호 · 보철 · 등록일 · 상태):\n${lines.join('\n')}` : '회원님이 등록하신 의뢰는 없습니다.',
        '개인정보는 삭제되거나 식별할 수 없도록 처리되었으며, 관계 법령에 따라 보관해야 하는 거래·결제 기록만 남습니다. 이 계정으로는 더 이상 로그인할 수 없습니다.',
        '그동안 티자이너를 이용해 주셔서 감사합니다.',
      ].join('\n\n'),
    };
  }
  return {
    subject: '[T-esigner] Your account is closed',
    body: [
      `${m.nickname ?? ''}, the withdrawal you asked for is complete.`,
      rows.length > 0 ? `Here are the ${rows.length} requests you registered (number · prostheses · registered · status):\n${lines.join('\n')}` : 'You registered no requests.',
      'Your personal data has been deleted or anonymised; only the transaction and payment records the law requires us to keep remain. You can no longer sign in with this account.',
      'Thank you for using T-esigner.',
    ].join('\n\n'),
  };
}

/** The member as nobody can recognise or sign in as any more; the unique columns get values no one else can have. */
function anonymised(memberNo: number): Partial<typeof members.$inferInsert> {
  return {
    email: `withdrawn-${memberNo}@withdrawn.invalid`,
    // Not a password hash of any scheme: verifyPassword refuses every password against it.
    passwordHash: 'withdrawn',
    approvalSe: ApprovalStatus.Withdrawn,
    approvalChangedAt: new Date(),
    approvalReason: null,
    firstName: '',
    lastName: '',
    // A hyphen no nickname may contain: unique, and never a real member's.
    nickname: `withdrawn-${memberNo}`,
    phone: null,
    profileImage: null,
    swNo: null,
    swEtc: null,
    job: null,
    licenseNumber: null,
    licenseFileId: null,
    businessName: null,
    representative: null,
    businessNumber: null,
    businessFileId: null,
    zipCode: null,
    address: null,
    addressDetail: null,
    bank: null,
    depositor: null,
    accountNumber: null,
    agreeMarketing: false,
    googleSub: null,
  };
}

/**
 * POST /api/v1/admin/withdrawals/:memberNo/complete: in one transaction, mails the member their
 * registered requests (through `outbox`, which writes in `tx`), then anonymises them: profiles
 * private, profile image closed, cards removed, every session revoked, approval E. Refused while
 * something opened again since the request (409 WITHDRAWAL_BLOCKED).
 */
export async function completeWithdrawal(db: Db, outboxIn: (tx: Tx) => Outbox, adminNo: number, memberNo: number): Promise<AdminWithdrawal> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberWithdrawals).where(eq(memberWithdrawals.memberNo, memberNo)).for('update');
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    if (row.completedAt) throw new AppError(ErrorCode.InvalidTransition, 409);
    const m = await findMember(tx, memberNo);
    if (!m) throw new AppError(ErrorCode.NotFound, 404);
    const blockers = await withdrawalBlockersOf(tx, m);
    if (blockers.length > 0) throw blocked(blockers);

    await outboxIn(tx).send({ channel: 'email', recipient: m.email, ...(await registeredRequestsMail(tx, m)) });

    const profileImageId = m.profileImage?.match(/\/api\/v1\/common\/file\/([0-9a-f-]{36})$/)?.[1];
    if (profileImageId) await setFilePrivacy(tx, profileImageId, true);
    await hideProfilesOf(tx, memberNo);
    await removePaymentCardsOf(tx, memberNo);
    await revokeAllSessions(tx, memberNo);
    await revokeMemberSessions(tx, memberNo);
    const [done] = await tx.update(members).set(anonymised(memberNo)).where(eq(members.memberNo, memberNo)).returning();
    if (!done) throw new AppError(ErrorCode.NotFound, 404);
    const completedAt = new Date();
    await tx.update(memberWithdrawals).set({ completedAt, completedBy: adminNo }).where(eq(memberWithdrawals.memberNo, memberNo));
    await audit(tx, { adminNo, action: 'withdrawal.complete', targetType: 'member', targetId: memberNo });
    const counts = await requestCountsOf(tx, [memberNo]);
    return toAdminWithdrawal({ ...row, completedAt, nickname: done.nickname, email: done.email, memberSe: done.memberSe }, counts.get(memberNo) ?? 0);
  });
}

