// Members: who someone is and what they may do. Owns the `members` table; the join flow,
// profiles and approval come with their issues. Here: the session view, the admin created from
// ADMIN_EMAIL/ADMIN_PASSWORD at start, and the demo members of DEMO=1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApprovalStatus, ErrorCode, MemberType, Role, type SessionUser } from '@dcm/shared';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';

export type MemberRow = typeof members.$inferSelect;

export function toSessionUser(m: MemberRow, memberMileage = 0): SessionUser {
  return {
    memberNo: m.memberNo,
    memberSe: m.memberSe,
    memberEmail: m.email,
    memberHp: m.phone,
    memberName: `${m.firstName} ${m.lastName}`.trim(),
    registerDt: m.createdAt.toISOString(),
    memberMileage,
    swNo: m.swNo,
    swNoName: null,
    swEtc: m.swEtc,
    memberNickName: m.nickname,
    memberProfileImage: m.profileImage,
    memberApprovalSe: m.approvalSe,
    memberApprovalReason: m.approvalReason,
    isAdmin: m.role === Role.Admin,
    timeZone: m.timeZone,
  };
}

/** Every sign-in reads its member by e-mail: built once (db/prepared.ts). */
const memberByEmail = prepared('find_member_by_email', (db, name) =>
  db
    .select()
    .from(members)
    .where(eq(members.email, sql.placeholder('email')))
    .prepare(name),
);

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const [row] = await memberByEmail(db, { email: email.toLowerCase() });
  return row;
}

/** Most calls read their member first: built once (db/prepared.ts). */
const memberByNo = prepared('find_member', (db, name) =>
  db
    .select()
    .from(members)
    .where(eq(members.memberNo, sql.placeholder('memberNo')))
    .prepare(name),
);

export async function findMember(db: Db | Tx, memberNo: number): Promise<MemberRow | undefined> {
  const [row] = await memberByNo(db, { memberNo });
  return row;
}

/** Every list and page that names its members asks: one statement whatever their number (db/prepared.ts). */
const nicknamesOf = prepared('member_nicknames', (db, name) =>
  db
    .select({ memberNo: members.memberNo, nickname: members.nickname })
    .from(members)
    .where(sql`${members.memberNo} = any(${sql.placeholder('memberNos')}::int[])`)
    .prepare(name),
);

/** The nickname of each member of `memberNos`, in one query (for lists that name their members). */
export async function memberRefsOf(db: Db | Tx, memberNos: readonly number[]): Promise<Map<number, { memberNo: number; nickname: string }>> {
  if (memberNos.length === 0) return new Map();
  const rows = await nicknamesOf(db, { memberNos: [...new Set(memberNos)] });
  return new Map(rows.map((r) => [r.memberNo, { memberNo: r.memberNo, nickname: r.nickname ?? '' }]));
}

/** The ids among `fileIds` that are some member's licence or business registration. */
export async function memberDocumentIdsAmong(db: Db, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ license: members.licenseFileId, business: members.businessFileId })
    .from(members)
    .where(or(inArray(members.licenseFileId, [...fileIds]), inArray(members.businessFileId, [...fileIds])));
  const wanted = new Set(fileIds);
  return new Set(rows.flatMap((r) => [r.license, r.business]).filter((id): id is string => !!id && wanted.has(id)));
}

export async function findMemberByGoogleSub(db: Db, sub: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.googleSub, sub));
  return row;
}

/**
 * Replaces a member's password hash made with an older scheme (decision 0022), after a sign-in proved
 * the password. Only if it is still the hash that was checked: a password changed meanwhile stays.
 */
export async function upgradePasswordHash(db: Db, memberNo: number, checked: string, upgraded: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: upgraded })
    .where(and(eq(members.memberNo, memberNo), eq(members.passwordHash, checked)));
}

/**
 * Writes a member's new password hash (auth/passwords.ts: changed on my page, or reset by a link);
 * a withdrawn member's stays as it was (false).
 */
