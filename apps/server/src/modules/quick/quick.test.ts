// Quick requests through the HTTP API (issue 11): posting pays into escrow, the board shows open
// requests to opted-in T-esigners only, the taker delivers, the client asks a limited remake and
// completes (the escrow goes to quick earnings), withdrawals and missed deadlines give money back or
// repost, and refusals change nothing.
import { ApprovalStatus, Currency, ErrorCode, MemberType, QuickStatus, ReferralStatus, type QuickBoard, type QuickDetail, type QuickMe, type QuickTerms, type QuickTransactions } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, notificationEvents, quickMisses, quickRequests, referrals } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { binaryStl } from '../../test/meshes.ts';
import { memberChannel } from '../../platform/realtime-channels.ts';
import { sessionOf } from '../../test/members.ts';
import { renderNotification } from '../notifications/templates.ts';
import { expectError, referralWithFiles, uploadCadFile } from '../orders/test-support.ts';
import { profileStatsOf } from '../profiles/stats.ts';
import { profileFigures } from '../profiles/test-support.ts';
import { adminSession, block, completeReferral, freshMember } from '../requests/test-support.ts';
import {
  call,
  chargeMileage,
  clientMileageOf,
  escrowOf,
  inHours,
  postedQuick,
  postKey,
  quickBody,
  quickDesigner,
  quickEarningsOf,
  setPrices,
  statusOf,
} from './test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await setPrices(t);
});
afterAll(() => t.close());

const eventsFor = async (memberNo: number, event: string) =>
  (await t.app.db.select().from(notificationEvents).where(eq(notificationEvents.recipientNo, memberNo))).filter((n) => n.event === event);

const post = async (who: { token: string; memberNo: number }, body: object, key = postKey()) => call(t, who, 'POST', '/api/v1/quick/requests', body, { 'idempotency-key': key });
const take = (who: { token: string; memberNo: number }, id: string) => call(t, who, 'POST', `/api/v1/quick/requests/${id}/take`);
async function deliver(who: { token: string; memberNo: number }, id: string) {
  const file = await uploadCadFile(t, who, 'crown.stl', binaryStl(4, 'quick crown'));
  return call(t, who, 'POST', `/api/v1/quick/requests/${id}/deliveries`, { fileIds: [file.id], note: '' });
}

