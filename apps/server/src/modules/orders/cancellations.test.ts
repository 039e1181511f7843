import crypto from 'node:crypto';
import {
  CancellationAction,
  CancellationStatus,
  ErrorCode,
  JournalKind,
  OrderAction,
  OrderEventKind,
  OrderStatus,
  ReferralStatus,
  RequestStatus,
  type OrderDetail,
} from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { ledgerInvariants } from '../mileage/test-support.ts';
import { referralStatus } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL, type Method } from './test-support.ts';

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

const call = (who: Session | null, method: Method, url: string, payload?: object) => o.callRoute(t, who, method, url, payload);
const readOrder = (who: Session, orderId: string) => o.readOrder(t, who, orderId);
const mileage = (who: Session) => o.mileage(t, who);
const escrowOf = (orderId: string) => o.escrowOf(t, orderId);
const eventsOf = (orderId: string) => o.eventsOf(t, orderId);
const accepted = (options: o.OrderOptions = {}) => o.acceptedOrder(t, client, designer, options);

const ask = (who: Session, orderId: string, reason = 'The patient moved away') => call(who, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason });
const answer = (who: Session, orderId: string, cid: string, verb: 'approve' | 'reject' | 'withdraw', payload?: object) =>
  call(who, 'POST', `/api/v1/orders/${orderId}/cancellations/${cid}/${verb}`, payload);

/** Asks as `who` and answers the new request's id. */
async function asked(who: Session, orderId: string, reason?: string): Promise<string> {
  const res = await ask(who, orderId, reason);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderDetail>().cancellation.latest!.id;
}

const refundEntries = (orderId: string) =>
  t.app.db.$count(journalEntries, and(eq(journalEntries.kind, JournalKind.refund), eq(journalEntries.reference, orderId)));

async function expectLedgerHolds(): Promise<void> {
  const invariants = await ledgerInvariants(t.app.db);
  expect(invariants.unbalancedEntries).toEqual([]);
  expect(invariants.negativeBalances).toEqual([]);
  expect(invariants.balancesOffPostings).toEqual([]);
  for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
}

describe('asking to cancel after acceptance', () => {
  it('lets either party ask with a reason; the other may then approve or reject, the asker withdraw, the admin only read', async () => {
    for (const [asker, other] of [
      [client, designer],
      [designer, client],
    ] as const) {
      const { orderId } = await accepted();
      expect((await readOrder(asker, orderId)).cancellation).toEqual({ latest: null, actions: [CancellationAction.request] });

      const res = await ask(asker, orderId, '  The patient moved away ');
      expect(res.statusCode, res.body).toBe(201);
      const order: OrderDetail = res.json();
      expect(order.status).toBe(OrderStatus.accepted);
      expect(order.cancellation.latest).toMatchObject({
        requestedBy: asker === client ? 'client' : 'designer',
        reason: 'The patient moved away',
        status: CancellationStatus.requested,
        decidedAt: null,
        rejectReason: null,
      });
      expect(order.cancellation.actions).toEqual([CancellationAction.withdraw]);
      expect((await readOrder(other, orderId)).cancellation.actions).toEqual([CancellationAction.approve, CancellationAction.reject]);
      expect((await readOrder(admin, orderId)).cancellation).toEqual({ latest: order.cancellation.latest, actions: [] });

      expect((await eventsOf(orderId)).at(-1)).toMatchObject({
        action: OrderEventKind.cancellationRequested,
        actorNo: asker.memberNo,
        fromStatus: OrderStatus.accepted,
        toStatus: OrderStatus.accepted,
        details: { cancellationId: order.cancellation.latest!.id, reason: 'The patient moved away' },
      });
      expect(await escrowOf(orderId)).toBe(TOTAL);
    }
  });

  it('needs a reason of at most 300 characters', async () => {
    const { orderId } = await accepted();
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(301) }]) {
      const res = await call(client, 'POST', `/api/v1/orders/${orderId}/cancellations`, payload);
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields)).toEqual(['reason']);
    }
    expect((await readOrder(client, orderId)).cancellation.latest).toBeNull();
  });

  it('keeps one open request per order: a second one, from either side, is refused', async () => {
    const { orderId } = await accepted();
    const cid = await asked(client, orderId);
    expectError(await ask(client, orderId), 409, ErrorCode.InvalidTransition);
    expectError(await ask(designer, orderId), 409, ErrorCode.InvalidTransition);
    expect((await readOrder(client, orderId)).cancellation.latest!.id).toBe(cid);
  });

  it('is refused before acceptance, where the client cancels alone with /cancel', async () => {
    const unpaid = await o.selectedOrder(t, client, designer);
    const paid = await o.paidOrder(t, client, designer);
    for (const { orderId } of [unpaid, paid]) {
      expectError(await ask(client, orderId), 409, ErrorCode.InvalidTransition);
      expectError(await ask(designer, orderId), 409, ErrorCode.InvalidTransition);
      const order = await readOrder(client, orderId);
      expect(order.cancellation).toEqual({ latest: null, actions: [] });
      expect(order.actions).toContain(OrderAction.cancel);
    }
  });

  it('is refused after the CAD upload, and an open request can no longer be approved then', async () => {
    const { orderId } = await accepted();
    const cid = await asked(designer, orderId);
    // The CAD upload comes in a later slice: the order is put there directly.
    await t.app.db.update(orders).set({ status: OrderStatus.cadUploaded }).where(eq(orders.id, orderId));

    expect((await readOrder(client, orderId)).cancellation.actions).toEqual([CancellationAction.reject]);
    expectError(await answer(client, orderId, cid, 'approve'), 409, ErrorCode.InvalidTransition);
    expect((await readOrder(client, orderId)).cancellation.latest!.status).toBe(CancellationStatus.requested);
    expect(await escrowOf(orderId)).toBe(TOTAL);

    expect((await answer(designer, orderId, cid, 'withdraw')).statusCode).toBe(200);
    for (const who of [client, designer]) {
      expectError(await ask(who, orderId), 409, ErrorCode.InvalidTransition);
      expect((await readOrder(who, orderId)).cancellation.actions).toEqual([]);
    }
  });

  it('is for the parties only: the admin is refused, strangers are told nothing', async () => {
    const { orderId } = await accepted();
    expectError(await ask(admin, orderId), 403, ErrorCode.Forbidden);
    for (const stranger of [otherClient, otherDesigner]) expectError(await ask(stranger, orderId), 404, ErrorCode.NotFound);
    expect((await readOrder(client, orderId)).cancellation.latest).toBeNull();
  });
});