export async function setPasswordHash(db: Db | Tx, memberNo: number, passwordHash: string): Promise<boolean> {
  const [row] = await db
    .update(members)
    .set({ passwordHash })
    .where(and(eq(members.memberNo, memberNo), ne(members.approvalSe, ApprovalStatus.Withdrawn)))
    .returning({ memberNo: members.memberNo });
  return row !== undefined;
}

/** Links a Google account to a member once; a member already linked keeps its first account. */
export async function linkGoogleAccount(db: Db, memberNo: number, sub: string): Promise<void> {
  await db
    .update(members)
    .set({ googleSub: sub })
    .where(and(eq(members.memberNo, memberNo), isNull(members.googleSub)));
}

/**
 * The mileage the header shows (SPEC §3 user.memberMileage): the ledger's answer
 * (mileage/service.ts sessionMileageOf), which ranks above members, handed in by app.ts.
 */
export type SessionMileage = (db: Db, member: MemberRow) => Promise<number>;

export async function getSessionUser(db: Db, memberNo: number, sessionMileageOf: SessionMileage): Promise<SessionUser> {
  const row = await findMember(db, memberNo);
  if (!row || row.approvalSe === ApprovalStatus.Withdrawn) throw new AppError(ErrorCode.Unauthorized, 401);
  return toSessionUser(row, await sessionMileageOf(db, row));
}

interface NewMember {
  email: string;
  password: string;
  memberSe: MemberType;
  approvalSe: ApprovalStatus;
  role?: Role;
  firstName: string;
  lastName: string;
  nickname: string;
  isDemo?: boolean;
  /** Where settlements are paid and whose e-invoice they carry (the demo T-esigner has them). */
  bank?: string;
  depositor?: string;
  accountNumber?: string;
  businessNumber?: string;
  businessName?: string;
  representative?: string;
}

async function ensureMember(db: Db, m: NewMember): Promise<void> {
  if (await findMemberByEmail(db, m.email)) return;
  const { password, ...rest } = m;
  await db
    .insert(members)
    .values({ ...rest, email: m.email.toLowerCase(), passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}

/**
 * The operator's account. Without ADMIN_PASSWORD a random one is generated once and written to
 * DATA_DIR/admin-password.txt, so no default password ever exists.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password?: string }, dataDir: string): Promise<void> {
  let password = admin.password;
  if (!password) {
    if (await findMemberByEmail(db, admin.email)) return;
    password = crypto.randomBytes(12).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'admin-password.txt'), `${admin.email}\n${password}\n`, { mode: 0o600 });
  }
  await ensureMember(db, {
    email: admin.email,
    password,
    memberSe: MemberType.Client,
    approvalSe: ApprovalStatus.Approved,
    role: Role.Admin,
    firstName: 'Admin',
    lastName: '',
    nickname: 'admin',
  });
}

/** The demo members the README lists (DEMO=1): one approved member of each kind. */
export const demoMembers = [
  { email: 'client@demo.dcm', password: 'demo1234!', memberSe: MemberType.Client, firstName: 'Jiwoo', lastName: 'Kim', nickname: 'democlient' },
  { email: 'lab@demo.dcm', password: 'demo1234!', memberSe: MemberType.Lab, firstName: 'Minho', lastName: 'Lee', nickname: 'demolab' },
  {
    email: 'designer@demo.dcm',
    password: 'demo1234!',
    memberSe: MemberType.Designer,
    firstName: 'Seoyeon',
    lastName: 'Park',
    nickname: 'demodesign',
    bank: 'kb',
    depositor: '박서연',
    accountNumber: '110-234-567890',
    businessNumber: '2148612345',
    businessName: '서연 CAD 디자인',
    representative: '박서연',
  },
  { email: 'pending@demo.dcm', password: 'demo1234!', memberSe: MemberType.Client, firstName: 'Hana', lastName: 'Choi', nickname: 'demowait', approvalSe: ApprovalStatus.Pending },
] as const;

export async function seedDemoMembers(db: Db): Promise<void> {
  for (const m of demoMembers) {
    await ensureMember(db, { approvalSe: ApprovalStatus.Approved, ...m, isDemo: true });
  }
}