describe('the price table', () => {
  it('the admin sets prices and terms and anyone reads them; a member cannot change them', async () => {
    const res = await call(t, null, 'GET', '/api/v1/quick/prices');
    expect(res.statusCode).toBe(200);
    const terms = res.json<QuickTerms>();
    expect(terms.prices).toEqual([
      { type: 'emax_crown', KRW: 18_000, USD: null },
      { type: 'zirconia_crown', KRW: 15_000, USD: 1_200 },
    ]);
    expect(terms).toMatchObject({ remakeLimit: 1, minDeadlineHours: 2, autoCompleteBusinessDays: t.config.orderAutoCompleteBusinessDays });
    const member = await freshMember(t);
    expect((await call(t, member, 'PUT', '/api/v1/admin/quick/prices', { prices: [], remakeLimit: 3, minDeadlineHours: 2 })).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/v1/quick/prices')).json<QuickTerms>().remakeLimit).toBe(1);
    // A type outside the prosthesis code table is refused, and nothing changes.
    const admin = await adminSession(t);
    const bad = await call(t, admin, 'PUT', '/api/v1/admin/quick/prices', { prices: [{ type: 'unicorn_crown', KRW: 1, USD: null }], remakeLimit: 3, minDeadlineHours: 2 });
    expectError(bad, 400, ErrorCode.ValidationFailed);
    expect(bad.json().error.fields).toHaveProperty(['prices.0.type']);
    expect((await call(t, admin, 'GET', '/api/v1/admin/quick/prices')).json<QuickTerms>()).toEqual(terms);
  });
});

describe('posting', () => {
  it('a client pays the table price times the count into escrow at once, and the referral is taken', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 50_000);
    const body = await quickBody(t, client, 3);
    const res = await post(client, body);
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json<QuickDetail>();
    expect(q).toMatchObject({ status: QuickStatus.open, total: 45_000, currency: 'KRW', items: [{ type: 'zirconia_crown', count: 3, unitPrice: 15_000, subtotal: 45_000 }], remakesLeft: 1, actions: ['edit', 'withdraw'] });
    expect(q.number).toMatch(/^Q-\d{6,}$/);
    expect(await clientMileageOf(t, client.memberNo)).toBe(5_000);
    expect(await escrowOf(t, q.id)).toBe(45_000);
    const [ref] = await t.app.db.select().from(referrals).where(eq(referrals.id, body.referralId));
    expect(ref!.status).toBe(ReferralStatus.Requested);
  });

  it('a retried post with the same Idempotency-Key answers the first request and pays once', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 60_000);
    const body = await quickBody(t, client, 2);
    const key = postKey();
    const first = await post(client, body, key);
    const again = await post(client, body, key);
    expect(again.json<QuickDetail>().id).toBe(first.json<QuickDetail>().id);
    expect(await clientMileageOf(t, client.memberNo)).toBe(30_000);
  });

  it('too little mileage is a 402 with the shortfall, and nothing changes', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 10_000);
    const body = await quickBody(t, client, 2);
    const entries = await t.app.db.$count(journalEntries);
    const res = await post(client, body);
    expectError(res, 402, ErrorCode.InsufficientMileage);
    expect(res.json().error.details.shortfall).toEqual({ amount: 20_000, currency: 'KRW' });
    expect(await t.app.db.$count(quickRequests, eq(quickRequests.clientNo, client.memberNo))).toBe(0);
    expect(await t.app.db.$count(journalEntries)).toBe(entries);
    expect(await clientMileageOf(t, client.memberNo)).toBe(10_000);
    expect((await t.app.db.select().from(referrals).where(eq(referrals.id, body.referralId)))[0]!.status).toBe(ReferralStatus.Complete);
  });

  it('bad input is a 400 naming the field, and nothing changes', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 100_000);
    const body = await quickBody(t, client, 1);
    const entries = await t.app.db.$count(journalEntries);
    const cases: Array<[object, string]> = [
      [{ ...body, items: [{ type: 'gold_crown', count: 1 }] }, 'items.0.type'],
      [{ ...body, deadlineAt: inHours(1) }, 'deadlineAt'],
      [{ ...body, items: [{ type: 'zirconia_crown', count: 0 }] }, 'items.0.count'],
      [{ ...body, items: [] }, 'items'],
      [{ ...body, referralId: 'nope' }, 'referralId'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(client, payload);
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields ?? {}), res.body).toContain(field);
    }
    // A USD client asking a type without a USD price.
    const usd = await freshMember(t, { currency: 'USD' });
    await chargeMileage(t, usd.memberNo, 100_000, Currency.USD);
    const usdBody = { ...(await quickBody(t, usd, 1)), items: [{ type: 'emax_crown', count: 1 }] };
    const usdEntries = await t.app.db.$count(journalEntries);
    const usdRes = await post(usd, usdBody);
    expectError(usdRes, 400, ErrorCode.ValidationFailed);
    expect(usdRes.json().error.fields).toHaveProperty(['items.0.type']);
    expect(await t.app.db.$count(journalEntries)).toBe(usdEntries);
    expect(usdEntries - entries).toBe(1); // the USD charge only
    expect(await t.app.db.$count(quickRequests, eq(quickRequests.clientNo, client.memberNo))).toBe(0);
    expect((await t.app.db.select().from(referrals).where(eq(referrals.id, body.referralId)))[0]!.status).toBe(ReferralStatus.Complete);
  });

  it('a USD client pays the USD price', async () => {
    const usd = await freshMember(t, { currency: 'USD' });
    await chargeMileage(t, usd.memberNo, 5_000, Currency.USD);
    const res = await post(usd, await quickBody(t, usd, 2));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<QuickDetail>()).toMatchObject({ total: 2_400, currency: 'USD' });
    expect(await clientMileageOf(t, usd.memberNo, Currency.USD)).toBe(2_600);
  });

  it('only an approved client posts: a T-esigner and a pending client get 403', async () => {
    const designer = await quickDesigner(t);
    const pending = await freshMember(t, { approvalSe: ApprovalStatus.Pending });
    for (const who of [designer, pending]) {
      const referral = await completeReferral(t, who).catch(() => null);
      const res = await post(who, { referralId: referral?.id ?? crypto.randomUUID(), items: [{ type: 'zirconia_crown', count: 1 }], deadlineAt: inHours(24) });
      expect(res.statusCode, res.body).toBe(403);
    }
  });
});

