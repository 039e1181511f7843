import fs from 'node:fs';
import path from 'node:path';
import { ApprovalStatus, emptyReferralDraft, ErrorCode, MAX_UNITS_PER_FORM, ReferralStatus, type Referral, type UploadAnswer } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, members, referrals } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertFile, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { binaryStl, obj, zip } from '../../test/meshes.ts';
import { type Session, samplePdf, sessionOf } from '../../test/members.ts';
import { uploadReferralFile } from '../requests/test-support.ts';
import { returnReferralsToCart, takeReferralsIntoRequest } from './service.ts';

let t: TestApp;
let client: Session;
let otherClient: Session;
let lab: Session;
let designer: Session;

const login = (email: string, password?: string): Promise<Session> => sessionOf(t.app, email, password);

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  client = await login('client@demo.dcm');
  lab = await login('lab@demo.dcm');
  designer = await login('designer@demo.dcm');
  const other = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  otherClient = await login(other.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } });

/** A complete referral: a bridge 14–16 in zirconia, milled, confirmed. */
const completeData = (overrides: object = {}) => ({
  referralNumber: '2024-001',
  processing: 'milling',
  prosthesis: [{ type: 'zirconia_crown', count: 3 }],
  teeth: { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] },
  implant: { system: 'osstem_ts3', platform: 'Regular' },
  values: [{ title: 'Cement gap', value: '0.03 mm' }],
  pontic: 'ridge_lap',
  details: 'Shade A2.',
  scanFileId: null,
  otherFileIds: [],
  confirmed: true,
  ...overrides,
});

/** A scan file of `who` (a row only: these tests never read its bytes). */
const scanOf = (who: Session) => insertFile(t.app.db, who.memberNo, 'scan.stl', 'model/stl');

/** Saves a complete referral; it carries a scan of its own unless `overrides` name one (or none). */
const saveComplete = async (who: Session, overrides: object = {}) => {
  const scan = 'scanFileId' in overrides ? {} : { scanFileId: await scanOf(who) };
  return call(who, 'POST', '/api/v1/referrals', { mode: 'detail', status: 'complete', data: completeData({ ...scan, ...overrides }) });
};
const saveDraft = (who: Session, data: object = {}, extra: object = {}) =>
  call(who, 'POST', '/api/v1/referrals', { mode: 'simple', status: 'draft', data, ...extra });

/** Uploads a referral file as `who`, through the upload route, bytes and all. */
const uploadFile = (who: Session, filename: string, bytes: Buffer): Promise<UploadAnswer> => uploadReferralFile(t, who, filename, bytes);

/** Whether the files row and the stored bytes of an upload are still there. */
async function kept(file: UploadAnswer): Promise<{ row: boolean; bytes: boolean }> {
  const [row] = await t.app.db.select().from(files).where(eq(files.id, file.id));
  const storageKey = `uploads/${file.id.slice(0, 2)}/${file.id}`;
  return { row: row !== undefined, bytes: fs.existsSync(path.join(t.config.dataDir, 'files', storageKey)) };
}

const described = (f: UploadAnswer) => ({ id: f.id, name: f.name, size: f.size, mime: f.mime, url: f.url, sanitized: f.sanitized });

/** A fresh approved client, so a test's list holds only its own referrals. */
async function freshClient(): Promise<Session> {
  const member = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  return login(member.email, FIXTURE_PASSWORD);
}

async function created(res: Awaited<ReturnType<typeof saveDraft>>): Promise<Referral> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectFieldError(res: Awaited<ReturnType<typeof saveDraft>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
  expect(Object.keys(res.json().error.fields), res.body).toContain(field);
}

