import { ApprovalStatus, ErrorCode, OrderStatus, SEARCH_PAGE_SIZE, type DesignerPage, type LabPage, type PriceRow } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, labProfiles, members, orders, portfolioItems, quotations, reviews } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { uniqueSuffix, type Session } from '../../test/members.ts';
import { expectError } from '../orders/test-support.ts';
import { block, freshMember, insertQuotation, insertRequestRow } from '../requests/test-support.ts';
import { designerCardsOf } from './search.ts';
import { approvedDesigner, approvedLab, callAs, designerBody, labBody, pendingDesigner, profileFigures, uploadImage } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;
let client: Session;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
  client = await freshMember(t);
});
afterAll(() => t.close());

/** A signed-in member with their nickname, as the fixtures make them. */
type Member = Session & { nickname: string };

// Each test searches codes of its own (written straight into the profiles), so the members other
// tests made never show in its results.
const freshCode = (what: string) => `${what}_${uniqueSuffix()}`;

async function designerWith(types: string[], fields: { prices?: PriceRow[]; isPublic?: boolean } = {}, who?: Member): Promise<Member> {
  const member = who ?? (await approvedDesigner(t));
  await t.app.db.insert(designerProfiles).values({ memberNo: member.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: types, prices: fields.prices ?? [], isPublic: fields.isPublic ?? true });
  return member;
}

