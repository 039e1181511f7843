// Replacing a delivery (issue 29, decision 0044): the T-esigner sees the design check right after
// uploading and may send a corrected file before the client answers the delivery.
import { ErrorCode, OrderAction, OrderStatus, ReworkKind, SurchargeStatus, type OrderCad, type OrderDetail, type OrderTimeline, type Referral } from '@dcm/shared';
import type { DesignChecks } from '@dcm/shared/mesh/design-check';
import { binaryStl, cube, hollowBox } from '@dcm/shared/mesh/fixtures.test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designChecks, notificationEvents, orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completeReferral } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
let otherClient: Session;
let otherDesigner: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, otherDesigner } = await o.orderCast(t));
});
afterAll(() => t.close());

const call = (who: Session | null, method: o.Method, url: string, payload?: object, headers?: Record<string, string>) => o.callRoute(t, who, method, url, payload, headers);
const replace = (orderId: string, body: object, who = designer) => call(who, 'POST', `/api/v1/orders/${orderId}/cad/replace`, body);

/** An order of a referral prescribing 0.5 mm walls, received by the T-esigner: ready for the CAD result. */
async function receivedOrder(): Promise<string> {
  const scan = await o.uploadReferralFile(t, client, 'scan.stl', Buffer.from(binaryStl(cube())));
  const referral: Referral = await completeReferral(t, client, { scanFileId: scan.id, values: [{ title: '최소 두께', value: '0.5 mm' }] });
  const { orderId } = await o.acceptedOrder(t, client, designer, { referrals: [referral] });
  const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/files/${scan.id}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

/** A crown of the T-esigner's with walls `wall` mm thick, uploaded, and the body delivering it. */
async function crown(wall: number, extra: object = {}) {
  const file = await o.uploadCadFile(t, designer, 'crown 11.stl', Buffer.from(binaryStl(hollowBox(wall))));
  return { fileIds: [file.id], ...extra };
}

async function deliverThin(extra: object = {}): Promise<{ orderId: string; order: OrderDetail }> {
  const orderId = await receivedOrder();
  const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, await crown(0.3, extra));
  expect(res.statusCode, res.body).toBe(201);
  return { orderId, order: res.json<OrderDetail>() };
}

const cadOf = async (who: Session, orderId: string) => (await call(who, 'GET', `/api/v1/orders/${orderId}/cad`)).json<OrderCad>();
const checksOf = async (orderId: string) => (await call(client, 'GET', `/api/v1/orders/${orderId}/design-checks`)).json<DesignChecks>();
const heardOf = async (who: Session, event: string) =>
  (await t.app.db.select().from(notificationEvents).where(eq(notificationEvents.recipientNo, who.memberNo))).filter((n) => n.event === event);

