// What the orders module tells the admin console (issue 12): every order, whoever's, a page at a
// time. The admin reads one order through getOrder and getOrderTimeline (the admin is a viewer).
import type { AdminOrderList, AdminOrderQuery, Currency, MemberRef } from '@dcm/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { memberCards, memberRefsOf } from '../members/index.ts';
import { likeLiteral } from '../requests/index.ts';

function adminFilter(query: AdminOrderQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.q) {
    const text = likeLiteral(query.q.toLowerCase());
    const byParty = sql`exists (select 1 from ${memberCards} where ${memberCards.memberNo} in (${orders.clientNo}, ${orders.designerNo}) and ${ilike(memberCards.nickname, `%${text}%`)})`;
    conditions.push(or(sql`${orders.id}::text like ${`${text}%`}`, byParty));
  }
  return and(...conditions);
}

/** One page of all orders matching the query, newest first, with the total for the pager. */
export async function listAdminOrders(db: Db, query: AdminOrderQuery): Promise<AdminOrderList> {
  const where = adminFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const refs = await memberRefsOf(
    db,
    rows.flatMap((r) => [r.clientNo, r.designerNo]),
  );
  const refOf = (memberNo: number): MemberRef => refs.get(memberNo) ?? { memberNo, nickname: '' };
  const items = rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    status: row.status,
    client: refOf(row.clientNo),
    designer: refOf(row.designerNo),
    amount: row.amount,
    currency: row.currency as Currency,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, page: query.page, size: query.size, total: counted?.n ?? 0 };
}
