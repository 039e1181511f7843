// Every event of EVENTS.md, walked through the HTTP API (and the auto-completion job): each change
// writes its notification once, to the right member, with the params the templates read and the
// link of the recipient's page; a refused action writes none.
import { ApprovalStatus, Currency, MemberType, PayoutAction, ReworkKind, type ChargeAnswer, type ChargeItem, type NotificationParams, type OrderDetail, type Quotation, type Settlement } from '@dcm/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents, orders } from '../../db/schema/index.ts';
import { insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { completeDueOrders } from '../orders/completion.ts';
import * as o from '../orders/test-support.ts';
import { callRoute, expectError, newKey, TOTAL } from '../orders/test-support.ts';
import { adminSession, completeReferral, freshMember, passExpiry, pickable, requestDates, sendRequest } from '../requests/test-support.ts';
import { renderNotification } from './templates.ts';

type Member = Session & { nickname: string };

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const client = () => freshMember(t);
const designer = () => freshMember(t, { memberSe: MemberType.Designer, bank: 'kb', depositor: '김지우', accountNumber: '110-123-456789', representative: '김지우' });

/** Every notification event written for `who`, as the templates and the list read them. */
const heard = (who: { memberNo: number }) =>
  t.app.db
    .select({ event: notificationEvents.event, params: notificationEvents.params, link: notificationEvents.link })
    .from(notificationEvents)
    .where(eq(notificationEvents.recipientNo, who.memberNo));

/** The events of one kind written for `who`. */
const heardOf = async (who: { memberNo: number }, event: string) => (await heard(who)).filter((n) => n.event === event);

/** `who` heard `event` exactly once, with these params and this link. */
async function heardOnce(who: { memberNo: number }, event: string, params: NotificationParams, link: string) {
  expect(await heardOf(who, event)).toEqual([{ event, params, link }]);
}

const allEventCount = () => t.app.db.$count(notificationEvents);

/** What names the case of every request and order below (issue 26): the referral number of requests/test-support.ts. */
const CASE = { referralNumbers: ['2024-001'] };

const quotationBody = async (unitPrice = o.UNIT_PRICE) => ({ items: [{ type: 'zirconia_crown', count: 3, unitPrice }], deliveryAt: await pickable(t, 3), note: '' });

describe('join decisions', () => {
  it('the admin’s approval and rejection tell the member, linking to my page; a rejection without reason tells nobody', async () => {
    const approved = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    const rejected = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/members/${approved.memberNo}/approve`, {})).statusCode).toBe(200);

    const before = await allEventCount();
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/members/${rejected.memberNo}/reject`, { reason: ' ' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/members/${rejected.memberNo}/reject`, { reason: 'The licence is unreadable.' })).statusCode).toBe(200);

    expect(await heard(approved)).toEqual([{ event: 'joinApproved', params: {}, link: '/mypage' }]);
    expect(await heard(rejected)).toEqual([{ event: 'joinRejected', params: { reason: 'The licence is unreadable.' }, link: '/mypage' }]);
  });

  it('stores the params as a JSON object, which the database itself reads (a JSON string read the same through drizzle)', async () => {
    const approved = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/members/${approved.memberNo}/approve`, {})).statusCode).toBe(200);
    const stored = await t.app.db
      .select({ kind: sql<string>`jsonb_typeof(${notificationEvents.params})` })
      .from(notificationEvents)
      .where(eq(notificationEvents.recipientNo, approved.memberNo));
    expect(stored).toEqual([{ kind: 'object' }]);
  });
});

