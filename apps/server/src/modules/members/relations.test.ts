import { ErrorCode, type BlockedMembers, type DesignerPage, type Favourites, type QuotationList, type Report, type RequestList } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, labProfiles, memberBlocks, memberFavourites, memberReports, orders, reviews } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { uniqueSuffix, type Session } from '../../test/members.ts';
import { expectError } from '../orders/test-support.ts';
import { approvedDesigner, approvedLab, callAs } from '../profiles/test-support.ts';
import { adminSession, freshMember, insertQuotation, insertRequestRow } from '../requests/test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
  admin = await adminSession(t);
});
afterAll(() => t.close());

/** A signed-in member with their nickname, as the fixtures make them. */
type Member = Session & { nickname: string };

/** A T-esigner with a public profile handling `type` (written straight into the table). */
async function publicDesigner(type = 'zirconia_crown', who?: Member): Promise<Member> {
  const member = who ?? (await approvedDesigner(t));
  await t.app.db.insert(designerProfiles).values({ memberNo: member.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: [type], isPublic: true });
  return member;
}

async function publicLab(isPublic = true): Promise<Member> {
  const lab = await approvedLab(t);
  await t.app.db.insert(labProfiles).values({ memberNo: lab.memberNo, businessName: '한빛치과기공소', prosthesisTypes: ['zirconia_crown'], isPublic });
  return lab;
}

const expectStatus = async (res: Promise<{ statusCode: number; body: string }>, status: number) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
};

async function favourites(who: Session): Promise<Favourites> {
  const res = await call(who, 'GET', '/api/v1/favourites');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function blocks(who: Session): Promise<BlockedMembers> {
  const res = await call(who, 'GET', '/api/v1/blocks');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('favourites', () => {
  it('keeps and forgets T-esigners and labs, idempotently, newest first, as search cards', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const lab = await publicLab();
    const later = await publicDesigner();
    for (let i = 0; i < 2; i += 1) await expectStatus(call(client, 'PUT', `/api/v1/favourites/${designer.memberNo}`), 204);
    await expectStatus(call(client, 'PUT', `/api/v1/favourites/${lab.memberNo}`), 204);
    await t.app.db.update(memberFavourites).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(memberFavourites.targetNo, designer.memberNo));
    await expectStatus(call(client, 'PUT', `/api/v1/favourites/${later.memberNo}`), 204);

    const kept = await favourites(client);
    expect(kept.designers.map((d) => d.memberNo)).toEqual([later.memberNo, designer.memberNo]);
    expect(kept.designers[0]).toMatchObject({ nickname: later.nickname, prosthesisTypes: ['zirconia_crown'], favourite: true });
    expect(kept.labs.map((l) => [l.memberNo, l.businessName, l.favourite])).toEqual([[lab.memberNo, '한빛치과기공소', true]]);

    for (let i = 0; i < 2; i += 1) await expectStatus(call(client, 'DELETE', `/api/v1/favourites/${designer.memberNo}`), 204);
    expect((await favourites(client)).designers.map((d) => d.memberNo)).toEqual([later.memberNo]);
  });

  it('keeps only a T-esigner or lab with a public profile, never oneself, nor across a block', async () => {
    const client = await freshMember(t);
    const otherClient = await freshMember(t);
    const unsaved = await approvedDesigner(t);
    const privateLab = await publicLab(false);
    const blocked = await publicDesigner();
    await t.app.db.insert(memberBlocks).values({ blockerNo: blocked.memberNo, blockedNo: client.memberNo });
    for (const memberNo of [otherClient.memberNo, unsaved.memberNo, privateLab.memberNo, blocked.memberNo, admin.memberNo, 999_999]) {
      expectError(await call(client, 'PUT', `/api/v1/favourites/${memberNo}`), 404, ErrorCode.NotFound);
    }
    const designer = await publicDesigner();
    expectError(await call(designer, 'PUT', `/api/v1/favourites/${designer.memberNo}`), 403, ErrorCode.Forbidden);
    expect(await t.app.db.$count(memberFavourites, eq(memberFavourites.memberNo, client.memberNo))).toBe(0);
    expect((await call(null, 'GET', '/api/v1/favourites')).statusCode).toBe(401);
  });

  it('leaves out a kept T-esigner whose profile went private, until it is public again', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    await expectStatus(call(client, 'PUT', `/api/v1/favourites/${designer.memberNo}`), 204);
    await t.app.db.update(designerProfiles).set({ isPublic: false }).where(eq(designerProfiles.memberNo, designer.memberNo));
    expect((await favourites(client)).designers).toEqual([]);
    await t.app.db.update(designerProfiles).set({ isPublic: true }).where(eq(designerProfiles.memberNo, designer.memberNo));
    expect((await favourites(client)).designers.map((d) => d.memberNo)).toEqual([designer.memberNo]);
  });
});

