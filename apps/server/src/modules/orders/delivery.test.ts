import { ErrorCode, OrderAction, OrderEventKind, OrderStatus, SurchargeStatus, type OrderCad, type OrderDetail } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { ledgerInvariants } from '../mileage/test-support.ts';
import { createDevOutbox } from '../../platform/outbox.ts';
import { completeDueOrders, noticeDueCompletions } from './completion.ts';
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

const call = (who: Session | null, method: Method, url: string, payload?: object, headers?: Record<string, string>) => o.callRoute(t, who, method, url, payload, headers);
const readOrder = (who: Session, orderId: string) => o.readOrder(t, who, orderId);
const mileage = (who: Session) => o.mileage(t, who);
const escrowOf = (orderId: string) => o.escrowOf(t, orderId);
const eventsOf = (orderId: string) => o.eventsOf(t, orderId);
const delivered = (extra: object = {}) => o.deliveredOrder(t, client, designer, extra);

const emailOf = async (who: Session) => (await t.app.db.select({ email: members.email }).from(members).where(eq(members.memberNo, who.memberNo)))[0]!.email;

const surcharge = { amount: 20_000, reason: 'The antagonist scan was re-taken: the bridge was designed twice.' };
const pay = (orderId: string, sid: string, key = o.newKey(), who = client) =>
  call(who, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/pay`, undefined, { 'idempotency-key': key });
const confirm = (orderId: string, who = client) => call(who, 'POST', `/api/v1/orders/${orderId}/confirm`);

async function expectLedgerHolds(): Promise<void> {
  const invariants = await ledgerInvariants(t.app.db);
  expect(invariants.unbalancedEntries).toEqual([]);
  expect(invariants.negativeBalances).toEqual([]);
}

describe('delivering the CAD result', () => {
  it('moves the order to cadUploaded with version 1, the files readable by both parties and a completion date', async () => {
    const { orderId, fileIds, order } = await delivered({ message: 'Margins at 0.05 mm as asked.' });
    expect(order.status).toBe(OrderStatus.cadUploaded);
    expect(order.deliveryCount).toBe(1);
    expect(order.completesAt).not.toBeNull();
    for (const who of [client, designer, admin]) {
      const res = await call(who, 'GET', `/api/v1/orders/${orderId}/cad`);
      expect(res.statusCode, res.body).toBe(200);
      const cad = res.json<OrderCad>();
      expect(cad.deliveries).toHaveLength(1);
      expect(cad.deliveries[0]).toMatchObject({ version: 1, message: 'Margins at 0.05 mm as asked.' });
      expect(cad.deliveries[0]!.files.map((f) => f.id)).toEqual(fileIds);
    }
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ action: OrderAction.uploadCad, toStatus: OrderStatus.cadUploaded });
    expectError(await call(otherClient, 'GET', `/api/v1/orders/${orderId}/cad`), 404, ErrorCode.NotFound);
  });

  it('is refused before the referral was received, to the client, and to strangers', async () => {
    const accepted = await o.acceptedOrder(t, client, designer);
    const body = await o.cadDelivery(t, designer);
    expectError(await call(designer, 'POST', `/api/v1/orders/${accepted.orderId}/deliveries`, body), 409, ErrorCode.InvalidTransition);
    const received = await o.receivedOrder(t, client, designer);
    expectError(await call(client, 'POST', `/api/v1/orders/${received.orderId}/deliveries`, body), 403, ErrorCode.Forbidden);
    expectError(await call(otherDesigner, 'POST', `/api/v1/orders/${received.orderId}/deliveries`, body), 404, ErrorCode.NotFound);
    expect((await readOrder(client, received.orderId)).status).toBe(OrderStatus.referralReceived);
  });

  it('takes only the T-esigner’s own files, each delivered once', async () => {
    const { orderId } = await o.receivedOrder(t, client, designer);
    const foreign = await o.cadDelivery(t, otherDesigner);
    const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, foreign);
    expectError(res, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toEqual(['fileIds']);

    const first = await delivered();
    const other = await o.receivedOrder(t, client, designer);
    expectError(await call(designer, 'POST', `/api/v1/orders/${other.orderId}/deliveries`, { fileIds: first.fileIds }), 400, ErrorCode.ValidationFailed);
    expect((await readOrder(designer, other.orderId)).status).toBe(OrderStatus.referralReceived);
  });

  it('refuses an empty delivery and a file named twice', async () => {
    const { orderId } = await o.receivedOrder(t, client, designer);
    const empty = await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, { fileIds: [] });
    expectError(empty, 400, ErrorCode.ValidationFailed);
    const { fileIds } = await o.cadDelivery(t, designer);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, { fileIds: [fileIds[0], fileIds[0]] }), 400, ErrorCode.ValidationFailed);
  });

  it('cannot be cancelled any more once delivered (SPEC §9)', async () => {
    const { orderId } = await delivered();
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: 'Changed my mind' }), 409, ErrorCode.InvalidTransition);
  });
});

describe('surcharges', () => {
  it('come with a delivery and are paid from mileage into the escrow, then released with the price at confirmation', async () => {
    const { orderId, order } = await delivered({ surcharge });
    expect(order.openSurcharge).toMatchObject({ amount: 20_000, currency: 'KRW', status: SurchargeStatus.requested, deliveryVersion: 1 });
    await o.charge(t, client, 20_000);
    const before = await mileage(client);
    const earnedBefore = (await mileage(designer)).earnings;

    const paid = await pay(orderId, order.openSurcharge!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<OrderDetail>().openSurcharge).toBeNull();
    expect((await mileage(client)).client).toBe(before.client - 20_000);
    expect(await escrowOf(orderId)).toBe(TOTAL + 20_000);

    const done = await confirm(orderId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<OrderDetail>()).toMatchObject({ status: OrderStatus.complete, completesAt: null });
    expect(await escrowOf(orderId)).toBe(0);
    expect((await mileage(designer)).earnings).toBe(earnedBefore + TOTAL + 20_000);
    await expectLedgerHolds();
  });

  it('are paid once for a double click or two tabs: the same key answers again, another key is already processed', async () => {
    const { orderId, order } = await delivered({ surcharge });
    await o.charge(t, client, 40_000);
    const before = (await mileage(client)).client;
    const key = o.newKey();
    const [a, b] = await Promise.all([pay(orderId, order.openSurcharge!.id, key), pay(orderId, order.openSurcharge!.id, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectError(await pay(orderId, order.openSurcharge!.id), 409, ErrorCode.InvalidTransition);
    expect((await mileage(client)).client).toBe(before - 20_000);
  });

  it('need enough mileage: the shortfall is told and nothing moves', async () => {
    const { orderId, order } = await delivered({ surcharge: { ...surcharge, amount: 2 * TOTAL } });
    const res = await pay(orderId, order.openSurcharge!.id, o.newKey());
    expectError(res, 409, ErrorCode.InsufficientMileage);
    expect(res.json().error.details.shortfall.currency).toBe('KRW');
    expect((await readOrder(client, orderId)).openSurcharge?.status).toBe(SurchargeStatus.requested);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });

  it('keep the order from completing until the client pays or declines', async () => {
    const { orderId, order } = await delivered({ surcharge });
    expectError(await confirm(orderId), 409, ErrorCode.SurchargeOpen);
    const declined = await call(client, 'POST', `/api/v1/orders/${orderId}/surcharges/${order.openSurcharge!.id}/decline`, { reason: 'The rescan was your request.' });
    expect(declined.statusCode, declined.body).toBe(200);
    const done = await confirm(orderId);
    expect(done.statusCode, done.body).toBe(200);
    const cad = (await call(designer, 'GET', `/api/v1/orders/${orderId}/cad`)).json<OrderCad>();
    expect(cad.surcharges[0]).toMatchObject({ status: SurchargeStatus.declined, declineReason: 'The rescan was your request.' });
  });

  it('refuse an amount of 0, one above twice the order, and a reason above 300 characters', async () => {
    const { orderId } = await o.receivedOrder(t, client, designer);
    for (const bad of [{ ...surcharge, amount: 0 }, { ...surcharge, amount: 2 * TOTAL + 1 }, { ...surcharge, reason: 'x'.repeat(301) }]) {
      const body = await o.cadDelivery(t, designer, { surcharge: bad });
      expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, body), 400, ErrorCode.ValidationFailed);
    }
    expect((await readOrder(designer, orderId)).status).toBe(OrderStatus.referralReceived);
  });

  it('are asked on their own by the T-esigner, one at a time, and withdrawn only by them', async () => {
    const { orderId } = await delivered();
    const asked = await call(designer, 'POST', `/api/v1/orders/${orderId}/surcharges`, surcharge);
    expect(asked.statusCode, asked.body).toBe(201);
    const sid = asked.json<OrderDetail>().openSurcharge!.id;
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/surcharges`, surcharge), 409, ErrorCode.SurchargeOpen);
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/withdraw`), 403, ErrorCode.Forbidden);
    expectError(await pay(orderId, sid, o.newKey(), designer), 403, ErrorCode.Forbidden);
    const withdrawn = await call(designer, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectError(await pay(orderId, sid), 409, ErrorCode.InvalidTransition);
    // A second withdrawal (a second click) is refused as a move no longer allowed: the web says so (SPEC §8).
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/withdraw`), 409, ErrorCode.InvalidTransition);
    const kinds = (await eventsOf(orderId)).map((e) => e.action);
    expect(kinds).toEqual(expect.arrayContaining([OrderEventKind.surchargeRequested, OrderEventKind.surchargeWithdrawn]));
  });
});

