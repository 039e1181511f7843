import { ErrorCode, OrderEventKind, type OrderComms, type OrderPin, type OrderPins, type OrderTimeline } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { callRoute, deliveredOrder, expectError, orderCast, paidOrder, receivedOrder } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
let otherClient: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, admin } = await orderCast(t));
});
afterAll(() => t.close());

async function readComms(who: Session, orderId: string): Promise<OrderComms> {
  const res = await callRoute(t, who, 'GET', `/api/v1/orders/${orderId}/comms`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function readPins(who: Session, orderId: string): Promise<OrderPin[]> {
  const res = await callRoute(t, who, 'GET', `/api/v1/orders/${orderId}/pins`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderPins>().items;
}

const postPin = (who: Session, orderId: string, body: object) => callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/pins`, body);

async function pin(who: Session, orderId: string, body: object): Promise<OrderPin> {
  const res = await postPin(who, orderId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The scan of the order's referral: its first referral file. */
const scanOf = async (orderId: string) => (await readComms(client, orderId)).files.find((f) => f.source === 'referral')!;

describe('the order’s mesh files', () => {
  it('are the referral’s scan and every delivered CAD file with its version, and only meshes', async () => {
    const { orderId, fileIds } = await deliveredOrder(t, client, designer);
    const comms = await readComms(designer, orderId);
    expect(comms.files.map(({ name, source, version }) => ({ name, source, version }))).toEqual([
      { name: '상악 스캔.stl', source: 'referral', version: null },
      { name: 'crown 11.stl', source: 'cad', version: 1 },
      { name: 'bridge.stl', source: 'cad', version: 1 },
    ]);
    expect(comms.files.filter((f) => f.source === 'cad').map((f) => f.id)).toEqual(fileIds);
    expect(comms.canPin).toBe(true);
    expect((await readComms(client, orderId)).canPin).toBe(true);
    expect(await readComms(admin, orderId)).toMatchObject({ files: comms.files, canPin: false });
  });

  it('are not the T-esigner’s before they accept the order (403) and are nobody else’s (404)', async () => {
    const { orderId } = await paidOrder(t, client, designer);
    expectError(await callRoute(t, designer, 'GET', `/api/v1/orders/${orderId}/comms`), 403, ErrorCode.Forbidden);
    expectError(await callRoute(t, otherClient, 'GET', `/api/v1/orders/${orderId}/comms`), 404, ErrorCode.NotFound);
    expect((await readComms(client, orderId)).canPin).toBe(false);
  });
});

describe('pins', () => {
  it('a pin by the client and a reply by the T-esigner are listed oldest first with their authors’ roles', async () => {
    const { orderId } = await receivedOrder(t, client, designer);
    const scan = await scanOf(orderId);
    const first = await pin(client, orderId, { fileId: scan.id, point: [1.5, -2, 3.25], comment: '  Margin is short on the distal side.  ' });
    const reply = await pin(designer, orderId, { fileId: scan.id, point: [1.5, -2, 3.3], comment: 'I will extend it.', parentId: first.id });
    expect(first).toMatchObject({ point: [1.5, -2, 3.25], comment: 'Margin is short on the distal side.', parentId: null, authorRole: 'client' });
    expect(reply).toMatchObject({ parentId: first.id, authorRole: 'designer', author: { memberNo: designer.memberNo } });
    expect(await readPins(designer, orderId)).toEqual([first, reply]);
    expect(await readPins(admin, orderId)).toEqual([first, reply]);
    expectError(await callRoute(t, otherClient, 'GET', `/api/v1/orders/${orderId}/pins`), 404, ErrorCode.NotFound);
  });

  it('the admin reads the pins but cannot place one', async () => {
    const { orderId } = await receivedOrder(t, client, designer);
    const scan = await scanOf(orderId);
    expectError(await postPin(admin, orderId, { fileId: scan.id, point: [0, 0, 0], comment: 'Looks fine.' }), 403, ErrorCode.Forbidden);
    expectError(await postPin(otherClient, orderId, { fileId: scan.id, point: [0, 0, 0], comment: 'Hello?' }), 404, ErrorCode.NotFound);
    expect(await readPins(admin, orderId)).toEqual([]);
  });

  it('a pin goes on a mesh file of its own order only', async () => {
    const mine = await deliveredOrder(t, client, designer);
    const theirs = await deliveredOrder(t, client, designer);
    const res = await postPin(client, mine.orderId, { fileId: theirs.fileIds[0], point: [0, 0, 0], comment: 'Wrong order.' });
    expectError(res, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toEqual(['fileId']);
  });

  it('a reply stays on the file of the pin it answers', async () => {
    const { orderId, fileIds } = await deliveredOrder(t, client, designer);
    const scan = await scanOf(orderId);
    const onScan = await pin(client, orderId, { fileId: scan.id, point: [0, 0, 0], comment: 'Here.' });
    const res = await postPin(designer, orderId, { fileId: fileIds[0], point: [0, 0, 0], comment: 'There?', parentId: onScan.id });
    expectError(res, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toEqual(['parentId']);
  });

  it('no pin is placed once the order is complete', async () => {
    const { orderId, fileIds } = await deliveredOrder(t, client, designer);
    const confirmed = await callRoute(t, client, 'POST', `/api/v1/orders/${orderId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await readComms(client, orderId)).canPin).toBe(false);
    expectError(await postPin(client, orderId, { fileId: fileIds[0], point: [0, 0, 0], comment: 'Too late.' }), 409, ErrorCode.InvalidTransition);
  });

  it('a pin is written on the case timeline with its file, not its comment', async () => {
    const { orderId } = await receivedOrder(t, client, designer);
    const scan = await scanOf(orderId);
    await pin(designer, orderId, { fileId: scan.id, point: [4, 5, 6], comment: 'Undercut here.' });
    const res = await callRoute(t, client, 'GET', `/api/v1/orders/${orderId}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const last = res.json<OrderTimeline>().events.at(-1);
    expect(last).toMatchObject({ kind: OrderEventKind.pinAdded, actorRole: 'designer', details: { fileNames: [scan.name] } });
    expect(JSON.stringify(last)).not.toContain('Undercut');
  });
});

describe('the pins stream', () => {
  it('delivers to an open stream a pin the other party places', async () => {
    const { orderId } = await receivedOrder(t, client, designer);
    const scan = await scanOf(orderId);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${base}/api/v1/orders/${orderId}/pins/stream`, { headers: { authorization: `Bearer ${client.token}` }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}: ${received}`);
        received += value;
      }
    };
    await readUntil('\n\n');
    const placed = await pin(designer, orderId, { fileId: scan.id, point: [7, 8, 9], comment: 'Please check the contact.' });
    await readUntil('}\n\n');
    const data = received.slice(received.indexOf('event: pin')).split('\n')[1]!;
    expect(JSON.parse(data.replace(/^data: /, ''))).toEqual(placed);
    abort.abort();
  });

  it('is nobody’s but the parties’ and the admin’s', async () => {
    const { orderId } = await receivedOrder(t, client, designer);
    expectError(await callRoute(t, otherClient, 'GET', `/api/v1/orders/${orderId}/pins/stream`), 404, ErrorCode.NotFound);
  });
});