describe('blocks', () => {
  it('clients block T-esigners and labs, and they block clients; idempotent, newest first', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const lab = await approvedLab(t);
    for (let i = 0; i < 2; i += 1) await expectStatus(call(client, 'PUT', `/api/v1/blocks/${designer.memberNo}`), 204);
    await t.app.db.update(memberBlocks).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(memberBlocks.blockerNo, client.memberNo));
    await expectStatus(call(client, 'PUT', `/api/v1/blocks/${lab.memberNo}`), 204);
    const list = await blocks(client);
    expect(list.items.map((b) => [b.memberNo, b.nickname, b.kind])).toEqual([
      [lab.memberNo, lab.nickname, 'lab'],
      [designer.memberNo, designer.nickname, 'designer'],
    ]);
    expect(Number.isNaN(Date.parse(list.items[0]!.blockedAt))).toBe(false);

    await expectStatus(call(designer, 'PUT', `/api/v1/blocks/${client.memberNo}`), 204);
    await expectStatus(call(lab, 'PUT', `/api/v1/blocks/${client.memberNo}`), 204);
    expect((await blocks(designer)).items.map((b) => [b.memberNo, b.kind])).toEqual([[client.memberNo, 'client']]);

    for (let i = 0; i < 2; i += 1) await expectStatus(call(client, 'DELETE', `/api/v1/blocks/${designer.memberNo}`), 204);
    expect((await blocks(client)).items.map((b) => b.memberNo)).toEqual([lab.memberNo]);
    // The other side's block stays.
    expect((await blocks(designer)).items.map((b) => b.memberNo)).toEqual([client.memberNo]);
  });

  it('refuses blocks outside the kinds rule and oneself (403 BLOCK_NOT_ALLOWED), and unknown members (404)', async () => {
    const client = await freshMember(t);
    const otherClient = await freshMember(t);
    const designer = await approvedDesigner(t);
    const otherDesigner = await approvedDesigner(t);
    const lab = await approvedLab(t);
    const refused: Array<[Session, number]> = [
      [client, otherClient.memberNo],
      [client, client.memberNo],
      [designer, otherDesigner.memberNo],
      [designer, lab.memberNo],
      [lab, designer.memberNo],
      [designer, designer.memberNo],
    ];
    for (const [who, target] of refused) expectError(await call(who, 'PUT', `/api/v1/blocks/${target}`), 403, ErrorCode.BlockNotAllowed);
    expectError(await call(client, 'PUT', '/api/v1/blocks/999999'), 404, ErrorCode.NotFound);
    expectError(await call(client, 'PUT', `/api/v1/blocks/${admin.memberNo}`), 404, ErrorCode.NotFound);
    expect(await t.app.db.$count(memberBlocks, eq(memberBlocks.blockerNo, client.memberNo))).toBe(0);
  });

  it('removes a favourite between the two, whichever side kept it', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    await expectStatus(call(client, 'PUT', `/api/v1/favourites/${designer.memberNo}`), 204);
    await t.app.db.insert(memberFavourites).values({ memberNo: designer.memberNo, targetNo: client.memberNo });
    await expectStatus(call(designer, 'PUT', `/api/v1/blocks/${client.memberNo}`), 204);
    const between = await t.app.db
      .select()
      .from(memberFavourites)
      .where(and(eq(memberFavourites.memberNo, client.memberNo), eq(memberFavourites.targetNo, designer.memberNo)));
    expect(between).toEqual([]);
    expect(await t.app.db.$count(memberFavourites, eq(memberFavourites.memberNo, designer.memberNo))).toBe(0);
    expect((await favourites(client)).designers).toEqual([]);
  });
});

