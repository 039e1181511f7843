import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApprovalStatus,
  ErrorCode,
  NotificationKinds,
  type ErrorBody,
  type NotificationKind,
  type NotificationList,
  type PushPayload,
  type UnreadCounts,
} from '@dcm/shared';
import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { members, notificationDeliveries, notificationEvents, notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testAddress, type Session } from '../../test/members.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import type { Message } from '../../platform/outbox.ts';
import { freshMember } from '../requests/test-support.ts';
import { deliverPendingEvents, MAX_ATTEMPTS } from './delivery.ts';
import { notify, type Notice } from './emit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The tests run the jobs themselves, one step at a time.
  t.app.jobs.stop();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, remoteAddress: testAddress(), headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const emit = (notice: Notice) => t.app.db.transaction((tx) => notify(tx, notice));
const deliver = () => t.app.jobs.runNow('deliver-notifications');
const dueCount = async () =>
  (await t.app.db.select({ n: count() }).from(notificationDeliveries).where(and(isNull(notificationDeliveries.sentAt), isNull(notificationDeliveries.failedAt), lte(notificationDeliveries.nextAttemptAt, new Date()))))[0]!.n;
/** Runs the sender until nothing is due (each run takes one batch). */
async function send() {
  for (let i = 0; i < 50 && (await dueCount()) > 0; i++) await t.app.jobs.runNow('send-notifications');
}
const inAppOf = (memberNo: number) => t.app.db.select().from(notifications).where(eq(notifications.memberNo, memberNo));
const eventsOf = (memberNo: number) => t.app.db.select().from(notificationEvents).where(eq(notificationEvents.recipientNo, memberNo));
const deliveriesOf = (memberNo: number) => t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.memberNo, memberNo));

async function saveSettings(who: Session, change: Partial<Record<NotificationKind, { push: boolean; email: boolean }>>) {
  const settings = Object.fromEntries(NotificationKinds.map((k) => [k, change[k] ?? { push: true, email: true }]));
  const res = await call(who, 'PUT', '/api/v1/mypage/notifications', { settings });
  expect(res.statusCode, res.body).toBe(200);
}

