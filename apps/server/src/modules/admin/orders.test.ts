// The admin console's requests and orders (issue 12): the operator lists and reads any of them, an
// order with the ledger entries that moved its money and its timeline; members are refused.
import {
  AccountKind,
  ErrorCode,
  JournalKind,
  MemberType,
  OrderStatus,
  QuotationStatus,
  RequestType,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminRequestDetail,
  type AdminRequestList,
} from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import * as o from '../orders/test-support.ts';
import { expectError, TOTAL } from '../orders/test-support.ts';
import { adminSession, freshMember, insertQuotation, sendRequest } from '../requests/test-support.ts';

let t: TestApp;
let client: Session & { nickname: string };
let designer: Session & { nickname: string };
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  client = await freshMember(t);
  designer = await freshMember(t, { memberSe: MemberType.Designer });
  admin = await adminSession(t);
});
afterAll(() => t.close());

const get = (who: Session, url: string) => o.callRoute(t, who, 'GET', url);

async function read<T>(url: string): Promise<T> {
  const res = await get(admin, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('the admin request list', () => {
  it('finds any client’s requests by nickname, filters them by type and pages them, newest first', async () => {
    const publicOne = await sendRequest(t, client);
    const designated = await sendRequest(t, client, { designerNo: designer.memberNo });
    const q = encodeURIComponent(client.nickname);

    const all = await read<AdminRequestList>(`/api/v1/admin/requests?q=${q}&size=100`);
    expect(all.items.map((r) => r.id)).toEqual(expect.arrayContaining([publicOne.id, designated.id]));
    expect(all.items.every((r) => r.client.memberNo === client.memberNo)).toBe(true);

    const onlyDesignated = await read<AdminRequestList>(`/api/v1/admin/requests?q=${q}&type=${RequestType.Designated}`);
    expect(onlyDesignated.items.map((r) => r.id)).toEqual([designated.id]);
    expect(onlyDesignated.items[0]).toMatchObject({ designer: { memberNo: designer.memberNo, nickname: designer.nickname }, quotationCount: 0 });

    const second = await read<AdminRequestList>(`/api/v1/admin/requests?q=${q}&size=1&page=2`);
    expect(second).toMatchObject({ page: 2, size: 1, total: all.total });
    expect(second.items.map((r) => r.id)).toEqual([all.items[1]!.id]);
  });

  it('finds a request by the start of its id and by its status', async () => {
    const request = await sendRequest(t, client);
    const found = await read<AdminRequestList>(`/api/v1/admin/requests?q=${request.id.slice(0, 13)}&status=${request.status}`);
    expect(found.items.map((r) => r.id)).toEqual([request.id]);
    const otherStatus = await read<AdminRequestList>(`/api/v1/admin/requests?q=${request.id.slice(0, 13)}&status=cancelled`);
    expect(otherStatus).toMatchObject({ items: [], total: 0 });
  });

  it('lets the admin read any request, and answers 404 for one that does not exist', async () => {
    const request = await sendRequest(t, client);
    expect(await read<AdminRequestDetail>(`/api/v1/admin/requests/${request.id}`)).toMatchObject({ id: request.id, client: { memberNo: client.memberNo }, quotations: [] });
    expectError(await get(admin, `/api/v1/admin/requests/${crypto.randomUUID()}`), 404, ErrorCode.NotFound);
  });

  it('lists every quotation on the request to the admin, oldest first, a withdrawn one too; a member gets 403', async () => {
    const request = await sendRequest(t, client);
    const lab = await freshMember(t, { memberSe: MemberType.Lab });
    const first = await insertQuotation(t, request.id, designer.memberNo);
    const second = await insertQuotation(t, request.id, lab.memberNo);
    const later = new Date(Date.now() + 60_000);
    await t.app.db.update(quotations).set({ status: QuotationStatus.Withdrawn, total: 125_000, createdAt: later }).where(eq(quotations.id, second));
    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, first));

    const detail = await read<AdminRequestDetail>(`/api/v1/admin/requests/${request.id}`);
    expect(detail.quotationCount).toBe(2);
    expect(detail.quotations).toEqual([
      {
        id: first,
        designer: { memberNo: designer.memberNo, nickname: designer.nickname },
        amount: 90_000,
        currency: 'KRW',
        deliveryAt: row!.deliveryAt.toISOString(),
        status: QuotationStatus.Submitted,
        createdAt: row!.createdAt.toISOString(),
      },
      expect.objectContaining({ id: second, designer: { memberNo: lab.memberNo, nickname: lab.nickname }, amount: 125_000, status: QuotationStatus.Withdrawn, createdAt: later.toISOString() }),
    ]);

    for (const member of [client, designer, lab]) expectError(await get(member, `/api/v1/admin/requests/${request.id}`), 403, ErrorCode.Forbidden);
  });
});

