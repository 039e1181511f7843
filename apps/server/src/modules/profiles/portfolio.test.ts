import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, ProfileLimits, RESUMABLE_CHUNK_BYTES, type MyProfiles, type PortfolioItem } from '@dcm/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, portfolioItems, uploadSessions } from '../../db/schema/index.ts';
import { insertFile } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { asciiStl, asStored, binaryStl, executable, obj, ply } from '../../test/meshes.ts';
import { expectError, uploadReferralFile } from '../orders/test-support.ts';
import { adminSession, freshMember } from '../requests/test-support.ts';
import { approvedDesigner, approvedLab, callAs, designerBody, labBody, uploadImage, uploadMesh, uploadResumable } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let designer: Session;
let stranger: Session;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
  designer = await approvedDesigner(t);
  stranger = await freshMember(t);
});
afterAll(() => t.close());

/** A complete item's body: a main image, a cover, a binary STL and a PLY scan, all uploaded by `who`. */
async function itemBody(who: Session, overrides: object = {}) {
  const main = await uploadImage(t, who, 'main.gif');
  const cover = await uploadImage(t, who, 'cover.gif');
  const stl = await uploadMesh(t, who, 'crown 11.stl', binaryStl(4, 'crown 11'));
  const scan = await uploadMesh(t, who, 'scan.ply', ply());
  return { title: '전치부 지르코니아 브릿지', description: '6본 브릿지, 최소 두께 0.6 mm', mainImageId: main.id, coverImageId: cover.id, stlFileIds: [stl.id], scanFileIds: [scan.id], cadFileIds: [], ...overrides };
}

async function created(who: Session, body: object): Promise<PortfolioItem> {
  const res = await call(who, 'POST', '/api/v1/profiles/me/portfolio', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const itemsOf = async (who: Session) => (await call(who, 'GET', '/api/v1/profiles/me')).json<MyProfiles>().portfolio;
const fileRows = (ids: string[]) => t.app.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));

function expectField(res: { statusCode: number; body: string; json: () => { error: { code: string; fields?: Record<string, string> } } }, field: string) {
  expectError(res, 400, ErrorCode.ValidationFailed);
  expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
}

