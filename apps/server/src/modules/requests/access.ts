// Who may see a request, decided here and only here (issue 5 "Rules to hold"): the client who sent
// it; a T-esigner, for a public request still open for quotations or one they quoted on or were
// chosen for, and for a designated request only when it is addressed to them; the admin. Each side
// of a block is hidden from the other. Everyone else is told the request does not exist (404).
import { ApprovalStatus, ErrorCode, memberKind, QUOTABLE_STATUSES, RequestScope, RequestStatus, RequestType, Role } from '@dcm/shared';
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requests } from '../../db/schema/requests.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedBetween, findMember, type MemberRow, notBlockedWith } from '../members/index.ts';
import { hasDesignerProfile } from '../profiles/index.ts';
import { hasQuoted, quotedBy } from '../quotations/index.ts';
import type { RequestRow } from './transitions.ts';

export interface Viewer {
  memberNo: number;
  role: string;
  /** 'client', 'lab' or 'designer' (memberKind of the member's memberSe). */
  kind: 'client' | 'lab' | 'designer' | 'admin';
  approved: boolean;
  /** A dental lab that added a T-esigner profile (SPEC §6): it works on requests as a T-esigner too. */
  designs: boolean;
}

export async function viewerOf(db: Db, member: { memberNo: number; role: string }): Promise<Viewer> {
  if (member.role === Role.Admin) return { memberNo: member.memberNo, role: member.role, kind: 'admin', approved: true, designs: false };
  const row: MemberRow | undefined = await findMember(db, member.memberNo);
  if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
  const kind = memberKind(row.memberSe);
  // Looked up once per call here, so the rules below read it for every row at no cost.
  const designs = kind === 'lab' && (await hasDesignerProfile(db, row.memberNo));
  return { memberNo: row.memberNo, role: member.role, kind, approved: row.approvalSe === ApprovalStatus.Approved, designs };
}

/**
 * Whether the viewer works on requests as a T-esigner: a T-esigner, or a dental lab that added a
 * T-esigner profile (SPEC §6: without one, a lab has no CAD transactions or designated requests).
 */
export const isDesigner = (viewer: Viewer): boolean => viewer.kind === 'designer' || (viewer.kind === 'lab' && viewer.designs);

/** Whether a member may be addressed or chosen as a T-esigner, by their kind and their saved profile. */
export async function worksAsDesigner(db: Db, member: MemberRow): Promise<boolean> {
  const kind = memberKind(member.memberSe);
  return kind === 'designer' || (kind === 'lab' && (await hasDesignerProfile(db, member.memberNo)));
}

/**
 * The requests a list of `scope` shows `viewer`, in SQL (undefined: all of them). Always a part of
 * what canSeeRequest lets them open: a client's own requests (a client never lists others'); for a
 * T-esigner, "all" is what they may act on now (public requests open for quotations, designated ones
 * waiting for them), "mine" those addressed to or chosen for them, "quoted" those they quoted on.
 * `memberNo` is where the SQL takes the viewer's number: the number, or a prepared statement's
 * placeholder (the SQL's shape then depends only on the viewer's kind, approval and scope).
 */
export function listableBy(viewer: Viewer, scope: RequestScope, memberNo: number | Placeholder = viewer.memberNo): SQL | undefined {
  if (viewer.kind === 'admin') return undefined;
  const own = scope === RequestScope.Quoted ? sql`false` : eq(requests.clientNo, memberNo);
  if (!isDesigner(viewer)) return own;
  if (!viewer.approved) return viewer.kind === 'lab' ? own : sql`false`;
  const scoped =
    scope === RequestScope.Quoted
      ? and(eq(requests.type, RequestType.Public), quotedBy(memberNo, requests.id))
      : scope === RequestScope.Mine
        ? eq(requests.designerNo, memberNo)
        : or(
            and(eq(requests.type, RequestType.Public), inArray(requests.status, [...QUOTABLE_STATUSES])),
            and(eq(requests.type, RequestType.Designated), eq(requests.designerNo, memberNo), eq(requests.status, RequestStatus.WaitingForRequest)),
          );
  const asDesigner = and(scoped, notBlockedWith(memberNo, requests.clientNo));
  // A lab that designs still sends requests of its own: both sides are its.
  return viewer.kind === 'lab' ? or(own, asDesigner) : asDesigner;
}

export async function canSeeRequest(db: Db, viewer: Viewer, request: RequestRow): Promise<boolean> {
  if (viewer.kind === 'admin') return true;
  if (request.clientNo === viewer.memberNo) return true;
  if (!isDesigner(viewer) || !viewer.approved) return false;
  if (await blockedBetween(db, viewer.memberNo, request.clientNo)) return false;
  if (request.designerNo === viewer.memberNo) return true;
  if (request.type !== RequestType.Public) return false;
  if (QUOTABLE_STATUSES.includes(request.status)) return true;
  return hasQuoted(db, request.id, viewer.memberNo);
}

/** Every request page reads its row first: built once (db/prepared.ts, decision 0035). */
const requestById = prepared('request_by_id', (db, name) => db.select().from(requests).where(eq(requests.id, sql.placeholder('id'))).prepare(name));

/** The request `viewer` may see, or 404 (never 403: whether it exists is not told). */
export async function findVisibleRequest(db: Db, viewer: Viewer, id: string): Promise<RequestRow> {
  const [row] = await requestById(db, { id });
  if (!row || !(await canSeeRequest(db, viewer, row))) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}
