import { ErrorCode, JournalKind, MemberType, OrderStatus, type MileageHistory, type OrderList } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completeReferral, freshMember } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL } from './test-support.ts';

let t: TestApp;
let client: Session & { nickname: string };
let designer: Session & { nickname: string };
let otherClient: Session;
let admin: Session;
/** The client's orders with the designer, oldest first: unpaid, paid, accepted; and another client's unpaid order with the designer. */
let unpaid: string;
let paid: string;
let accepted: string;
let othersOrder: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, admin } = await o.orderCast(t));
  unpaid = (await o.selectedOrder(t, client, designer)).orderId;
  paid = (await o.paidOrder(t, client, designer)).orderId;
  accepted = (await o.acceptedOrder(t, client, designer)).orderId;
  othersOrder = (await o.selectedOrder(t, otherClient, designer)).orderId;
});
afterAll(() => t.close());

async function listAs(who: Session, query = ''): Promise<OrderList> {
  const res = await o.callRoute(t, who, 'GET', `/api/v1/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const zeroCounts = Object.fromEntries(Object.values(OrderStatus).map((s) => [s, 0]));

describe('the member’s order list', () => {
  it('shows a client their own orders only, newest first, as the client, with the parties, the units and the first item’s type', async () => {
    const list = await listAs(client);
    expect(list).toMatchObject({ page: 1, size: 10, total: 3 });
    expect(list.items.map((i) => i.id)).toEqual([accepted, paid, unpaid]);
    expect(list.items[2]).toMatchObject({
      status: OrderStatus.awaitingPayment,
      viewerRole: 'client',
      client: { memberNo: client.memberNo, nickname: client.nickname },
      designer: { memberNo: designer.memberNo, nickname: designer.nickname },
      amount: TOTAL,
      currency: 'KRW',
      units: 3,
      firstType: 'zirconia_crown',
      referralNumbers: ['2024-001'],
      paidAt: null,
    });
    expect(list.items[1]!.paidAt).not.toBeNull();
  });

  it('shows a T-esigner the orders they were chosen for, from every client, as the T-esigner', async () => {
    const list = await listAs(designer);
    expect(list.total).toBe(4);
    expect(list.items.map((i) => i.id)).toEqual([othersOrder, accepted, paid, unpaid]);
    expect(list.items.every((i) => i.viewerRole === 'designer')).toBe(true);
  });

  it('names each order by its referrals’ numbers, in the order the client picked them, to the client and the T-esigner alike', async () => {
    const someClient = await freshMember(t);
    const someDesigner = await freshMember(t, { memberSe: MemberType.Designer });
    const second = await completeReferral(t, someClient, { referralNumber: '2027-0412' });
    const first = await completeReferral(t, someClient, { referralNumber: '31/7' });
    const { orderId } = await o.selectedOrder(t, someClient, someDesigner, { referrals: [first, second] });
    for (const who of [someClient, someDesigner]) {
      expect((await listAs(who)).items.map((i) => [i.id, i.referralNumbers])).toEqual([[orderId, ['31/7', '2027-0412']]]);
    }
  });

  it('names the case of an order’s payment in the client’s mileage history, and of nothing else', async () => {
    const someClient = await freshMember(t);
    const someDesigner = await freshMember(t, { memberSe: MemberType.Designer });
    const referral = await completeReferral(t, someClient, { referralNumber: '2027-0501' });
    await o.paidOrder(t, someClient, someDesigner, { referrals: [referral] });
    const res = await o.callRoute(t, someClient, 'GET', '/api/v1/mileage/history');
    expect(res.statusCode, res.body).toBe(200);
    const history: MileageHistory = res.json();
    expect(history.items.map((i) => [i.kind, i.referralNumbers])).toEqual([
      [JournalKind.hold, ['2027-0501']],
      [JournalKind.charge, []],
    ]);
  });

  it('shows another member none of them, every count at zero', async () => {
    const stranger = await freshMember(t, { memberSe: MemberType.Designer });
    expect(await listAs(stranger)).toEqual({ items: [], page: 1, size: 10, total: 0, counts: zeroCounts });
    expect((await listAs(otherClient)).items.map((i) => i.id)).toEqual([othersOrder]);
  });

  it('filters by status while the counts stay those of all the viewer’s orders', async () => {
    const list = await listAs(client, `?status=${OrderStatus.awaitingAcceptance}`);
    expect(list.items.map((i) => i.id)).toEqual([paid]);
    expect(list.total).toBe(1);
    expect(list.counts).toEqual({ ...zeroCounts, awaitingPayment: 1, awaitingAcceptance: 1, accepted: 1 });
    expect(await listAs(client, `?status=${OrderStatus.complete}`)).toMatchObject({ items: [], total: 0 });
  });

  it('pages the list, each page with the total of all pages', async () => {
    const first = await listAs(designer, '?page=1&size=3');
    const second = await listAs(designer, '?page=2&size=3');
    expect(first).toMatchObject({ page: 1, size: 3, total: 4 });
    expect(second).toMatchObject({ page: 2, size: 3, total: 4 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual([othersOrder, accepted, paid, unpaid]);
    expect(await listAs(designer, '?page=3&size=3')).toMatchObject({ items: [], total: 4 });
  });

  it('says it is the viewer’s turn when a step is theirs: the client signs an unpaid order, the T-esigner answers a paid one and receives an accepted one', async () => {
    const turns = (list: OrderList) => Object.fromEntries(list.items.map((i) => [i.id, i.yourTurn]));
    // The client may still cancel a paid order, but it waits for the T-esigner.
    expect(turns(await listAs(client))).toEqual({ [unpaid]: true, [paid]: false, [accepted]: false });
    expect(turns(await listAs(designer))).toEqual({ [othersOrder]: false, [unpaid]: false, [paid]: true, [accepted]: true });
  });

  it('says it is the client’s turn to answer the T-esigner’s cancellation request, not while they wait on their own', async () => {
    const someClient = await freshMember(t);
    const someDesigner = await freshMember(t, { memberSe: MemberType.Designer });
    const askedByDesigner = (await o.acceptedOrder(t, someClient, someDesigner)).orderId;
    const askedByClient = (await o.acceptedOrder(t, someClient, someDesigner)).orderId;
    const turns = async () => Object.fromEntries((await listAs(someClient)).items.map((i) => [i.id, i.yourTurn]));
    expect(await turns()).toEqual({ [askedByDesigner]: false, [askedByClient]: false });

    for (const [who, orderId] of [[someDesigner, askedByDesigner], [someClient, askedByClient]] as const) {
      const asked = await o.callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: '사정이 생겨 취소를 요청합니다' });
      expect(asked.statusCode, asked.body).toBe(201);
    }
    expect(await turns()).toEqual({ [askedByDesigner]: true, [askedByClient]: false });
  });

  it('is refused to the admin (403) and to a signed-out caller (401)', async () => {
    expectError(await o.callRoute(t, admin, 'GET', '/api/v1/orders'), 403, ErrorCode.Forbidden);
    expectError(await o.callRoute(t, null, 'GET', '/api/v1/orders'), 401, ErrorCode.Unauthorized);
  });

  it('refuses a page size over 50', async () => {
    const res = await o.callRoute(t, client, 'GET', '/api/v1/orders?size=51');
    expect(res.statusCode, res.body).toBe(400);
  });
});
