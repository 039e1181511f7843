// Sign-in and the session's token chain. Owns `refresh_tokens` and `login_failures`.
// A refresh token is opaque, kept hashed, rotated on every refresh; presenting a rotated token
// again revokes its whole family (stolen-token detection), except within a short grace window so
// that two tabs refreshing at the same moment do not sign each other out.
import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, isApproved, Role, type LoginAnswer } from '@dcm/shared';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, refreshTokens } from '../../db/schema/auth.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { dummyHash, hashPassword, passwordNeedsRehash, verifyPassword } from '../../platform/passwords.ts';
import { findMember, findMemberByEmail, type MemberRow, type SessionMileage, toSessionUser, upgradePasswordHash } from '../members/index.ts';

export const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const REUSE_GRACE_MS = 10 * 1000;

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlDays: number;
  /**
   * The balance the session's user shows: mileage's answer (it ranks above auth), handed in by
   * app.ts. Absent (a test signing in below the app), none is shown.
   */
  sessionMileageOf?: SessionMileage;
}

export interface Session extends LoginAnswer {
  refreshToken: string;
}

/**
 * The access token of a member: its `approved` claim lets `app.authenticate` refuse a pending or
 * rejected one. `readAt` is taken before `member` was read, so a suspension that committed after the
 * read voids the token however late it is signed (decision 0028).
 */
const accessTokenOf = (deps: AuthDeps, member: MemberRow, readAt: number) =>
  deps.tokens.sign({ memberNo: member.memberNo, role: member.role, approved: member.role === Role.Admin || isApproved(member.approvalSe) }, readAt);

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

async function issueRefreshToken(deps: AuthDeps, memberNo: number, familyId: string, db: Db = deps.db): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    familyId,
    memberNo,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
  });
  return token;
}

/**
 * 429 once an account has FAILED_LOGIN_LIMIT wrong passwords within the window. Sign-in and the
 * password checks of my page (password change, withdrawal) count the same tries.
 */
export async function assertPasswordTriesLeft(db: Db, email: string): Promise<void> {
  const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email.toLowerCase()), gt(loginFailures.at, since)));
  if ((failures?.n ?? 0) >= FAILED_LOGIN_LIMIT) throw new AppError(ErrorCode.TooManyAttempts, 429);
}

export async function recordPasswordFailure(db: Db, email: string): Promise<void> {
  await db.insert(loginFailures).values({ email: email.toLowerCase() });
}

export async function login(deps: AuthDeps, email: string, password: string): Promise<Session> {
  const normalized = email.toLowerCase();
  await assertPasswordTriesLeft(deps.db, normalized);

  // The password hash takes a while after this read: a suspension meanwhile must void the token.
  const readAt = Date.now();
  const member = await findMemberByEmail(deps.db, normalized);
  const ok = await verifyPassword(password, member?.passwordHash ?? dummyHash);
  if (!member || !ok || member.approvalSe === ApprovalStatus.Withdrawn) {
    await recordPasswordFailure(deps.db, normalized);
    throw new AppError(ErrorCode.InvalidCredentials, 401);
  }
  if (member.approvalSe === ApprovalStatus.Suspended) throw new AppError(ErrorCode.AccountSuspended, 403);
  // A hash from before argon2id (decision 0022) is replaced now that the password is known.
  if (passwordNeedsRehash(member.passwordHash)) {
    await upgradePasswordHash(deps.db, member.memberNo, member.passwordHash, await hashPassword(password));
  }

  return startSession(deps, member, readAt);
}

/**
 * A new sign-in: a new token family. Password and Google sign-in both end here. `readAt`: taken just
 * before `member` was read (default now, for a caller that revoked the member's sessions itself and
 * must get a token after that revocation).
 */
export async function startSession(deps: AuthDeps, member: MemberRow, readAt = Date.now()): Promise<Session> {
  const refreshToken = await issueRefreshToken(deps, member.memberNo, crypto.randomUUID());
  const accessToken = await accessTokenOf(deps, member, readAt);
  return { accessToken, refreshToken, user: toSessionUser(member, await deps.sessionMileageOf?.(deps.db, member)) };
}

export async function refresh(deps: AuthDeps, presented: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
  if (!presented) throw new AppError(ErrorCode.InvalidRefreshToken, 401);
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) throw new AppError(ErrorCode.InvalidRefreshToken, 401);
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS) {
      // A replay: the whole family dies. Answered after the commit, since a throw would roll it back.
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
      return { replayed: true } as const;
    }
    if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await issueRefreshToken(deps, row.memberNo, row.familyId, tx as unknown as Db);
    const readAt = Date.now();
    const member = await findMember(tx as unknown as Db, row.memberNo);
    if (!member || member.approvalSe === ApprovalStatus.Suspended || member.approvalSe === ApprovalStatus.Withdrawn) {
      throw new AppError(ErrorCode.InvalidRefreshToken, 401);
    }
    const accessToken = await accessTokenOf(deps, member, readAt);
    return { replayed: false, accessToken, refreshToken } as const;
  });
  if (outcome.replayed) throw new AppError(ErrorCode.InvalidRefreshToken, 401);
  return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
}

export async function logout(deps: AuthDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (row) {
    await deps.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  }
}

/** Ends every sign-in of a member (after a password reset): each refresh token is revoked. */
export async function revokeAllSessions(db: Db, memberNo: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.memberNo, memberNo), isNull(refreshTokens.revokedAt)));
}
