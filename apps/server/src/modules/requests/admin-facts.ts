// What the requests module tells the admin console (issue 12): every request, whoever's, a page at a
// time. The admin reads one request through getRequest (access.ts lets the admin see them all).
import type { AdminRequestList, AdminRequestQuery, MemberRef } from '@dcm/shared';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';
import { memberCards, memberRefsOf } from '../members/index.ts';
import { likeLiteral, pageOfRequests } from './list.ts';

function adminFilter(query: AdminRequestQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.status) conditions.push(eq(requests.status, query.status));
  if (query.type) conditions.push(eq(requests.type, query.type));
  if (query.q) {
    const text = likeLiteral(query.q.toLowerCase());
    const byClient = sql`exists (select 1 from ${memberCards} where ${memberCards.memberNo} = ${requests.clientNo} and ${ilike(memberCards.nickname, `%${text}%`)})`;
    conditions.push(or(sql`${requests.id}::text like ${`${text}%`}`, byClient));
  }
  return and(...conditions);
}

/** One page of all requests matching the query, newest first, with the total for the pager. */
export async function listAdminRequests(db: Db, query: AdminRequestQuery): Promise<AdminRequestList> {
  const { rows, total } = await pageOfRequests(db, adminFilter(query), query);
  const refs = await memberRefsOf(
    db,
    rows.flatMap((r) => (r.designerNo === null ? [r.clientNo] : [r.clientNo, r.designerNo])),
  );
  const refOf = (memberNo: number): MemberRef => refs.get(memberNo) ?? { memberNo, nickname: '' };
  const items = rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    client: refOf(row.clientNo),
    designer: row.designerNo === null ? null : refOf(row.designerNo),
    createdAt: row.createdAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    quotationCount: row.quotationCount,
  }));
  return { items, page: query.page, size: query.size, total };
}