/** A browser's push subscription: a real P-256 key pair and auth secret, so the test can decrypt what arrives. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 (aes128gcm) decryption, as the browser does it. */
function decryptPush(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const prkKey = hmac(auth, ecdh.computeSecret(serverKey));
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--; // padding, then the 0x02 delimiter of the last record
  return plain.subarray(0, end).toString('utf8');
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on localhost: records every message; answers 410 under /gone/, 500 under /down/, else 201. */
async function startPushService() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/down/') ? 500 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Subscribes a device whose page is in `lang` (A Korean, B other): its pushes come in that language. */
async function subscribe(who: Session, deviceId: string, endpoint: string, keys = browserKeys().keys, lang: 'A' | 'B' = 'A') {
  return call(
    who,
    'POST',
    '/push/subscribe',
    { userId: who.memberNo, deviceId, subscription: { endpoint, expirationTime: null, keys }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', platform: 'linux' },
    { lang },
  );
}

describe('the outbox delivery', () => {
  it('delivers every event to the in-app list exactly once, even when the worker crashes mid-batch', async () => {
    const member = await freshMember(t);
    for (let i = 0; i < 120; i++) await emit({ event: 'chatMessage', to: [member.memberNo], params: { nickname: 'lab', preview: `message ${i}` }, link: '/chat' });
    const events = await eventsOf(member.memberNo);
    expect(events).toHaveLength(120);
    // One event was already delivered by a run whose end was lost: its row must not be doubled.
    const [first] = events;
    await t.app.db.insert(notifications).values({ id: first!.id, memberNo: member.memberNo, event: first!.event, params: first!.params, link: first!.link, createdAt: first!.createdAt });

    const crash = t.app.db.transaction((tx) =>
      deliverPendingEvents(tx, {
        afterChunk: (written) => {
          if (written >= 50) throw new Error('worker crashed');
        },
      }),
    );
    await expect(crash).rejects.toThrow('worker crashed');
    expect(await inAppOf(member.memberNo)).toHaveLength(1);
    expect((await eventsOf(member.memberNo)).filter((e) => e.processedAt)).toHaveLength(0);

    expect(await deliver()).toBe(true);
    const rows = await inAppOf(member.memberNo);
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(events.map((e) => e.id)));
    expect((await eventsOf(member.memberNo)).every((e) => e.processedAt)).toBe(true);
    // chat: push and e-mail on by default, one of each per event.
    expect(await deliveriesOf(member.memberNo)).toHaveLength(240);

    await deliver();
    expect(await inAppOf(member.memberNo)).toHaveLength(120);
    expect(await deliveriesOf(member.memberNo)).toHaveLength(240);
  });

  it('queues push and e-mail by the member settings, always the in-app row, and nothing by push or e-mail for a suspended member', async () => {
    const member = await freshMember(t);
    await saveSettings(member, { quotation: { push: false, email: true }, review: { push: true, email: false }, chat: { push: false, email: false }, notice: { push: false, email: false } });
    await emit({ event: 'quotationReceived', to: [member.memberNo], params: {} });
    await emit({ event: 'reviewReceived', to: [member.memberNo], params: { rating: 5 } });
    await emit({ event: 'chatMessage', to: [member.memberNo], params: { preview: 'hi' } });
    await emit({ event: 'pushTest', to: [member.memberNo] });
    const suspended = await freshMember(t);
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Suspended }).where(eq(members.memberNo, suspended.memberNo));
    await emit({ event: 'orderCompleted', to: [suspended.memberNo], params: {} });
    await deliver();

    // The push test is a push only: it never shows in the list.
    expect((await inAppOf(member.memberNo)).map((r) => r.event).sort()).toEqual(['chatMessage', 'quotationReceived', 'reviewReceived']);
    const events = await eventsOf(member.memberNo);
    const eventOf = new Map(events.map((e) => [e.id, e.event]));
    const queued = (await deliveriesOf(member.memberNo)).map((d) => `${eventOf.get(d.eventId)}:${d.channel}`).sort();
    // The test notification is asked for on purpose: push whatever the settings say, never an e-mail.
    expect(queued).toEqual(['pushTest:push', 'quotationReceived:email', 'reviewReceived:push']);

    expect(await inAppOf(suspended.memberNo)).toHaveLength(1);
    expect(await deliveriesOf(suspended.memberNo)).toHaveLength(0);
  });

  it('publishes each notification, rendered in both languages, on the member channel once delivered', async () => {
    const member = await freshMember(t);
    const heard: MemberBusMessage[] = [];
    const off = await t.app.bus.subscribe(memberChannel(member.memberNo), (m) => heard.push(m as MemberBusMessage));
    await emit({ event: 'contractAccepted', to: [member.memberNo], params: { nickname: 'studio' }, link: '/transactions/9' });
    expect(heard).toHaveLength(0);
    await deliver();
    await off();
    expect(heard).toHaveLength(1);
    const message = heard[0]!;
    expect(message.type).toBe('notification');
    if (message.type !== 'notification') return;
    expect(message.rendered.ko).toMatchObject({ event: 'contractAccepted', kind: 'contract', title: '계약이 체결되었습니다', body: 'studio님이 계약을 수락했습니다.', link: '/transactions/9', readAt: null });
    expect(message.rendered.en).toMatchObject({ title: 'Contract signed', body: 'studio accepted the contract for the order.' });
    expect(message.rendered.ko.id).toBe(message.rendered.en.id);
  });
});