describe('block effects across modules', () => {
  it("after a client blocks a T-esigner, neither sees the other's quotations, requests, profile or search card", async () => {
    const client = await freshMember(t);
    const type = `effect_${uniqueSuffix()}`;
    const designer = await publicDesigner(type);
    const request = await insertRequestRow(t, client);
    await insertQuotation(t, request.id, designer.memberNo);

    const quotationsSeen = async () => (await call(client, 'GET', `/api/v1/requests/${request.id}/quotations`)).json<QuotationList>().items.map((q) => q.designer.memberNo);
    const requestsSeen = async () => (await call(designer, 'GET', '/api/v1/requests?scope=all&size=50')).json<RequestList>().items.map((r) => r.id);
    const searched = async () => (await call(client, 'GET', `/api/v1/profiles/designers?type=${type}`)).json<DesignerPage>().items.map((d) => d.memberNo);
    const openRequest = await insertRequestRow(t, client);
    expect(await quotationsSeen()).toEqual([designer.memberNo]);
    expect(await requestsSeen()).toContain(openRequest.id);
    expect(await searched()).toEqual([designer.memberNo]);
    await expectStatus(call(client, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`), 200);

    await expectStatus(call(client, 'PUT', `/api/v1/blocks/${designer.memberNo}`), 204);
    expect(await quotationsSeen()).toEqual([]);
    expect(await requestsSeen()).not.toContain(openRequest.id);
    expectError(await call(designer, 'GET', `/api/v1/requests/${openRequest.id}`), 404, ErrorCode.NotFound);
    expect(await searched()).toEqual([]);
    expectError(await call(client, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`), 404, ErrorCode.NotFound);
    // Others still see the profile; the admin too.
    await expectStatus(call(await freshMember(t), 'GET', `/api/v1/profiles/designers/${designer.memberNo}`), 200);
    await expectStatus(call(admin, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`), 200);

    await expectStatus(call(client, 'DELETE', `/api/v1/blocks/${designer.memberNo}`), 204);
    expect(await quotationsSeen()).toEqual([designer.memberNo]);
    expect(await searched()).toEqual([designer.memberNo]);
  });

  it("a lab's profile is a 404 to the client it blocked, never to the lab itself", async () => {
    const client = await freshMember(t);
    const lab = await publicLab();
    await expectStatus(call(client, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`), 200);
    await expectStatus(call(lab, 'PUT', `/api/v1/blocks/${client.memberNo}`), 204);
    expectError(await call(client, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`), 404, ErrorCode.NotFound);
    // The owner still sees its own.
    await expectStatus(call(lab, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`), 200);
  });

  it("a blocked member's profile is a 404 to the blocker, and a blocking member's to the blocked", async () => {
    const designer = await publicDesigner();
    const lab = await publicLab();
    const client = await freshMember(t);
    await expectStatus(call(client, 'PUT', `/api/v1/blocks/${lab.memberNo}`), 204);
    expectError(await call(client, 'GET', `/api/v1/profiles/labs/${lab.memberNo}`), 404, ErrorCode.NotFound);
    // A T-esigner blocks a client; the client no longer opens the T-esigner's profile.
    await expectStatus(call(designer, 'PUT', `/api/v1/blocks/${client.memberNo}`), 204);
    expectError(await call(client, 'GET', `/api/v1/profiles/designers/${designer.memberNo}`), 404, ErrorCode.NotFound);
  });
});

