// Sign-in and the session's token chain. Owns `refresh_tokens`, `login_failures` (login-limits.ts)
// and `ended_sessions` (revocations.ts). A refresh token is opaque, kept hashed, rotated on every
// refresh; presenting a rotated token again revokes its whole family (stolen-token detection), except
// within a short grace window so that two tabs refreshing at the same moment do not sign each other
// out. A family is one sign-in: its id is the access tokens' `sid`, so a logout ends them too.
import crypto from 'node:crypto';
import { ApprovalStatus, ErrorCode, isApproved, Role, type LoginAnswer } from '@dcm/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import type { AccessTokens } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { dummyHash, hashPassword, passwordNeedsRehash, verifyPassword } from '../../platform/passwords.ts';
import { findMember, findMemberByEmail, type MemberRow, type SessionMileage, toSessionUser, upgradePasswordHash } from '../members/index.ts';
import { passwordWasRight, takePasswordTry } from './login-limits.ts';
import { endSessions, revokeMemberSessions, type SessionRevocations } from './revocations.ts';

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
  /** Tells every instance of ended sessions (app.revocations); absent, the re-read does within seconds. */
  revocations?: Pick<SessionRevocations, 'announce' | 'announceSessionEnds'>;
}

export interface Session extends LoginAnswer {
  refreshToken: string;
  memberNo: number;
}

/**
 * The access token of a member: its `approved` claim lets `app.authenticate` refuse a pending or
 * rejected one. `readAt` is taken before `member` was read, so a suspension that committed after the
 * read voids the token however late it is signed (decision 0028).
 */
const accessTokenOf = (deps: AuthDeps, member: MemberRow, sessionId: string, readAt: number) =>
  deps.tokens.sign({ memberNo: member.memberNo, role: member.role, approved: member.role === Role.Admin || isApproved(member.approvalSe), sessionId }, readAt);

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

/** Where a sign-in comes from: the client's address, and the members its browser signed in for before. */
export interface SignInContext {
  address?: string;
  knownMembers?: readonly number[];
}

export async function login(deps: AuthDeps, email: string, password: string, context: SignInContext = {}): Promise<Session> {
  const normalized = email.toLowerCase();
  // The password hash takes a while after this read: a suspension meanwhile must void the token.
  const readAt = Date.now();
  const member = await findMemberByEmail(deps.db, normalized);
  const knownDevice = member !== undefined && (context.knownMembers ?? []).includes(member.memberNo);
  const tryId = await takePasswordTry(deps.db, { email: normalized, address: context.address, knownDevice });
  const ok = await verifyPassword(password, member?.passwordHash ?? dummyHash);
  if (!member || !ok || member.approvalSe === ApprovalStatus.Withdrawn) throw new AppError(ErrorCode.InvalidCredentials, 401);
  if (member.approvalSe === ApprovalStatus.Suspended) {
    await passwordWasRight(deps.db, tryId);
    throw new AppError(ErrorCode.AccountSuspended, 403);
  }
  // A hash from before argon2id (decision 0022) is replaced now that the password is known.
  if (passwordNeedsRehash(member.passwordHash)) {
    await upgradePasswordHash(deps.db, member.memberNo, member.passwordHash, await hashPassword(password));
  }
  // The try's row and the session's are independent writes: sent together, the sign-in waits for
  // one round trip and one commit instead of one after the other (issue 27, login's p99).
  const [session] = await Promise.all([startSession(deps, member, readAt), passwordWasRight(deps.db, tryId)]);
  return session;
}

/**
 * A new sign-in: a new token family. Password and Google sign-in both end here. `readAt`: taken just
 * before `member` was read (default now, for a caller that revoked the member's sessions itself and
 * must get a token after that revocation).
 */
export async function startSession(deps: AuthDeps, member: MemberRow, readAt = Date.now()): Promise<Session> {
  const sessionId = crypto.randomUUID();
  // The refresh token's write and the balance's read do not wait for each other.
  const [refreshToken, mileage] = await Promise.all([issueRefreshToken(deps, member.memberNo, sessionId), deps.sessionMileageOf?.(deps.db, member)]);
  const accessToken = await accessTokenOf(deps, member, sessionId, readAt);
  return { accessToken, refreshToken, memberNo: member.memberNo, user: toSessionUser(member, mileage) };
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
    const accessToken = await accessTokenOf(deps, member, row.familyId, readAt);
    return { replayed: false, accessToken, refreshToken } as const;
  });
  if (outcome.replayed) throw new AppError(ErrorCode.InvalidRefreshToken, 401);
  return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
}

/**
 * POST /auth/logout: this sign-in ends, its refresh tokens and its access tokens on every instance.
 * The session is the refresh cookie's family, else the bearer token's (a tab whose cookie is gone).
 */
export async function logout(deps: AuthDeps, presented: string | undefined, bearerSession?: { memberNo: number; sessionId: string }): Promise<void> {
  let session = bearerSession;
  if (presented) {
    const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (row) session = { memberNo: row.memberNo, sessionId: row.familyId };
  }
  if (!session) return;
  const { memberNo, sessionId } = session;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
    await endSessions(tx as unknown as Db, memberNo, [sessionId]);
  });
  await deps.revocations?.announceSessionEnds(memberNo, [sessionId]);
}

/**
 * Sign out everywhere (my page): every sign-in of the member ends, this one too, on every instance
 * at the next call; the member signs in again.
 */
export async function logoutEverywhere(deps: AuthDeps, memberNo: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeAllSessions(tx as unknown as Db, memberNo);
    await revokeMemberSessions(tx as unknown as Db, memberNo);
  });
  await deps.revocations?.announce(memberNo);
}

/**
 * Every sign-in of the member but `keep` ends (after a phone change): their refresh tokens and
 * access tokens. The one the member is using goes on untouched. Without `keep` (a token from before
 * sessions had ids), every sign-in ends.
 */
export async function endOtherSessions(db: Db, revocations: AuthDeps['revocations'], memberNo: number, keep: string | undefined): Promise<void> {
  const others = await db.transaction(async (tx) => {
    const ended = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.memberNo, memberNo), isNull(refreshTokens.revokedAt), ...(keep ? [ne(refreshTokens.familyId, keep)] : [])))
      .returning({ familyId: refreshTokens.familyId });
    const ids = [...new Set(ended.map((r) => r.familyId))];
    await endSessions(tx as unknown as Db, memberNo, ids);
    return ids;
  });
  await revocations?.announceSessionEnds(memberNo, others);
}

/**
 * Ends every sign-in's refresh tokens (a password reset or change, a withdrawal). The access tokens
 * end with `revokeMemberSessions` in the same transaction.
 */
export async function revokeAllSessions(db: Db, memberNo: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.memberNo, memberNo), isNull(refreshTokens.revokedAt)));
}