describe('e-mail', () => {
  it('lands in the dev outbox in the member language, with an HTML part', async () => {
    const korean = await freshMember(t);
    const abroad = await freshMember(t, { contactNation: 'US' });
    const sent: Message[] = [];
    const original = t.app.outbox.send.bind(t.app.outbox);
    vi.spyOn(t.app.outbox, 'send').mockImplementation(async (m) => {
      sent.push(m);
      return original(m);
    });
    await emit({ event: 'surchargeRequested', to: [korean.memberNo, abroad.memberNo], params: { amount: 30000, currency: 'KRW', reason: '<b>교합 조정</b>' }, link: '/payment/12' });
    await deliver();
    await send();

    const emailOf = async (m: Session) => (await t.app.db.select({ email: members.email }).from(members).where(eq(members.memberNo, m.memberNo)))[0]!.email;
    const [koEmail, enEmail] = [await emailOf(korean), await emailOf(abroad)];
    const outbox = await t.app.outbox.list(50);
    const toKorean = outbox.find((m) => m.recipient === koEmail);
    const toAbroad = outbox.find((m) => m.recipient === enEmail);
    expect(toKorean).toMatchObject({ channel: 'email', subject: '추가 금액 요청' });
    expect(toKorean!.body).toContain('추가 금액(30,000원)이 요청되었습니다.');
    expect(toKorean!.body).toContain(`${t.config.publicUrl}/payment/12`);
    expect(toAbroad).toMatchObject({ channel: 'email', subject: 'Surcharge requested' });
    expect(toAbroad!.body).toContain('A surcharge of ₩30,000 was requested for the order.');

    const html = sent.find((m) => m.recipient === koEmail)?.html ?? '';
    expect(html).toContain(`href="${t.config.publicUrl}/payment/12"`);
    expect(html).toContain('&lt;b&gt;교합 조정&lt;/b&gt;');
    expect(html).not.toContain('<b>교합');
    expect(html).toContain('/mypage/noti');

    const deliveries = await deliveriesOf(korean.memberNo);
    expect(deliveries.find((d) => d.channel === 'email')).toMatchObject({ attempts: 1, failedAt: null });
    expect(deliveries.find((d) => d.channel === 'email')?.sentAt).toBeInstanceOf(Date);
    // Sent once: a second run sends nothing more.
    await send();
    expect((await t.app.outbox.list(100)).filter((m) => m.recipient === koEmail && m.subject === '추가 금액 요청')).toHaveLength(1);
  });

  it('retries a failed e-mail with back-off and gives up after the last attempt', async () => {
    const member = await freshMember(t);
    await saveSettings(member, { cad: { push: false, email: true } });
    vi.spyOn(t.app.outbox, 'send').mockRejectedValue(new Error('smtp down'));
    await emit({ event: 'cadUploaded', to: [member.memberNo], params: { version: 1 } });
    await deliver();
    const before = Date.now();
    await send();
    const [first] = await deliveriesOf(member.memberNo);
    expect(first).toMatchObject({ channel: 'email', attempts: 1, sentAt: null, failedAt: null, lastError: 'smtp down' });
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);

    await send(); // not due yet: nothing happens
    expect((await deliveriesOf(member.memberNo))[0]!.attempts).toBe(1);

    await t.app.db.update(notificationDeliveries).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) }).where(eq(notificationDeliveries.id, first!.id));
    await send();
    const [last] = await deliveriesOf(member.memberNo);
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: 'smtp down' });
    expect(last!.failedAt).toBeInstanceOf(Date);
  });
});