describe('editing and withdrawing', () => {
  it('an edit holds the difference or gives it back', async () => {
    const client = await freshMember(t);
    await chargeMileage(t, client.memberNo, 100_000);
    const body = await quickBody(t, client, 2);
    const q = (await post(client, body)).json<QuickDetail>();
    expect(await clientMileageOf(t, client.memberNo)).toBe(70_000);
    const up = await call(t, client, 'PUT', `/api/v1/quick/requests/${q.id}`, { ...body, items: [{ type: 'zirconia_crown', count: 2 }, { type: 'emax_crown', count: 1 }] });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<QuickDetail>().total).toBe(48_000);
    expect(await clientMileageOf(t, client.memberNo)).toBe(52_000);
    expect(await escrowOf(t, q.id)).toBe(48_000);
    const down = await call(t, client, 'PUT', `/api/v1/quick/requests/${q.id}`, { ...body, items: [{ type: 'zirconia_crown', count: 1 }] });
    expect(down.json<QuickDetail>().total).toBe(15_000);
    expect(await clientMileageOf(t, client.memberNo)).toBe(85_000);
    expect(await escrowOf(t, q.id)).toBe(15_000);
    // Too much: 402 and nothing changes.
    const tooMuch = await call(t, client, 'PUT', `/api/v1/quick/requests/${q.id}`, { ...body, items: [{ type: 'zirconia_crown', count: 32 }] });
    expectError(tooMuch, 402, ErrorCode.InsufficientMileage);
    expect(await escrowOf(t, q.id)).toBe(15_000);
    expect((await call(t, client, 'GET', `/api/v1/quick/requests/${q.id}`)).json<QuickDetail>().total).toBe(15_000);
  });

  it('a withdrawal refunds in full and gives the referral back; a taken request cannot be withdrawn or edited', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 2);
    expect(await clientMileageOf(t, client.memberNo)).toBe(0);
    const res = await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QuickDetail>().status).toBe(QuickStatus.withdrawn);
    expect(await clientMileageOf(t, client.memberNo)).toBe(30_000);
    expect(await escrowOf(t, q.id)).toBe(0);
    expect((await t.app.db.select().from(referrals).where(eq(referrals.id, q.referralId!)))[0]!.status).toBe(ReferralStatus.Complete);
    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/withdraw`), 409, ErrorCode.InvalidTransition);

    const taken = await postedQuick(t, client, 1);
    expect((await take(await quickDesigner(t), taken.id)).statusCode).toBe(200);
    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${taken.id}/withdraw`), 409, ErrorCode.InvalidTransition);
    const body = await quickBody(t, client, 1);
    expectError(await call(t, client, 'PUT', `/api/v1/quick/requests/${taken.id}`, body), 409, ErrorCode.InvalidTransition);
    expect(await escrowOf(t, taken.id)).toBe(15_000);
  });
});