async function labWith(fields: { specializations?: string[]; region?: string; isPublic?: boolean; createdAt?: Date } = {}, who?: Member): Promise<Member> {
  const member = who ?? (await approvedLab(t));
  await t.app.db.insert(labProfiles).values({
    memberNo: member.memberNo,
    businessName: '한빛치과기공소',
    prosthesisTypes: ['zirconia_crown'],
    specializations: fields.specializations ?? [],
    region: fields.region ?? null,
    isPublic: fields.isPublic ?? true,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  return member;
}

/** A complete order of `designer` reviewed with `rating`. */
async function reviewed(designer: Session, rating: number): Promise<void> {
  const request = await insertRequestRow(t, client);
  const [order] = await t.app.db
    .insert(orders)
    .values({ requestId: request.id, clientNo: client.memberNo, designerNo: designer.memberNo, amount: 30_000, status: OrderStatus.complete })
    .returning();
  await t.app.db.insert(reviews).values({ orderId: order!.id, clientNo: client.memberNo, designerNo: designer.memberNo, rating, text: 'Fits well.' });
}

/** A quotation of `designer` sent `minutes` after its request. */
async function answered(designer: Session, minutes: number): Promise<void> {
  const request = await insertRequestRow(t, client, { createdAt: new Date(Date.now() - minutes * 60_000) });
  const id = await insertQuotation(t, request.id, designer.memberNo);
  await t.app.db.update(quotations).set({ createdAt: new Date() }).where(eq(quotations.id, id));
}

async function designers(who: Session | null, query: string): Promise<DesignerPage> {
  const res = await call(who, 'GET', `/api/v1/profiles/designers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function labs(who: Session | null, query: string): Promise<LabPage> {
  const res = await call(who, 'GET', `/api/v1/profiles/labs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const nos = (page: { items: Array<{ memberNo: number }> }) => page.items.map((i) => i.memberNo);

describe('finding T-esigners', () => {
  it('lists only saved, public T-esigner profiles of approved members that handle the type', async () => {
    const type = freshCode('crown');
    const shown = await designerWith([type, 'emax_crown']);
    const otherType = await designerWith(['emax_crown']);
    const hidden = await designerWith([type], { isPublic: false });
    const pending = await designerWith([type], {}, await pendingDesigner(t));
    const suspended = await designerWith([type]);
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Suspended }).where(eq(members.memberNo, suspended.memberNo));
    const labDesigning = await designerWith([type], {}, await approvedLab(t));
    await approvedDesigner(t); // never saved: no profile to list

    const page = await designers(null, `type=${type}`);
    expect(nos(page).sort()).toEqual([shown.memberNo, labDesigning.memberNo].sort());
    expect(page.total).toBe(2);
    for (const no of [otherType.memberNo, hidden.memberNo, pending.memberNo, suspended.memberNo]) expect(nos(page)).not.toContain(no);
  });

  it('a card carries the profile, the price of the searched type (else the lowest), the figures and the first portfolio cover', async () => {
    const type = freshCode('bridge');
    const designer = await designerWith([type, 'emax_crown'], {
      prices: [
        { prosthesis: 'emax_crown', price: 45_000 },
        { prosthesis: type, price: 52_000 },
      ],
    });
    await reviewed(designer, 8);
    const image = await uploadImage(t, designer);
    const [card] = (await designers(client, `type=${type}`)).items;
    expect(card).toMatchObject({
      memberNo: designer.memberNo,
      nickname: designer.nickname,
      prosthesisTypes: [type, 'emax_crown'],
      price: 52_000,
      currency: 'KRW',
      stats: { rating: 8, reviewCount: 1, completedOrders: 1, responseMinutes: null },
      coverUrl: null,
      favourite: false,
    });
    expect((await designerCardsOf(t.app.db, profileFigures, null, [designer.memberNo])).get(designer.memberNo)?.price).toBe(45_000);

    // The first portfolio item is the newest: its main image stands in for a missing cover.
    await t.app.db.insert(portfolioItems).values({ ownerNo: designer.memberNo, title: 'Crown', mainImageId: image.id });
    expect((await designers(client, `type=${type}`)).items[0]?.coverUrl).toBe(image.url);
  });

  it('sorts by rating, price, reviews and response over the whole result, nulls last, ties by member number', async () => {
    const type = freshCode('inlay');
    const a = await designerWith([type], { prices: [{ prosthesis: type, price: 50_000 }] });
    const b = await designerWith([type], { prices: [{ prosthesis: type, price: 20_000 }] });
    const c = await designerWith([type]);
    const d = await designerWith([type]);
    await reviewed(a, 9);
    await reviewed(b, 4);
    await reviewed(b, 6);
    await answered(a, 30);
    await answered(b, 10);

    expect(nos(await designers(null, `type=${type}&sort=rating`))).toEqual([a.memberNo, b.memberNo, c.memberNo, d.memberNo]);
    expect(nos(await designers(null, `type=${type}&sort=price`))).toEqual([b.memberNo, a.memberNo, c.memberNo, d.memberNo]);
    expect(nos(await designers(null, `type=${type}&sort=reviews`))).toEqual([b.memberNo, a.memberNo, c.memberNo, d.memberNo]);
    expect(nos(await designers(null, `type=${type}&sort=response`))).toEqual([b.memberNo, a.memberNo, c.memberNo, d.memberNo]);
    // Rating is the default order.
    expect(nos(await designers(null, `type=${type}`))[0]).toBe(a.memberNo);
  });

  it('pages ten at a time with the total of all matches, never repeating a T-esigner', async () => {
    const type = freshCode('onlay');
    const all: number[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i += 1) all.push((await designerWith([type])).memberNo);
    const first = await designers(null, `type=${type}&sort=reviews&page=1`);
    const second = await designers(null, `type=${type}&sort=reviews&page=2`);
    expect(first).toMatchObject({ total: all.length, page: 1, size: SEARCH_PAGE_SIZE });
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(second.items).toHaveLength(2);
    expect([...nos(first), ...nos(second)]).toEqual([...all].sort((x, y) => x - y));
    expect((await designers(null, `type=${type}&page=3`)).items).toEqual([]);
  });

  it('refuses an unknown sort or a page below one (400)', async () => {
    expectError(await call(null, 'GET', '/api/v1/profiles/designers?sort=cheapest'), 400, ErrorCode.ValidationFailed);
    expectError(await call(null, 'GET', '/api/v1/profiles/designers?page=0'), 400, ErrorCode.ValidationFailed);
  });
});

describe('finding dental labs', () => {
  it('lists labs with any of the specializations, newest profile first, public and approved only', async () => {
    const implant = freshCode('implant');
    const denture = freshCode('denture');
    const older = await labWith({ specializations: [implant], createdAt: new Date(Date.now() - 60_000) });
    const newer = await labWith({ specializations: [denture, 'splint'] });
    await labWith({ specializations: ['splint'] });
    await labWith({ specializations: [implant], isPublic: false });
    const pendingLab = await freshMember(t, { memberSe: 'B', approvalSe: ApprovalStatus.Pending });
    await labWith({ specializations: [implant] }, pendingLab);

    const page = await labs(null, `specialization=${implant}&specialization=${denture}`);
    expect(nos(page)).toEqual([newer.memberNo, older.memberNo]);
    expect(page.total).toBe(2);
    expect(page.items[1]).toMatchObject({ businessName: '한빛치과기공소', specializations: [implant], hasDesignerProfile: false, photoUrl: null, favourite: false });
    expect(nos(await labs(null, `specialization=${implant}`))).toEqual([older.memberNo]);
  });

  it('lists labs of one region, and says which added a T-esigner profile', async () => {
    const region = freshCode('region');
    const lab = await labWith({ region });
    await designerWith(['zirconia_crown'], {}, lab);
    await labWith({ region: 'seoul' });
    const page = await labs(null, `region=${region}`);
    expect(nos(page)).toEqual([lab.memberNo]);
    expect(page.items[0]?.hasDesignerProfile).toBe(true);
  });

  it('refuses a fifth specialization and a second region (400), never cutting them silently', async () => {
    const five = ['implant', 'denture', 'splint', 'printing', 'esthetics'].map((c) => `specialization=${c}`).join('&');
    const tooMany = await call(null, 'GET', `/api/v1/profiles/labs?${five}`);
    expectError(tooMany, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(tooMany.json().error.fields)).toEqual(['specialization']);
    const twoRegions = await call(null, 'GET', '/api/v1/profiles/labs?region=seoul&region=busan');
    expectError(twoRegions, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(twoRegions.json().error.fields)).toEqual(['region']);
    expect((await call(null, 'GET', '/api/v1/profiles/labs?specialization=implant&specialization=denture&specialization=splint&specialization=printing')).statusCode).toBe(200);
  });
});

describe('search and the searcher', () => {
  it('never lists a member the searcher blocked or who blocked the searcher', async () => {
    const type = freshCode('veneer');
    const region = freshCode('region');
    const blockedByMe = await designerWith([type]);
    const blockingMe = await designerWith([type]);
    const free = await designerWith([type]);
    const lab = await labWith({ region });
    await block(t, client.memberNo, blockedByMe.memberNo);
    await block(t, blockingMe.memberNo, client.memberNo);
    await block(t, lab.memberNo, client.memberNo);

    const page = await designers(client, `type=${type}`);
    expect(nos(page)).toEqual([free.memberNo]);
    expect(page.total).toBe(1);
    expect((await labs(client, `region=${region}`)).items).toEqual([]);
    // Signed out, or another member: all of them.
    expect((await designers(null, `type=${type}`)).total).toBe(3);
    expect(nos(await labs(await freshMember(t), `region=${region}`))).toEqual([lab.memberNo]);
  });

  it('marks the cards the signed-in searcher keeps among their favourites', async () => {
    const type = freshCode('denture');
    const kept = await designerWith([type]);
    const other = await designerWith([type]);
    expect((await call(client, 'PUT', `/api/v1/favourites/${kept.memberNo}`)).statusCode).toBe(204);
    const page = await designers(client, `type=${type}&sort=reviews`);
    expect(page.items.map((i) => [i.memberNo, i.favourite])).toEqual([
      [kept.memberNo, true],
      [other.memberNo, false],
    ]);
    expect((await designers(null, `type=${type}`)).items.every((i) => !i.favourite)).toBe(true);
  });

  it('a T-esigner saved through the profile form is found by its type', async () => {
    const designer = await approvedDesigner(t);
    expect((await call(designer, 'PUT', '/api/v1/profiles/me/designer', designerBody({ prosthesisTypes: ['gold_crown'], prices: [] }))).statusCode).toBe(200);
    const lab = await approvedLab(t);
    expect((await call(lab, 'PUT', '/api/v1/profiles/me/lab', labBody({ specializations: ['printing'] }))).statusCode).toBe(200);
    expect(nos(await designers(client, 'type=gold_crown'))).toContain(designer.memberNo);
    expect(nos(await labs(client, 'specialization=printing'))).toContain(lab.memberNo);
  });
});
