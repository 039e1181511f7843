// What the requests module asks of quotations (ARCHITECTURE §6): whether a T-esigner quoted on a
// request, for who may see it (requests/access.ts), and the status of their own quotations on a page
// of requests (requests/list.ts).
import type { QuotationStatus } from '@dcm/shared';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { quotations } from '../../db/schema/quotations.ts';

/**
 * The same fact in SQL, for lists: the request in `requestId` has a quotation of `designerNo` (a
 * number, or a prepared statement's placeholder).
 */
export const quotedBy = (designerNo: number | Placeholder, requestId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${quotations} where ${quotations.requestId} = ${requestId} and ${quotations.designerNo} = ${designerNo})`;

/** Whether `designerNo` quoted on request `requestId` (a withdrawn quotation counts). */
export async function hasQuoted(db: Db, requestId: string, designerNo: number): Promise<boolean> {
  const [quoted] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.designerNo, designerNo)))
    .limit(1);
  return !!quoted;
}

/** A T-esigner's quotations on a page of requests: one statement whatever the page's size (db/prepared.ts). */
const quotationsOn = prepared('own_quotations_on_requests', (db, name) =>
  db
    .select({ requestId: quotations.requestId, status: quotations.status })
    .from(quotations)
    .where(and(eq(quotations.designerNo, sql.placeholder('designerNo')), sql`${quotations.requestId} = any(${sql.placeholder('requestIds')}::uuid[])`))
    .prepare(name),
);

/** The status of `designerNo`'s quotation on each of `requestIds` that has one. */
export async function quotationStatusesOf(db: Db, designerNo: number, requestIds: readonly string[]): Promise<Map<string, QuotationStatus>> {
  const rows = await quotationsOn(db, { designerNo, requestIds: [...requestIds] });
  return new Map(rows.map((r) => [r.requestId, r.status]));
}
