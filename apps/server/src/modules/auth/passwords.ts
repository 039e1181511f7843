// A member's password once they have one: checked again before a change of consequence, changed on
// my page, reset by an e-mailed link. Each new password ends every sign-in of the member, so it sits
// with the token chain it cuts. Owns `password_resets`; the hash itself is written by members.
import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, KOREA, PASSWORD_RESET_TTL_MINUTES, type PasswordChangeBody } from '@dcm/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { activeMember, findMember, findMemberByEmail, type MemberRow, setPasswordHash } from '../members/index.ts';
import { forgetAccountFailures, passwordWasRight, takePasswordTry } from './login-limits.ts';
import { revokeMemberSessions } from './revocations.ts';
import { revokeAllSessions, startSession, type AuthDeps } from './service.ts';

export interface PasswordResetDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * Checks a member's password for a change of consequence (a new password, a withdrawal): wrong
 * tries count with the sign-in's and wait alike, so my page is no side door for guessing. 400 on `field`.
 */
export async function checkOwnPassword(db: Db, m: MemberRow, password: string, field: string): Promise<void> {
  const tryId = await takePasswordTry(db, { email: m.email });
  if (!(await verifyPassword(password, m.passwordHash))) throw new AppError(ErrorCode.ValidationFailed, 400, { [field]: 'passwordWrong' });
  await passwordWasRight(db, tryId);
}

/**
 * PUT /api/v1/mypage/password: every sign-in of the member ends, access tokens too (whoever knew the
 * old password, or holds a copy of this tab's token, is out), then this device starts again as a new
 * sign-in: the caller sets the answered refresh token as the cookie, and the page's next call, refused
 * with its old access token, refreshes with it (SPEC §4's one refresh): signed in here and only here.
 */
export async function changePassword(deps: AuthDeps, memberNo: number, body: PasswordChangeBody): Promise<{ refreshToken: string }> {
  const m = await activeMember(deps.db, memberNo);
  await checkOwnPassword(deps.db, m, body.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, memberNo, passwordHash);
    await revokeAllSessions(tx, memberNo);
    await revokeMemberSessions(tx, memberNo);
    await forgetAccountFailures(tx, m.email);
  });
  // After the announcement, so the new token is stamped after the instant it voids (decision 0028).
  await deps.revocations?.announce(memberNo);
  const { refreshToken } = await startSession(deps, m);
  return { refreshToken };
}

/**
 * POST /api/v1/common/password-reset: e-mails a one-time link to a member of that address, if there
 * is one. The caller answers 202 either way.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
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
 * session of the member ends, access tokens too (whoever had the old password is signed out); the
 * guesses at the old password stop making the account wait. Answers the member, whose revocation the
 * caller announces after the commit.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<{ memberNo: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ memberNo: passwordResets.memberNo });
    if (!reset) throw new AppError(ErrorCode.ResetLinkInvalid, 400);
    if (!(await setPasswordHash(tx, reset.memberNo, passwordHash))) throw new AppError(ErrorCode.ResetLinkInvalid, 400);
    // Any other link still in a mailbox dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.memberNo, reset.memberNo), isNull(passwordResets.usedAt)));
    await revokeAllSessions(tx, reset.memberNo);
    await revokeMemberSessions(tx, reset.memberNo);
    const member = await findMember(tx, reset.memberNo);
    if (member) await forgetAccountFailures(tx, member.email);
    return { memberNo: reset.memberNo };
  });
}