describe('the board', () => {
  it('only opted-in T-esigners see it; the client is hidden until taken; a blocked client is hidden and cannot be taken', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 1);
    const notOptedIn = await quickDesigner(t, false);
    expectError(await call(t, notOptedIn, 'GET', '/api/v1/quick/board'), 403, ErrorCode.Forbidden);
    expectError(await take(notOptedIn, q.id), 403, ErrorCode.Forbidden);
    expect((await call(t, notOptedIn, 'GET', `/api/v1/quick/requests/${q.id}`)).statusCode).toBe(404);
    expect((await call(t, client, 'GET', '/api/v1/quick/me')).statusCode).toBe(403);

    const designer = await quickDesigner(t);
    const board = (await call(t, designer, 'GET', '/api/v1/quick/board?sort=newest&size=50')).json<QuickBoard>();
    const card = board.items.find((i) => i.id === q.id);
    expect(card).toMatchObject({ status: 'open', client: null, taker: null, total: 15_000 });
    const detail = (await call(t, designer, 'GET', `/api/v1/quick/requests/${q.id}`)).json<QuickDetail>();
    expect(detail).toMatchObject({ client: null, referralId: null, actions: ['take'] });

    const blocked = await quickDesigner(t);
    await block(t, client.memberNo, blocked.memberNo);
    const theirs = (await call(t, blocked, 'GET', '/api/v1/quick/board?size=50')).json<QuickBoard>();
    expect(theirs.items.map((i) => i.id)).not.toContain(q.id);
    expect((await take(blocked, q.id)).statusCode).toBe(404);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.open);
  });

  it('urgent puts the earliest deadline first', async () => {
    const client = await freshMember(t);
    const late = await postedQuick(t, client, 1, { deadlineAt: inHours(300) });
    const soon = await postedQuick(t, client, 1, { deadlineAt: inHours(3) });
    const designer = await quickDesigner(t);
    const ids = (await call(t, designer, 'GET', '/api/v1/quick/board?sort=urgent&size=50')).json<QuickBoard>().items.map((i) => i.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id));
  });

  it('opted-in T-esigners hear of a new request (notification and board frame after the commit)', async () => {
    const designer = await quickDesigner(t);
    const frames: unknown[] = [];
    const off = await t.app.bus.subscribe(memberChannel(designer.memberNo), (m) => frames.push(m));
    const q = await postedQuick(t, await freshMember(t), 1);
    await off();
    expect(frames).toContainEqual({ type: 'quick.board', id: q.id, status: 'open' });
    expect((await eventsFor(designer.memberNo, 'quickPosted')).map((e) => e.params)).toContainEqual({ number: q.number, amount: 15_000, currency: 'KRW' });
  });
});

describe('the case to design', () => {
  it('the taker reads the referral and downloads its files once taken; before, the board sees neither', async () => {
    const client = await freshMember(t);
    const { referral, scan } = await referralWithFiles(t, client);
    await chargeMileage(t, client.memberNo, 15_000);
    const posted = await post(client, { referralId: referral.id, items: [{ type: 'zirconia_crown', count: 1 }], deadlineAt: inHours(24) });
    expect(posted.statusCode, posted.body).toBe(201);
    const q = posted.json<QuickDetail>();
    const designer = await quickDesigner(t);
    expect((await call(t, designer, 'GET', `/api/v1/quick/requests/${q.id}/referral`)).statusCode).toBe(403);
    expect((await call(t, designer, 'POST', `/api/v1/quick/requests/${q.id}/referral/files/${scan.id}/link`)).statusCode).toBe(403);
    await take(designer, q.id);
    const read = await call(t, designer, 'GET', `/api/v1/quick/requests/${q.id}/referral`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().id).toBe(referral.id);
    const link = await call(t, designer, 'POST', `/api/v1/quick/requests/${q.id}/referral/files/${scan.id}/link`);
    expect(link.statusCode, link.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })).statusCode).toBe(200);
    expect((await call(t, designer, 'POST', `/api/v1/quick/requests/${q.id}/referral/files/${crypto.randomUUID()}/link`)).statusCode).toBe(404);
    expect((await call(t, await quickDesigner(t), 'GET', `/api/v1/quick/requests/${q.id}/referral`)).statusCode).toBe(404);
  });

  it('a request whose deadline passed while open leaves the board and cannot be taken', async () => {
    const q = await postedQuick(t, await freshMember(t), 1);
    await t.app.db.update(quickRequests).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(quickRequests.id, q.id));
    const designer = await quickDesigner(t);
    const ids = (await call(t, designer, 'GET', '/api/v1/quick/board?size=50')).json<QuickBoard>().items.map((i) => i.id);
    expect(ids).not.toContain(q.id);
    expectError(await take(designer, q.id), 409, ErrorCode.InvalidTransition);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.open);
  });
});

