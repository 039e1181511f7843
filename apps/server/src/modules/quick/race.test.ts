// The race of issue 11 on real PostgreSQL (row locks and concurrent connections, which PGlite's one
// connection cannot show): twenty opted-in T-esigners take the same quick request at once and
// exactly one gets it. TEST_DATABASE_URL if set, else the local PostgreSQL; skipped without one.
import { ErrorCode, QuickStatus, type QuickDetail } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickEvents, quickRequests } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { pgAdminUrl, postgresAnswers } from '../../test/postgres.ts';
import { freshMember } from '../requests/test-support.ts';
import { call, chargeMileage, clientMileageOf, escrowOf, postedQuick, postKey, quickBody, quickDesigner, setPrices } from './test-support.ts';

const available = await postgresAnswers('quick race test');

describe.skipIf(!available)('taking a quick request on PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, { databaseAdminUrl: pgAdminUrl });
    await setPrices(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('of twenty T-esigners taking the same request at once, exactly one gets it and nineteen hear QUICK_TAKEN', async () => {
    expect(t.databaseUrl).toBeDefined();
    const q = await postedQuick(t, await freshMember(t), 1);
    const designers = [];
    for (let i = 0; i < 20; i++) designers.push(await quickDesigner(t));

    const answers = await Promise.all(designers.map((d) => call(t, d, 'POST', `/api/v1/quick/requests/${q.id}/take`)));

    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const a of lost) expect(a.json().error.code).toBe(ErrorCode.QuickTaken);
    const winner = won[0]!.json<QuickDetail>().taker!.memberNo;
    const [row] = await t.app.db.select().from(quickRequests).where(eq(quickRequests.id, q.id));
    expect(row).toMatchObject({ status: QuickStatus.taken, takerNo: winner });
    expect((await t.app.db.select().from(quickEvents).where(eq(quickEvents.quickId, q.id))).filter((e) => e.action === 'take')).toHaveLength(1);
    expect(await escrowOf(t, q.id)).toBe(15_000);
  }, 60_000);

  it('the same post sent five times at once (one Idempotency-Key) makes one request and pays once', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 100_000);
    const body = await quickBody(t, client, 2);
    const key = postKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(t, client, 'POST', '/api/v1/quick/requests', body, { 'idempotency-key': key })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.json<QuickDetail>().id)).size).toBe(1);
    expect(await t.app.db.$count(quickRequests, eq(quickRequests.clientNo, client.memberNo))).toBe(1);
    expect(await clientMileageOf(t, client.memberNo)).toBe(70_000);
  }, 60_000);
});
