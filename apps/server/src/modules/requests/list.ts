// The request list (/request list view) and the summaries every answer about a request starts from.
// Whatever the page size, a page costs one query for its rows (their referral numbers and teeth
// beside them), one for the total, one for the viewer's own quotations and one for the members'
// nicknames (issue 5: no query per row).
import { OPEN_STATUSES, type MemberRef, type QuotationStatus, type RequestList, type RequestListQuery, type RequestSummary } from '@dcm/shared';
import { and, count, desc, eq, getTableColumns, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requests } from '../../db/schema/requests.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { memberRefsOf } from '../members/index.ts';
import { quotationStatusesOf } from '../quotations/index.ts';
import { caseNameOf, referralCasesSql, type ReferralCase } from '../referrals/index.ts';
import { isDesigner, listableBy, viewerOf, type Viewer } from './access.ts';
import { requestReferralIdsSql, type RequestRow } from './transitions.ts';

/** `text` as a literal inside an ILIKE pattern: its `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where a list's statement takes its values: the same statement serves every call of its shape. */
const given = {
  memberNo: sql.placeholder('memberNo'),
  status: sql.placeholder('status'),
  now: sql.placeholder('now'),
  dueBy: sql.placeholder('dueBy'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** The list's filter with placeholders for its values: its SQL depends only on `shapeOf`. */
function listFilter(viewer: Viewer, query: RequestListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listableBy(viewer, query.scope, given.memberNo)];
  if (query.status) conditions.push(eq(requests.status, given.status));
  if (query.dueWithinHours) conditions.push(inArray(requests.status, [...OPEN_STATUSES]), gt(requests.quoteExpiresAt, given.now), lte(requests.quoteExpiresAt, given.dueBy));
  if (query.q) conditions.push(ilike(requests.searchText, given.pattern));
  return and(...conditions);
}

/** What decides the list's SQL: who asks (listableBy's branches) and which filters are on. */
const shapeOf = (viewer: Viewer, query: RequestListQuery): string =>
  [viewer.kind, viewer.approved, viewer.designs, query.scope, Boolean(query.status), Boolean(query.dueWithinHours), Boolean(query.q)].join(' ');

/** The values of a list's statement. */
const valuesOf = (viewer: Viewer, query: RequestListQuery, now: Date) => ({
  memberNo: viewer.memberNo,
  ...(query.status ? { status: query.status } : {}),
  ...(query.dueWithinHours ? { now, dueBy: new Date(now.getTime() + query.dueWithinHours * 3600_000) } : {}),
  ...(query.q ? { pattern: `%${likeLiteral(query.q.toLowerCase())}%` } : {}),
});

/** A request's row with what its referrals say of its case, as the list and the request page read it. */
type CaseRow = RequestRow & { cases: ReferralCase[] };

/** A listed request: its row and, in the same statement, what its referrals name it by. */
const listColumns = { ...getTableColumns(requests), cases: referralCasesSql(requestReferralIdsSql(requests.id)) };

type ListStatements = { page: (db: Db, values: Record<string, unknown>) => Promise<CaseRow[]>; count: (db: Db, values: Record<string, unknown>) => Promise<Array<{ n: number }>> };
/** Every T-esigner's board sends these: built once per shape (db/prepared.ts, decision 0035). */
const statementsByShape = new Map<string, ListStatements>();

function listStatements(viewer: Viewer, query: RequestListQuery): ListStatements {
  const shape = shapeOf(viewer, query);
  let statements = statementsByShape.get(shape);
  if (!statements) {
    const where = listFilter(viewer, query);
    const n = statementsByShape.size;
    statements = {
      page: prepared(`request_list_${n}`, (db, name) =>
        db.select(listColumns).from(requests).where(where).orderBy(desc(requests.createdAt), desc(requests.id)).limit(given.limit).offset(given.offset).prepare(name),
      ),
      count: prepared(`request_list_count_${n}`, (db, name) => db.select({ n: count() }).from(requests).where(where).prepare(name)),
    };
    statementsByShape.set(shape, statements);
  }
  return statements;
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
  const { page, count: total } = listStatements(viewer, query);
  const values = valuesOf(viewer, query, now);
  const [rows, [counted]] = await Promise.all([page(db, { ...values, limit: query.size, offset: (query.page - 1) * query.size }), total(db, values)]);
  return { items: await toSummaries(db, viewer, rows), page: query.page, size: query.size, total: counted?.n ?? 0 };
}

/** The status of `viewer`'s own quotation on each of `requestIds` that has one (T-esigners only). */
async function ownQuotations(db: Db, viewer: Viewer, requestIds: readonly string[]): Promise<Map<string, QuotationStatus>> {
  if (!isDesigner(viewer) || requestIds.length === 0) return new Map();
  return quotationStatusesOf(db, viewer.memberNo, requestIds);
}

/** The summaries of `rows` as `viewer` sees them, in the same order. */
export async function toSummaries(db: Db, viewer: Viewer, rows: readonly CaseRow[]): Promise<RequestSummary[]> {
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
    ...caseNameOf(row.cases),
    units: row.units,
    quotationCount: row.quotationCount,
    myQuotation: mine.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
