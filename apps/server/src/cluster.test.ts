// Several instances (issue 13): two servers built from the same code, on one PostgreSQL database, one
// Redis and one DATA_DIR, each listening on its own port, as `npm run cluster` runs them. The main flow
// runs over real HTTP and real WebSockets with the client on instance A and the T-esigner on B, and
// nothing a member does may depend on which instance answers. Skipped, saying why, when the local
// PostgreSQL or Redis does not answer (TEST_DATABASE_URL, TEST_REDIS_URL to point elsewhere).
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { MemberType, OrderStatus, type ChargeAnswer, type DownloadLink, type OrderPin, type OrderPins, type ServerFrame } from '@dcm/shared';
import type { InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClusterProxy, type ClusterProxy } from '../../../scripts/cluster-proxy.ts';
import { openDatabase } from './db/client.ts';
import { createThrowAwayDatabase } from './db/throwaway.ts';
import { members, notificationEvents, notifications, refreshTokens } from './db/schema/index.ts';
import { openRoom, publicDesigner, say } from './modules/chat/test-support.ts';
import { cadDelivery, callRoute, mileage, newKey, readOrder, referralWithFiles, selectedOrder, sign, signingBody } from './modules/orders/test-support.ts';
import { freshMember } from './modules/requests/test-support.ts';
import { FIXTURE_PASSWORD } from './test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { missingService, testPostgresAdminUrl, testRedisUrl } from './test/services.ts';
import { overHttp } from './test/http.ts';
import { signIn, type Session } from './test/members.ts';
import { listen, Tab } from './test/sockets.ts';

const redisUrl = testRedisUrl;
const pgAdminUrl = testPostgresAdminUrl;

const missing = await missingService();
if (missing) console.warn(`skipping the several-instances test: ${missing}`);

/** Both instances run behind a proxy (scripts/cluster-proxy.ts) in `npm run cluster`; here too. */
const env = { REDIS_URL: redisUrl, TRUST_PROXY: '1' };