describe('the whole flow', () => {
  it('take, deliver, remake within the limit, deliver again, download, complete, review', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 2);
    const designer = await quickDesigner(t);
    const taken = await take(designer, q.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<QuickDetail>()).toMatchObject({ status: 'taken', taker: { memberNo: designer.memberNo }, client: { memberNo: client.memberNo }, actions: ['deliver'] });
    expect(await eventsFor(client.memberNo, 'quickTaken')).toHaveLength(1);

    // Another T-esigner can no longer open it.
    expect((await call(t, await quickDesigner(t), 'GET', `/api/v1/quick/requests/${q.id}`)).statusCode).toBe(404);
    // Not theirs to complete yet, nor the T-esigner's at all.
    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/complete`), 409, ErrorCode.InvalidTransition);

    // Someone else's file is refused.
    const strangerFile = await uploadCadFile(t, client, 'x.stl', binaryStl(4, 'x'));
    expectError(await call(t, designer, 'POST', `/api/v1/quick/requests/${q.id}/deliveries`, { fileIds: [strangerFile.id] }), 400, ErrorCode.ValidationFailed);

    const first = await deliver(designer, q.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<QuickDetail>()).toMatchObject({ status: 'delivered', deliveries: [{ version: 1 }] });
    expect(first.json<QuickDetail>().autoCompleteAt).not.toBeNull();

    const link = await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/cad/link`, {});
    expect(link.statusCode, link.body).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(download.statusCode).toBe(200);
    expect((await call(t, await freshMember(t), 'POST', `/api/v1/quick/requests/${q.id}/cad/link`, {})).statusCode).toBe(404);

    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/remake`, { reason: ' ' }), 400, ErrorCode.ValidationFailed);
    const remake = await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/remake`, { reason: 'The margin is open.' });
    expect(remake.statusCode, remake.body).toBe(200);
    expect(remake.json<QuickDetail>()).toMatchObject({ status: 'remakeRequested', remakesUsed: 1, remakesLeft: 0, remakes: [{ reason: 'The margin is open.' }] });
    expect((await eventsFor(designer.memberNo, 'quickRemakeRequested')).map((e) => e.params.reason)).toEqual(['The margin is open.']);

    const second = await deliver(designer, q.id);
    expect(second.json<QuickDetail>().deliveries.map((d) => d.version)).toEqual([2, 1]);
    expect((await eventsFor(client.memberNo, 'quickDelivered')).map((e) => e.params.version)).toEqual([1, 2]);

    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/remake`, { reason: 'Still open.' }), 409, ErrorCode.QuickRemakeLimit);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.delivered);

    expectError(await call(t, designer, 'POST', `/api/v1/quick/requests/${q.id}/complete`), 403, ErrorCode.Forbidden);
    const done = await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<QuickDetail>().status).toBe(QuickStatus.completed);
    expect(await escrowOf(t, q.id)).toBe(0);
    expect(await quickEarningsOf(t, designer.memberNo)).toBe(30_000);
    expect(await eventsFor(client.memberNo, 'quickCompleted')).toHaveLength(1);
    expect(await eventsFor(designer.memberNo, 'quickCompleted')).toHaveLength(1);

    const review = await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/review`, { rating: 9, text: 'Fast and precise.' });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json()).toMatchObject({ orderId: null, quickId: q.id, rating: 9, designer: { memberNo: designer.memberNo }, firstType: 'zirconia_crown', units: 2 });
    expectError(await call(t, client, 'POST', `/api/v1/quick/requests/${q.id}/review`, { rating: 9, text: 'Again.' }), 409, ErrorCode.ReviewExists);
    expect((await call(t, client, 'GET', `/api/v1/quick/requests/${q.id}`)).json<QuickDetail>().reviewed).toBe(true);
    const publicReviews = await call(t, null, 'GET', `/api/v1/reviews?designerNo=${designer.memberNo}`);
    expect(publicReviews.json().items.map((r: { quickId: string }) => r.quickId)).toEqual([q.id]);

    const me = (await call(t, designer, 'GET', '/api/v1/quick/me')).json<QuickMe>();
    expect(me).toEqual({ optedIn: true, missedCount: 0, completedCount: 1 });
  });

  it('an unanswered delivery completes by itself after the business days', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 1);
    const designer = await quickDesigner(t);
    await take(designer, q.id);
    await deliver(designer, q.id);
    expect(await t.app.jobs.runNow('quick-auto-complete')).toBe(true);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.delivered);
    await t.app.db.update(quickRequests).set({ deliveredAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(quickRequests.id, q.id));
    expect(await t.app.jobs.runNow('quick-auto-complete')).toBe(true);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.completed);
    expect(await quickEarningsOf(t, designer.memberNo)).toBe(15_000);
    expect((await eventsFor(client.memberNo, 'quickCompleted'))[0]!.params.auto).toBe(1);
  });
});

