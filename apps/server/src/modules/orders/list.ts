// The member's transactions (/payment, slice 3): the orders they are the client or the T-esigner of,
// one line each, with whether they are the one the order waits for. Reads only, in a fixed number
// of queries per page whatever its size: the counts, the page (each order's referral numbers beside
// it, what names the case, issue 26), then the page's quotation items, open cancellations and
// parties each in one query.
import {
  CancellationAction,
  CancellationStatus,
  ErrorCode,
  OrderAction,
  orderActionsFor,
  OrderStatus,
  type Currency,
  type OrderList,
  type OrderListQuery,
  type OrderSummary,
  type QuotationItem,
} from '@dcm/shared';
import { and, count, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCancellations, orders } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberRefsOf } from '../members/index.ts';
import { quotationItemsOf } from '../quotations/index.ts';
import { caseNameOf, referralCasesSql } from '../referrals/index.ts';
import { requestReferralIdsSql, viewerOf } from '../requests/index.ts';
import { cancellationActionsFor, type CancellationRow } from './cancellation-state.ts';
import type { OrderRow, PartyRole } from './service.ts';

/**
 * Order actions that only back out of a step (withdrawing before the T-esigner answers, taking back
 * a rework request) or correct one on the side (replacing a delivery the client has not answered):
 * offered while the order waits for the other side, so they do not make it the viewer's turn, as
 * asking a cancellation does not.
 */
const BACKING_OUT: readonly OrderAction[] = [OrderAction.cancel, OrderAction.withdrawRework, OrderAction.replaceCad];

/** Cancellation actions that answer the other side's request: the viewer is the one it waits for. */
const ANSWERS: readonly CancellationAction[] = [CancellationAction.approve, CancellationAction.reject];

/** Whether the order waits for `role`: a step of the machine is theirs, or the other side's cancellation request. */
function isTurnOf(order: OrderRow, role: PartyRole, open: CancellationRow | undefined): boolean {
  if (orderActionsFor(order.status, role).some((a) => !BACKING_OUT.includes(a))) return true;
  return cancellationActionsFor(order.status, role, open).some((a) => ANSWERS.includes(a));
}

/** A listed order: its row and, in the same statement, the cases of its request's referrals. */
const listColumns = { ...getTableColumns(orders), cases: referralCasesSql(requestReferralIdsSql(orders.requestId)) };

/** The quotation items of each of `orderRows`, by order id, in one query. */
async function itemsOf(db: Db, orderRows: readonly OrderRow[]): Promise<Map<string, readonly QuotationItem[]>> {
  const byQuotation = await quotationItemsOf(db, orderRows.flatMap((o) => (o.quotationId ? [o.quotationId] : [])));
  return new Map(orderRows.map((o) => [o.id, (o.quotationId ? byQuotation.get(o.quotationId) : undefined) ?? []]));
}

/** The open cancellation request of each of the orders that have one, by order id, in one query. */
async function openCancellationsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, CancellationRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderCancellations)
    .where(and(inArray(orderCancellations.orderId, [...orderIds]), eq(orderCancellations.status, CancellationStatus.requested)));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/**
 * The viewer's orders as client or T-esigner, newest first, `query.status` only when given, one
 * page of them; `counts` is per status over all of them, for the filter tabs, and gives the total.
 * The admin has no transactions of their own here (403); they read orders one by one.
 */
export async function listOrders(db: Db, member: TokenMember, query: OrderListQuery): Promise<OrderList> {
  const viewer = await viewerOf(db, member);
  if (viewer.kind === 'admin') throw new AppError(ErrorCode.Forbidden, 403);
  const own = or(eq(orders.clientNo, viewer.memberNo), eq(orders.designerNo, viewer.memberNo));

  const counted = await db.select({ status: orders.status, n: count() }).from(orders).where(own).groupBy(orders.status);
  const counts: Record<string, number> = Object.fromEntries(Object.values(OrderStatus).map((s) => [s, 0]));
  for (const row of counted) counts[row.status] = row.n;
  const total = query.status ? (counts[query.status] ?? 0) : counted.reduce((sum, row) => sum + row.n, 0);

  const page = await db
    .select(listColumns)
    .from(orders)
    .where(and(own, query.status ? eq(orders.status, query.status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);

  const items = await itemsOf(db, page);
  const open = await openCancellationsOf(db, page.map((o) => o.id));
  const refs = await memberRefsOf(db, page.flatMap((o) => [o.clientNo, o.designerNo]));
  const refOf = (memberNo: number) => refs.get(memberNo) ?? { memberNo, nickname: '' };

  return {
    items: page.map((order): OrderSummary => {
      const role: PartyRole = order.clientNo === viewer.memberNo ? 'client' : 'designer';
      const orderItems = items.get(order.id) ?? [];
      return {
        id: order.id,
        requestId: order.requestId,
        referralNumbers: caseNameOf(order.cases).referralNumbers,
        status: order.status,
        client: refOf(order.clientNo),
        designer: refOf(order.designerNo),
        amount: order.amount,
        currency: order.currency as Currency,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        viewerRole: role,
        units: orderItems.reduce((sum, item) => sum + item.count, 0),
        firstType: orderItems[0]?.type ?? null,
        yourTurn: isTurnOf(order, role, open.get(order.id)),
      };
    }),
    page: query.page,
    size: query.size,
    total,
    counts,
  };
}
