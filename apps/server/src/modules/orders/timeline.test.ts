import { ErrorCode, OrderAction, OrderEventKind, OrderStatus, OrderTimelineDetails, type OrderTimeline } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
let otherClient: Session;
let otherDesigner: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, otherDesigner, admin } = await o.orderCast(t));
});
afterAll(() => t.close());

const surcharge = { amount: 20_000, reason: 'The antagonist scan was re-taken: the bridge was designed twice.' };
const timelineOf = (who: Session, orderId: string) => o.callRoute(t, who, 'GET', `/api/v1/orders/${orderId}/timeline`);

async function readTimeline(who: Session, orderId: string): Promise<OrderTimeline> {
  const res = await timelineOf(who, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An order taken through the main flow: signed, accepted, referral received, delivered with a surcharge, the surcharge paid, receipt confirmed. */
async function completedWithSurcharge() {
  const made = await o.deliveredOrder(t, client, designer, { surcharge });
  await o.charge(t, client, surcharge.amount);
  const paid = await o.callRoute(t, client, 'POST', `/api/v1/orders/${made.orderId}/surcharges/${made.order.openSurcharge!.id}/pay`, undefined, { 'idempotency-key': o.newKey() });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await o.callRoute(t, client, 'POST', `/api/v1/orders/${made.orderId}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return made;
}

describe('the case timeline', () => {
  it('lists every move and event of the main flow in order, with who did each and what it showed', async () => {
    const { orderId } = await completedWithSurcharge();
    const contract = await o.readContract(t, client, orderId);
    const { events } = await readTimeline(client, orderId);

    expect(events.map((e) => [e.kind, e.actorRole, e.actor?.memberNo ?? null])).toEqual([
      [OrderAction.signAndPay, 'client', client.memberNo],
      [OrderAction.accept, 'designer', designer.memberNo],
      [OrderAction.receiveReferral, 'designer', designer.memberNo],
      [OrderAction.uploadCad, 'designer', designer.memberNo],
      [OrderEventKind.surchargeRequested, 'designer', designer.memberNo],
      [OrderEventKind.surchargePaid, 'client', client.memberNo],
      [OrderAction.confirmReceipt, 'client', client.memberNo],
    ]);
    const [signed, , received, uploaded, asked, paid, confirmed] = events;
    expect(signed).toMatchObject({
      fromStatus: OrderStatus.awaitingPayment,
      toStatus: OrderStatus.awaitingAcceptance,
      details: { amount: TOTAL, currency: 'KRW', hash: contract.hash, escrow: 'hold' },
    });
    expect(signed!.actor!.nickname).not.toBe('');
    expect(received!.details).toEqual({ fileNames: ['상악 스캔.stl'] });
    expect(uploaded!.details).toEqual({ version: 1, fileNames: ['crown 11.stl', 'bridge.stl'] });
    expect(asked!.details).toEqual({ amount: 20_000, currency: 'KRW', reason: surcharge.reason });
    expect(paid!.details).toEqual({ amount: 20_000, currency: 'KRW' });
    expect(confirmed).toMatchObject({ fromStatus: OrderStatus.cadUploaded, toStatus: OrderStatus.complete, details: { escrow: 'release' } });
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is read by the T-esigner and the admin as the client reads it', async () => {
    const { orderId } = await o.deliveredOrder(t, client, designer);
    const seen = await readTimeline(client, orderId);
    expect(await readTimeline(designer, orderId)).toEqual(seen);
    expect(await readTimeline(admin, orderId)).toEqual(seen);
  });

  it('is a 404 for strangers and a 401 signed out, whether or not the order exists', async () => {
    const { orderId } = await o.paidOrder(t, client, designer);
    expectError(await timelineOf(otherClient, orderId), 404, ErrorCode.NotFound);
    expectError(await timelineOf(otherDesigner, orderId), 404, ErrorCode.NotFound);
    expectError(await timelineOf(otherClient, crypto.randomUUID()), 404, ErrorCode.NotFound);
    expect((await o.callRoute(t, null, 'GET', `/api/v1/orders/${orderId}/timeline`)).statusCode).toBe(401);
  });

  it('shows the system as the actor of an agreed cancellation, with the reason asked and the escrow split', async () => {
    const { orderId } = await o.acceptedOrder(t, client, designer);
    const asked = await o.callRoute(t, client, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: 'The patient moved abroad.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const cid = asked.json().cancellation.latest.id as string;
    const approved = await o.callRoute(t, designer, 'POST', `/api/v1/orders/${orderId}/cancellations/${cid}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    const { events } = await readTimeline(designer, orderId);
    expect(events.slice(-3).map((e) => ({ kind: e.kind, actorRole: e.actorRole, actor: e.actor?.memberNo ?? null, details: e.details }))).toEqual([
      { kind: OrderEventKind.cancellationRequested, actorRole: 'client', actor: client.memberNo, details: { reason: 'The patient moved abroad.' } },
      { kind: OrderEventKind.cancellationApproved, actorRole: 'designer', actor: designer.memberNo, details: {} },
      { kind: OrderAction.cancelAgreed, actorRole: 'system', actor: null, details: { escrow: 'refundHalf', amount: TOTAL, currency: 'KRW' } },
    ]);
  });

  it('never shows what the events keep beyond the whitelist: no address, browser, ledger or record ids', async () => {
    const { orderId } = await completedWithSurcharge();
    const res = await timelineOf(admin, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const allowed = Object.keys(OrderTimelineDetails.shape);
    for (const event of res.json<OrderTimeline>().events) {
      for (const key of Object.keys(event.details)) expect(allowed, `${event.kind}: ${key}`).toContain(key);
    }
    const raw = (await o.eventsOf(t, orderId)).map((e) => e.details);
    expect(raw.some((d) => 'journalEntryIds' in d)).toBe(true);
    for (const hidden of ['journalEntryIds', 'surchargeId', 'deliveryId', 'fileIds', 'fileId', 'locale', 'orders-test-browser', '127.0.0.1']) {
      expect(res.body).not.toContain(hidden);
    }
  });
});
