import { ErrorCode, OrderStatus, ReworkKind, ReworkStatus, type OrderCad, type OrderDetail } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeliveries } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import * as o from './test-support.ts';
import { expectError, type Method } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
let otherClient: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient } = await o.orderCast(t));
});
afterAll(() => t.close());

const call = (who: Session | null, method: Method, url: string, payload?: object) => o.callRoute(t, who, method, url, payload);
const delivered = () => o.deliveredOrder(t, client, designer);
const ask = (orderId: string, kind: ReworkKind = ReworkKind.designError, reason = 'The margin of 11 is open on the distal side.') =>
  call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind, reason });

/** The T-esigner uploads again (perhaps with `extra`: a surcharge). */
async function redeliver(orderId: string, extra: object = {}): Promise<OrderDetail> {
  const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, await o.cadDelivery(t, designer, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('asking a rework', () => {
  it('sends the order back to the T-esigner, stops the clock of completion, and the re-upload is version 2 and closes it', async () => {
    const { orderId } = await delivered();
    const res = await ask(orderId);
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<OrderDetail>();
    expect(asked).toMatchObject({ status: OrderStatus.reworkRequested, completesAt: null });
    expect(asked.rework).toMatchObject({ open: { kind: ReworkKind.designError, status: ReworkStatus.requested }, editsUsed: 1 });
    expect(asked.rework.warrantyEndsAt).not.toBeNull();

    const again = await redeliver(orderId);
    expect(again).toMatchObject({ status: OrderStatus.cadUploaded, deliveryCount: 2, rework: { open: null, editsUsed: 1 } });
    expect(again.completesAt).not.toBeNull();
    const cad = (await call(client, 'GET', `/api/v1/orders/${orderId}/cad`)).json<OrderCad>();
    expect(cad.deliveries.map((d) => d.version)).toEqual([2, 1]);
    expect(cad.reworks[0]).toMatchObject({ status: ReworkStatus.delivered });
  });

  it('counts design errors against the edit allowance but never a changed prescription, which may bring a surcharge', async () => {
    const { orderId } = await delivered();
    for (let i = 0; i < 2; i++) {
      expect((await ask(orderId)).statusCode).toBe(201);
      await redeliver(orderId);
    }
    expectError(await ask(orderId), 409, ErrorCode.ReworkLimitReached);
    const changed = await ask(orderId, ReworkKind.changedPrescription, 'A new scan of the antagonist after the bite was adjusted.');
    expect(changed.statusCode, changed.body).toBe(201);
    const answered = await redeliver(orderId, { surcharge: { amount: 10_000, reason: 'The new scan needed a new design.' } });
    expect(answered.openSurcharge).toMatchObject({ amount: 10_000, deliveryVersion: 4 });
    expect(answered.rework.editsUsed).toBe(2);
  });

  it('is refused once the warranty after the first delivery is over', async () => {
    const { orderId } = await delivered();
    const longAgo = new Date(Date.now() - 15 * 86_400_000);
    await t.app.db.update(orderDeliveries).set({ createdAt: longAgo }).where(eq(orderDeliveries.orderId, orderId));
    expectError(await ask(orderId), 409, ErrorCode.WarrantyOver);
    expect((await o.readOrder(t, client, orderId)).status).toBe(OrderStatus.cadUploaded);
  });

  it('needs a reason and a kind, comes only from the order’s client, and only after a delivery', async () => {
    const { orderId } = await delivered();
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: ' ' }), 400, ErrorCode.ValidationFailed);
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { reason: 'No kind given' }), 400, ErrorCode.ValidationFailed);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'x' }), 403, ErrorCode.Forbidden);
    expectError(await call(otherClient, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'x' }), 404, ErrorCode.NotFound);
    const received = await o.receivedOrder(t, client, designer);
    expectError(await ask(received.orderId), 409, ErrorCode.InvalidTransition);
  });
});

describe('withdrawing a rework', () => {
  it('puts the delivered version back, starts the days to completion again, and gives the edit back', async () => {
    const { orderId } = await delivered();
    await ask(orderId);
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/reworks/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json<OrderDetail>();
    expect(back).toMatchObject({ status: OrderStatus.cadUploaded, rework: { open: null, editsUsed: 0 } });
    expect(back.completesAt).not.toBeNull();
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/reworks/withdraw`), 409, ErrorCode.InvalidTransition);
  });

  it('is the client’s alone', async () => {
    const { orderId } = await delivered();
    await ask(orderId);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/reworks/withdraw`), 403, ErrorCode.Forbidden);
    expect((await o.readOrder(t, designer, orderId)).status).toBe(OrderStatus.reworkRequested);
  });
});

describe('a rework pointing at pins of the viewer', () => {
  const placePin = async (who: Session, orderId: string, comment: string) => {
    const scan = (await call(who, 'GET', `/api/v1/orders/${orderId}/comms`)).json<{ files: { id: string; source: string }[] }>().files.find((f) => f.source === 'referral')!;
    const res = await call(who, 'POST', `/api/v1/orders/${orderId}/pins`, { fileId: scan.id, point: [1, 2, 3], comment });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('keeps the pins the client chose, in their order, and marks the viewer step done', async () => {
    const { orderId } = await delivered();
    const first = await placePin(client, orderId, 'Open margin here.');
    const second = await placePin(designer, orderId, 'Contact point?');
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'See the pins.', pinIds: [second, first] });
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<OrderDetail>();
    expect(asked.rework.open?.pinIds).toEqual([second, first]);
    expect(asked.hasPins).toBe(true);
    const cad = (await call(designer, 'GET', `/api/v1/orders/${orderId}/cad`)).json<OrderCad>();
    expect(cad.reworks[0]?.pinIds).toEqual([second, first]);
  });

  it('refuses a pin of another order and asks nothing', async () => {
    const { orderId } = await delivered();
    const other = await delivered();
    const foreign = await placePin(client, other.orderId, 'Elsewhere.');
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'See the pin.', pinIds: [foreign] });
    expectError(res, 400, ErrorCode.ValidationFailed);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.pinIds).toBeTruthy();
    const order = await o.readOrder(t, client, orderId);
    expect(order).toMatchObject({ status: OrderStatus.cadUploaded, hasPins: false, rework: { open: null } });
  });
});