describe('quotations', () => {
  it('each quotation tells the client; the choice tells the chosen T-esigner and the others who quoted; refusals tell nobody', async () => {
    const [who, chosen, other] = [await client(), await designer(), await designer()];
    const request = await sendRequest(t, who);
    const quoted = async (by: Member, unitPrice: number): Promise<Quotation> => {
      const res = await callRoute(t, by, 'POST', `/api/v1/requests/${request.id}/quotations`, await quotationBody(unitPrice));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const mine = await quoted(chosen, 30_000);
    await quoted(other, 25_000);

    const before = await allEventCount();
    expectError(await callRoute(t, chosen, 'POST', `/api/v1/requests/${request.id}/quotations`, await quotationBody()), 409, 'ALREADY_QUOTED');
    expect((await callRoute(t, who, 'POST', `/api/v1/requests/${request.id}/quotations`, await quotationBody())).statusCode).toBe(403);
    expect(await allEventCount()).toBe(before);

    const link = `/request/view/${request.id}`;
    expect(await heardOf(who, 'quotationReceived')).toEqual(
      expect.arrayContaining([
        { event: 'quotationReceived', params: { nickname: chosen.nickname, ...CASE, amount: 90_000, currency: Currency.KRW }, link },
        { event: 'quotationReceived', params: { nickname: other.nickname, ...CASE, amount: 75_000, currency: Currency.KRW }, link },
      ]),
    );
    expect(await heardOf(who, 'quotationReceived')).toHaveLength(2);

    const selected = await callRoute(t, who, 'POST', `/api/v1/quotations/${mine.id}/select`);
    expect(selected.statusCode, selected.body).toBe(200);
    const { orderId } = selected.json<{ orderId: string }>();
    await heardOnce(chosen, 'quotationChosen', { nickname: who.nickname, ...CASE, amount: 90_000, currency: Currency.KRW }, `/payment/${orderId}/designer`);
    await heardOnce(other, 'quotationNotChosen', { nickname: who.nickname, ...CASE }, '/estimate');
    expect(await heardOf(chosen, 'quotationNotChosen')).toEqual([]);
    expect(await heardOf(other, 'quotationChosen')).toEqual([]);

    const after = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/quotations/${mine.id}/select`)).statusCode).toBe(409);
    expect(await allEventCount()).toBe(after);
  });
});

describe('designated requests', () => {
  it('sending tells the T-esigner, their acceptance tells the client, the payment tells the T-esigner; a refused request tells nobody', async () => {
    const [who, by, stranger] = [await client(), await designer(), await client()];
    // A client is no T-esigner to address: refused, nothing written.
    const referral = await completeReferral(t, who);
    const before = await allEventCount();
    const refused = await callRoute(t, who, 'POST', '/api/v1/requests', { type: 'designated', designerNo: stranger.memberNo, referralIds: [referral.id], notes: '', ...(await requestDates(t)) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await allEventCount()).toBe(before);

    const request = await sendRequest(t, who, { designerNo: by.memberNo });
    await heardOnce(by, 'referralReceived', { nickname: who.nickname, ...CASE }, `/request/view/${request.id}`);

    const accepted = await callRoute(t, by, 'POST', `/api/v1/requests/${request.id}/accept`, await quotationBody());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { orderId } = accepted.json<{ orderId: string }>();
    await heardOnce(who, 'quotationReceived', { nickname: by.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW }, `/payment/contract/${orderId}`);

    await o.charge(t, who, TOTAL);
    const signed = await o.sign(t, who, orderId, await o.signingBody(t, who, orderId));
    expect(signed.statusCode, signed.body).toBe(200);
    await heardOnce(by, 'contractRequested', { nickname: who.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW, designated: 1 }, `/payment/${orderId}/designer`);
    expect(await heardOf(who, 'contractAccepted')).toEqual([]);
  });

  it('names a case of several referrals by every number, in the order the client picked them, and the title leads with it', async () => {
    const [who, by] = [await client(), await designer()];
    const referrals = [await completeReferral(t, who, { referralNumber: '2026-031' }), await completeReferral(t, who, { referralNumber: '2026-007' })];
    const request = await sendRequest(t, who, { designerNo: by.memberNo, referrals });
    await heardOnce(by, 'referralReceived', { nickname: who.nickname, referralNumbers: ['2026-031', '2026-007'] }, `/request/view/${request.id}`);
    const [notice] = await heardOf(by, 'referralReceived');
    expect(renderNotification('referralReceived', notice!.params, 'ko').title).toBe('의뢰서 번호 2026-031 외 1건: 새 의뢰서가 도착했습니다');
    expect(renderNotification('referralReceived', notice!.params, 'en').title).toBe('Referral no. 2026-031 and 1 more: New referral');
  });

  it('a closed designated request re-opened is sent to its T-esigner again', async () => {
    const [who, by] = [await client(), await designer()];
    const request = await sendRequest(t, who, { designerNo: by.memberNo });
    await passExpiry(t, request.id);
    await t.app.jobs.runNow('expire-requests');
    expect(await heardOf(by, 'referralReceived')).toHaveLength(1);
    const reopened = await callRoute(t, who, 'POST', `/api/v1/requests/${request.id}/reopen`, await requestDates(t, 3));
    expect(reopened.statusCode, reopened.body).toBe(200);
    const sent = { event: 'referralReceived', params: { nickname: who.nickname, ...CASE }, link: `/request/view/${request.id}` };
    expect(await heardOf(by, 'referralReceived')).toEqual([sent, sent]);
  });
  it('the designated T-esigner declining tells the client why; a decline without reason tells nobody', async () => {
    const [who, by] = [await client(), await designer()];
    const request = await sendRequest(t, who, { designerNo: by.memberNo });
    const before = await allEventCount();
    expect((await callRoute(t, by, 'POST', `/api/v1/requests/${request.id}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);
    const rejected = await callRoute(t, by, 'POST', `/api/v1/requests/${request.id}/reject`, { reason: 'Not my specialty.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await heardOnce(who, 'referralDeclined', { nickname: by.nickname, ...CASE, reason: 'Not my specialty.' }, `/request/view/${request.id}`);
  });
});

describe('the contract', () => {
  it('the client cancelling before the T-esigner answered tells the T-esigner', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.paidOrder(t, who, by);
    expect((await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/cancel`)).statusCode).toBe(403);
    expect(await heardOf(by, 'orderCancelled')).toEqual([]);
    const cancelled = await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await heardOnce(by, 'orderCancelled', { nickname: who.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW }, `/payment/${orderId}/designer`);
  });

  it('signing tells the T-esigner, accepting tells the client', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.paidOrder(t, who, by);
    await heardOnce(by, 'contractRequested', { nickname: who.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW, designated: 0 }, `/payment/${orderId}/designer`);

    const before = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/accept`)).statusCode).toBe(403);
    expect(await allEventCount()).toBe(before);
    expect((await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/accept`)).statusCode).toBe(200);
    await heardOnce(who, 'contractAccepted', { nickname: by.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW }, `/payment/contract/${orderId}`);
  });

  it('declining tells the client why; a decline without reason tells nobody', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.paidOrder(t, who, by);
    const before = await allEventCount();
    expect((await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: '' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);

    expect((await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: 'Fully booked this week.' })).statusCode).toBe(200);
    await heardOnce(
      who,
      'contractDeclined',
      { nickname: by.nickname, ...CASE, amount: TOTAL, currency: Currency.KRW, reason: 'Fully booked this week.' },
      `/payment/contract/${orderId}`,
    );
  });
});

describe('the CAD result, surcharges and reworks', () => {
  it('the delivery and its surcharge tell the client, the payment tells the T-esigner, the rework tells the T-esigner', async () => {
    const [who, by] = [await client(), await designer()];
    const surcharge = { amount: 20_000, reason: 'A changed shade.' };
    const { orderId, order } = await o.deliveredOrder(t, who, by, { surcharge });
    await heardOnce(who, 'cadUploaded', { nickname: by.nickname, ...CASE, version: 1 }, `/payment/cad/${orderId}`);
    await heardOnce(who, 'surchargeRequested', { nickname: by.nickname, ...CASE, amount: 20_000, currency: Currency.KRW, reason: 'A changed shade.' }, `/payment/charges/${orderId}`);

    await o.charge(t, who, 20_000);
    const sid = order.openSurcharge!.id;
    const before = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/pay`)).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);
    const paid = await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/surcharges/${sid}/pay`, undefined, { 'idempotency-key': newKey() });
    expect(paid.statusCode, paid.body).toBe(200);
    await heardOnce(by, 'surchargePaid', { nickname: who.nickname, ...CASE, amount: 20_000, currency: Currency.KRW }, `/payment/reqeust/charges/view/${orderId}`);

    const afterPay = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: ' ' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(afterPay);
    const rework = await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/reworks`, { kind: ReworkKind.designError, reason: 'The margin is open.' });
    expect(rework.statusCode, rework.body).toBe(201);
    await heardOnce(by, 'reworkRequested', { nickname: who.nickname, ...CASE, reason: 'The margin is open.', kind: ReworkKind.designError }, `/payment/reqeust/rework/view/${orderId}`);

    const again = await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/deliveries`, await o.cadDelivery(t, by));
    expect(again.statusCode, again.body).toBe(201);
    expect((await heardOf(who, 'cadUploaded')).map((n) => n.params.version)).toEqual(expect.arrayContaining([1, 2]));
  });
});

describe('cancellation by agreement', () => {
  it('the request tells the other party, the answer tells the requester, each on their own order page', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.acceptedOrder(t, who, by);
    const clientPage = `/payment/contract/${orderId}`;
    const designerPage = `/payment/${orderId}/designer`;

    const before = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: '' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);

    const asked = await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: 'The patient moved away.' });
    expect(asked.statusCode, asked.body).toBe(201);
    await heardOnce(by, 'cancellationRequested', { nickname: who.nickname, ...CASE, reason: 'The patient moved away.' }, designerPage);
    expect(await heardOf(who, 'cancellationRequested')).toEqual([]);
    const first = asked.json<OrderDetail>().cancellation.latest!.id;
    const rejected = await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/cancellations/${first}/reject`, { reason: 'The design is half done.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await heardOnce(who, 'cancellationDecided', { nickname: by.nickname, ...CASE, decision: 'rejected', reason: 'The design is half done.' }, clientPage);

    const second = await callRoute(t, by, 'POST', `/api/v1/orders/${orderId}/cancellations`, { reason: 'I fell ill.' });
    expect(second.statusCode, second.body).toBe(201);
    await heardOnce(who, 'cancellationRequested', { nickname: by.nickname, ...CASE, reason: 'I fell ill.' }, clientPage);
    const cid = second.json<OrderDetail>().cancellation.latest!.id;
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/cancellations/${cid}/approve`)).statusCode).toBe(200);
    await heardOnce(by, 'cancellationDecided', { nickname: who.nickname, ...CASE, decision: 'approved' }, designerPage);
  });
});

describe('completion and review', () => {
  it('a confirmed receipt tells both parties, each naming the other; the review tells the T-esigner once', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.deliveredOrder(t, who, by);
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/confirm`)).statusCode).toBe(200);
    const money = { amount: TOTAL, currency: Currency.KRW, auto: 0 };
    await heardOnce(who, 'orderCompleted', { nickname: by.nickname, ...CASE, ...money }, `/payment/contract/${orderId}`);
    await heardOnce(by, 'orderCompleted', { nickname: who.nickname, ...CASE, ...money }, `/payment/${orderId}/designer`);

    const review = { rating: 9, text: 'Margins fit on the first try.' };
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/review`, review)).statusCode).toBe(201);
    const before = await allEventCount();
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/review`, review)).statusCode).toBe(409);
    expect(await allEventCount()).toBe(before);
    await heardOnce(by, 'reviewReceived', { nickname: who.nickname, ...CASE, rating: 9 }, `/payment/review/${orderId}`);
  });

  it('an order completing by itself tells both parties', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.deliveredOrder(t, who, by);
    await t.app.db.update(orders).set({ completesAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, orderId));
    await t.app.db.transaction((tx) => completeDueOrders(tx));
    await t.app.db.transaction((tx) => completeDueOrders(tx));
    const money = { amount: TOTAL, currency: Currency.KRW, auto: 1 };
    await heardOnce(who, 'orderCompleted', { nickname: by.nickname, ...CASE, ...money }, `/payment/contract/${orderId}`);
    await heardOnce(by, 'orderCompleted', { nickname: who.nickname, ...CASE, ...money }, `/payment/${orderId}/designer`);
  });
});