describe('downloading the CAD result', () => {
  const link = (who: Session, orderId: string, body: object = {}) => call(who, 'POST', `/api/v1/orders/${orderId}/cad/link`, body);

  it('goes through an expiring link: all files of the version as one ZIP, recorded as received for the client only', async () => {
    const { orderId, fileIds } = await delivered();
    const res = await link(client, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const zip = await t.app.inject({ method: 'GET', url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    expect(zip.rawPayload.includes(Buffer.from('crown 11.stl'))).toBe(true);

    const one = await link(client, orderId, { version: 1, fileId: fileIds[1] });
    expect(one.statusCode, one.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: one.json<{ url: string }>().url });
    expect(file.headers['content-disposition']).toContain('bridge.stl');

    expect((await link(designer, orderId)).statusCode).toBe(200);
    const downloads = (await eventsOf(orderId)).filter((e) => e.action === OrderEventKind.cadDownloaded);
    expect(downloads.map((e) => e.actorNo)).toEqual([client.memberNo, client.memberNo]);
  });

  it('is refused before a delivery, for a file of another order, and to strangers', async () => {
    const received = await o.receivedOrder(t, client, designer);
    expectError(await link(client, received.orderId), 403, ErrorCode.Forbidden);
    const { orderId } = await delivered();
    const other = await delivered();
    expectError(await link(client, orderId, { fileId: other.fileIds[0] }), 404, ErrorCode.NotFound);
    expectError(await link(client, orderId, { version: 2 }), 404, ErrorCode.NotFound);
    expectError(await link(otherClient, orderId), 404, ErrorCode.NotFound);
  });
});

describe('confirming receipt', () => {
  it('completes the order once and releases the escrow to the T-esigner', async () => {
    const { orderId } = await delivered();
    const earned = (await mileage(designer)).earnings;
    const [a, b] = await Promise.all([confirm(orderId), confirm(orderId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await mileage(designer)).earnings).toBe(earned + TOTAL);
    expect((await readOrder(client, orderId)).completedAt).not.toBeNull();
    expectError(await confirm(orderId, designer), 403, ErrorCode.Forbidden);
  });
});

describe('completion by itself', () => {
  const makeDue = (orderId: string, at: Date) => t.app.db.update(orders).set({ completesAt: at }).where(eq(orders.id, orderId));

  it('tells both parties a day before, once, by e-mail in their language with the way to the order', async () => {
    const { orderId } = await delivered();
    await makeDue(orderId, new Date(Date.now() + 3_600_000));
    const mailsBefore = await t.app.outbox.list(500);
    const notice = () => t.app.db.transaction((tx) => noticeDueCompletions(tx, createDevOutbox(tx), 'https://dcm.example'));
    await notice();
    await notice();
    const notices = (await eventsOf(orderId)).filter((e) => e.action === OrderEventKind.completionNotice);
    expect(notices).toHaveLength(1);
    const mails = (await t.app.outbox.list(500)).filter((m) => !mailsBefore.some((b) => b.id === m.id) && m.body.includes(orderId));
    const clientEmail = await emailOf(client);
    expect(mails.map((m) => m.recipient).sort()).toEqual([clientEmail, await emailOf(designer)].sort());
    expect(mails.find((m) => m.recipient === clientEmail)?.body).toContain(`https://dcm.example/payment/cad/${orderId}`);
    const order = await readOrder(client, orderId);
    expect(order.status).toBe(OrderStatus.cadUploaded);
    // Named by the case, as the order page and the notifications name it.
    expect(order.referralNumbers.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.subject).toContain(order.referralNumbers[0]);
  });

  it('completes a delivered order whose day has come, lapsing an unanswered surcharge and releasing only the paid escrow', async () => {
    const { orderId } = await delivered({ surcharge });
    const later = await delivered();
    await makeDue(orderId, new Date(Date.now() - 1000));
    const earned = (await mileage(designer)).earnings;
    await t.app.db.transaction((tx) => completeDueOrders(tx));
    const order = await readOrder(client, orderId);
    expect(order).toMatchObject({ status: OrderStatus.complete, openSurcharge: null });
    expect((await mileage(designer)).earnings).toBe(earned + TOTAL);
    const cad = (await call(client, 'GET', `/api/v1/orders/${orderId}/cad`)).json<OrderCad>();
    expect(cad.surcharges[0]!.status).toBe(SurchargeStatus.lapsed);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ action: OrderAction.autoComplete, actorNo: null });
    expect((await readOrder(client, later.orderId)).status).toBe(OrderStatus.cadUploaded);
    await expectLedgerHolds();
  });
});