describe('a missed deadline', () => {
  const pastDeadline = (id: string) => t.app.db.update(quickRequests).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(quickRequests.id, id));

  it('reposts: the taker is cleared, it counts on their record, both are told, the money stays in escrow', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 1, { onMissed: 'repost' });
    const designer = await quickDesigner(t);
    await take(designer, q.id);
    await pastDeadline(q.id);
    expect(await t.app.jobs.runNow('quick-deadlines')).toBe(true);
    const [row] = await t.app.db.select().from(quickRequests).where(eq(quickRequests.id, q.id));
    expect(row).toMatchObject({ status: QuickStatus.open, takerNo: null });
    expect(row!.deadlineAt.getTime()).toBeGreaterThan(Date.now());
    expect(await escrowOf(t, q.id)).toBe(15_000);
    expect(await t.app.db.$count(quickMisses, eq(quickMisses.designerNo, designer.memberNo))).toBe(1);
    expect((await call(t, designer, 'GET', '/api/v1/quick/me')).json<QuickMe>().missedCount).toBe(1);
    expect((await profileStatsOf(t.app.db, profileFigures, [designer.memberNo])).get(designer.memberNo)?.quickMissed).toBe(1);
    expect((await eventsFor(designer.memberNo, 'quickMissed'))[0]!.params).toMatchObject({ onMissed: 'repost' });
    expect(await eventsFor(client.memberNo, 'quickMissed')).toHaveLength(1);
    // Back on the board: another T-esigner takes it.
    expect((await take(await quickDesigner(t), q.id)).statusCode).toBe(200);
  });

  it('refunds when the client chose so: all the money and the referral come back', async () => {
    const client = await freshMember(t);
    const q = await postedQuick(t, client, 2, { onMissed: 'refund' });
    const designer = await quickDesigner(t);
    await take(designer, q.id);
    await pastDeadline(q.id);
    expect(await t.app.jobs.runNow('quick-deadlines')).toBe(true);
    expect(await statusOf(t, q.id)).toBe(QuickStatus.refunded);
    expect(await escrowOf(t, q.id)).toBe(0);
    expect(await clientMileageOf(t, client.memberNo)).toBe(30_000);
    expect((await call(t, designer, 'GET', '/api/v1/quick/me')).json<QuickMe>().missedCount).toBe(1);
    expect((await eventsFor(client.memberNo, 'quickMissed'))[0]!.params).toMatchObject({ onMissed: 'refund', amount: 30_000, currency: 'KRW' });
    expect((await t.app.db.select().from(referrals).where(eq(referrals.id, q.referralId!)))[0]!.status).toBe(ReferralStatus.Complete);
  });
});

