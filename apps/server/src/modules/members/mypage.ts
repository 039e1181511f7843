// My page (issue 10, SPEC §2 `/mypage/modify`, §5): what a member reads and changes about themselves
// after the join. Writes only the member's own `members` row; what must be proven again is proven
// here again: a new phone by SMS, a bank account in the representative's name. The password is auth's
// (auth/passwords.ts): a new one ends the member's sessions.
import {
  ApprovalStatus,
  accountHolderVerified,
  ErrorCode,
  KOREA,
  KOREA_TIME_ZONE,
  memberKind,
  MemberType,
  PhoneVerificationPurpose,
  type BankChangeBody,
  type MyInfo,
  type MyInfoBody,
  type PhoneChangeBody,
} from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import { hasCode } from '../codes/index.ts';
import { fileFactsOf, fileUrl, setFilePrivacy } from '../files/index.ts';
import { asInUse, inUse, takenBy } from './join-service.ts';
import { consumePhoneProof } from './phone-service.ts';
import { findMember, type MemberRow } from './service.ts';

/** "••••1234": the last four characters only. */
export const maskAccountNumber = (accountNumber: string | null): string | null =>
  accountNumber ? `••••${accountNumber.replace(/[\s-]/g, '').slice(-4)}` : null;

export function toMyInfo(m: MemberRow): MyInfo {
  return {
    memberNo: m.memberNo,
    kind: memberKind(m.memberSe),
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    nickname: m.nickname ?? '',
    phone: m.phone,
    contactNation: m.contactNation,
    profileImageUrl: m.profileImage,
    job: m.job,
    businessName: m.businessName,
    representative: m.representative,
    zipCode: m.zipCode,
    address: m.address,
    addressDetail: m.addressDetail,
    bank: m.bank,
    depositor: m.depositor,
    accountNumberMasked: maskAccountNumber(m.accountNumber),
    currency: m.currency === 'USD' ? 'USD' : 'KRW',
    registerDt: m.createdAt.toISOString(),
    agreeMarketing: m.agreeMarketing,
    timeZone: m.timeZone,
  };
}

/** The signed-in member's row; a withdrawn member is nobody (401), as for the session view. */
export async function activeMember(db: Db, memberNo: number): Promise<MemberRow> {
  const m = await findMember(db, memberNo);
  if (!m || m.approvalSe === ApprovalStatus.Withdrawn) throw new AppError(ErrorCode.Unauthorized, 401);
  return m;
}

async function updateMember(db: Db, memberNo: number, set: Partial<typeof members.$inferInsert>): Promise<MyInfo> {
  try {
    const [row] = await db.update(members).set(set).where(eq(members.memberNo, memberNo)).returning();
    if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
    return toMyInfo(row);
  } catch (error) {
    throw asInUse(error);
  }
}

/** GET /api/v1/mypage/info */
export const getMyInfo = async (db: Db, memberNo: number): Promise<MyInfo> => toMyInfo(await activeMember(db, memberNo));

/** PATCH /api/v1/mypage/info: only the fields sent change; a nickname stays unique. */
export async function updateMyInfo(db: Db, memberNo: number, body: MyInfoBody): Promise<MyInfo> {
  const m = await activeMember(db, memberNo);
  if (body.nickname !== undefined && body.nickname !== m.nickname && (await takenBy(db, eq(members.nickname, body.nickname), memberNo))) throw inUse.nickname();
  const set: Partial<typeof members.$inferInsert> = {};
  if (body.nickname !== undefined) set.nickname = body.nickname;
  if (body.zipCode !== undefined) set.zipCode = body.zipCode || null;
  if (body.address !== undefined) set.address = body.address;
  if (body.addressDetail !== undefined) set.addressDetail = body.addressDetail;
  if (body.agreeMarketing !== undefined) set.agreeMarketing = body.agreeMarketing;
  // Asia/Seoul is what no choice means: stored as none, so the product's default stays one value.
  if (body.timeZone !== undefined) set.timeZone = body.timeZone === KOREA_TIME_ZONE ? null : body.timeZone;
  if (Object.keys(set).length === 0) return toMyInfo(m);
  return updateMember(db, memberNo, set);
}

/** PUT /api/v1/mypage/phone: a `changePhone` proof of the new phone, used once, and the phone nobody else's. */
export async function changePhone(db: Db, memberNo: number, body: PhoneChangeBody): Promise<void> {
  await activeMember(db, memberNo);
  try {
    await db.transaction(async (tx) => {
      const proof = await consumePhoneProof(tx, body.phoneVerificationId, { phone: body.phone, nation: body.memberContactNation, purpose: PhoneVerificationPurpose.ChangePhone });
      if (!proof) throw new AppError(ErrorCode.PhoneNotVerified, 400, { phone: 'phoneNotVerified' });
      if (await takenBy(tx, and(eq(members.phone, body.phone), eq(members.contactNation, body.memberContactNation)), memberNo)) throw inUse.phone();
      await tx.update(members).set({ phone: body.phone, contactNation: body.memberContactNation }).where(eq(members.memberNo, memberNo));
    });
  } catch (error) {
    throw asInUse(error);
  }
}

/** PUT /api/v1/mypage/profile-image: one of the member's own image uploads, public from now on; or none. */
export async function setProfileImage(db: Db, memberNo: number, fileId: string | null): Promise<MyInfo> {
  await activeMember(db, memberNo);
  if (fileId === null) return updateMember(db, memberNo, { profileImage: null });
  const facts = (await fileFactsOf(db, [fileId])).get(fileId);
  if (!facts || facts.ownerNo !== memberNo) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileNotOwned' });
  if (!facts.mime.startsWith('image/')) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileTypeInvalid' });
  return db.transaction(async (tx) => {
    await setFilePrivacy(tx, fileId, false);
    return updateMember(tx, memberNo, { profileImage: fileUrl(fileId) });
  });
}

/**
 * PUT /api/v1/mypage/bank: where settlements are paid. Clients have no bank (403); labs and
 * T-esigners keep an account in the representative's name (SPEC §5), Korean ones at a listed bank.
 */
export async function changeBank(db: Db, memberNo: number, body: BankChangeBody): Promise<MyInfo> {
  const m = await activeMember(db, memberNo);
  if (m.memberSe === MemberType.Client) throw new AppError(ErrorCode.Forbidden, 403);
  const fields: Record<string, string> = {};
  if ((m.contactNation ?? KOREA) === KOREA && !(await hasCode(db, 'bank', body.bank))) fields.bank = 'unknownCode';
  // Strict: a member with no representative on file cannot name a holder either (decision 0041).
  if (!accountHolderVerified(body.depositor, m.representative)) fields.depositor = 'depositorMismatch';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  return updateMember(db, memberNo, { bank: body.bank, depositor: body.depositor, accountNumber: body.accountNumber });
}
