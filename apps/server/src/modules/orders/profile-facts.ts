// What the orders module tells a profile's figures (profiles/stats.ts, handed in by app.ts): the
// orders a T-esigner completed, as SQL beside the member's row, so the search sorts on it in one statement.
import { OrderStatus } from '@dcm/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';

/** How many orders `designerNo` (a column of the caller's row, never an orders one) completed as the T-esigner. */
export const completedOrdersSql = (designerNo: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.designerNo} = ${designerNo} and ${orders.status} = ${OrderStatus.complete})`;