describe('transactions', () => {
  it('each side lists its own, filtered by status, with totals per currency over the whole filter', async () => {
    const client = await freshMember(t);
    const designer = await quickDesigner(t);
    const a = await postedQuick(t, client, 1);
    const b = await postedQuick(t, client, 2);
    await postedQuick(t, client, 3);
    await take(designer, a.id);
    await take(designer, b.id);
    const all = (await call(t, client, 'GET', '/api/v1/quick/transactions?side=client&size=2')).json<QuickTransactions>();
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(2);
    expect(all.totals).toEqual([{ currency: 'KRW', count: 3, amount: 90_000 }]);
    const taken = (await call(t, client, 'GET', '/api/v1/quick/transactions?side=client&status=taken')).json<QuickTransactions>();
    expect(taken.totals).toEqual([{ currency: 'KRW', count: 2, amount: 45_000 }]);
    const mine = (await call(t, designer, 'GET', '/api/v1/quick/transactions?side=designer')).json<QuickTransactions>();
    expect(mine.items.map((i) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(mine.items[0]!.client).not.toBeNull();
    expect((await call(t, client, 'GET', '/api/v1/quick/transactions?side=nope')).statusCode).toBe(400);
  });
});

describe('opting in', () => {
  it('a T-esigner opts in and out; a lab without a T-esigner profile or a client cannot', async () => {
    const designer = await quickDesigner(t, false);
    expect((await call(t, designer, 'PUT', '/api/v1/quick/me', { optedIn: true })).json<QuickMe>().optedIn).toBe(true);
    expect((await call(t, designer, 'PUT', '/api/v1/quick/me', { optedIn: false })).json<QuickMe>().optedIn).toBe(false);
    expect((await call(t, designer, 'GET', '/api/v1/quick/board')).statusCode).toBe(403);
    const lab = await freshMember(t, { memberSe: MemberType.Lab });
    expect((await call(t, lab, 'PUT', '/api/v1/quick/me', { optedIn: true })).statusCode).toBe(403);
    expect((await call(t, await freshMember(t), 'PUT', '/api/v1/quick/me', { optedIn: true })).statusCode).toBe(403);
  });
});

describe('the notices', () => {
  it('name the request by its number, the particle following 의뢰 in Korean', () => {
    expect(renderNotification('quickPosted', { number: 'Q-000042', amount: 15_000, currency: 'KRW' }, 'ko').body).toBe(
      '퀵 의뢰(Q-000042, 15,000원)가 게시판에 올라왔습니다. 먼저 수락한 티자이너가 작업합니다.',
    );
    expect(renderNotification('quickTaken', { nickname: 'studio', number: 'Q-000042' }, 'en').body).toBe('studio took your quick request Q-000042 and started working on it.');
    expect(renderNotification('quickMissed', { number: 'Q-000042', onMissed: 'refund', amount: 30_000, currency: 'KRW' }, 'ko').body).toBe(
      '퀵 의뢰(Q-000042)가 마감 시간까지 납품되지 않았습니다. 결제 금액(30,000원)은 의뢰인에게 환불되었습니다.',
    );
  });
});

describe('DEMO mode', () => {
  it('seeds a small price table and opts the demo T-esigner into quick work', async () => {
    const demo = await buildTestApp({ DEMO: '1' });
    try {
      const terms = (await demo.app.inject({ method: 'GET', url: '/api/v1/quick/prices' })).json<QuickTerms>();
      expect(terms.prices.map((p) => p.type)).toEqual(expect.arrayContaining(['zirconia_crown', 'emax_crown']));
      expect(terms.prices.every((p) => p.KRW !== null && p.USD !== null)).toBe(true);
      const designer = await sessionOf(demo.app, 'designer@demo.dcm');
      const me = await demo.app.inject({ method: 'GET', url: '/api/v1/quick/me', headers: { authorization: `Bearer ${designer.token}` } });
      expect(me.json<QuickMe>().optedIn).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
