// Joining (SPEC §3 Member, §5) and a rejected member's resubmission. A join is one transaction:
// the phone proof is used, the member row written and the documents claimed together, or nothing
// happens. Uniqueness of email, nickname and phone is the database's (unique constraints); the
// checks before the insert only give the common case a precise answer.
import {
  ApprovalAction,
  ApprovalStatus,
  currencyOfNation,
  ErrorCode,
  businessNumberIssues,
  KOREA,
  MemberType,
  PhoneVerificationPurpose,
  storedBusinessNumber,
  type JoinBody,
  type JoinData,
  type ResubmitBody,
} from '@dcm/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hasCode } from '../codes/index.ts';
import { claimDocuments, describeFiles } from '../files/index.ts';
import { applyApprovalAction } from './approval-service.ts';
import { consumePhoneProof } from './phone-service.ts';
import { findMember, type MemberRow } from './service.ts';

export interface JoinDeps {
  db: Db;
  outbox: Outbox;
  /** Where a "join received" e-mail that could not be sent is reported (the join stands). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * In the join's transaction: the member agrees to the terms and privacy policy in force. Content's
   * answer (content/documents.ts recordJoinAgreements), which ranks above members, handed in by app.ts.
   */
  recordAgreements: (tx: Tx, memberNo: number) => Promise<void>;
}

type Join = z.output<typeof JoinBody>;
type Resubmit = z.output<typeof ResubmitBody>;

export const inUse = {
  email: () => new AppError(ErrorCode.EmailInUse, 409, { email: 'emailInUse' }),
  nickname: () => new AppError(ErrorCode.NicknameInUse, 409, { nickname: 'nicknameInUse' }),
  phone: () => new AppError(ErrorCode.PhoneInUse, 409, { phone: 'phoneInUse' }),
};

/** The unique constraints of `members`, by the name both PostgreSQL and PGlite report. */
const constraintErrors: Record<string, () => AppError> = {
  members_email_unique: inUse.email,
  members_nickname_unique: inUse.nickname,
  members_phone_unique: inUse.phone,
};

/** A unique violation (23505) of `members` as the answer it means; other errors stay as they are. */
export function asInUse(error: unknown): unknown {
  // Drizzle wraps the driver's error: look down the chain of causes.
  let e: unknown = error;
  while (typeof e === 'object' && e !== null) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    const known = code === '23505' && typeof constraint === 'string' ? constraintErrors[constraint] : undefined;
    if (known) return known();
    e = cause;
  }
  return error;
}

/** Lab and T-esigner keep their position (director or staff) where a client keeps its job code. */
const jobOf = (v: Join | Resubmit) => (v.memberSe === MemberType.Client ? v.job : v.position);
const einvoiceOf = (v: Join | Resubmit) => (v.memberSe === MemberType.Client ? false : v.einvoice);

/** The columns a member may state and correct (everything but the account fields), for a member of `nation`. */
function profileColumns(v: Join | Resubmit, nation: string) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    nickname: v.nickname,
    job: jobOf(v),
    licenseNumber: v.licenseNumber,
    licenseFileId: v.licenseFileId,
    businessName: v.businessName,
    representative: v.representative,
    businessNumber: storedBusinessNumber(v.businessNumber, nation),
    // A member abroad gives no copy of a registration (decision 0041).
    businessFileId: nation === KOREA ? (v.businessFileId ?? null) : null,
    zipCode: v.zipCode || null,
    address: v.address,
    addressDetail: v.addressDetail,
    bank: v.bank,
    depositor: v.depositor,
    accountNumber: v.accountNumber,
    agreeTerms: v.agreements.terms,
    agreePrivacy: v.agreements.privacy,
    agreeMarketing: v.agreements.marketing,
    agreeOutsourcing: v.agreements.outsourcing,
    agreeEinvoice: einvoiceOf(v),
  };
}

const documentsOf = (v: Join | Resubmit, nation: string) => [
  { field: 'licenseFileId', fileId: v.licenseFileId },
  ...(v.businessFileId && nation === KOREA ? [{ field: 'businessFileId', fileId: v.businessFileId }] : []),
];

export async function takenBy(db: Db, where: Parameters<typeof and>[0], exceptMemberNo?: number): Promise<boolean> {
  const [row] = await db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(and(where, exceptMemberNo === undefined ? undefined : ne(members.memberNo, exceptMemberNo)))
    .limit(1);
  return row !== undefined;
}

/** The join form's checks as the member types; the join itself decides again. E-mail ignores case. */
export const isEmailAvailable = async (db: Db, email: string) => !(await takenBy(db, eq(members.email, email.toLowerCase())));
export const isNicknameAvailable = async (db: Db, nickname: string) => !(await takenBy(db, eq(members.nickname, nickname)));

const receivedNotice = (nation: string) =>
  nation === KOREA
    ? {
        subject: '[티자이너] 가입 신청이 접수되었습니다',
        body: '[티자이너] 가입 신청이 접수되었습니다. 승인까지 영업일 기준 1~3일이 걸립니다. 승인되면 이메일로 알려 드립니다.',
      }
    : {
        subject: '[T-esigner] We received your application',
        body: '[T-esigner] We received your application. Approval takes 1 to 3 business days; we will e-mail you when it is decided.',
      };

/** Korean members pick their bank from the bank table; clients their job from the job table. */
async function checkListedCodes(db: Db, v: Join | Resubmit, nation: string): Promise<void> {
  const fields: Record<string, string> = {};
  if (nation === KOREA && !(await hasCode(db, 'bank', v.bank))) fields.bank = 'unknownCode';
  if (v.memberSe === MemberType.Client && !(await hasCode(db, 'job', v.job))) fields.job = 'unknownCode';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}

