// What the members module tells the main page's figures and the content module: how many members
// are approved (main-stats.ts) and who they are (a published notice is told to each). Reading only.
import { ApprovalStatus, Role } from '@dcm/shared';
import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberReports, members } from '../../db/schema/members.ts';

const approvedMember = and(eq(members.approvalSe, ApprovalStatus.Approved), eq(members.role, Role.Member));

/** Approved members, the admin not counted. */
export async function countApprovedMembers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(approvedMember);
  return Number(row?.n ?? 0);
}

/** Up to `limit` approved members' numbers after `afterNo`, in order: page through them all by the last one answered. */
export async function approvedMemberNos(db: Db, afterNo: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(and(approvedMember, gt(members.memberNo, afterNo)))
    .orderBy(asc(members.memberNo))
    .limit(limit);
  return rows.map((r) => r.memberNo);
}

// ---- For the admin dashboard (issue 12, admin/dashboard.ts) ----

/** Members (the admin not counted) who joined at or after `since`. */
export async function countJoinsSince(db: Db, since: Date): Promise<number> {
  return db.$count(members, and(eq(members.role, Role.Member), gte(members.createdAt, since)));
}

/** Members waiting for the admin's approval decision. */
export async function countPendingApprovals(db: Db): Promise<number> {
  return db.$count(members, and(eq(members.role, Role.Member), eq(members.approvalSe, ApprovalStatus.Pending)));
}

/** Reports of members nobody has dealt with yet. */
export async function countOpenReports(db: Db): Promise<number> {
  return db.$count(memberReports, eq(memberReports.status, 'open'));
}
