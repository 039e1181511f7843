import { ErrorCode, type Referral } from '@dcm/shared';
import type { DesignChecks } from '@dcm/shared/mesh/design-check';
import { asciiPly, binaryStl, cube, hollowBox } from '@dcm/shared/mesh/fixtures.test-support';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designChecks } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { samplePdf, type Session } from '../../test/members.ts';
import { chargeMileage, inHours, postKey, quickDesigner, setPrices } from '../quick/test-support.ts';
import { completeReferral } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { DESIGN_CHECK_ATTEMPTS } from './design-checks.ts';

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

const call = (who: Session | null, method: o.Method, url: string, payload?: object) => o.callRoute(t, who, method, url, payload);

/** A complete referral of the client whose numeric values are `values`, with a scan to receive. */
async function referralPrescribing(values: Array<{ title: string; value: string }>): Promise<{ referral: Referral; scanId: string }> {
  const scan = await o.uploadReferralFile(t, client, 'scan.stl', Buffer.from(binaryStl(cube())));
  return { referral: await completeReferral(t, client, { scanFileId: scan.id, values }), scanId: scan.id };
}

/** An order of the client's referrals, accepted and received by the designer: ready for the CAD result. */
async function receivedOrderOf(...made: Array<{ referral: Referral; scanId: string }>): Promise<string> {
  const { orderId } = await o.acceptedOrder(t, client, designer, { referrals: made.map((m) => m.referral) });
  const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/files/${made[0]!.scanId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

/** Uploads the designer's files (name → bytes) and delivers them on the order. */
async function deliver(orderId: string, files: Record<string, Uint8Array>): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) ids[name] = (await o.uploadCadFile(t, designer, name, Buffer.from(bytes))).id;
  const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/deliveries`, { fileIds: Object.values(ids) });
  expect(res.statusCode, res.body).toBe(201);
  return ids;
}

async function checksOf(who: Session, orderId: string): Promise<DesignChecks> {
  const res = await call(who, 'GET', `/api/v1/orders/${orderId}/design-checks`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DesignChecks>();
}

const rowsOf = (fileIds: string[]) => t.app.db.select().from(designChecks).where(inArray(designChecks.fileId, fileIds));

/** Runs the job until nothing due is left (a run claims a few files). */
async function drain(app = t): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await app.app.jobs.runNow('check-designs');
    const due = await app.app.db.select({ fileId: designChecks.fileId }).from(designChecks).where(eq(designChecks.status, 'pending'));
    if (due.length === 0) return;
  }
}

const brokenStl = new TextEncoder().encode('solid broken\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 zero 0\nvertex 1 1 0\nendloop\nendfacet\nendsolid broken\n');

describe('the design check of an order’s CAD result', () => {
  it('measures each delivered mesh against the referral’s minimum thickness, once, for both parties', async () => {
    const orderId = await receivedOrderOf(await referralPrescribing([{ title: '최소 두께', value: '0.5 mm' }]));
    const ids = await deliver(orderId, {
      'crown thin.stl': binaryStl(hollowBox(0.3)),
      'cube.stl': binaryStl(cube(4)),
      'broken.stl': brokenStl,
      'notes.pdf': samplePdf(),
    });

    // Pending from the delivery on; the PDF is no mesh and has no check.
    const pending = await checksOf(client, orderId);
    expect(pending.items.map((c) => c.fileName).sort()).toEqual(['broken.stl', 'crown thin.stl', 'cube.stl']);
    expect(pending.items.every((c) => c.status === 'pending' && c.report === null && c.prescribedMinMm === 0.5 && c.version === 1 && c.checkedAt === null)).toBe(true);

    await drain();
    const done = await checksOf(designer, orderId);
    const byName = new Map(done.items.map((c) => [c.fileName, c]));
    expect(done.items.every((c) => c.status === 'done' && c.checkedAt !== null)).toBe(true);

    const thin = byName.get('crown thin.stl')!.report!;
    expect(thin.status).toBe('ok');
    if (thin.status !== 'ok') return;
    expect(thin.thickness).toMatchObject({ prescribedMinMm: 0.5, pass: false });
    expect(thin.thickness!.minMm!).toBeCloseTo(0.3, 2);
    expect(thin.analysis.watertight).toBe(true);

    const good = byName.get('cube.stl')!.report!;
    expect(good.status === 'ok' && good.thickness?.pass).toBe(true);

    expect(byName.get('broken.stl')!.report).toMatchObject({ status: 'failed', reason: 'parseError' });

    // A second run analyses nothing again.
    const before = await rowsOf(Object.values(ids));
    expect(await t.app.jobs.runNow('check-designs')).toBe(true);
    const after = await rowsOf(Object.values(ids));
    expect(after.map((r) => [r.fileId, r.attempts, r.checkedAt?.getTime()]).sort()).toEqual(before.map((r) => [r.fileId, r.attempts, r.checkedAt?.getTime()]).sort());
    expect(after.every((r) => r.attempts === 1)).toBe(true);

    // The admin reads it too; anyone else is told no order exists.
    expect((await checksOf(admin, orderId)).items).toHaveLength(3);
    o.expectError(await call(otherClient, 'GET', `/api/v1/orders/${orderId}/design-checks`), 404, ErrorCode.NotFound);
    o.expectError(await call(otherDesigner, 'GET', `/api/v1/orders/${orderId}/design-checks`), 404, ErrorCode.NotFound);
    expect((await call(null, 'GET', `/api/v1/orders/${orderId}/design-checks`)).statusCode).toBe(401);
  });

  it('holds a delivery to the smallest minimum thickness of its referrals, and none when none names one', async () => {
    const two = await receivedOrderOf(
      await referralPrescribing([{ title: 'Minimum thickness', value: '0.8mm' }]),
      await referralPrescribing([{ title: '시멘트 갭', value: '0.03' }, { title: '최소두께', value: '0.6' }]),
    );
    await deliver(two, { 'a.stl': binaryStl(cube()) });
    expect((await checksOf(client, two)).items[0]!.prescribedMinMm).toBe(0.6);

    const none = await receivedOrderOf(await referralPrescribing([]));
    await deliver(none, { 'b.obj': new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n') });
    await drain();
    const [check] = (await checksOf(client, none)).items;
    expect(check).toMatchObject({ prescribedMinMm: null, status: 'done', report: { status: 'ok', format: 'obj' } });
    expect(check!.report!.status === 'ok' && check!.report!.thickness?.pass).toBeNull();
  });

  it('lists every version, newest first', async () => {
    const orderId = await receivedOrderOf(await referralPrescribing([]));
    await deliver(orderId, { 'v1.stl': binaryStl(cube()) });
    const rework = await call(client, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: 'designError', reason: 'The margin is open on the distal side.' });
    expect(rework.statusCode, rework.body).toBe(201);
    await deliver(orderId, { 'v2.stl': binaryStl(cube(2)) });
    expect((await checksOf(client, orderId)).items.map((c) => [c.version, c.fileName])).toEqual([
      [2, 'v2.stl'],
      [1, 'v1.stl'],
    ]);
  });

  it('leaves a file claimed by another run alone until its lease lapses, and gives up after the last try', async () => {
    const orderId = await receivedOrderOf(await referralPrescribing([]));
    const ids = await deliver(orderId, { 'held.stl': binaryStl(cube()) });
    const fileId = ids['held.stl']!;
    // Another instance holds it (its analysis is under way).
    await t.app.db.update(designChecks).set({ attempts: 1, claimedUntil: new Date(Date.now() + 60_000) }).where(eq(designChecks.fileId, fileId));
    await t.app.jobs.runNow('check-designs');
    expect((await rowsOf([fileId]))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // It died on its last try: the lease lapsed with no report.
    await t.app.db.update(designChecks).set({ attempts: DESIGN_CHECK_ATTEMPTS, claimedUntil: new Date(Date.now() - 1) }).where(eq(designChecks.fileId, fileId));
    await t.app.jobs.runNow('check-designs');
    const [check] = (await checksOf(client, orderId)).items;
    expect(check).toMatchObject({ status: 'done', report: { status: 'failed', reason: 'analysisError', format: 'stl' } });
  });
});

describe('the design check of a quick request’s CAD result', () => {
  it('is measured against the request’s referral and read by both parties only', async () => {
    await setPrices(t);
    const referral = await completeReferral(t, client, { values: [{ title: 'min thickness', value: '0.5 mm' }] });
    await chargeMileage(t, client.memberNo, 30_000);
    const body = { referralId: referral.id, items: [{ type: 'zirconia_crown', count: 2 }], deadlineAt: inHours(24), onMissed: 'repost', notes: '' };
    const quick = await o.callRoute(t, client, 'POST', '/api/v1/quick/requests', body, { 'idempotency-key': postKey() });
    expect(quick.statusCode, quick.body).toBe(201);
    const quickId = quick.json<{ id: string }>().id;
    const taker = await quickDesigner(t);
    expect((await call(taker, 'POST', `/api/v1/quick/requests/${quickId}/take`)).statusCode).toBe(200);
    const file = await o.uploadCadFile(t, taker, 'quick crown.stl', Buffer.from(binaryStl(hollowBox(0.3))));
    const delivered = await call(taker, 'POST', `/api/v1/quick/requests/${quickId}/deliveries`, { fileIds: [file.id], note: '' });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const read = async (who: Session) => {
      const res = await call(who, 'GET', `/api/v1/quick/${quickId}/design-checks`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DesignChecks>();
    };
    expect((await read(client)).items).toMatchObject([{ fileId: file.id, status: 'pending', prescribedMinMm: 0.5, version: 1 }]);
    await drain();
    const [check] = (await read(taker)).items;
    expect(check).toMatchObject({ status: 'done', report: { status: 'ok', thickness: { pass: false } } });
    expect((await read(admin)).items).toHaveLength(1);
    o.expectError(await call(otherClient, 'GET', `/api/v1/quick/${quickId}/design-checks`), 404, ErrorCode.NotFound);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('analyse each file once between them', async () => {
    const second = await buildTestApp({}, { sharing: t });
    try {
      const orderId = await receivedOrderOf(await referralPrescribing([]));
      const ids = await deliver(orderId, { 'one.stl': binaryStl(cube(3)), 'two.stl': binaryStl(cube(2)), 'three.ply': asciiPly(cube()) });
      await Promise.all([t.app.jobs.runNow('check-designs'), second.app.jobs.runNow('check-designs'), second.app.jobs.runNow('check-designs')]);
      await Promise.all([drain(t), drain(second)]);
      const rows = await rowsOf(Object.values(ids));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['done', 1],
        ['done', 1],
        ['done', 1],
      ]);
    } finally {
      await second.close();
    }
  });
});
