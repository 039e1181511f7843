import crypto from 'node:crypto';
import { WsCloseUnauthorized, type ChatRoom, type Notification } from '@dcm/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoom, publicDesigner, say } from '../modules/chat/test-support.ts';
import { callAs } from '../modules/profiles/test-support.ts';
import { freshMember } from '../modules/requests/test-support.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { listen, Tab } from '../test/sockets.ts';
import { memberChannel, type MemberBusMessage } from './realtime-channels.ts';

describe('the realtime channel on one instance', () => {
  let t: TestApp;
  let base: string;
  const tabs: Tab[] = [];
  const track = (tab: Tab) => (tabs.push(tab), tab);

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await t.close();
  });

  it('a socket that authenticates hears ready with its unread counts, and pong to a ping', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner(t);
    const room = await openRoom(t, client, designer.memberNo);
    await say(t, designer, room.id, '안녕하세요');
    const tab = track(await Tab.open(base));
    tab.send({ type: 'auth', token: client.token, lang: 'A' });
    // (The notification of that message may or may not be delivered yet: the delivery job runs every second.)
    expect(await tab.next('ready')).toEqual({ type: 'ready', memberNo: client.memberNo, unread: { notifications: expect.any(Number), chat: 1 } });
    tab.send({ type: 'ping' });
    await tab.next('pong');
  });

  it('a bad token closes the socket with 4401, and so does any frame before the auth frame', async () => {
    const bad = await Tab.open(base);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect((await bad.closed).code).toBe(WsCloseUnauthorized);
    const early = await Tab.open(base);
    early.send({ type: 'typing', roomId: crypto.randomUUID() });
    expect((await early.closed).code).toBe(WsCloseUnauthorized);
  });

  it('a message reaches the partner live, and the sender’s other tab; a read mark reaches the sender', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner(t);
    const room = await openRoom(t, client, designer.memberNo);
    const designerTab = track(await Tab.signedIn(base, designer));
    const clientTab = track(await Tab.signedIn(base, client));
    const sent = await say(t, client, room.id, '크라운 디자인 문의');
    expect((await designerTab.next('chat.message', (f) => f.message.id === sent.id)).message).toEqual(sent);
    expect((await clientTab.next('chat.message', (f) => f.message.id === sent.id)).message.body).toBe('크라운 디자인 문의');

    const read = await callAs(t)(designer, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: sent.seq });
    expect(read.statusCode).toBe(204);
    expect(await clientTab.next('chat.read', (f) => f.roomId === room.id)).toEqual({ type: 'chat.read', roomId: room.id, memberNo: designer.memberNo, seq: sent.seq });
    // The reader's tabs hear their badges drop.
    expect(await designerTab.next('unread', (f) => f.unread.chat === 0)).toMatchObject({ type: 'unread', unread: { chat: 0 } });
  });

  it('typing reaches the partner of the room, and nobody for a room the member is not in', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner(t);
    const room = await openRoom(t, client, designer.memberNo);
    const designerTab = track(await Tab.signedIn(base, designer));
    const clientTab = track(await Tab.signedIn(base, client));
    clientTab.send({ type: 'typing', roomId: room.id });
    expect(await designerTab.next('chat.typing')).toEqual({ type: 'chat.typing', roomId: room.id, memberNo: client.memberNo });

    const outsider = await freshMember(t);
    const outsiderTab = track(await Tab.signedIn(base, outsider));
    outsiderTab.send({ type: 'typing', roomId: room.id });
    expect(await designerTab.gets('chat.typing')).toBe(false);
    expect(await clientTab.gets('chat.typing')).toBe(false);
  });

  it('partners hear a member come online with the first tab and go offline with the last', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner(t);
    const room = await openRoom(t, client, designer.memberNo);
    const designerTab = track(await Tab.signedIn(base, designer));

    const first = await Tab.signedIn(base, client);
    expect(await designerTab.next('presence')).toEqual({ type: 'presence', memberNo: client.memberNo, online: true });
    const second = await Tab.signedIn(base, client);
    expect(await designerTab.gets('presence')).toBe(false);
    const seen = await callAs(t)(designer, 'GET', `/api/v1/chat/rooms/${room.id}`);
    expect(seen.json<ChatRoom>().partner.online).toBe(true);

    first.close();
    expect(await designerTab.gets('presence')).toBe(false);
    second.close();
    expect(await designerTab.next('presence')).toEqual({ type: 'presence', memberNo: client.memberNo, online: false });
    const after = await callAs(t)(designer, 'GET', `/api/v1/chat/rooms/${room.id}`);
    expect(after.json<ChatRoom>().partner.online).toBe(false);
  });

  it('a notification is sent in the language the socket asked for', async () => {
    const client = await freshMember(t);
    const korean = track(await Tab.signedIn(base, client, 'A'));
    const english = track(await Tab.signedIn(base, client, 'B'));
    const common = { id: crypto.randomUUID(), event: 'chatMessage', kind: 'chat', link: '/chat', createdAt: new Date().toISOString(), readAt: null } as const;
    const rendered: { ko: Notification; en: Notification } = {
      ko: { ...common, title: '새 메시지', body: '안녕하세요' },
      en: { ...common, title: 'New message', body: 'Hello' },
    };
    await t.app.bus.publish(memberChannel(client.memberNo), { type: 'notification', rendered } satisfies MemberBusMessage);
    expect((await korean.next('notification')).notification.title).toBe('새 메시지');
    expect((await english.next('notification')).notification.title).toBe('New message');
  });
});

// --- Two instances sharing Redis and PostgreSQL ---

const redisUrl = 'redis://127.0.0.1:6379';
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function unreachable(): Promise<string | null> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${redisUrl} does not answer (${String(error)})`;
  } finally {
    redis.disconnect();
  }
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at ${pgAdminUrl} does not answer (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return null;
}

const missing = await unreachable();
if (missing) console.warn(`skipping the two-instance realtime test: ${missing}`);

describe.skipIf(missing !== null)('two instances sharing REDIS_URL and one database', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: redisUrl }, { databaseAdminUrl: pgAdminUrl });
    b = await buildTestApp({ REDIS_URL: redisUrl }, { sharing: a });
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await b?.close();
    await a?.close();
  });

  it('a message sent through instance A reaches a socket connected to instance B, and B sees the member online', async () => {
    const client = await freshMember(a);
    const designer = await publicDesigner(a);
    const room = await openRoom(a, client, designer.memberNo);
    const designerTab = await Tab.signedIn(baseB, designer);
    tabs.push(designerTab);

    const sent = await say(a, client, room.id, '인스턴스 A에서 보냄');
    expect((await designerTab.next('chat.message', (f) => f.message.id === sent.id)).message.body).toBe('인스턴스 A에서 보냄');

    // Presence lives in Redis: instance A sees the T-esigner connected to B.
    const seen = await callAs(a)(client, 'GET', `/api/v1/chat/rooms/${room.id}`);
    expect(seen.json<ChatRoom>().partner.online).toBe(true);
  });
});
