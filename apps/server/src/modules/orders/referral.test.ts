import crypto from 'node:crypto';
import { ErrorCode, OrderAction, OrderEventKind, OrderStatus, type DownloadLink, type OrderReferral } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referrals } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completeReferral } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, type Method } from './test-support.ts';

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

const call = (who: Session | null, method: Method, url: string) => o.callRoute(t, who, method, url);
const readOrder = (who: Session, orderId: string) => o.readOrder(t, who, orderId);
const eventsOf = (orderId: string) => o.eventsOf(t, orderId);

/** An order of two referrals, the first with a scan and another file, the second with its scan only. */
async function orderWithFiles(step: 'paid' | 'accepted' = 'accepted') {
  const withFiles = await o.referralWithFiles(t, client, '2024-101');
  const scanOnly = await completeReferral(t, client, { referralNumber: '2024-102' });
  const make = step === 'paid' ? o.paidOrder : o.acceptedOrder;
  const made = await make(t, client, designer, { referrals: [withFiles.referral, scanOnly] });
  return { ...made, ...withFiles, scanOnly };
}

async function readReferral(who: Session, orderId: string): Promise<OrderReferral> {
  const res = await call(who, 'GET', `/api/v1/orders/${orderId}/referral`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const linkFile = (who: Session | null, orderId: string, fileId: string) => call(who, 'POST', `/api/v1/orders/${orderId}/files/${fileId}/link`);

/** Asks for the file's link as `who`, then downloads it through the link, signed out like a browser. */
async function download(who: Session, orderId: string, fileId: string) {
  const link = await linkFile(who, orderId, fileId);
  expect(link.statusCode, link.body).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: link.json<DownloadLink>().url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

describe('the order’s referral', () => {
  it('lists the request’s referrals with their files, the scan first, for the client, the admin and the T-esigner once accepted', async () => {
    const { orderId, referral, scanOnly, scan, other } = await orderWithFiles();
    const expected: OrderReferral = {
      referrals: [
        {
          id: referral.id,
          referralNumber: '2024-101',
          files: [
            { id: scan.id, name: '상악 스캔.stl', size: scan.size, kind: 'scan' },
            { id: other.id, name: 'photo-notes.pdf', size: other.size, kind: 'other' },
          ],
        },
        { id: scanOnly.id, referralNumber: '2024-102', files: scanOnly.files.map((f) => ({ id: f.id, name: f.name, size: f.size, kind: 'scan' as const })) },
      ],
      receivedAt: null,
    };
    for (const who of [client, designer, admin]) expect(await readReferral(who, orderId)).toEqual(expected);
  });

  it('is closed to the T-esigner before acceptance (403), and to strangers it does not exist', async () => {
    const { orderId, scan } = await orderWithFiles('paid');
    expectError(await call(designer, 'GET', `/api/v1/orders/${orderId}/referral`), 403, ErrorCode.Forbidden);
    expectError(await linkFile(designer, orderId, scan.id), 403, ErrorCode.Forbidden);
    for (const stranger of [otherClient, otherDesigner]) {
      expectError(await call(stranger, 'GET', `/api/v1/orders/${orderId}/referral`), 404, ErrorCode.NotFound);
      expectError(await linkFile(stranger, orderId, scan.id), 404, ErrorCode.NotFound);
    }
    expect((await call(null, 'GET', `/api/v1/orders/${orderId}/referral`)).statusCode).toBe(401);
    expect((await linkFile(null, orderId, scan.id)).statusCode).toBe(401);
    // The client reads their own referral whatever the order's status.
    expect((await readReferral(client, orderId)).referrals).toHaveLength(2);
    expect(await eventsOf(orderId)).toHaveLength(1);
  });
});

describe('downloading a referral file', () => {
  it('gives the T-esigner the bytes under the file’s name; the first download moves accepted → referralReceived with one event', async () => {
    const { orderId, scan, bytes } = await orderWithFiles();
    const before = await eventsOf(orderId);

    const res = await download(designer, orderId, scan.id);
    expect(res.rawPayload.equals(bytes.get(scan.id)!)).toBe(true);
    expect(res.headers['content-length']).toBe(String(scan.size));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="__ __.stl"; filename*=UTF-8''${encodeURIComponent('상악 스캔.stl')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const order = await readOrder(designer, orderId);
    expect(order.status).toBe(OrderStatus.referralReceived);
    const events = await eventsOf(orderId);
    expect(events).toHaveLength(before.length + 1);
    const received = events.at(-1)!;
    expect(received).toMatchObject({
      action: OrderAction.receiveReferral,
      actorNo: designer.memberNo,
      fromStatus: OrderStatus.accepted,
      toStatus: OrderStatus.referralReceived,
      details: { fileId: scan.id },
    });
    expect((await readReferral(client, orderId)).receivedAt).toBe(received.at.toISOString());
  });

  it('records a later download as an event only, keeping the first download as the moment received', async () => {
    const { orderId, scan, other, bytes } = await orderWithFiles();
    await download(designer, orderId, scan.id);
    const { receivedAt } = await readReferral(designer, orderId);
    const before = await eventsOf(orderId);

    const res = await download(designer, orderId, other.id);
    expect(res.rawPayload.equals(bytes.get(other.id)!)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.referralReceived);
    const events = await eventsOf(orderId);
    expect(events).toHaveLength(before.length + 1);
    expect(events.at(-1)).toMatchObject({
      action: OrderEventKind.fileDownloaded,
      actorNo: designer.memberNo,
      fromStatus: OrderStatus.referralReceived,
      toStatus: OrderStatus.referralReceived,
      details: { fileId: other.id },
    });
    expect((await readReferral(designer, orderId)).receivedAt).toBe(receivedAt);
  });

  it('moves the order once when the T-esigner’s first downloads run at the same time', async () => {
    const { orderId, scan, other } = await orderWithFiles();
    const answers = await Promise.all([scan.id, other.id, scan.id].map((id) => linkFile(designer, orderId, id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const actions = (await eventsOf(orderId)).map((e) => e.action);
    expect(actions.filter((a) => a === OrderAction.receiveReferral)).toHaveLength(1);
    expect(actions.filter((a) => a === OrderEventKind.fileDownloaded)).toHaveLength(2);
  });

  it('lets the client and the admin download without moving anything', async () => {
    const { orderId, scan, bytes } = await orderWithFiles();
    const before = await eventsOf(orderId);
    for (const who of [client, admin]) expect((await download(who, orderId, scan.id)).rawPayload.equals(bytes.get(scan.id)!)).toBe(true);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.accepted);
    expect(await eventsOf(orderId)).toEqual(before);
    expect((await readReferral(client, orderId)).receivedAt).toBeNull();
  });

  it('answers 404 for a file of another referral, even the client’s own, and moves nothing', async () => {
    const { orderId } = await orderWithFiles();
    const elsewhere = await o.referralWithFiles(t, client, '2024-199');
    const before = await eventsOf(orderId);
    for (const fileId of [elsewhere.scan.id, elsewhere.other.id, crypto.randomUUID()]) {
      for (const who of [designer, client, admin]) expectError(await linkFile(who, orderId, fileId), 404, ErrorCode.NotFound);
    }
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.accepted);
    expect(await eventsOf(orderId)).toEqual(before);
  });
});

describe('an order whose referrals carry no file (saved complete before a scan was required)', () => {
  /** An accepted order whose referral lost its files, as one written before issue 31 looks. */
  async function orderWithoutFiles() {
    const made = await o.acceptedOrder(t, client, designer);
    for (const id of made.referralIds) {
      const [row] = await t.app.db.select().from(referrals).where(eq(referrals.id, id));
      await t.app.db
        .update(referrals)
        .set({ data: { ...row!.data, scanFileId: null, otherFileIds: [] } })
        .where(eq(referrals.id, id));
    }
    return made;
  }
  const confirm = (who: Session, orderId: string) => call(who, 'POST', `/api/v1/orders/${orderId}/referral/receipt`);

  it('is received by the T-esigner’s confirmation, and the order moves on to the CAD upload', async () => {
    const { orderId } = await orderWithoutFiles();
    expect((await readReferral(designer, orderId)).referrals.every((r) => r.files.length === 0)).toBe(true);

    const res = await confirm(designer, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(OrderStatus.referralReceived);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      action: OrderAction.receiveReferral,
      actorNo: designer.memberNo,
      fromStatus: OrderStatus.accepted,
      toStatus: OrderStatus.referralReceived,
      details: { withoutFiles: true },
    });
    expect((await readReferral(client, orderId)).receivedAt).not.toBeNull();

    const delivery = await o.cadDelivery(t, designer);
    const delivered = await o.callRoute(t, designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, delivery);
    expect(delivered.statusCode, delivered.body).toBeLessThan(300);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.cadUploaded);
  });

  it('is confirmed once, by the order’s T-esigner only', async () => {
    const { orderId } = await orderWithoutFiles();
    expectError(await confirm(client, orderId), 403, ErrorCode.Forbidden);
    expectError(await confirm(otherDesigner, orderId), 404, ErrorCode.NotFound);
    expect((await confirm(designer, orderId)).statusCode).toBe(200);
    expectError(await confirm(designer, orderId), 409, ErrorCode.InvalidTransition);
  });

  it('is refused for an order with files: downloading them is the receipt', async () => {
    const { orderId } = await orderWithFiles();
    expectError(await confirm(designer, orderId), 409, ErrorCode.InvalidTransition);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.accepted);
  });
});
