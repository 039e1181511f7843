import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { uploadDocument } from '../../test/members.ts';
import { call, postedQuick, quickDesigner, setPrices } from '../quick/test-support.ts';
import { freshMember } from '../requests/test-support.ts';
import { exportMember, MEMBER_EXPORT_FORMAT } from './export.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setPrices(t);
}, 60_000);
afterAll(() => t.close());

const rowOf = async (memberNo: number) => (await t.app.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;

/** A client who posted a quick request (mileage charged and paid), uploaded a document, and the T-esigner who took it. */
async function clientAndDesigner() {
  const client = await freshMember(t);
  const designer = await quickDesigner(t);
  const quick = await postedQuick(t, client, 1);
  const took = await call(t, designer, 'POST', `/api/v1/quick/requests/${quick.id}/take`);
  expect(took.statusCode, took.body).toBe(200);
  const fileId = await uploadDocument(t.app, '보철 의뢰서.pdf', client.token);
  return { client, designer, quick, fileId };
}

describe('exporting a member’s data', () => {
  it('holds the profile, referrals, requests, ledger movements and files of the member, found by number or e-mail', async () => {
    const { client, designer, quick, fileId } = await clientAndDesigner();
    const row = await rowOf(client.memberNo);
    const byNo = await exportMember(t.app.db, String(client.memberNo));
    const byEmail = await exportMember(t.app.db, row.email.toUpperCase());
    expect(byEmail?.profile.memberNo).toBe(client.memberNo);
    expect(byNo).toMatchObject({ format: MEMBER_EXPORT_FORMAT, profile: { memberNo: client.memberNo, email: row.email, lastName: row.lastName } });
    expect(byNo!.referrals).toHaveLength(1);
    expect(byNo!.quickRequests).toEqual([expect.objectContaining({ id: quick.id, counterpart: designer.nickname })]);
    // Charged 15 000, then paid 15 000 into the request's escrow.
    expect(byNo!.ledger.movements.map((m) => m.amount).sort((a, b) => a - b)).toEqual([-15_000, 15_000]);
    // The referral's scan (a complete referral carries one) and the document uploaded here.
    expect(byNo!.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: byNo!.referrals[0]!.data.scanFileId, mime: 'model/stl' }),
        expect.objectContaining({ id: fileId, name: '보철 의뢰서.pdf', mime: 'application/pdf' }),
      ]),
    );
    expect(byNo!.files).toHaveLength(2);
  });

  it('never holds the password hash, where files are stored, or the other member’s personal data beyond the nickname', async () => {
    const { client, designer } = await clientAndDesigner();
    const mine = await rowOf(client.memberNo);
    const theirs = await rowOf(designer.memberNo);
    const text = JSON.stringify(await exportMember(t.app.db, String(client.memberNo)));
    expect(text).not.toContain(mine.passwordHash);
    expect(text).not.toMatch(/passwordHash|storageKey|googleSub|token/i);
    expect(text).toContain(theirs.nickname!);
    for (const personal of [theirs.email, theirs.lastName, theirs.phone].filter(Boolean)) expect(text).not.toContain(personal);
    // The T-esigner's own export names the client by nickname only, too.
    const designerText = JSON.stringify(await exportMember(t.app.db, String(designer.memberNo)));
    expect(designerText).toContain(mine.nickname!);
    expect(designerText).not.toContain(mine.email);
  });

  it('answers nothing for a member that does not exist', async () => {
    expect(await exportMember(t.app.db, '99999999')).toBeUndefined();
    expect(await exportMember(t.app.db, 'nobody@example.com')).toBeUndefined();
  });
});

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pgAvailable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);

describe.skipIf(!pgAvailable)('npm run export-member', () => {
  it('prints the member as JSON from the database of DATABASE_URL', async () => {
    const p = await buildTestApp({}, { databaseAdminUrl: adminUrl });
    try {
      const member = await freshMember(p);
      const email = (await p.app.db.select({ email: members.email }).from(members).where(eq(members.memberNo, member.memberNo)))[0]!.email;
      const script = path.resolve(import.meta.dirname, '../../../../../scripts/export-member.ts');
      const run = spawnSync(process.execPath, [script, email], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: p.databaseUrl, DATA_DIR: p.config.dataDir, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ format: MEMBER_EXPORT_FORMAT, profile: { memberNo: member.memberNo, email } });
    } finally {
      await p.close();
    }
  }, 90_000);
});