describe('approving a cancellation', () => {
  it('cancels the order: half back to the client, half to the T-esigner’s earnings, the escrow empty, the request cancelled and the referrals back in the cart', async () => {
    const { orderId, requestId, referralIds } = await accepted();
    const clientBefore = await mileage(client);
    const designerBefore = await mileage(designer);
    const cid = await asked(designer, orderId, 'Cannot meet the date');

    const res = await answer(client, orderId, cid, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderDetail = res.json();
    expect(order).toMatchObject({ status: OrderStatus.cancelled, actions: [], viewerRole: 'client' });
    expect(order.cancellation.latest).toMatchObject({ id: cid, requestedBy: 'designer', status: CancellationStatus.approved });
    expect(order.cancellation.latest!.decidedAt).not.toBeNull();
    expect(order.cancellation.actions).toEqual([]);

    expect((await mileage(client)).client).toBe(clientBefore.client + TOTAL / 2);
    expect((await mileage(designer)).earnings).toBe(designerBefore.earnings + TOTAL / 2);
    expect(await escrowOf(orderId)).toBe(0);
    expect(await o.requestStatusOf(t, requestId)).toBe(RequestStatus.Cancelled);
    expect(await referralStatus(t, client, referralIds[0]!)).toBe(ReferralStatus.Complete);
    await expectLedgerHolds();

    const [approved, move] = (await eventsOf(orderId)).slice(-2);
    expect(approved).toMatchObject({ action: OrderEventKind.cancellationApproved, actorNo: client.memberNo, details: { cancellationId: cid } });
    expect(move).toMatchObject({
      action: OrderAction.cancelAgreed,
      actorNo: null,
      fromStatus: OrderStatus.accepted,
      toStatus: OrderStatus.cancelled,
      details: { cancellationId: cid, escrow: 'refundHalf' },
    });
    // The referral is no longer the T-esigner's to read.
    expectError(await call(designer, 'GET', `/api/v1/orders/${orderId}/referral`), 403, ErrorCode.Forbidden);
  });

  it('works the same after the referral was received, approved by the T-esigner', async () => {
    const files = await o.referralWithFiles(t, client);
    const { orderId } = await accepted({ referrals: [files.referral] });
    expect((await call(designer, 'POST', `/api/v1/orders/${orderId}/files/${files.scan.id}/link`)).statusCode).toBe(200);
    const clientBefore = await mileage(client);
    const designerBefore = await mileage(designer);

    const cid = await asked(client, orderId);
    const res = await answer(designer, orderId, cid, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>().status).toBe(OrderStatus.cancelled);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ action: OrderAction.cancelAgreed, fromStatus: OrderStatus.referralReceived });
    expect((await mileage(client)).client).toBe(clientBefore.client + TOTAL / 2);
    expect((await mileage(designer)).earnings).toBe(designerBefore.earnings + TOTAL / 2);
    expect(await escrowOf(orderId)).toBe(0);
    await expectLedgerHolds();
  });

  it('splits an odd amount without losing a won: the client’s half rounds down, the T-esigner gets the rest', async () => {
    const { orderId, amount } = await accepted({ unitPrice: 30_001 });
    expect(amount).toBe(90_003);
    const clientBefore = await mileage(client);
    const designerBefore = await mileage(designer);
    const cid = await asked(client, orderId);
    expect((await answer(designer, orderId, cid, 'approve')).statusCode).toBe(200);
    expect((await mileage(client)).client - clientBefore.client).toBe(45_001);
    expect((await mileage(designer)).earnings - designerBefore.earnings).toBe(45_002);
    expect(await escrowOf(orderId)).toBe(0);
    await expectLedgerHolds();
  });

  it('refunds once when two approvals race', async () => {
    const { orderId } = await accepted();
    const clientBefore = await mileage(client);
    const cid = await asked(designer, orderId);
    const answers = await Promise.all([answer(client, orderId, cid, 'approve'), answer(client, orderId, cid, 'approve')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundEntries(orderId)).toBe(1);
    expect((await mileage(client)).client).toBe(clientBefore.client + TOTAL / 2);
    expect((await eventsOf(orderId)).filter((e) => e.action === OrderAction.cancelAgreed)).toHaveLength(1);
    await expectLedgerHolds();
  });
});