describe('web push', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push.close());

  it('answers the VAPID public key to anyone', async () => {
    const res = await call(null, 'GET', '/push/token');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ token: string }>().token).toBe(t.app.push.publicKey);
    expect(Buffer.from(t.app.push.publicKey, 'base64url')).toHaveLength(65);
  });

  it('sends an encrypted, VAPID-signed test push to each device, and forgets a subscription the push service calls gone', async () => {
    const member = await freshMember(t);
    const browser = browserKeys();
    expect((await subscribe(member, 'laptop', `${push.base}/ok/${member.memberNo}`, browser.keys)).json()).toEqual({ ok: true });
    expect((await subscribe(member, 'old-phone', `${push.base}/gone/${member.memberNo}`)).statusCode).toBe(200);

    const test = await call(member, 'POST', '/push/test');
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ sent: 2 });
    await deliver();
    await send();

    const arrived = push.received.filter((r) => r.path === `/ok/${member.memberNo}`);
    expect(arrived).toHaveLength(1);
    const message = arrived[0]!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.push.publicKey}$`));
    const payload = JSON.parse(decryptPush(message.body, browser.ecdh, browser.auth)) as PushPayload;
    expect(payload).toEqual({ title: '테스트 알림', body: '알림이 정상적으로 설정되었습니다.', url: '/mypage/noti', test: true });

    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberNo, member.memberNo));
    expect(left.map((s) => s.deviceId)).toEqual(['laptop']);
    const [delivery] = await deliveriesOf(member.memberNo);
    expect(delivery?.sentAt).toBeInstanceOf(Date);
    expect(await inAppOf(member.memberNo)).toHaveLength(0);
  });

  it('pushes an event in the language of the subscribing page to the url it links to', async () => {
    const member = await freshMember(t);
    const browser = browserKeys();
    await subscribe(member, 'desktop', `${push.base}/ok/${member.memberNo}`, browser.keys, 'B');
    await emit({ event: 'quotationChosen', to: [member.memberNo], params: { nickname: 'clinic', amount: 70000, currency: 'KRW' }, link: '/request/31' });
    await deliver();
    await send();
    const arrived = push.received.filter((r) => r.path === `/ok/${member.memberNo}`);
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(decryptPush(arrived[0]!.body, browser.ecdh, browser.auth))).toEqual({
      title: 'Your quotation was chosen',
      body: 'clinic chose your quotation of ₩70,000.',
      url: '/request/31',
    });
  });

  it('retries a push when the push service fails, keeping the subscription', async () => {
    const member = await freshMember(t);
    await subscribe(member, 'tablet', `${push.base}/down/${member.memberNo}`);
    await call(member, 'POST', '/push/test');
    await deliver();
    await send();
    const [delivery] = await deliveriesOf(member.memberNo);
    expect(delivery).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(delivery?.lastError).toContain('500');
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberNo, member.memberNo))).toHaveLength(1);
  });

  it('refuses to subscribe or unsubscribe for another member', async () => {
    const member = await freshMember(t);
    const other = await freshMember(t);
    const payload = { userId: other.memberNo, deviceId: 'x', subscription: { endpoint: `${push.base}/ok/x`, keys: browserKeys().keys }, userAgent: '', platform: 'unknown' };
    const res = await call(member, 'POST', '/push/subscribe', payload);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.Forbidden);
    expect((await call(member, 'POST', '/push/unsubscribe', { userId: other.memberNo, deviceId: 'x' })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/push/subscribe', payload)).statusCode).toBe(401);
    expect(await t.app.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.memberNo, [member.memberNo, other.memberNo]))).toHaveLength(0);
  });

  it('replaces the subscription of a device on re-subscribe, and hands a browser endpoint over to the member signed in now', async () => {
    const first = await freshMember(t);
    const second = await freshMember(t);
    await subscribe(first, 'shared-pc', `${push.base}/ok/old-${first.memberNo}`);
    await subscribe(first, 'shared-pc', `${push.base}/ok/shared-${first.memberNo}`);
    await subscribe(second, 'shared-pc', `${push.base}/ok/shared-${first.memberNo}`);
    const rows = await t.app.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.memberNo, [first.memberNo, second.memberNo]));
    expect(rows.map((r) => [r.memberNo, r.endpoint])).toEqual([[second.memberNo, `${push.base}/ok/shared-${first.memberNo}`]]);
  });

  it('unsubscribes the device on logout, and no push goes to it afterwards', async () => {
    const member = await freshMember(t);
    await subscribe(member, 'phone', `${push.base}/ok/${member.memberNo}`);
    const res = await call(member, 'POST', '/push/unsubscribe', { userId: member.memberNo, deviceId: 'phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberNo, member.memberNo))).toHaveLength(0);

    expect((await call(member, 'POST', '/push/test')).json()).toEqual({ sent: 0 });
    await emit({ event: 'orderCompleted', to: [member.memberNo], params: {} });
    await deliver();
    await send();
    expect(push.received.filter((r) => r.path === `/ok/${member.memberNo}`)).toHaveLength(0);
    const pushes = (await deliveriesOf(member.memberNo)).filter((d) => d.channel === 'push');
    expect(pushes).toHaveLength(2);
    expect(pushes.every((d) => d.sentAt && !d.failedAt)).toBe(true);
  });
});

describe('the in-app list', () => {
  it('lists the member notifications newest first in the caller language, counts unread and marks them read', async () => {
    const member = await freshMember(t);
    const other = await freshMember(t);
    await emit({ event: 'quotationReceived', to: [member.memberNo], params: { nickname: 'studio', amount: 50000, currency: 'KRW' }, link: '/request/1' });
    await tick(); // newest first is by time: a millisecond apart at least
    await emit({ event: 'noticePublished', to: [member.memberNo, other.memberNo], params: { title: '점검 안내' }, link: '/notice/1' });
    await tick();
    await emit({ event: 'reviewReceived', to: [member.memberNo], params: { nickname: 'clinic', rating: 8 } });
    await deliver();

    const list = await call(member, 'GET', '/api/v1/notifications?page=1&size=2', undefined, { lang: 'B' });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<NotificationList>();
    expect(page).toMatchObject({ page: 1, size: 2, total: 3, unread: 3 });
    expect(page.items.map((n) => n.event)).toEqual(['reviewReceived', 'noticePublished']);
    expect(page.items[0]).toMatchObject({ kind: 'review', title: 'New review', body: 'clinic left you a review (rated 8/10).', readAt: null, link: null });
    const korean = (await call(member, 'GET', '/api/v1/notifications?page=2&size=2')).json<NotificationList>();
    expect(korean.items).toHaveLength(1);
    expect(korean.items[0]).toMatchObject({ event: 'quotationReceived', title: '새 견적이 도착했습니다', body: 'studio님이 의뢰에 견적(50,000원)을 보냈습니다.', link: '/request/1' });

    expect((await call(member, 'GET', '/api/v1/notifications/unread')).json<UnreadCounts>()).toEqual({ notifications: 3, chat: 0 });

    // Another member's ids change nothing.
    const otherId = (await call(other, 'GET', '/api/v1/notifications')).json<NotificationList>().items[0]!.id;
    expect((await call(member, 'POST', '/api/v1/notifications/read', { ids: [otherId] })).statusCode).toBe(204);
    expect((await call(other, 'GET', '/api/v1/notifications/unread')).json<UnreadCounts>().notifications).toBe(1);

    const heard: MemberBusMessage[] = [];
    const off = await t.app.bus.subscribe(memberChannel(member.memberNo), (m) => heard.push(m as MemberBusMessage));
    expect((await call(member, 'POST', '/api/v1/notifications/read', { ids: [page.items[0]!.id] })).statusCode).toBe(204);
    await off();
    expect(heard).toEqual([{ type: 'unread', unread: { notifications: 2, chat: 0 } }]);
    const unread = (await call(member, 'GET', '/api/v1/notifications?unread=1')).json<NotificationList>();
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.map((n) => n.event)).toEqual(['noticePublished', 'quotationReceived']);

    expect((await call(member, 'POST', '/api/v1/notifications/read', { all: true })).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/v1/notifications/unread')).json<UnreadCounts>()).toEqual({ notifications: 0, chat: 0 });
    expect(await t.app.db.select().from(notifications).where(and(eq(notifications.memberNo, member.memberNo), isNull(notifications.readAt)))).toHaveLength(0);
    expect((await call(null, 'GET', '/api/v1/notifications')).statusCode).toBe(401);
  });
});

describe('client config', () => {
  it('tells the web the push API is this server and the customer chat is off when nothing is configured', async () => {
    const res = await call(null, 'GET', '/api/v1/common/client-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pushApiUrl: null, customerChat: null });
  });
});
