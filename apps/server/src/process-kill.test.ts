// Recovery (issue 13) with real processes: instances of `node apps/server/src/main.ts` on one
// throw-away PostgreSQL database and one DATA_DIR, one of them killed with SIGKILL in the middle of a
// payment or of an upload, as a crash or an OOM kill does it (recovery.test.ts closes an in-process
// app, which still runs its last lines; a killed process runs none). Instance A dies once, with a
// card charge and an upload in flight, and both are finished on B. The charge goes through the real
// Toss adapter to the local Toss fake, behind a door that lets the fake take the payment and holds
// its answer, so A dies after the card was charged and before it credited anything; the upload dies
// with half a chunk on the wire. Skipped without TEST_DATABASE_URL.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountKind, RESUMABLE_CHUNK_BYTES, type ChargeAnswer, type PaymentCard, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, ledgerAccounts, mileageCharges, postings } from './db/schema/index.ts';
import { ledgerInvariants } from './modules/mileage/test-support.ts';
import { freshMember } from './modules/requests/test-support.ts';
import { startTossFake, TossFakeCards, type TossFake } from './platform/payments/fakes/toss-fake.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { samplePdf, type Session } from './test/members.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('process-kill tests skipped: they need TEST_DATABASE_URL (two processes share one PostgreSQL)');

/** Toss as the instances reach it: the fake, through a door that can keep one answer to itself. */
interface HoldingDoor {
  url: string;
  /** Resolves when the next billing charge has been done by the fake and its answer kept back. */
  holdNextCharge(): Promise<void>;
  close(): Promise<void>;
}

