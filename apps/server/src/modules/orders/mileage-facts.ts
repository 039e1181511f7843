// What the orders module tells the mileage history (mileage/history.ts, handed in by app.ts): the
// case each order is, by its referral numbers, so a payment or a release reads "의뢰서 번호 2026-031"
// rather than a bare kind (issue 26). Mileage ranks below orders and never imports it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { caseNameOf, referralCasesSql } from '../referrals/index.ts';
import { requestReferralIdsSql } from '../requests/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The referral numbers of each of `ids` that is an order, by order id, in one query; other ids are left out. */
export async function referralNumbersOfOrders(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const orderIds = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, cases: referralCasesSql(requestReferralIdsSql(orders.requestId)) })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, caseNameOf(row.cases).referralNumbers]));
}