describe('money decided by the admin', () => {
  it('a refund paid back and a refund rejected each tell the member; a rejection without reason tells nobody', async () => {
    const who = await client();
    const refundOf = async (amount: number): Promise<string> => {
      const charged = await callRoute(t, who, 'POST', '/api/v1/mileage/charges', { amount, currency: 'KRW' }, { 'idempotency-key': newKey() });
      expect(charged.statusCode, charged.body).toBe(201);
      const asked = await callRoute(t, who, 'POST', `/api/v1/mileage/charges/${charged.json<ChargeAnswer>().chargeId}/refund`, {}, { 'idempotency-key': newKey() });
      expect(asked.statusCode, asked.body).toBe(201);
      return asked.json<ChargeItem>().refund!.id;
    };
    const [refunded, rejected] = [await refundOf(20_000), await refundOf(30_000)];
    expect(await heard(who)).toEqual([]);

    const approved = await callRoute(t, admin, 'POST', `/api/v1/admin/refunds/${refunded}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const before = await allEventCount();
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/refunds/${rejected}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(await allEventCount()).toBe(before);
    expect((await callRoute(t, admin, 'POST', `/api/v1/admin/refunds/${rejected}/reject`, { reason: 'Already spent.' })).statusCode).toBe(200);

    const link = '/mileage?tab=charges';
    expect(await heardOf(who, 'refundDecided')).toEqual(
      expect.arrayContaining([
        { event: 'refundDecided', params: { decision: 'refunded', amount: 20_000, currency: Currency.KRW }, link },
        { event: 'refundDecided', params: { decision: 'rejected', amount: 30_000, currency: Currency.KRW, reason: 'Already spent.' }, link },
      ]),
    );
    expect(await heardOf(who, 'refundDecided')).toHaveLength(2);
  });

  it('each settlement decision tells the T-esigner; a rejection without reason tells nobody', async () => {
    const [who, by] = [await client(), await designer()];
    const { orderId } = await o.deliveredOrder(t, who, by);
    expect((await callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/confirm`)).statusCode).toBe(200);
    const invoice = { businessNumber: '1234567890', businessName: '디자인스튜디오', representative: '김지우', email: 'tax@design.example' };
    const settled = async (amount: number): Promise<Settlement> => {
      const res = await callRoute(t, by, 'POST', '/api/v1/mileage/settlements', { amount, currency: 'KRW', invoice }, { 'idempotency-key': newKey() });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const decide = (id: string, action: string, payload?: object) => callRoute(t, admin, 'POST', `/api/v1/admin/settlements/${id}/${action}`, payload);
    const [paid, rejected] = [await settled(50_000), await settled(20_000)];
    expect((await decide(paid.id, PayoutAction.approve)).statusCode).toBe(200);
    expect((await decide(paid.id, PayoutAction.complete)).statusCode).toBe(200);
    const before = await allEventCount();
    expect((await decide(rejected.id, PayoutAction.reject, { reason: ' ' })).statusCode).toBe(400);
    expect((await decide(paid.id, PayoutAction.complete)).statusCode).toBe(409);
    expect(await allEventCount()).toBe(before);
    expect((await decide(rejected.id, PayoutAction.reject, { reason: 'The invoice name does not match.' })).statusCode).toBe(200);

    const money = (amount: number) => ({ amount, currency: Currency.KRW });
    const decided = await t.app.db
      .select({ params: notificationEvents.params, link: notificationEvents.link })
      .from(notificationEvents)
      .where(and(eq(notificationEvents.recipientNo, by.memberNo), eq(notificationEvents.event, 'settlementDecided')));
    expect(decided).toHaveLength(3);
    expect(decided).toEqual(
      expect.arrayContaining([
        { params: { decision: 'approved', ...money(50_000) }, link: '/mileageOffice' },
        { params: { decision: 'paid', ...money(50_000) }, link: '/mileageOffice' },
        { params: { decision: 'rejected', ...money(20_000), reason: 'The invoice name does not match.' }, link: '/mileageOffice' },
      ]),
    );
  });
});