describe('replacing a delivery the client has not answered', () => {
  it('sends a thin crown again as version 2: checked anew, no edit used, completion counted from now, the client told', async () => {
    const { orderId, order } = await deliverThin();
    expect(order.actions).toContain(OrderAction.replaceCad);
    expect((await o.readOrder(t, client, orderId)).actions).not.toContain(OrderAction.replaceCad);
    // The client downloading the files is not an answer.
    expect((await call(client, 'POST', `/api/v1/orders/${orderId}/cad/link`, {})).statusCode).toBe(200);
    const long = new Date('2020-01-01T00:00:00.000Z');
    await t.app.db.update(orders).set({ completesAt: long, completionNoticeAt: long }).where(eq(orders.id, orderId));
    const heardBefore = (await heardOf(client, 'cadReplaced')).length;

    const res = await replace(orderId, await crown(1, { message: 'Walls at 1 mm now.' }));
    expect(res.statusCode, res.body).toBe(201);
    const replaced = res.json<OrderDetail>();
    expect(replaced).toMatchObject({ status: OrderStatus.cadUploaded, deliveryCount: 2, rework: { open: null, editsUsed: 0 } });
    expect(new Date(replaced.completesAt!).getTime()).toBeGreaterThan(Date.now());
    const [row] = await t.app.db.select({ noticeAt: orders.completionNoticeAt }).from(orders).where(eq(orders.id, orderId));
    expect(row!.noticeAt).toBeNull();
    // Version 2 is unanswered too: it may be replaced again.
    expect(replaced.actions).toContain(OrderAction.replaceCad);

    const cad = await cadOf(client, orderId);
    expect(cad.deliveries.map((d) => [d.version, d.replaced, d.message])).toEqual([
      [2, false, 'Walls at 1 mm now.'],
      [1, true, null],
    ]);
    const checks = await checksOf(orderId);
    expect(checks.items.map((c) => [c.version, c.status, c.prescribedMinMm])).toEqual([
      [2, 'pending', 0.5],
      [1, 'pending', 0.5],
    ]);
    expect(await t.app.db.$count(designChecks, eq(designChecks.ownerId, orderId))).toBe(2);

    const events = await o.eventsOf(t, orderId);
    expect(events.at(-1)).toMatchObject({ action: OrderAction.replaceCad, fromStatus: OrderStatus.cadUploaded, toStatus: OrderStatus.cadUploaded, actorNo: designer.memberNo });
    expect(events.at(-1)!.details).toMatchObject({ version: 2, replacedVersion: 1 });
    const timeline = (await call(client, 'GET', `/api/v1/orders/${orderId}/timeline`)).json<OrderTimeline>();
    expect(timeline.events.at(-1)).toMatchObject({ kind: OrderAction.replaceCad, actorRole: 'designer', details: { version: 2, fileNames: ['crown 11.stl'] } });

    const heard = await heardOf(client, 'cadReplaced');
    expect(heard).toHaveLength(heardBefore + 1);
    expect(heard.at(-1)).toMatchObject({ params: expect.objectContaining({ version: 2 }), link: `/payment/cad/${orderId}` });
  });

  it('is refused 409 once the client asked a rework, even withdrawn, or confirmed receipt', async () => {
    const reworked = await deliverThin();
    const asked = await call(client, 'POST', `/api/v1/orders/${reworked.orderId}/reworks`, { kind: ReworkKind.designError, reason: 'Walls too thin.' });
    expect(asked.statusCode, asked.body).toBe(201);
    expectError(await replace(reworked.orderId, await crown(1)), 409, ErrorCode.InvalidTransition);
    expect((await call(client, 'POST', `/api/v1/orders/${reworked.orderId}/reworks/withdraw`)).statusCode).toBe(200);
    expect((await o.readOrder(t, designer, reworked.orderId)).actions).not.toContain(OrderAction.replaceCad);
    expectError(await replace(reworked.orderId, await crown(1)), 409, ErrorCode.InvalidTransition);
    expect((await cadOf(designer, reworked.orderId)).deliveries).toHaveLength(1);

    const confirmed = await deliverThin();
    expect((await call(client, 'POST', `/api/v1/orders/${confirmed.orderId}/confirm`)).statusCode).toBe(200);
    expectError(await replace(confirmed.orderId, await crown(1)), 409, ErrorCode.InvalidTransition);
  });

  it('is allowed again for the version a rework brought, until the client answers that one', async () => {
    const { orderId } = await deliverThin();
    expect((await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'Walls too thin.' })).statusCode).toBe(201);
    expect((await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, await crown(0.4))).statusCode).toBe(201);
    const res = await replace(orderId, await crown(1));
    expect(res.statusCode, res.body).toBe(201);
    // One design-error rework used; the replacement added none.
    expect(res.json<OrderDetail>()).toMatchObject({ deliveryCount: 3, rework: { editsUsed: 1 } });
    expect((await cadOf(client, orderId)).deliveries.map((d) => d.replaced)).toEqual([false, true, false]);
  });

  it('leaves an open surcharge open with its version, refuses a second beside it, and is refused once one is declined', async () => {
    const surcharge = { amount: 20_000, reason: 'A changed shade.' };
    const { orderId, order } = await deliverThin({ surcharge });
    const sid = order.openSurcharge!.id;
    expectError(await replace(orderId, await crown(1, { surcharge })), 409, ErrorCode.SurchargeOpen);
    expect((await cadOf(designer, orderId)).deliveries).toHaveLength(1);

    const res = await replace(orderId, await crown(1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderDetail>().openSurcharge).toMatchObject({ id: sid, status: SurchargeStatus.requested, deliveryVersion: 1 });

    expect((await call(client, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/decline`, {})).statusCode).toBe(200);
    expectError(await replace(orderId, await crown(1.2)), 409, ErrorCode.InvalidTransition);
  });

  it('is the T-esigner’s alone: the client is refused, a stranger told no order exists, and nothing is replaced before a delivery', async () => {
    const { orderId } = await deliverThin();
    expectError(await replace(orderId, await crown(1), client), 403, ErrorCode.Forbidden);
    expectError(await replace(orderId, await crown(1), otherDesigner), 404, ErrorCode.NotFound);
    expectError(await replace(orderId, await crown(1), otherClient), 404, ErrorCode.NotFound);
    const notYet = await receivedOrder();
    expectError(await replace(notYet, await crown(1)), 409, ErrorCode.InvalidTransition);
    expect((await cadOf(client, orderId)).deliveries).toHaveLength(1);
  });
});