describe('saving a referral', () => {
  it('saves a draft with almost nothing, every field present with its empty value', async () => {
    const referral = await created(await saveDraft(client));
    expect(referral).toMatchObject({ clientNo: client.memberNo, mode: 'simple', status: ReferralStatus.Draft });
    expect(referral.groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(referral.data).toEqual(emptyReferralDraft());
  });

  it('saves a complete referral with its own files and reads it back', async () => {
    const scan = await insertFile(t.app.db, client.memberNo, 'scan.stl', 'model/stl');
    const photo = await insertFile(t.app.db, client.memberNo, 'photo.jpg', 'image/jpeg');
    const referral = await created(await saveComplete(client, { scanFileId: scan, otherFileIds: [photo] }));
    expect(referral.status).toBe(ReferralStatus.Complete);
    expect(referral.data).toEqual(completeData({ scanFileId: scan, otherFileIds: [photo] }));

    const read = await call(client, 'GET', `/api/v1/referrals/${referral.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(referral);
  });

  it('names the attached files in every answer, the scan first and the others in their order', async () => {
    const scan = await uploadFile(client, 'upper.stl', binaryStl());
    const model = await uploadFile(client, 'model.obj', obj());
    const archive = await uploadFile(client, 'export.zip', zip());
    const referral = await created(await saveComplete(client, { scanFileId: scan.id, otherFileIds: [archive.id, model.id] }));
    expect(referral.files).toEqual([described(scan), described(archive), described(model)]);

    expect((await call(client, 'GET', `/api/v1/referrals/${referral.id}`)).json().files).toEqual(referral.files);
    const listed = (await call(client, 'GET', `/api/v1/referrals?groupId=${referral.groupId}`)).json().items as Referral[];
    expect(listed.map((r) => r.files)).toEqual([referral.files]);

    const updated = await call(client, 'PUT', `/api/v1/referrals/${referral.id}`, { mode: 'detail', status: 'draft', data: { otherFileIds: [model.id] } });
    expect(updated.json().files).toEqual([described(model)]);
    const draft = await created(await saveDraft(client));
    expect(draft.files).toEqual([]);
  });

  it('refuses a file attached twice, the scan among the others too, and leaves the referral as it was', async () => {
    const scan = await uploadFile(client, 'scan.stl', binaryStl());
    const photo = await insertFile(t.app.db, client.memberNo, 'photo.jpg', 'image/jpeg');
    const referral = await created(await saveDraft(client, { scanFileId: scan.id }));
    const url = `/api/v1/referrals/${referral.id}`;

    const scanAgain = await call(client, 'PUT', url, { mode: 'simple', status: 'draft', data: { scanFileId: scan.id, otherFileIds: [scan.id] } });
    expectFieldError(scanAgain, 'data.otherFileIds.0');
    expect(scanAgain.json().error.fields['data.otherFileIds.0']).toBe('같은 파일을 두 번 첨부할 수 없습니다.');
    const otherTwice = await call(client, 'PUT', url, { mode: 'simple', status: 'draft', data: { otherFileIds: [photo, photo] } });
    expectFieldError(otherTwice, 'data.otherFileIds.1');
    expectFieldError(await saveDraft(client, { otherFileIds: [photo, photo] }), 'data.otherFileIds.1');

    expect((await call(client, 'GET', url)).json()).toEqual(referral);
  });

  it('lets a dental lab write referrals too', async () => {
    await created(await saveComplete(lab));
  });

  it('refuses a T-esigner who tries to write a referral', async () => {
    const res = await saveDraft(designer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(ErrorCode.Forbidden);
  });

  it('updates a draft into a complete referral and back', async () => {
    const draft = await created(await saveDraft(client, { referralNumber: '7' }));
    const res = await call(client, 'PUT', `/api/v1/referrals/${draft.id}`, { mode: 'detail', status: 'complete', data: completeData({ scanFileId: await scanOf(client) }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, groupId: draft.groupId, mode: 'detail', status: ReferralStatus.Complete });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));

    const back = await call(client, 'PUT', `/api/v1/referrals/${draft.id}`, { mode: 'detail', status: 'draft', data: { referralNumber: '8' } });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe(ReferralStatus.Draft);
    expect(back.json().data.referralNumber).toBe('8');
  });

  it('keeps the next patient in the form group it names, but not in another member’s group', async () => {
    const first = await created(await saveDraft(client));
    const second = await created(await saveDraft(client, {}, { groupId: first.groupId }));
    expect(second.groupId).toBe(first.groupId);

    const stranger = await saveDraft(otherClient, {}, { groupId: first.groupId });
    expectFieldError(stranger, 'groupId');
  });
});

describe('what a complete referral needs', () => {
  it.each([
    ['the confirmation', { confirmed: false }, 'data.confirmed'],
    ['a tooth', { teeth: { teeth: [], bridges: [], bundles: [] } }, 'data.teeth'],
    ['a prosthesis', { prosthesis: [] }, 'data.prosthesis'],
    ['a referral number', { referralNumber: '' }, 'data.referralNumber'],
    ['a processing method', { processing: null }, 'data.processing'],
  ])('refuses a complete referral without %s', async (_what, overrides, field) => {
    expectFieldError(await saveComplete(client, overrides), field);
  });

  it('refuses a complete referral without a scan file, in the caller’s language, and keeps it as a draft', async () => {
    const res = await saveComplete(client, { scanFileId: null });
    expectFieldError(res, 'data.scanFileId');
    expect(res.json().error.fields['data.scanFileId']).toBe('스캔 파일을 첨부해 주세요. 스캔 없이는 디자인할 수 없습니다.');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/referrals',
      payload: { mode: 'detail', status: 'complete', data: completeData() },
      headers: { authorization: `Bearer ${client.token}`, lang: 'B' },
    });
    expect(english.json().error.fields['data.scanFileId']).toBe('Attach the scan file. A T-esigner cannot design without it.');

    // The draft may wait for the scan; saving it complete may not.
    const draft = await created(await saveDraft(client, completeData({ confirmed: false })));
    const completing = await call(client, 'PUT', `/api/v1/referrals/${draft.id}`, { mode: 'detail', status: 'complete', data: completeData() });
    expectFieldError(completing, 'data.scanFileId');
    expect((await call(client, 'GET', `/api/v1/referrals/${draft.id}`)).json().status).toBe(ReferralStatus.Draft);
  });

  it('refuses a referral number of 21 characters and takes one of 20', async () => {
    expectFieldError(await saveComplete(client, { referralNumber: '1'.repeat(21) }), 'data.referralNumber');
    await created(await saveComplete(client, { referralNumber: '1'.repeat(20) }));
  });

  it.each(['홍길동', 'Kim 12', '12-abc'])('refuses a referral number with letters (%s) as a possible patient name', async (number) => {
    const res = await saveComplete(client, { referralNumber: number });
    expectFieldError(res, 'data.referralNumber');
    expect(res.json().error.fields['data.referralNumber']).toBe('의뢰서 번호에 문자를 입력할 수 없습니다. 환자 이름을 입력하지 마세요.');
  });

  it('takes digits and symbols in a referral number', async () => {
    await created(await saveComplete(client, { referralNumber: '#12/34-5 (6)+7_8.9' }));
  });

  it('refuses more units than a form holds, counted over every prosthesis type', async () => {
    const over = [
      { type: 'zirconia_crown', count: MAX_UNITS_PER_FORM - 1 },
      { type: 'pfm_crown', count: 2 },
    ];
    expectFieldError(await saveComplete(client, { prosthesis: over }), 'data.prosthesis');
    const atCap = [
      { type: 'zirconia_crown', count: MAX_UNITS_PER_FORM - 1 },
      { type: 'pfm_crown', count: 1 },
    ];
    await created(await saveComplete(client, { prosthesis: atCap }));
  });

  it('refuses a count whose prosthesis type is not chosen yet, even in a draft', async () => {
    expectFieldError(await saveDraft(client, { prosthesis: [{ type: null, count: 2 }] }), 'data.prosthesis.0.type');
  });

  it('refuses a tenth other file', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => insertFile(t.app.db, client.memberNo, `f${i}.pdf`)));
    expectFieldError(await saveComplete(client, { otherFileIds: ids }), 'data.otherFileIds');
    await created(await saveComplete(client, { otherFileIds: ids.slice(0, 9) }));
  });

  it('counts value texts without their spaces: 31 letters are too many, 30 letters with spaces are fine', async () => {
    const res = await saveComplete(client, { values: [{ title: 'x'.repeat(31), value: '1' }] });
    expectFieldError(res, 'data.values.0.title');
    const spaced = 'ab '.repeat(15).trim(); // 30 letters, 44 characters
    expect(spaced.length).toBeGreaterThan(30);
    await created(await saveComplete(client, { values: [{ title: spaced, value: `${'1'.repeat(30)} ` }] }));
  });

  it('refuses a prosthesis type that is not in the code table', async () => {
    expectFieldError(await saveComplete(client, { prosthesis: [{ type: 'unobtainium_crown', count: 1 }] }), 'data.prosthesis.0.type');
  });

  it('refuses unknown implant and pontic codes', async () => {
    const res = await saveComplete(client, { implant: { system: 'nope', platform: '' }, pontic: 'nope' });
    expectFieldError(res, 'data.implant.system');
    expectFieldError(res, 'data.pontic');
  });

  it('refuses files that are not the member’s own uploads', async () => {
    const othersFile = await insertFile(t.app.db, otherClient.memberNo, 'theirs.stl', 'model/stl');
    expectFieldError(await saveDraft(client, { scanFileId: othersFile }), 'data.scanFileId');
    expectFieldError(await saveDraft(client, { otherFileIds: [crypto.randomUUID()] }), 'data.otherFileIds.0');
  });

  it('refuses a draft that is over a limit', async () => {
    expectFieldError(await saveDraft(client, { referralNumber: '1'.repeat(21) }), 'data.referralNumber');
    expectFieldError(await saveDraft(client, { prosthesis: [{ type: 'zirconia_crown', count: MAX_UNITS_PER_FORM + 1 }] }), 'data.prosthesis.0.count');
  });

  it('leaves a saved referral as it was when a save is refused', async () => {
    const referral = await created(await saveComplete(client));
    const refused = await call(client, 'PUT', `/api/v1/referrals/${referral.id}`, { mode: 'detail', status: 'complete', data: completeData({ confirmed: false }) });
    expect(refused.statusCode).toBe(400);
    expect((await call(client, 'GET', `/api/v1/referrals/${referral.id}`)).json()).toEqual(referral);
  });
});

describe('whose referral it is', () => {
  it('answers another member 404 on read, update, copy and delete', async () => {
    const referral = await created(await saveComplete(client));
    const url = `/api/v1/referrals/${referral.id}`;
    for (const who of [otherClient, lab, designer]) {
      const attempts = [
        await call(who, 'GET', url),
        await call(who, 'PUT', url, { mode: 'detail', status: 'draft', data: {} }),
        await call(who, 'POST', `${url}/copy`),
        await call(who, 'DELETE', url),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().error.code).toBe(ErrorCode.NotFound);
      }
    }
    expect((await call(client, 'GET', url)).statusCode).toBe(200);
  });

  it('answers a guest 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/referrals' });
    expect(res.statusCode).toBe(401);
  });
});

describe('copying and deleting', () => {
  it('copies a referral into a draft of the same form group, without number, files or confirmation', async () => {
    const scan = await insertFile(t.app.db, client.memberNo, 'scan.stl', 'model/stl');
    const source = await created(await saveComplete(client, { scanFileId: scan }));
    const copy = await created(await call(client, 'POST', `/api/v1/referrals/${source.id}/copy`));
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ status: ReferralStatus.Draft, groupId: source.groupId, mode: source.mode });
    expect(copy.data).toEqual({ ...source.data, referralNumber: '', scanFileId: null, otherFileIds: [], confirmed: false });
  });

  it('deletes the files only a deleted referral used, rows and bytes, and keeps those still used elsewhere', async () => {
    const me = await freshClient();
    const scan = await uploadFile(me, 'scan.stl', binaryStl());
    const sharedAsScan = await uploadFile(me, 'shared-scan.stl', binaryStl());
    const sharedAsOther = await uploadFile(me, 'shared-other.obj', obj());
    const licence = await uploadFile(me, 'licence.pdf', samplePdf());
    await t.app.db.update(members).set({ licenseFileId: licence.id }).where(eq(members.memberNo, me.memberNo));
    const doomed = await created(await saveDraft(me, { scanFileId: scan.id, otherFileIds: [sharedAsScan.id, sharedAsOther.id, licence.id] }));
    const usesScan = await created(await saveDraft(me, { scanFileId: sharedAsScan.id }));
    await created(await saveDraft(me, { otherFileIds: [sharedAsOther.id] }));
    expect(await kept(scan)).toEqual({ row: true, bytes: true });

    expect((await call(me, 'DELETE', `/api/v1/referrals/${doomed.id}`)).statusCode).toBe(204);
    expect(await kept(scan)).toEqual({ row: false, bytes: false });
    expect(await kept(sharedAsScan)).toEqual({ row: true, bytes: true });
    expect(await kept(sharedAsOther)).toEqual({ row: true, bytes: true });
    expect(await kept(licence)).toEqual({ row: true, bytes: true });

    // Once its last referral goes, the file goes too.
    expect((await call(me, 'DELETE', `/api/v1/referrals/${usesScan.id}`)).statusCode).toBe(204);
    expect(await kept(sharedAsScan)).toEqual({ row: false, bytes: false });
  });

  it('keeps the files of a referral whose deletion is refused', async () => {
    const me = await freshClient();
    const scan = await uploadFile(me, 'scan.stl', binaryStl());
    const referral = await created(await saveComplete(me, { scanFileId: scan.id }));
    await t.app.db.update(referrals).set({ status: ReferralStatus.Requested }).where(eq(referrals.id, referral.id));
    expect((await call(me, 'DELETE', `/api/v1/referrals/${referral.id}`)).statusCode).toBe(409);
    expect((await call(otherClient, 'DELETE', `/api/v1/referrals/${referral.id}`)).statusCode).toBe(404);
    expect(await kept(scan)).toEqual({ row: true, bytes: true });
  });

  it('deletes a referral', async () => {
    const referral = await created(await saveDraft(client));
    const res = await call(client, 'DELETE', `/api/v1/referrals/${referral.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(client, 'GET', `/api/v1/referrals/${referral.id}`)).statusCode).toBe(404);
  });

  it('neither edits nor deletes a referral that is part of a request', async () => {
    const referral = await created(await saveComplete(client));
    await t.app.db.update(referrals).set({ status: ReferralStatus.Requested }).where(eq(referrals.id, referral.id));
    const url = `/api/v1/referrals/${referral.id}`;
    const edit = await call(client, 'PUT', url, { mode: 'detail', status: 'draft', data: {} });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe(ErrorCode.InvalidTransition);
    expect((await call(client, 'DELETE', url)).statusCode).toBe(409);
    expect((await call(client, 'GET', url)).json().status).toBe(ReferralStatus.Requested);
  });
});

describe('the cart', () => {
  it('lists not requested, requested and draft referrals apart, newest first', async () => {
    const cart = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const me = await login(cart.email, FIXTURE_PASSWORD);
    const draft1 = await created(await saveDraft(me));
    const complete = await created(await saveComplete(me));
    const requested = await created(await saveComplete(me));
    await t.app.db.update(referrals).set({ status: ReferralStatus.Requested }).where(eq(referrals.id, requested.id));
    const draft2 = await created(await saveDraft(me));

    const ids = async (query: string) => {
      const res = await call(me, 'GET', `/api/v1/referrals?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((r: Referral) => r.id);
    };
    expect(await ids('group=draft')).toEqual([draft2.id, draft1.id]);
    expect(await ids('group=notRequested')).toEqual([complete.id]);
    expect(await ids('group=requested')).toEqual([requested.id]);
    expect(await ids('')).toHaveLength(4);

    const page = await call(me, 'GET', '/api/v1/referrals?group=draft&page=2&size=1');
    expect(page.json()).toMatchObject({ page: 2, size: 1, total: 2 });
    expect(page.json().items.map((r: Referral) => r.id)).toEqual([draft1.id]);
  });

  it('lists the patients of one form group oldest first, however recently each was saved', async () => {
    const me = await freshClient();
    const first = await created(await saveDraft(me));
    const second = await created(await saveDraft(me, {}, { groupId: first.groupId }));
    const third = await created(await saveComplete(me));
    await t.app.db.update(referrals).set({ groupId: first.groupId }).where(eq(referrals.id, third.id));
    const elsewhere = await created(await saveDraft(me));
    // Saved again last: the cart shows it first, the form keeps it in its place.
    await call(me, 'PUT', `/api/v1/referrals/${first.id}`, { mode: 'simple', status: 'draft', data: { referralNumber: '1' } });

    const ids = async (query: string) => ((await call(me, 'GET', `/api/v1/referrals?${query}`)).json().items as Referral[]).map((r) => r.id);
    expect(await ids(`groupId=${first.groupId}`)).toEqual([first.id, second.id, third.id]);
    expect(await ids(`groupId=${first.groupId}&group=draft`)).toEqual([first.id, second.id]);
    expect((await ids(''))[0]).toBe(first.id);
    expect(await ids('')).toContain(elsewhere.id);
    expect(await ids(`groupId=${first.groupId}`)).not.toContain(elsewhere.id);

    const stranger = await call(otherClient, 'GET', `/api/v1/referrals?groupId=${first.groupId}`);
    expect(stranger.json()).toMatchObject({ items: [], total: 0 });
  });

  it('never lists another member’s referrals', async () => {
    await created(await saveComplete(client));
    const res = await call(otherClient, 'GET', '/api/v1/referrals');
    expect(res.json().items.every((r: Referral) => r.clientNo === otherClient.memberNo)).toBe(true);
  });
});

describe('referrals in a request (the hooks the requests module calls)', () => {
  const created = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Referral>();
  };
  const statusOf = async (id: string) => (await t.app.db.select().from(referrals).where(eq(referrals.id, id)))[0]?.status;
  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error as { code: string; status: number; fields?: Record<string, string> };
    }
    throw new Error('expected a refusal');
  };

  it('takes complete referrals into a request and gives them back to the cart when it is cancelled', async () => {
    const a = await created(await saveComplete(client, { referralNumber: '7000-1' }));
    const b = await created(await saveComplete(client, { referralNumber: '7000-2' }));
    await t.app.db.transaction((tx) => takeReferralsIntoRequest(tx, client.memberNo, [a.id, b.id]));
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([ReferralStatus.Requested, ReferralStatus.Requested]);
    // Fixed while requested: neither saved again nor deleted, nor taken into a second request.
    expect((await call(client, 'PUT', `/api/v1/referrals/${a.id}`, { mode: 'detail', status: 'draft', data: {} })).statusCode).toBe(409);
    expect((await call(client, 'DELETE', `/api/v1/referrals/${a.id}`)).statusCode).toBe(409);
    expect(await refusal(() => t.app.db.transaction((tx) => takeReferralsIntoRequest(tx, client.memberNo, [a.id])))).toMatchObject({ status: 409 });

    await t.app.db.transaction((tx) => returnReferralsToCart(tx, [a.id, b.id]));
    const cart = await call(client, 'GET', '/api/v1/referrals?group=notRequested&size=100');
    expect(cart.json<{ items: Referral[] }>().items.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('refuses a draft in a request, naming it, and changes nothing', async () => {
    const complete = await created(await saveComplete(client, { referralNumber: '7000-3' }));
    const draft = await created(await saveDraft(client, { referralNumber: '7000-4' }));
    const error = await refusal(() => t.app.db.transaction((tx) => takeReferralsIntoRequest(tx, client.memberNo, [complete.id, draft.id])));
    expect(error).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed, fields: { 'referrals.1': 'referralIncomplete' } });
    expect(await statusOf(complete.id)).toBe(ReferralStatus.Complete);
  });

  it('refuses a referral saved complete before a scan was required, naming it, so no order starts without a scan', async () => {
    const withScan = await created(await saveComplete(client, { referralNumber: '7000-6' }));
    const legacy = await created(await saveComplete(client, { referralNumber: '7000-7' }));
    await t.app.db
      .update(referrals)
      .set({ data: { ...legacy.data, scanFileId: null } })
      .where(eq(referrals.id, legacy.id));
    const error = await refusal(() => t.app.db.transaction((tx) => takeReferralsIntoRequest(tx, client.memberNo, [withScan.id, legacy.id])));
    expect(error).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed, fields: { 'referrals.1': 'referralIncomplete' } });
    expect([await statusOf(withScan.id), await statusOf(legacy.id)]).toEqual([ReferralStatus.Complete, ReferralStatus.Complete]);
  });

  it('refuses another client’s referral as unknown', async () => {
    const theirs = await created(await saveComplete(otherClient, { referralNumber: '7000-5' }));
    const error = await refusal(() => t.app.db.transaction((tx) => takeReferralsIntoRequest(tx, client.memberNo, [theirs.id])));
    expect(error).toMatchObject({ status: 404 });
    expect(await statusOf(theirs.id)).toBe(ReferralStatus.Complete);
  });
});
