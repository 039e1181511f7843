// Recovery (issue 13) on real PostgreSQL: a database outage is reported by /healthz while it lasts
// and the app serves again after it without a restart; an instance lost mid-payment or mid-upload
// leaves no money moved twice or lost and an upload that another instance finishes. PostgreSQL's
// restart is simulated on a throw-away database (its connections cut, new ones refused), never on
// the machine's server. TEST_DATABASE_URL if set, else the local PostgreSQL; skipped without one.
import crypto from 'node:crypto';
import type net from 'node:net';
import { AccountKind, Currency, RESUMABLE_CHUNK_BYTES, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.ts';
import { ledgerAccounts, mileageCharges, postings, quickRequests } from './db/schema/index.ts';
import { ledgerInvariants } from './modules/mileage/test-support.ts';
import { clientMileageOf, escrowOf, postKey, quickBody, setPrices, chargeMileage } from './modules/quick/test-support.ts';
import { freshMember } from './modules/requests/test-support.ts';
import { databaseHealth } from './platform/health.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { pgAdminUrl, postgresAnswers } from './test/postgres.ts';
import { samplePdf, type Session } from './test/members.ts';

const available = await postgresAnswers('recovery tests');

/** Runs one statement on the PostgreSQL itself (not through the app's pool). */
async function asAdmin(statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

const databaseNameOf = (t: TestApp) => new URL(t.databaseUrl!).pathname.slice(1);
/** What a PostgreSQL restart does to the app: every connection it holds is cut. */
const cutConnections = (name: string) => asAdmin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the health probe', () => {
  it('calls a database that does not answer within its time-out down, without waiting for it', async () => {
    const hung = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const started = Date.now();
    expect(await databaseHealth(hung, 50)).toBe('down');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the health probe with Redis', () => {
  it('says whether the Redis the instances share answers', async () => {
    const t = await buildTestApp({ REDIS_URL: redisUrl! });
    try {
      const res = await eventually(
        () => t.app.inject({ method: 'GET', url: '/healthz' }),
        (r) => r.json<{ redis?: string }>().redis === 'up',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!available)('a PostgreSQL outage', () => {
  let t: TestApp;
  let member: Session;
  let name: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { databaseAdminUrl: pgAdminUrl });
    name = databaseNameOf(t);
    member = await freshMember(t);
  }, 60_000);
  afterAll(async () => {
    if (name) await asAdmin(`alter database ${name} with allow_connections true`).catch(() => undefined);
    await t?.close();
  });

  const health = () => t.app.inject({ method: 'GET', url: '/healthz' });
  const myMileage = () => t.app.inject({ method: 'GET', url: '/api/v1/mileage', headers: { authorization: `Bearer ${member.token}` } });

  it('answers /healthz with 200 and what it depends on while the database answers', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
  });

  it('replaces the connections a restart cut: the next calls answer, and the process lives on', async () => {
    await cutConnections(name);
    const res = await eventually(health, (r) => r.statusCode === 200);
    expect(res.statusCode).toBe(200);
    expect((await eventually(myMileage, (r) => r.statusCode === 200)).statusCode).toBe(200);
  });

  it('answers /healthz with 503 while the database refuses connections, 200 after, and the API works again without a restart', async () => {
    await asAdmin(`alter database ${name} with allow_connections false`);
    try {
      await cutConnections(name);
      const down = await eventually(health, (r) => r.statusCode === 503);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'degraded', database: 'down' });
      // Still down a moment later: the probe reports the outage for as long as it lasts.
      expect((await health()).statusCode).toBe(503);
      expect((await myMileage()).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await asAdmin(`alter database ${name} with allow_connections true`);
    }
    const up = await eventually(health, (r) => r.statusCode === 200);
    expect(up.json()).toMatchObject({ status: 'ok', database: 'up' });
    const mileage = await myMileage();
    expect(mileage.statusCode, mileage.body).toBe(200);
  });
});

/** Two instances of one deployment: B owns the database and DATA_DIR, A shares them and may be lost. */
async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
}

/** The instance dies with requests in flight: their connections cut, then the app gone. */
async function lose(t: TestApp): Promise<void> {
  t.app.server.closeAllConnections();
  await t.close();
}

const post = (base: string, who: Session, url: string, body: object, key: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/** The postings on a member's client mileage account: one per movement of their money. */
async function mileageMovements(db: Db, memberNo: number): Promise<number[]> {
  const rows = await db
    .select({ amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(postings.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.memberNo, memberNo), eq(ledgerAccounts.kind, AccountKind.clientMileage)));
  return rows.map((r) => r.amount).sort((x, y) => x - y);
}

async function expectLedgerSound(db: Db): Promise<void> {
  const invariants = await ledgerInvariants(db);
  expect(invariants.unbalancedEntries).toEqual([]);
  expect(invariants.negativeBalances).toEqual([]);
  expect(invariants.balancesOffPostings).toEqual([]);
  for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
}

describe.skipIf(!available)('an instance lost mid-payment', () => {
  let b: TestApp;
  let baseB: string;

  beforeAll(async () => {
    b = await buildTestApp({}, { databaseAdminUrl: pgAdminUrl });
    baseB = await listening(b);
    await setPrices(b);
  }, 60_000);
  afterAll(() => b?.close());

  it('the same charge sent to two instances at once under one Idempotency-Key credits the mileage once', async () => {
    const a = await buildTestApp({}, { sharing: b });
    try {
      const baseA = await listening(a);
      const client = await freshMember(b);
      const key = `charge-${crypto.randomUUID()}`;
      const body = { amount: 50_000, currency: Currency.KRW };
      const answers = await Promise.all([post(baseA, client, '/api/v1/mileage/charges', body, key), post(baseB, client, '/api/v1/mileage/charges', body, key)]);
      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ chargeId: string; status: string }>));
      expect(answers.map((r) => r.status)).toEqual([201, 201]);
      expect(bodies[0]!.chargeId).toBe(bodies[1]!.chargeId);
      expect(await b.app.db.select().from(mileageCharges).where(eq(mileageCharges.memberNo, client.memberNo))).toHaveLength(1);
      expect(await mileageMovements(b.app.db, client.memberNo)).toEqual([50_000]);
      expect(await clientMileageOf(b, client.memberNo)).toBe(50_000);
      await expectLedgerSound(b.app.db);
    } finally {
      await a.close();
    }
  }, 60_000);

  it('a paid post cut off with the instance that took it, retried on another, pays into escrow once', async () => {
    const a = await buildTestApp({}, { sharing: b });
    const baseA = await listening(a);
    const client = await freshMember(b);
    await chargeMileage(b, client.memberNo, 30_000);
    const body = await quickBody(b, client, 2);
    const key = postKey();

    // The request reaches A, and A dies before (or while) answering.
    const inFlight = post(baseA, client, '/api/v1/quick/requests', body, key).then(
      (r) => r.status,
      () => 'cut' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    await lose(a);
    const first = await inFlight;
    expect([201, 'cut']).toContain(first);

    // The browser retries with the same key on the instance that is left.
    const retry = await post(baseB, client, '/api/v1/quick/requests', body, key);
    expect(retry.status, await retry.clone().text()).toBe(201);
    const { id } = (await retry.json()) as { id: string };
    // And once more, as an impatient user would: still the same request.
    const again = await post(baseB, client, '/api/v1/quick/requests', body, key);
    expect(((await again.json()) as { id: string }).id).toBe(id);

    expect(await b.app.db.select({ id: quickRequests.id }).from(quickRequests).where(eq(quickRequests.clientNo, client.memberNo))).toEqual([{ id }]);
    expect(await mileageMovements(b.app.db, client.memberNo)).toEqual([-30_000, 30_000]);
    expect(await clientMileageOf(b, client.memberNo)).toBe(0);
    expect(await escrowOf(b, id)).toBe(30_000);
    await expectLedgerSound(b.app.db);
  }, 60_000);
});

