// The request list (/request list view) and the summaries every answer about a request starts from.
// Whatever the page size, a page costs one query for its rows, one for the total, one for the
// viewer's own quotations and one for the members' nicknames (issue 5: no query per row).
import { OPEN_STATUSES, type MemberRef, type QuotationStatus, type RequestList, type RequestListQuery, type RequestSummary } from '@dcm/shared';
import { and, count, desc, eq, gt, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotations, requests } from '../../db/schema/index.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { memberRefsOf } from '../members/service.ts';
import { isDesigner, listableBy, viewerOf, type Viewer } from './access.ts';
import type { RequestRow } from './transitions.ts';

/** `text` as a literal inside an ILIKE pattern: its `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilter(viewer: Viewer, query: RequestListQuery, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listableBy(viewer, query.scope)];
  if (query.status) conditions.push(eq(requests.status, query.status));
  if (query.dueWithinHours) {
    conditions.push(
      inArray(requests.status, [...OPEN_STATUSES]),
      gt(requests.quoteExpiresAt, now),
      lte(requests.quoteExpiresAt, new Date(now.getTime() + query.dueWithinHours * 3600_000)),
    );
  }
  if (query.q) conditions.push(ilike(requests.searchText, `%${likeLiteral(query.q.toLowerCase())}%`));
  return and(...conditions);
}

/** One page of the requests matching `where`, newest first, and how many match in all (two queries). */
export async function pageOfRequests(db: Db, where: SQL | undefined, page: { page: number; size: number }): Promise<{ rows: RequestRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One page of the requests `viewer` may list, newest first, with the total for the pager. */
export async function listRequests(db: Db, member: TokenMember, query: RequestListQuery, now = new Date()): Promise<RequestList> {
  const viewer = await viewerOf(db, member);
  const { rows, total } = await pageOfRequests(db, listFilter(viewer, query, now), query);
  return { items: await toSummaries(db, viewer, rows), page: query.page, size: query.size, total };
}

/** The status of `viewer`'s own quotation on each of `requestIds` that has one (T-esigners only). */
async function ownQuotations(db: Db, viewer: Viewer, requestIds: readonly string[]): Promise<Map<string, QuotationStatus>> {
  if (!isDesigner(viewer) || requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: quotations.requestId, status: quotations.status })
    .from(quotations)
    .where(and(eq(quotations.designerNo, viewer.memberNo), inArray(quotations.requestId, [...requestIds])));
  return new Map(rows.map((r) => [r.requestId, r.status]));
}

/** The summaries of `rows` as `viewer` sees them, in the same order. */
export async function toSummaries(db: Db, viewer: Viewer, rows: readonly RequestRow[]): Promise<RequestSummary[]> {
  const [refs, mine] = await Promise.all([
    memberRefsOf(
      db,
      rows.flatMap((r) => (r.designerNo === null ? [r.clientNo] : [r.clientNo, r.designerNo])),
    ),
    ownQuotations(
      db,
      viewer,
      rows.map((r) => r.id),
    ),
  ]);
  const refOf = (memberNo: number): MemberRef => refs.get(memberNo) ?? { memberNo, nickname: '' };
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    client: refOf(row.clientNo),
    designer: row.designerNo === null ? null : refOf(row.designerNo),
    quoteExpiresAt: row.quoteExpiresAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    notes: row.notes,
    referralCount: row.referralCount,
    units: row.units,
    quotationCount: row.quotationCount,
    myQuotation: mine.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
