import { DEFAULT_EDIT_COUNT, DEFAULT_WARRANTY_DAYS, ErrorCode, type DesignerProfile, type LabProfile, type MyProfiles } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, files, orders, quotations } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import * as o from '../orders/test-support.ts';
import { termsOf } from '../orders/service.ts';
import { expectError } from '../orders/test-support.ts';
import { designerFacts } from '../quotations/facts.ts';
import { ratingsOf } from '../reviews/ratings.ts';
import { adminSession, freshMember, insertQuotation, insertRequestRow } from '../requests/test-support.ts';
import { profileStatsOf } from './stats.ts';
import { approvedDesigner, approvedLab, callAs, designerBody, labBody, pendingDesigner, profileFigures, uploadImage } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let admin: Session;
let stranger: Session;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
  admin = await adminSession(t);
  stranger = await freshMember(t);
});
afterAll(() => t.close());

async function mine(who: Session): Promise<MyProfiles> {
  const res = await call(who, 'GET', '/api/v1/profiles/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function saveDesigner(who: Session, body: object = designerBody()): Promise<DesignerProfile> {
  const res = await call(who, 'PUT', '/api/v1/profiles/me/designer', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function saveLab(who: Session, body: object = labBody()): Promise<LabProfile> {
  const res = await call(who, 'PUT', '/api/v1/profiles/me/lab', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectFields(res: { statusCode: number; body: string; json: () => { error: { code: string; fields?: Record<string, string> } } }, fields: string[]) {
  expectError(res, 400, ErrorCode.ValidationFailed);
  expect(Object.keys(res.json().error.fields ?? {})).toEqual(expect.arrayContaining(fields));
}

describe('a T-esigner profile', () => {
  it('a T-esigner has default terms before the first save, then reads back what they saved', async () => {
    const designer = await approvedDesigner(t);
    const before = await mine(designer);
    expect(before.kind).toBe('designer');
    expect(before.lab).toBeNull();
    expect(before.designer).toMatchObject({ saved: false, isPublic: false, editCount: DEFAULT_EDIT_COUNT, warrantyDays: DEFAULT_WARRANTY_DAYS, prosthesisTypes: [], kind: 'designer', currency: 'KRW' });

    const saved = await saveDesigner(designer, designerBody({ briefIntro: '  앞뒤 공백은 지웁니다  ' }));
    expect(saved).toMatchObject({ ...designerBody({ briefIntro: '앞뒤 공백은 지웁니다' }), memberNo: designer.memberNo, nickname: designer.nickname });
    expect(saved.stats).toEqual({ rating: null, reviewCount: 0, completedOrders: 0, responseMinutes: null });
    expect((await mine(designer)).designer).toMatchObject({ saved: true, editCount: 3, warrantyDays: 30, cadOther: 'Blender' });

    const shown = await call(null, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<DesignerProfile>()).toMatchObject({ prices: designerBody().prices, region: 'seoul', isPublic: true });
  });

  it('refusals name the field and change nothing', async () => {
    const designer = await approvedDesigner(t);
    await saveDesigner(designer);
    const refusals: Array<[object, string[]]> = [
      [designerBody({ region: 'atlantis' }), ['region']],
      [designerBody({ prosthesisTypes: ['zirconia_crown', 'moon_crown'], prices: [] }), ['prosthesisTypes.1']],
      [designerBody({ cadSoftware: ['exocad', 'nocad'], cadOther: '' }), ['cadSoftware.1']],
      [designerBody({ cadSoftware: ['exocad', '3shape', 'cerec'] }), ['cadSoftware']],
      [designerBody({ cadSoftware: ['exocad'], cadOther: 'Blender' }), ['cadOther']],
      [designerBody({ prices: [{ prosthesis: 'pfm_crown', price: 1000 }] }), ['prices.0.prosthesis']],
      [designerBody({ prices: [{ prosthesis: 'zirconia_crown', price: 10_000_001 }] }), ['prices.0.price']],
      [designerBody({ prosthesisTypes: [], prices: [] }), ['prosthesisTypes']],
      [designerBody({ foundedYear: new Date().getUTCFullYear() + 1 }), ['foundedYear']],
      [designerBody({ briefIntro: '가'.repeat(201) }), ['briefIntro']],
      [designerBody({ editCount: 21 }), ['editCount']],
    ];
    for (const [body, fields] of refusals) expectFields(await call(designer, 'PUT', '/api/v1/profiles/me/designer', body), fields);
    const unknown = await call(designer, 'PUT', '/api/v1/profiles/me/designer', designerBody({ region: 'atlantis' }));
    expect(unknown.json().error.fields.region).toBe('목록에서 선택해 주세요.');
    expect((await mine(designer)).designer).toMatchObject({ ...designerBody(), saved: true });
  });

  it('a private profile is a 404 to everyone but its owner and the admin', async () => {
    const designer = await approvedDesigner(t);
    const url = `/api/v1/profiles/designers/${designer.memberNo}`;
    // Never saved: private.
    expectError(await call(null, 'GET', url), 404, ErrorCode.NotFound);
    expect((await call(designer, 'GET', url)).statusCode).toBe(200);
    await saveDesigner(designer, designerBody({ isPublic: false }));
    for (const who of [null, stranger]) expectError(await call(who, 'GET', url), 404, ErrorCode.NotFound);
    for (const who of [designer, admin]) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DesignerProfile>().isPublic).toBe(false);
    }
    await saveDesigner(designer, designerBody({ isPublic: true }));
    expect((await call(stranger, 'GET', url)).statusCode).toBe(200);
  });

  it('an unapproved member, a client or no member has no public profile', async () => {
    const pending = await pendingDesigner(t);
    // A member not yet approved cannot save one (SPEC §1); one written anyway is not shown.
    expectError(await call(pending, 'PUT', '/api/v1/profiles/me/designer', designerBody()), 403, ErrorCode.AccountNotApproved);
    await t.app.db.insert(designerProfiles).values({ memberNo: pending.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], prices: [], isPublic: true });
    expectError(await call(stranger, 'GET', `/api/v1/profiles/designers/${pending.memberNo}`), 404, ErrorCode.NotFound);
    expectError(await call(null, 'GET', `/api/v1/profiles/designers/${stranger.memberNo}`), 404, ErrorCode.NotFound);
    expectError(await call(null, 'GET', '/api/v1/profiles/designers/99999999'), 404, ErrorCode.NotFound);
    expectError(await call(null, 'GET', `/api/v1/profiles/labs/${pending.memberNo}`), 404, ErrorCode.NotFound);
  });

  it('clients and the admin have no profile to edit', async () => {
    for (const who of [stranger, admin]) {
      expectError(await call(who, 'GET', '/api/v1/profiles/me'), 403, ErrorCode.Forbidden);
      expectError(await call(who, 'PUT', '/api/v1/profiles/me/designer', designerBody()), 403, ErrorCode.Forbidden);
    }
    expectError(await call(null, 'GET', '/api/v1/profiles/me'), 401, ErrorCode.Unauthorized);
  });
});

describe('a dental lab profile', () => {
  it('a lab starts from its join data, saves its profile, and adds a T-esigner profile by saving one', async () => {
    const lab = await approvedLab(t, '부산바른기공소');
    const before = await mine(lab);
    expect(before).toMatchObject({ kind: 'lab', designer: null, lab: { saved: false, businessName: '부산바른기공소', hasDesignerProfile: false, isPublic: false } });
    expectError(await call(stranger, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`), 404, ErrorCode.NotFound);
    expectError(await call(lab, 'GET', `/api/v1/profiles/designers/${lab.memberNo}`), 404, ErrorCode.NotFound);

    const saved = await saveLab(lab);
    expect(saved).toMatchObject({ businessName: '한빛치과기공소', specializations: ['implant', 'crown_bridge'], kind: 'lab', hasDesignerProfile: false });
    expect((await call(null, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`)).json<LabProfile>().region).toBe('busan');

    await saveDesigner(lab, designerBody());
    const after = await mine(lab);
    expect(after.designer).toMatchObject({ saved: true, kind: 'lab', editCount: 3 });
    expect(after.lab).toMatchObject({ saved: true, hasDesignerProfile: true });
    expect((await call(null, 'GET', `/api/v1/profiles/designers/${lab.memberNo}`)).statusCode).toBe(200);
  });

  it('only a lab saves a lab profile, with codes of its tables', async () => {
    const designer = await approvedDesigner(t);
    expectError(await call(designer, 'PUT', '/api/v1/profiles/me/lab', labBody()), 403, ErrorCode.Forbidden);
    const lab = await approvedLab(t);
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ specializations: ['implant', 'magic'] })), ['specializations.1']);
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ specializations: ['implant', 'denture', 'splint', 'printing', 'esthetics'] })), ['specializations']);
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ region: 'mars' })), ['region']);
    expect((await mine(lab)).lab?.saved).toBe(false);
  });

  it("a lab's photos are its own images, public exactly while its profile is", async () => {
    const lab = await approvedLab(t);
    const other = await approvedLab(t);
    const photo = await uploadImage(t, lab, 'front.gif');
    const foreign = await uploadImage(t, other, 'theirs.gif');
    const pdf = await o.uploadReferralFile(t, lab, 'brochure.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'document');
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ photoIds: [foreign.id] })), ['photoIds']);
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ photoIds: [pdf.id] })), ['photoIds']);
    expectFields(await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ photoIds: [photo.id, photo.id] })), ['photoIds']);

    expect((await call(null, 'GET', photo.url)).statusCode).toBe(404);
    const saved = await saveLab(lab, labBody({ photoIds: [photo.id] }));
    expect(saved.photos).toEqual([{ id: photo.id, url: photo.url }]);
    expect((await call(null, 'GET', photo.url)).statusCode).toBe(200);
    // Another lab cannot show the same photo.
    expectFields(await call(other, 'PUT', '/api/v1/profiles/me/lab', labBody({ photoIds: [photo.id] })), ['photoIds']);

    await saveLab(lab, labBody({ photoIds: [photo.id], isPublic: false }));
    expect((await call(null, 'GET', photo.url)).statusCode).toBe(404);
    await saveLab(lab, labBody({ photoIds: [photo.id] }));
    // A photo taken off the profile is closed again.
    await saveLab(lab, labBody({ photoIds: [] }));
    expect((await call(null, 'GET', photo.url)).statusCode).toBe(404);
    expect((await t.app.db.select({ isPrivate: files.isPrivate }).from(files).where(eq(files.id, photo.id)))[0]?.isPrivate).toBe(true);
  });
});