/** POST /api/v1/common/account: a new member, pending approval, with its documents made private. */
export async function joinMember(deps: JoinDeps, body: Join): Promise<{ memberNo: number; memberApprovalSe: string }> {
  await checkListedCodes(deps.db, body, body.memberContactNation);
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  let memberNo: number;
  try {
    memberNo = await deps.db.transaction(async (tx) => {
      const proof = await consumePhoneProof(tx, body.phoneVerificationId, {
        phone: body.phone,
        nation: body.memberContactNation,
        purpose: PhoneVerificationPurpose.Join,
      });
      if (!proof) throw new AppError(ErrorCode.PhoneNotVerified, 400, { phone: 'phoneNotVerified' });
      if (await takenBy(tx, eq(members.email, email))) throw inUse.email();
      if (await takenBy(tx, eq(members.nickname, body.nickname))) throw inUse.nickname();
      if (await takenBy(tx, and(eq(members.phone, body.phone), eq(members.contactNation, body.memberContactNation)))) throw inUse.phone();

      const [member] = await tx
        .insert(members)
        .values({
          ...profileColumns(body, body.memberContactNation),
          email,
          passwordHash,
          memberSe: body.memberSe,
          approvalSe: ApprovalStatus.Pending,
          phone: body.phone,
          contactNation: body.memberContactNation,
          currency: currencyOfNation(body.memberContactNation),
        })
        .returning({ memberNo: members.memberNo });
      if (!member) throw new Error('insert into members returned no row');
      await claimDocuments(tx, member.memberNo, documentsOf(body, body.memberContactNation));
      // The terms and privacy policy agreed to are the versions in force now.
      await deps.recordAgreements(tx, member.memberNo);
      return member.memberNo;
    });
  } catch (error) {
    throw asInUse(error);
  }
  const notice = receivedNotice(body.memberContactNation);
  // The join is committed: a mail server that does not answer must not turn it into an error the
  // member would retry into "email in use". The join-end screen tells them the same as this e-mail.
  await deps.outbox.send({ channel: 'email', recipient: email, ...notice }).catch((err: unknown) => deps.log?.warn({ err, memberNo }, 'join-received e-mail not sent'));
  return { memberNo, memberApprovalSe: ApprovalStatus.Pending };
}

/** GET /api/v1/mypage/join: what the member joined with, to show and correct it. */
export async function getJoinData(db: Db, memberNo: number): Promise<JoinData> {
  const m = await findMember(db, memberNo);
  if (!m || m.approvalSe === ApprovalStatus.Withdrawn) throw new AppError(ErrorCode.Unauthorized, 401);
  const documents = await describeFiles(db, [m.licenseFileId, m.businessFileId]);
  const common = {
    memberApprovalSe: m.approvalSe,
    memberApprovalReason: m.approvalReason,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    nickname: m.nickname ?? '',
    memberContactNation: m.contactNation ?? '',
    phone: m.phone ?? '',
    licenseNumber: m.licenseNumber ?? '',
    licenseFileId: m.licenseFileId,
    businessName: m.businessName ?? '',
    representative: m.representative ?? '',
    businessNumber: m.businessNumber,
    businessFileId: m.businessFileId,
    zipCode: m.zipCode,
    address: m.address ?? '',
    addressDetail: m.addressDetail ?? '',
    bank: m.bank ?? '',
    depositor: m.depositor ?? '',
    accountNumber: m.accountNumber ?? '',
    agreements: { terms: m.agreeTerms, privacy: m.agreePrivacy, marketing: m.agreeMarketing, outsourcing: m.agreeOutsourcing },
    licenseFile: (m.licenseFileId && documents.get(m.licenseFileId)) || null,
    businessFile: (m.businessFileId && documents.get(m.businessFileId)) || null,
  };
  if (m.memberSe === MemberType.Client) return { ...common, memberSe: MemberType.Client, job: m.job ?? '' };
  const memberSe = m.memberSe === MemberType.Lab ? MemberType.Lab : MemberType.Designer;
  return { ...common, memberSe, position: m.job ?? '', einvoice: m.agreeEinvoice };
}

/**
 * PUT /api/v1/mypage/join: a rejected member corrects its join and waits for approval again. The
 * machine decides whether the member may (only from rejected); the member kind stays what it was.
 */
export async function resubmitJoin(deps: JoinDeps, memberNo: number, body: Resubmit): Promise<{ memberApprovalSe: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      // Resubmission has no notice, so the outbox is never reached from inside the transaction.
      const moved: MemberRow = await applyApprovalAction({ db: tx, outbox: deps.outbox }, { memberNo, action: ApprovalAction.Resubmit, actor: 'member' });
      if (body.memberSe !== moved.memberSe) throw new AppError(ErrorCode.ValidationFailed, 400, { memberSe: 'memberSe' });
      const nation = moved.contactNation ?? KOREA;
      await checkListedCodes(tx, body, nation);
      const issues = businessNumberIssues(body, nation);
      if (issues.length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, Object.fromEntries(issues.map((i) => [i.path, i.message])));
      if (await takenBy(tx, eq(members.nickname, body.nickname), memberNo)) throw inUse.nickname();

      await claimDocuments(tx, memberNo, documentsOf(body, nation), [moved.licenseFileId, moved.businessFileId]);
      await tx.update(members).set(profileColumns(body, nation)).where(eq(members.memberNo, memberNo));
      return { memberApprovalSe: moved.approvalSe };
    });
  } catch (error) {
    throw asInUse(error);
  }
}