describe.skipIf(!available)('an instance lost mid-upload', () => {
  let b: TestApp;
  let baseB: string;

  beforeAll(async () => {
    b = await buildTestApp({}, { databaseAdminUrl: pgAdminUrl });
    baseB = await listening(b);
  }, 60_000);
  // fetch keeps its connections open for reuse; the test is over, so they are cut.
  afterAll(() => b && lose(b));

  it('an upload started on one instance resumes on another after it is gone, and the file is byte for byte the one sent', async () => {
    const a = await buildTestApp({}, { sharing: b });
    const baseA = await listening(a);
    const client = await freshMember(b);
    const auth = { authorization: `Bearer ${client.token}` };
    const head = samplePdf();
    const file = Buffer.concat([head, crypto.randomBytes(2 * RESUMABLE_CHUNK_BYTES + 12_345 - head.length)]);
    const chunk = (offset: number) => file.subarray(offset, Math.min(offset + RESUMABLE_CHUNK_BYTES, file.length));
    const put = (base: string, id: string, offset: number) =>
      fetch(`${base}/api/v1/uploads/${id}?offset=${offset}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/octet-stream' }, body: chunk(offset) });

    const started = await fetch(`${baseA}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'crown.pdf', size: file.length, kind: 'referral' }),
    });
    expect(started.status).toBe(201);
    const session = (await started.json()) as UploadSession;
    expect((await put(baseA, session.id, 0)).status).toBe(200);
    // A dies while the second chunk is on its way.
    const cut = put(baseA, session.id, RESUMABLE_CHUNK_BYTES).then(
      (r) => r.status,
      () => 'cut' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await lose(a);
    await cut;

    // B tells where the upload stands and takes the rest from there.
    const where = (await (await fetch(`${baseB}/api/v1/uploads/${session.id}`, { headers: auth })).json()) as UploadSession;
    expect([RESUMABLE_CHUNK_BYTES, 2 * RESUMABLE_CHUNK_BYTES]).toContain(where.received);
    for (let offset = where.received; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      const res = await put(baseB, session.id, offset);
      expect(res.status, await res.text()).toBe(200);
    }
    const completed = await fetch(`${baseB}/api/v1/uploads/${session.id}/complete`, { method: 'POST', headers: auth });
    expect(completed.status).toBe(200);
    const answer = (await completed.json()) as UploadAnswer;
    expect(answer.size).toBe(file.length);

    const download = await fetch(`${baseB}${answer.url}`, { headers: auth });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(file.length);
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(crypto.createHash('sha256').update(file).digest('hex'));
  }, 90_000);
});