describe.skipIf(missing !== null)('two instances on one PostgreSQL, one Redis and one DATA_DIR', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  /** Instance A and instance B, reached over HTTP. */
  let onA: TestApp;
  let onB: TestApp;
  const tabs: Tab[] = [];
  const track = (tab: Tab) => (tabs.push(tab), tab);

  beforeAll(async () => {
    a = await buildTestApp(env, { databaseAdminUrl: pgAdminUrl });
    b = await buildTestApp(env, { sharing: a });
    baseA = await listen(a);
    baseB = await listen(b);
    onA = overHttp(a, baseA);
    onB = overHttp(b, baseB);
  }, 60_000);
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await b?.close();
    await a?.close();
  });

  /** Calls with the T-esigner's token go to B, every other to A: the orders helpers then play the flow across both. */
  const designerOnB = (designer: Session) => {
    const calls = { A: 0, B: 0 };
    const flow = overHttp(a, (options: InjectOptions) => {
      const onB = String(options.headers?.authorization ?? '') === `Bearer ${designer.token}`;
      calls[onB ? 'B' : 'A'] += 1;
      return onB ? baseB : baseA;
    });
    return { flow, calls };
  };

  const deliverOnBoth = () => Promise.all([a.app.jobs.runNow('deliver-notifications'), b.app.jobs.runNow('deliver-notifications')]);

  it('a chat message the client sends through A reaches the T-esigner’s socket on B', async () => {
    const client = await freshMember(onA);
    const designer = await publicDesigner(onB);
    const room = await openRoom(onA, client, designer.memberNo);
    const designerTab = track(await Tab.signedIn(baseB, designer));
    const sent = await say(onA, client, room.id, '인스턴스 A에서 보낸 메시지');
    expect((await designerTab.next('chat.message', (f) => f.message.id === sent.id)).message.body).toBe('인스턴스 A에서 보낸 메시지');
  });

  it('runs the main flow with the client on A and the T-esigner on B: notifications, idempotent charge, pins, every order step', async () => {
    const client = await freshMember(onA);
    const designer = await freshMember(onB, { memberSe: MemberType.Designer });
    const { flow, calls } = designerOnB(designer);
    const designerTab = track(await Tab.signedIn(baseB, designer));

    // Request (A), quotation (B), choice (A).
    const { referral, scan, bytes } = await referralWithFiles(flow, client);
    const made = await selectedOrder(flow, client, designer, { referrals: [referral] });
    expect(calls.B).toBeGreaterThan(0);
    expect(calls.A).toBeGreaterThan(calls.B);

    // The choice on A is an event; both instances' delivery jobs race for it, and it is delivered once.
    const chosen = (f: Extract<ServerFrame, { type: 'notification' }>) => f.notification.event === 'quotationChosen';
    await expect
      .poll(async () => {
        await deliverOnBoth();
        return (await a.app.db.select().from(notificationEvents).where(and(eq(notificationEvents.recipientNo, designer.memberNo), sql`${notificationEvents.processedAt} is not null`))).length;
      })
      .toBeGreaterThan(0);
    await deliverOnBoth();
    expect((await designerTab.next('notification', chosen)).notification.link).toBeTruthy();
    expect(await designerTab.next('notification', chosen, 500).then(() => 'twice', () => 'once')).toBe('once');
    const rows = await a.app.db.select().from(notifications).where(and(eq(notifications.memberNo, designer.memberNo), eq(notifications.event, 'quotationChosen')));
    expect(rows).toHaveLength(1);

    // A charge sent to A, and its retry (same Idempotency-Key) to B: one charge, one credit.
    const key = newKey();
    const charge = (t: TestApp) => callRoute(t, client, 'POST', '/api/v1/mileage/charges', { amount: made.amount, currency: 'KRW' }, { 'idempotency-key': key });
    const first = await charge(onA);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await charge(onB);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json<ChargeAnswer>().chargeId).toBe(first.json<ChargeAnswer>().chargeId);
    expect((await mileage(onB, client)).client).toBe(made.amount);

    // Signed and paid on A, accepted on B, the referral received on B (its bytes uploaded through A).
    const signed = await sign(onA, client, made.orderId, await signingBody(onA, client, made.orderId));
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await callRoute(onB, designer, 'POST', `/api/v1/orders/${made.orderId}/accept`)).statusCode).toBe(200);
    const link = await callRoute(onB, designer, 'POST', `/api/v1/orders/${made.orderId}/files/${scan.id}/link`);
    expect(link.statusCode, link.body).toBe(200);
    const download = await fetch(new URL(link.json<DownloadLink>().url, baseB));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes.get(scan.id));

    // A viewer pin the client puts on A is listed on B.
    const pinned = await callRoute(onA, client, 'POST', `/api/v1/orders/${made.orderId}/pins`, { fileId: scan.id, point: [1, 2, 3], comment: '원심 마진이 짧습니다.' });
    expect(pinned.statusCode, pinned.body).toBe(201);
    const listed = await callRoute(onB, designer, 'GET', `/api/v1/orders/${made.orderId}/pins`);
    expect(listed.json<OrderPins>().items.map((p: OrderPin) => p.id)).toEqual([pinned.json<OrderPin>().id]);

    // The CAD result delivered on B, its receipt confirmed on A: complete, and seen so on both.
    const delivered = await callRoute(onB, designer, 'POST', `/api/v1/orders/${made.orderId}/deliveries`, await cadDelivery(onB, designer));
    expect(delivered.statusCode, delivered.body).toBe(201);
    const confirmed = await callRoute(onA, client, 'POST', `/api/v1/orders/${made.orderId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await readOrder(onB, designer, made.orderId)).status).toBe(OrderStatus.complete);
    expect((await mileage(onA, designer)).earnings).toBe(made.amount);
  });

  it('a refresh token issued by A is taken by B, and its replay on A past the grace window ends the session on both', async () => {
    const member = await freshMember(onA);
    const [{ email }] = (await a.app.db.select({ email: members.email }).from(members).where(eq(members.memberNo, member.memberNo))) as [{ email: string }];
    const issued = (await signIn(onA.app, email, FIXTURE_PASSWORD)).refreshToken;
    const refresh = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: token } });

    const onBAnswer = await refresh(onB, issued);
    expect(onBAnswer.statusCode, onBAnswer.body).toBe(200);
    const rotated = onBAnswer.cookies.find((c) => c.name === 'rt')?.value ?? '';
    expect(rotated).not.toBe(issued);

    await a.app.db.update(refreshTokens).set({ usedAt: sql`now() - interval '1 minute'` }).where(sql`${refreshTokens.usedAt} is not null`);
    expect((await refresh(onA, issued)).statusCode).toBe(401);
    expect((await refresh(onB, rotated)).statusCode).toBe(401);
  });

  it('counts one client address’s sign-ins on both instances against one limit', async () => {
    // Redis keeps the counts (platform/rate-limits.ts): an address of its own, so reruns do not add up.
    const address = `10.251.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= a.config.loginRatePerMinute; i++) {
      const on = i % 2 === 0 ? onA : onB;
      const res = await on.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: address, payload: { email: `nobody-${crypto.randomUUID()}@example.com`, password: 'wrong-password' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('two instances starting at the same moment on an empty database both migrate it, one after the other', async () => {
    const empty = await createThrowAwayDatabase(pgAdminUrl, 'dcm_cluster_start');
    try {
      const both = await Promise.all([openDatabase({ url: empty.url }), openDatabase({ url: empty.url })]);
      for (const database of both) expect(await database.db.$count(members)).toBe(0);
      await Promise.all(both.map((database) => database.close()));
    } finally {
      await empty.drop();
    }
  });

  describe('behind the cluster proxy', () => {
    let proxy: ClusterProxy;
    let base: string;

    beforeAll(async () => {
      const closedPort = await freePort();
      proxy = createClusterProxy([
        { name: 'A', host: '127.0.0.1', port: Number(new URL(baseA).port) },
        { name: 'gone', host: '127.0.0.1', port: closedPort },
        { name: 'B', host: '127.0.0.1', port: Number(new URL(baseB).port) },
      ]);
      await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(proxy.server.address() as net.AddressInfo).port}`;
    });
    afterAll(() => proxy?.close());

    it('takes turns between the instances and passes over one that refuses connections', async () => {
      const answered: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${base}/healthz`);
        expect(res.status).toBe(200);
        answered.push(res.headers.get('x-instance') ?? '');
      }
      expect(new Set(answered)).toEqual(new Set(['A', 'B']));
      // A POST whose first instance refused still reaches one that answers.
      const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }) });
      expect([400, 401]).toContain(login.status);
    });

    it('counts sign-ins by the address that connected to it, whatever X-Forwarded-For the caller wrote', async () => {
      // A loopback address of its own (Linux answers the whole 127/8), so reruns do not add up.
      const from = `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i <= a.config.loginRatePerMinute; i++) {
        statuses.push(await postFrom(from, `${base}/api/v1/login`, { email: `nobody-${crypto.randomUUID()}@example.com`, password: 'wrong-password' }, { 'x-forwarded-for': `10.9.${i}.1` }));
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    }, 60_000);

    it('carries a WebSocket to an instance and hears the frames of the other', async () => {
      const client = await freshMember(onA);
      const designer = await publicDesigner(onA);
      const room = await openRoom(onA, client, designer.memberNo);
      const tab = track(await Tab.signedIn(base, designer));
      const sent = await say(onB, client, room.id, '프록시를 지나서');
      expect((await tab.next('chat.message', (f) => f.message.id === sent.id)).message.body).toBe('프록시를 지나서');
    });
  });
});

/** POSTs JSON from a given local address (node:http: fetch cannot choose one); answers the status. */
function postFrom(localAddress: string, url: string, body: object, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A loopback port nobody listens on (taken and given back). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
