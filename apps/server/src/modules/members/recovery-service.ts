// Getting back in: the e-mail (id) found by a verified phone, and a password reset by an e-mailed
// link. Owns `password_resets`. Neither tells a stranger whether an account exists: the id search
// needs a code sent to the member's own phone, and a reset request always answers the same.
import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, KOREA, PASSWORD_RESET_TTL_MINUTES, PhoneVerificationPurpose } from '@dcm/shared';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, passwordResets } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeAllSessions } from '../auth/service.ts';
import { findMemberByEmail } from './service.ts';
import { consumePhoneProof } from './phone-service.ts';

export interface RecoveryDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** cl****@demo.dcm: the first two characters of the local part, the rest starred, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const keep = Math.min(2, Math.max(local.length - 1, 0));
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${at < 0 ? '' : email.slice(at)}`;
}

/** POST /api/v1/common/find-id: the members of a phone proven by a `findId` code, e-mails masked. */
export async function findIds(db: Db, proofId: string): Promise<{ emails: Array<{ email: string; registerDt: string }> }> {
  const proof = await consumePhoneProof(db, proofId, { purpose: PhoneVerificationPurpose.FindId });
  if (!proof) throw new AppError(ErrorCode.PhoneNotVerified, 400, { phone: 'phoneNotVerified' });
  const rows = await db
    .select({ email: members.email, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.phone, proof.phone), eq(members.contactNation, proof.nation), ne(members.approvalSe, ApprovalStatus.Withdrawn)))
    .orderBy(asc(members.createdAt));
  return { emails: rows.map((r) => ({ email: maskEmail(r.email), registerDt: r.createdAt.toISOString() })) };
}

/**
 * POST /api/v1/common/password-reset: e-mails a one-time link to a member of that address, if there
 * is one. The caller answers 202 either way.
 */
export async function requestPasswordReset(deps: RecoveryDeps, email: string): Promise<void> {
  const member = await findMemberByEmail(deps.db, email);
  if (!member || member.approvalSe === ApprovalStatus.Withdrawn) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResets).values({
    memberNo: member.memberNo,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${deps.publicUrl.replace(/\/$/, '')}/findPw?token=${token}`;
  const korean = !member.contactNation || member.contactNation === KOREA;
  await deps.outbox.send(
    korean
      ? {
          channel: 'email',
          recipient: member.email,
          subject: '[티자이너] 비밀번호 재설정',
          body: `아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 ${PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.\n${link}\n요청하지 않으셨다면 이 메일을 무시해 주세요.`,
        }
      : {
          channel: 'email',
          recipient: member.email,
          subject: '[T-esigner] Reset your password',
          body: `Set a new password at the link below. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.\n${link}\nIf you did not ask for this, ignore this e-mail.`,
        },
  );
}

/**
 * POST /api/v1/common/password-reset/confirm: the link's token sets a new password once, and every
 * session of the member ends (whoever had the old password is signed out).
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ memberNo: passwordResets.memberNo });
    if (!reset) throw new AppError(ErrorCode.ResetLinkInvalid, 400);
    const [member] = await tx
      .update(members)
      .set({ passwordHash })
      .where(and(eq(members.memberNo, reset.memberNo), ne(members.approvalSe, ApprovalStatus.Withdrawn)))
      .returning({ memberNo: members.memberNo });
    if (!member) throw new AppError(ErrorCode.ResetLinkInvalid, 400);
    // Any other link still in a mailbox dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.memberNo, reset.memberNo), isNull(passwordResets.usedAt)));
    await revokeAllSessions(tx, reset.memberNo);
  });
}