describe('figures computed from real rows', () => {
  it('rating, reviews, completed orders and the median response come from the reviews, orders and quotations', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const { orderId } = await o.deliveredOrder(t, client, designer);
    expect((await call(client, 'POST', `/api/v1/orders/${orderId}/confirm`)).statusCode).toBe(200);
    expect((await call(client, 'POST', `/api/v1/orders/${orderId}/review`, { rating: 8, text: 'Margins fit on the first try.' })).statusCode).toBe(201);
    // Two more requests answered 60 and 120 minutes after they were sent; the order's was answered at once.
    for (const minutes of [60, 120]) {
      const request = await insertRequestRow(t, client, { createdAt: new Date(Date.now() - minutes * 60_000) });
      const quotationId = await insertQuotation(t, request.id, designer.memberNo);
      await t.app.db.update(quotations).set({ createdAt: sql`now()` }).where(eq(quotations.id, quotationId));
    }
    const quiet = await approvedDesigner(t);
    const stats = await profileStatsOf(t.app.db, profileFigures, [designer.memberNo, quiet.memberNo]);
    expect(stats.get(designer.memberNo)).toEqual({ rating: 8, reviewCount: 1, completedOrders: 1, responseMinutes: 60 });
    expect(stats.get(quiet.memberNo)).toEqual({ rating: null, reviewCount: 0, completedOrders: 0, responseMinutes: null });
    expect((await mine(designer)).designer?.stats).toEqual({ rating: 8, reviewCount: 1, completedOrders: 1, responseMinutes: 60 });
  });

  it("the quotations' facts carry the edit count and warranty days of a saved profile, and null before", async () => {
    const saver = await approvedDesigner(t);
    const never = await approvedDesigner(t);
    await saveDesigner(saver, designerBody({ editCount: 5, warrantyDays: 60 }));
    const facts = await designerFacts(t.app.db, ratingsOf, [saver.memberNo, never.memberNo]);
    expect(facts.get(saver.memberNo)).toEqual({ rating: null, reviewCount: 0, editCount: 5, warrantyDays: 60 });
    expect(facts.get(never.memberNo)).toEqual({ rating: null, reviewCount: 0, editCount: null, warrantyDays: null });
    expect(await t.app.db.$count(designerProfiles, eq(designerProfiles.memberNo, never.memberNo))).toBe(0);
  });

  it("an order's contract takes the T-esigner's saved edit count and warranty", async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    await saveDesigner(designer, designerBody({ editCount: 4, warrantyDays: 21 }));
    const { orderId } = await o.selectedOrder(t, client, designer);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await termsOf(t.app.db, order!)).toMatchObject({ editCount: 4, warrantyDays: 21 });
  });
});