describe('reports', () => {
  const report = (who: Session, body: object) => call(who, 'POST', '/api/v1/reports', body);

  it('files a report on a member, a request or a review, with a reason of the report codes', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const request = await insertRequestRow(t, client);
    const [order] = await t.app.db.insert(orders).values({ requestId: request.id, clientNo: client.memberNo, designerNo: designer.memberNo, amount: 30_000, status: 'complete' }).returning();
    const [review] = await t.app.db.insert(reviews).values({ orderId: order!.id, clientNo: client.memberNo, designerNo: designer.memberNo, rating: 2, text: 'Rude answers.' }).returning();

    const res = await report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'abuse', details: '  욕설을 했습니다.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Report>()).toMatchObject({ target: 'member', targetId: String(designer.memberNo), reason: 'abuse', details: '욕설을 했습니다.', reporter: { memberNo: client.memberNo, nickname: client.nickname }, status: 'open' });
    await expectStatus(report(designer, { target: 'request', targetId: request.id, reason: 'spam' }), 201);
    await expectStatus(report(designer, { target: 'review', targetId: review!.id, reason: 'fraud' }), 201);
  });

  it('refuses a reason outside the code table (400), a missing target (404) and a second open report (409)', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const unknown = await report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'boring' });
    expectError(unknown, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['reason']);
    expectError(await report(client, { target: 'member', targetId: String(designer.memberNo), reason: '' }), 400, ErrorCode.ValidationFailed);
    expectError(await report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'spam', details: 'x'.repeat(301) }), 400, ErrorCode.ValidationFailed);
    for (const [target, targetId] of [
      ['member', '999999'],
      ['member', 'abc'],
      ['member', String(admin.memberNo)],
      ['request', '00000000-0000-4000-8000-000000000000'],
      ['request', 'not-a-uuid'],
      ['review', '00000000-0000-4000-8000-000000000000'],
    ]) {
      expectError(await report(client, { target, targetId, reason: 'spam' }), 404, ErrorCode.NotFound);
    }

    await expectStatus(report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'spam' }), 201);
    expectError(await report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'fraud' }), 409, ErrorCode.AlreadyReported);
    // Another reporter may; and once the operator closes the first, the same reporter may again.
    await expectStatus(report(await freshMember(t), { target: 'member', targetId: String(designer.memberNo), reason: 'spam' }), 201);
    await t.app.db.update(memberReports).set({ status: 'closed' }).where(eq(memberReports.reporterNo, client.memberNo));
    await expectStatus(report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'spam' }), 201);
    expect((await call(null, 'POST', '/api/v1/reports', { target: 'member', targetId: '1', reason: 'spam' })).statusCode).toBe(401);
  });

  it('the admin lists reports newest first, by status; nobody else may', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const first = (await report(client, { target: 'member', targetId: String(designer.memberNo), reason: 'spam' })).json<Report>();
    await t.app.db.update(memberReports).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(memberReports.id, first.id));
    const second = (await report(designer, { target: 'member', targetId: String(client.memberNo), reason: 'abuse' })).json<Report>();
    await t.app.db.update(memberReports).set({ status: 'closed' }).where(eq(memberReports.id, first.id));

    const all = await call(admin, 'GET', '/api/v1/admin/reports');
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json<{ items: Report[] }>().items.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const open = (await call(admin, 'GET', '/api/v1/admin/reports?status=open')).json<{ items: Report[] }>().items;
    expect(open.map((r) => r.id)).toContain(second.id);
    expect(open.map((r) => r.id)).not.toContain(first.id);
    expect(open.every((r) => r.status === 'open')).toBe(true);
    const closed = (await call(admin, 'GET', '/api/v1/admin/reports?status=closed')).json<{ items: Report[] }>().items;
    expect(closed.find((r) => r.id === first.id)).toMatchObject({ status: 'closed', reporter: { memberNo: client.memberNo } });
    expectError(await call(admin, 'GET', '/api/v1/admin/reports?status=gone'), 400, ErrorCode.ValidationFailed);
    expectError(await call(client, 'GET', '/api/v1/admin/reports'), 403, ErrorCode.Forbidden);
  });
});

