// What the orders module tells quick (ARCHITECTURE §6: a module owns its tables): a file delivered
// as an order's CAD result is the order's, so quick's delivery check leaves it out, in quick's own
// statement.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderDeliveryFiles } from '../../db/schema/orders.ts';

/** The file in `fileId` (a column of the caller's statement) was delivered for no order. */
export const notDeliveredForOrder = (fileId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${orderDeliveryFiles} where ${orderDeliveryFiles.fileId} = ${fileId})`;