describe('answering otherwise', () => {
  it('a rejection with a reason leaves the order going on, and either side may ask again', async () => {
    const { orderId } = await accepted();
    const cid = await asked(client, orderId);
    const entries = await o.entryCount(t);

    const bare = await answer(designer, orderId, cid, 'reject', {});
    expectError(bare, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(bare.json().error.fields)).toEqual(['reason']);

    const res = await answer(designer, orderId, cid, 'reject', { reason: ' Already half done ' });
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderDetail = res.json();
    expect(order.status).toBe(OrderStatus.accepted);
    expect(order.cancellation.latest).toMatchObject({ id: cid, status: CancellationStatus.rejected, rejectReason: 'Already half done' });
    expect(order.cancellation.actions).toEqual([CancellationAction.request]);
    expect((await readOrder(client, orderId)).cancellation.latest!.rejectReason).toBe('Already half done');
    expect(await escrowOf(orderId)).toBe(TOTAL);
    expect(await o.entryCount(t)).toBe(entries);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      action: OrderEventKind.cancellationRejected,
      actorNo: designer.memberNo,
      details: { cancellationId: cid, reason: 'Already half done' },
    });

    expectError(await answer(client, orderId, cid, 'approve'), 403, ErrorCode.Forbidden);
    expectError(await answer(designer, orderId, cid, 'approve'), 409, ErrorCode.InvalidTransition);
    const again = await asked(designer, orderId);
    expect(again).not.toBe(cid);
  });

  it('the requester may withdraw while it is open; then nobody can approve it', async () => {
    const { orderId } = await accepted();
    const cid = await asked(designer, orderId);
    expectError(await answer(client, orderId, cid, 'withdraw'), 403, ErrorCode.Forbidden);

    const res = await answer(designer, orderId, cid, 'withdraw');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>().cancellation).toMatchObject({ latest: { id: cid, status: CancellationStatus.withdrawn }, actions: [CancellationAction.request] });
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ action: OrderEventKind.cancellationWithdrawn, actorNo: designer.memberNo });

    expectError(await answer(client, orderId, cid, 'approve'), 409, ErrorCode.InvalidTransition);
    expectError(await answer(designer, orderId, cid, 'withdraw'), 409, ErrorCode.InvalidTransition);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.accepted);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });

  it('the requester cannot approve or reject their own request; the admin cannot answer; strangers and other orders’ requests are not found', async () => {
    const { orderId } = await accepted();
    const elsewhere = await accepted();
    const cid = await asked(client, orderId);
    const foreign = await asked(client, elsewhere.orderId);

    expectError(await answer(client, orderId, cid, 'approve'), 403, ErrorCode.Forbidden);
    expectError(await answer(client, orderId, cid, 'reject', { reason: 'No' }), 403, ErrorCode.Forbidden);
    for (const verb of ['approve', 'withdraw'] as const) expectError(await answer(admin, orderId, cid, verb), 403, ErrorCode.Forbidden);
    for (const stranger of [otherClient, otherDesigner]) expectError(await answer(stranger, orderId, cid, 'approve'), 404, ErrorCode.NotFound);
    for (const id of [foreign, crypto.randomUUID()]) expectError(await answer(designer, orderId, id, 'approve'), 404, ErrorCode.NotFound);

    expect((await readOrder(client, orderId)).cancellation.latest).toMatchObject({ id: cid, status: CancellationStatus.requested });
    expect((await readOrder(client, elsewhere.orderId)).status).toBe(OrderStatus.accepted);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });
});