describe('portfolio items', () => {
  it('a T-esigner adds an item of their own uploads, listed on their profiles with its files', async () => {
    const body = await itemBody(designer);
    const item = await created(designer, body);
    expect(item).toMatchObject({
      title: body.title,
      description: body.description,
      mainImageUrl: `/api/v1/common/file/${body.mainImageId}`,
      coverImageUrl: `/api/v1/common/file/${body.coverImageId}`,
    });
    expect(item.files.map((f) => [f.id, f.role, f.name])).toEqual([
      [body.stlFileIds[0], 'stl', 'crown 11.stl'],
      [body.scanFileIds[0], 'scan', 'scan.ply'],
    ]);
    expect((await itemsOf(designer)).map((i) => i.id)).toContain(item.id);
    await call(designer, 'PUT', '/api/v1/profiles/me/designer', designerBody());
    const shown = await call(null, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`);
    expect(shown.json<{ portfolio: PortfolioItem[] }>().portfolio.map((i) => i.id)).toContain(item.id);
  });

  it('refuses a portfolio without a title, a main image or an STL file, and files that are not the owner’s, of the wrong type or used elsewhere', async () => {
    const lab = await approvedLab(t);
    const before = await t.app.db.$count(portfolioItems);
    const body = await itemBody(lab);
    const theirs = await uploadMesh(t, designer, 'theirs.stl', binaryStl(2));
    const plyAsStl = await uploadMesh(t, lab, 'scan.ply', ply());
    const pdf = await uploadReferralFile(t, lab, 'notes.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'document');
    const refusals: Array<[object, string]> = [
      [{ ...body, stlFileIds: [] }, 'stlFileIds'],
      [{ ...body, title: '   ' }, 'title'],
      [{ ...body, mainImageId: 'not-an-id' }, 'mainImageId'],
      [{ ...body, stlFileIds: [theirs.id] }, 'stlFileIds'],
      [{ ...body, stlFileIds: [plyAsStl.id] }, 'stlFileIds'],
      [{ ...body, mainImageId: pdf.id }, 'mainImageId'],
      [{ ...body, cadFileIds: [pdf.id] }, 'cadFileIds'],
      [{ ...body, coverImageId: body.mainImageId }, 'coverImageId'],
      [{ ...body, scanFileIds: [body.stlFileIds[0]] }, 'stlFileIds'],
      [{ ...body, mainImageId: crypto.randomUUID() }, 'mainImageId'],
    ];
    for (const [payload, field] of refusals) expectField(await call(lab, 'POST', '/api/v1/profiles/me/portfolio', payload), field);
    const stlRefusal = await call(lab, 'POST', '/api/v1/profiles/me/portfolio', { ...body, stlFileIds: [plyAsStl.id] });
    expect(stlRefusal.json().error.fields.stlFileIds).toBe('포트폴리오에는 제목, 대표 이미지, STL 파일이 필요합니다.');
    expect(await t.app.db.$count(portfolioItems)).toBe(before);

    // A file one item uses cannot go into another.
    await created(lab, body);
    const again = await itemBody(lab, { stlFileIds: body.stlFileIds });
    const reused = await call(lab, 'POST', '/api/v1/profiles/me/portfolio', again);
    expectField(reused, 'stlFileIds');
    expect(reused.json().error.fields.stlFileIds).toBe('이미 다른 곳에 사용된 파일입니다. 파일을 다시 올려 주세요.');
    expectField(await call(lab, 'POST', '/api/v1/profiles/me/portfolio', { ...again, stlFileIds: again.stlFileIds, mainImageId: body.mainImageId }), 'mainImageId');
  });

  it('only T-esigners and labs keep a portfolio', async () => {
    const body = await itemBody(stranger);
    expectError(await call(stranger, 'POST', '/api/v1/profiles/me/portfolio', body), 403, ErrorCode.Forbidden);
    expectError(await call(await adminSession(t), 'POST', '/api/v1/profiles/me/portfolio', body), 403, ErrorCode.Forbidden);
    expectError(await call(null, 'POST', '/api/v1/profiles/me/portfolio', body), 401, ErrorCode.Unauthorized);
  });

  it('the owner replaces an item whole; the files it drops are deleted', async () => {
    const owner = await approvedDesigner(t);
    const body = await itemBody(owner);
    const item = await created(owner, body);
    const cad = await uploadMesh(t, owner, 'design.obj', obj());
    const newStl = await uploadMesh(t, owner, 'crown v2.stl', asciiStl());
    const res = await call(owner, 'PUT', `/api/v1/profiles/me/portfolio/${item.id}`, { ...body, title: '수정한 제목', coverImageId: null, stlFileIds: [newStl.id, body.stlFileIds[0]], scanFileIds: [], cadFileIds: [cad.id] });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<PortfolioItem>();
    expect(updated).toMatchObject({ id: item.id, title: '수정한 제목', coverImageUrl: null, createdAt: item.createdAt });
    expect(updated.files.map((f) => [f.id, f.role])).toEqual([
      [newStl.id, 'stl'],
      [body.stlFileIds[0], 'stl'],
      [cad.id, 'cad'],
    ]);
    expect(await fileRows([body.coverImageId, body.scanFileIds[0]!])).toEqual([]);
    expect((await call(owner, 'GET', `/api/v1/common/file/${body.scanFileIds[0]}`)).statusCode).toBe(404);
  });

  it("someone else's item is a 404 to change or delete", async () => {
    const item = await created(designer, await itemBody(designer));
    const other = await approvedDesigner(t);
    expectError(await call(other, 'PUT', `/api/v1/profiles/me/portfolio/${item.id}`, await itemBody(other)), 404, ErrorCode.NotFound);
    expectError(await call(other, 'DELETE', `/api/v1/profiles/me/portfolio/${item.id}`), 404, ErrorCode.NotFound);
    expect((await itemsOf(designer)).map((i) => i.id)).toContain(item.id);
  });

  it('deleting an item deletes its files, rows and bytes, resumable uploads included', async () => {
    const owner = await approvedLab(t);
    const big = await uploadResumable(t, owner, 'full arch.stl', binaryStl(2_000, 'full arch'));
    const body = await itemBody(owner, { cadFileIds: [big.id] });
    const item = await created(owner, body);
    const ids = [body.mainImageId, body.coverImageId, ...body.stlFileIds, ...body.scanFileIds, big.id];
    const keys = (await t.app.db.select({ key: files.storageKey }).from(files).where(inArray(files.id, ids))).map((r) => r.key);
    expect(await t.app.db.$count(uploadSessions, eq(uploadSessions.fileId, big.id))).toBe(1);
    const res = await call(owner, 'DELETE', `/api/v1/profiles/me/portfolio/${item.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await itemsOf(owner)).toEqual([]);
    expect(await fileRows(ids)).toEqual([]);
    expect(await t.app.db.$count(uploadSessions, eq(uploadSessions.fileId, big.id))).toBe(0);
    for (const key of keys) expect(fs.existsSync(path.join(t.config.dataDir, 'files', key))).toBe(false);
    expectError(await call(owner, 'DELETE', `/api/v1/profiles/me/portfolio/${item.id}`), 404, ErrorCode.NotFound);
  });

  it(`a member keeps at most ${ProfileLimits.portfolioItemsMax} items`, async () => {
    const owner = await approvedDesigner(t);
    for (let i = 0; i < ProfileLimits.portfolioItemsMax; i++) {
      const image = await insertFile(t.app.db, owner.memberNo, `old ${i}.png`, 'image/png');
      await t.app.db.insert(portfolioItems).values({ ownerNo: owner.memberNo, title: `item ${i}`, mainImageId: image });
    }
    const res = await call(owner, 'POST', '/api/v1/profiles/me/portfolio', await itemBody(owner));
    expectError(res, 409, ErrorCode.PortfolioFull);
    expect(res.json().error.message).toBe('포트폴리오는 30개까지 등록할 수 있습니다. 다른 항목을 삭제한 뒤 추가해 주세요.');
  });
});

describe('portfolio files follow the profile', () => {
  it('an STL of the portfolio opens to anyone only while the profile is public', async () => {
    const owner = await approvedDesigner(t);
    const body = await itemBody(owner);
    const stlUrl = `/api/v1/common/file/${body.stlFileIds[0]}`;
    const mainUrl = `/api/v1/common/file/${body.mainImageId}`;
    await created(owner, body);
    // Never saved, so private: only the owner reads it.
    expect((await call(null, 'GET', stlUrl)).statusCode).toBe(404);
    expect((await call(owner, 'GET', stlUrl)).statusCode).toBe(200);

    await call(owner, 'PUT', '/api/v1/profiles/me/designer', designerBody({ isPublic: true }));
    const open = await call(null, 'GET', stlUrl);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(asStored(binaryStl(4, 'crown 11')))).toBe(true);
    expect((await call(stranger, 'GET', mainUrl)).statusCode).toBe(200);

    await call(owner, 'PUT', '/api/v1/profiles/me/designer', designerBody({ isPublic: false }));
    expect((await call(null, 'GET', stlUrl)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', mainUrl)).statusCode).toBe(404);

    // An item saved while the profile is public is public at once.
    await call(owner, 'PUT', '/api/v1/profiles/me/designer', designerBody({ isPublic: true }));
    const later = await itemBody(owner);
    await created(owner, later);
    expect((await call(null, 'GET', `/api/v1/common/file/${later.scanFileIds[0]}`)).statusCode).toBe(200);
  });

  it("a lab's portfolio is public while either of its profiles is", async () => {
    const lab = await approvedLab(t);
    const body = await itemBody(lab);
    await created(lab, body);
    const stlUrl = `/api/v1/common/file/${body.stlFileIds[0]}`;
    await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ isPublic: true }));
    expect((await call(null, 'GET', stlUrl)).statusCode).toBe(200);
    await call(lab, 'PUT', '/api/v1/profiles/me/designer', designerBody({ isPublic: false }));
    expect((await call(null, 'GET', stlUrl)).statusCode).toBe(200);
    await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ isPublic: false }));
    expect((await call(null, 'GET', stlUrl)).statusCode).toBe(404);
  });
});

describe('portfolio uploads', () => {
  it('the upload of kind portfolio takes meshes and refuses programs', async () => {
    for (const [name, bytes] of [
      ['crown.stl', binaryStl(3)],
      ['crown-ascii.stl', asciiStl()],
      ['scan.ply', ply()],
      ['design.obj', obj()],
    ] as const) {
      const answer = await uploadMesh(t, designer, name, bytes);
      expect(answer.mime).toMatch(/^model\//);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/file/upload?kind=portfolio',
      payload: Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="crown.stl"\r\n\r\n'),
        executable(),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${designer.token}` },
    });
    expectError(res, 415, ErrorCode.FileTypeNotSupported);
  });

  it('a resumable upload of kind portfolio stores an STL of several chunks', async () => {
    const bytes = binaryStl(170_000, 'big crown');
    expect(bytes.length).toBeGreaterThan(RESUMABLE_CHUNK_BYTES);
    const answer = await uploadResumable(t, designer, 'big crown.stl', bytes);
    expect(answer).toMatchObject({ mime: 'model/stl', size: bytes.length });
  });
});