async function holdingDoor(target: string): Promise<HoldingDoor> {
  let hold: (() => void) | undefined;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'idempotency-key']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(`${target}${request.url ?? '/'}`, { method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
    const body = await answer.text();
    const isCharge = request.method === 'POST' && /^\/v1\/billing\/(?!authorizations\/)/.test(request.url ?? '');
    if (isCharge && hold) {
      // The card is charged at the provider; the instance never hears so.
      hold();
      hold = undefined;
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdNextCharge: () => new Promise<void>((resolve) => (hold = resolve)),
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const auth = (who: Session) => ({ authorization: `Bearer ${who.token}` });

const postJson = (base: string, who: Session, url: string, body: object, key?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...auth(who), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

/** Waits for `promise`, answering 'cut' when its connection died with the instance. */
const statusOrCut = (answer: Promise<Response>) =>
  answer.then(
    (r) => r.status,
    () => 'cut' as const,
  );

const card = { number: TossFakeCards.good, expiryMonth: '12', expiryYear: '39', passwordFirstTwo: '12', identityType: 'birthDate', identityNumber: '900101' };

/** A file of three resumable chunks (the last one short) that passes the PDF check. */
function uploadFile(): Buffer<ArrayBuffer> {
  const head = samplePdf();
  return Buffer.concat([head, crypto.randomBytes(2 * RESUMABLE_CHUNK_BYTES + 12_345 - head.length)]);
}

const chunkOf = (file: Buffer<ArrayBuffer>, offset: number) => file.subarray(offset, Math.min(offset + RESUMABLE_CHUNK_BYTES, file.length));

/** Writes the first half of the chunk at `offset` to the instance and answers once it is sent; the rest never follows. */
function sendHalfAChunk(base: string, who: Session, id: string, file: Buffer<ArrayBuffer>, offset: number): Promise<void> {
  const chunk = chunkOf(file, offset);
  return new Promise<void>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({
      host: hostname,
      port,
      method: 'PUT',
      path: `/api/v1/uploads/${id}?offset=${offset}`,
      headers: { ...auth(who), 'content-type': 'application/octet-stream', 'content-length': chunk.length },
    });
    // The connection dies with the instance: that is the point.
    request.on('error', () => undefined);
    request.write(chunk.subarray(0, chunk.length / 2), (error) => (error ? reject(error) : resolve()));
  });
}

describe.skipIf(!adminUrl)('an instance killed with SIGKILL in the middle of a payment and of an upload', () => {
  let t: TestApp;
  let toss: TossFake;
  let door: HoldingDoor;
  /** The instance killed. */
  let a: ServerProcess;
  /** The instance left standing, where the retries go. */
  let b: ServerProcess;
  const processes: ServerProcess[] = [];

  // What was in flight on A when it died: a charge of `payer`'s card, `uploader`'s upload of `file`.
  let payer: Session;
  let charge: { amount: number; currency: string; cardId: string };
  const chargeKey = `process-kill-${crypto.randomUUID()}`;
  /** What the call that A took came back with. */
  let firstAnswer: number | 'cut';
  let uploader: Session;
  let session: UploadSession;
  const file = uploadFile();

  beforeAll(async () => {
    toss = await startTossFake();
    door = await holdingDoor(toss.baseUrl);
    // The in-process app makes the migrated database and DATA_DIR (so the signing key), signs members
    // in and reads the tables; the processes are the instances under test.
    t = await buildTestApp({}, { databaseAdminUrl: adminUrl });
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.databaseUrl!,
      ADMIN_PASSWORD: 'admin-pass-1234',
      TOSS_CLIENT_KEY: 'test_ck_fake',
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_URL: door.url,
      WEB_DIST: '/nonexistent',
    };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = processes as [ServerProcess, ServerProcess];

    // On A: a card registered, then a charge the provider takes but whose answer A never gets.
    payer = await freshMember(t);
    const registered = await postJson(a.base, payer, '/api/v1/mileage/cards', card);
    if (registered.status !== 201) throw new Error(`card registration failed: ${registered.status} ${await registered.text()}`);
    charge = { amount: 40_000, currency: 'KRW', cardId: ((await registered.json()) as PaymentCard).id };
    const held = door.holdNextCharge();
    const charging = statusOrCut(postJson(a.base, payer, '/api/v1/mileage/charges', charge, chargeKey));
    await held;

    // On A: an upload with its first chunk stored and half of the second on the wire.
    uploader = await freshMember(t);
    const opened = await postJson(a.base, uploader, '/api/v1/uploads', { name: 'crown.pdf', size: file.length, kind: 'referral' });
    if (opened.status !== 201) throw new Error(`upload start failed: ${opened.status} ${await opened.text()}`);
    session = (await opened.json()) as UploadSession;
    const firstChunk = await fetch(`${a.base}/api/v1/uploads/${session.id}?offset=0`, {
      method: 'PUT',
      headers: { ...auth(uploader), 'content-type': 'application/octet-stream' },
      body: chunkOf(file, 0),
    });
    if (firstChunk.status !== 200) throw new Error(`first chunk failed: ${firstChunk.status} ${await firstChunk.text()}`);
    await sendHalfAChunk(a.base, uploader, session.id, file, RESUMABLE_CHUNK_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await a.stop('SIGKILL');
    firstAnswer = await charging;
  }, 60_000);

  // Even when a test failed half-way: no instance outlives the file.
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await door?.close();
    await toss?.close();
    await t?.close();
  });

  it('a card charge cut off after the provider took the payment is credited once, when retried with the same key on another instance', async () => {
    expect(firstAnswer).toBe('cut');
    // Charged at the provider, nothing credited: the row waits for a retry.
    const [pending] = await t.app.db.select().from(mileageCharges).where(eq(mileageCharges.memberNo, payer.memberNo));
    expect(pending?.status).toBe('pending');
    const taken = [...toss.payments.values()].filter((p) => p.orderId === pending!.id);
    expect(taken).toHaveLength(1);
    expect(await t.app.db.$count(journalEntries, eq(journalEntries.reference, taken[0]!.paymentKey))).toBe(0);

    // The browser retries the same call with the same key; the instance left answers it.
    const retry = await postJson(b.base, payer, '/api/v1/mileage/charges', charge, chargeKey);
    expect(retry.status, await retry.clone().text()).toBe(201);
    const answer = (await retry.json()) as ChargeAnswer;
    expect(answer).toMatchObject({ chargeId: pending!.id, status: 'confirmed', paymentKey: taken[0]!.paymentKey, balance: 40_000 });
    // And once more, as an impatient member would: the same charge, nothing added.
    const again = await postJson(b.base, payer, '/api/v1/mileage/charges', charge, chargeKey);
    expect((await again.json()) as ChargeAnswer).toMatchObject({ chargeId: answer.chargeId, balance: 40_000 });

    // Still one payment at the provider (its answer replayed by Idempotency-Key), one charge, one ledger entry.
    expect([...toss.payments.values()].filter((p) => p.orderId === answer.chargeId)).toHaveLength(1);
    expect(await t.app.db.$count(mileageCharges, eq(mileageCharges.memberNo, payer.memberNo))).toBe(1);
    expect(await t.app.db.$count(journalEntries, eq(journalEntries.reference, taken[0]!.paymentKey))).toBe(1);
    const movements = await t.app.db
      .select({ amount: postings.amount })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(postings.accountId, ledgerAccounts.id))
      .where(and(eq(ledgerAccounts.memberNo, payer.memberNo), eq(ledgerAccounts.kind, AccountKind.clientMileage)));
    expect(movements.map((m) => m.amount)).toEqual([40_000]);
    const invariants = await ledgerInvariants(t.app.db);
    expect(invariants.unbalancedEntries).toEqual([]);
    expect(invariants.negativeBalances).toEqual([]);
    expect(invariants.balancesOffPostings).toEqual([]);
  }, 30_000);

  it('an upload cut off in the middle of a chunk resumes on another instance from the offset it reports, and the stored file has the original’s SHA-256', async () => {
    const put = (offset: number) =>
      fetch(`${b.base}/api/v1/uploads/${session.id}?offset=${offset}`, { method: 'PUT', headers: { ...auth(uploader), 'content-type': 'application/octet-stream' }, body: chunkOf(file, offset) });

    // B tells where the upload stands: the chunk cut in half was not counted.
    const where = (await (await fetch(`${b.base}/api/v1/uploads/${session.id}`, { headers: auth(uploader) })).json()) as UploadSession;
    expect(where.received).toBe(RESUMABLE_CHUNK_BYTES);
    for (let offset = where.received; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      const res = await put(offset);
      expect(res.status, await res.text()).toBe(200);
    }
    const completed = await fetch(`${b.base}/api/v1/uploads/${session.id}/complete`, { method: 'POST', headers: auth(uploader) });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const answer = (await completed.json()) as UploadAnswer;
    expect(answer.size).toBe(file.length);

    const download = await fetch(`${b.base}${answer.url}`, { headers: auth(uploader) });
    expect(download.status).toBe(200);
    const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(file));
  }, 30_000);
});