describe('the admin order list and detail', () => {
  it('filters orders by status and by a party’s nickname, and pages them', async () => {
    const unpaid = await o.selectedOrder(t, client, designer);
    const paid = await o.paidOrder(t, client, designer);
    const q = encodeURIComponent(designer.nickname);

    const awaiting = await read<AdminOrderList>(`/api/v1/admin/orders?q=${q}&status=${OrderStatus.awaitingPayment}&size=100`);
    expect(awaiting.items.map((i) => i.id)).toContain(unpaid.orderId);
    expect(awaiting.items.map((i) => i.id)).not.toContain(paid.orderId);
    expect(awaiting.items.find((i) => i.id === unpaid.orderId)).toMatchObject({
      client: { memberNo: client.memberNo },
      designer: { memberNo: designer.memberNo },
      amount: TOTAL,
      currency: 'KRW',
    });

    const all = await read<AdminOrderList>(`/api/v1/admin/orders?q=${q}&size=100`);
    expect(all.items[0]!.id).toBe(paid.orderId);
    const byId = await read<AdminOrderList>(`/api/v1/admin/orders?q=${paid.orderId.slice(0, 8)}`);
    expect(byId.items.map((i) => i.id)).toContain(paid.orderId);
    const page2 = await read<AdminOrderList>(`/api/v1/admin/orders?q=${q}&size=1&page=2`);
    expect(page2).toMatchObject({ page: 2, size: 1, total: all.total });
    expect(page2.items.map((i) => i.id)).toEqual([all.items[1]!.id]);
  });

  it('shows a completed order with its escrow hold and release, each entry summing to zero, and its timeline', async () => {
    const { orderId } = await o.deliveredOrder(t, client, designer);
    const confirmed = await o.callRoute(t, client, 'POST', `/api/v1/orders/${orderId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const detail = await read<AdminOrderDetail>(`/api/v1/admin/orders/${orderId}`);
    expect(detail.order).toMatchObject({ id: orderId, status: OrderStatus.complete, viewerRole: 'admin', actions: [] });
    expect(detail.ledger.map((e) => e.kind)).toEqual([JournalKind.hold, JournalKind.release]);
    for (const entry of detail.ledger) expect(entry.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    const [hold, release] = detail.ledger;
    expect(hold!.postings).toEqual(
      expect.arrayContaining([
        { accountKind: AccountKind.clientMileage, member: { memberNo: client.memberNo, nickname: client.nickname }, amount: -TOTAL, currency: 'KRW' },
        { accountKind: AccountKind.escrow, member: null, amount: TOTAL, currency: 'KRW' },
      ]),
    );
    expect(release!.postings).toEqual(expect.arrayContaining([expect.objectContaining({ accountKind: AccountKind.escrow, amount: -TOTAL })]));
    expect(detail.timeline.length).toBeGreaterThan(0);
    expect(detail.timeline.at(-1)).toMatchObject({ toStatus: OrderStatus.complete, actorRole: 'client' });
    expect(detail.timeline.map((e) => e.id)).toEqual((await o.eventsOf(t, orderId)).map((e) => e.id));
  });

  it('answers 404 for an order that does not exist', async () => {
    expectError(await get(admin, `/api/v1/admin/orders/${crypto.randomUUID()}`), 404, ErrorCode.NotFound);
  });

  it('refuses a member, even a party to the order, with 403', async () => {
    const { orderId, requestId } = await o.selectedOrder(t, client, designer);
    for (const url of ['/api/v1/admin/requests', `/api/v1/admin/requests/${requestId}`, '/api/v1/admin/orders', `/api/v1/admin/orders/${orderId}`]) {
      expectError(await get(client, url), 403, ErrorCode.Forbidden);
    }
  });
});
