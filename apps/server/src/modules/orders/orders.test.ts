import crypto from 'node:crypto';
import { ErrorCode, formatDocumentTime, JournalKind, OrderAction, OrderStatus, ReferralStatus, RequestStatus, type Locale, type OrderContract, type OrderDetail } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, orderContracts } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { ledgerInvariants } from '../mileage/test-support.ts';
import { referralStatus } from '../requests/test-support.ts';
import * as o from './test-support.ts';
import { expectError, TOTAL, type Method } from './test-support.ts';

let t: TestApp;
let client: Session & { nickname: string };
let designer: Session & { nickname: string };
let otherClient: Session;
let otherDesigner: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, otherDesigner, admin } = await o.orderCast(t));
});
afterAll(() => t.close());

const call = (who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) => o.callRoute(t, who, method, url, payload, headers);

/** A client's public request of `referrals` complete referrals, quoted by `designer` and selected: an unpaid order. */
const orderOf = (who: Session = client, by: Session = designer, referrals = 1) => o.selectedOrder(t, who, by, { referrals });
const newKey = o.newKey;
const charge = (who: Session, amount: number) => o.charge(t, who, amount);
const mileage = (who: Session) => o.mileage(t, who);
const readContract = (who: Session, orderId: string, locale: Locale = 'ko') => o.readContract(t, who, orderId, locale);
const readOrder = (who: Session, orderId: string) => o.readOrder(t, who, orderId);
const sign = (who: Session, orderId: string, body: object, key: string | null = newKey()) => o.sign(t, who, orderId, body, key);
/** The body the contract page sends for what it shows in `locale`. */
const signingBody = (orderId: string, locale: Locale = 'ko', name = '김지우') => o.signingBody(t, client, orderId, locale, name);
/** An order charged, signed and paid by the client: waiting for the T-esigner. */
const paidOrder = () => o.paidOrder(t, client, designer);

const escrowOf = (orderId: string) => o.escrowOf(t, orderId);
const eventsOf = (orderId: string) => o.eventsOf(t, orderId);
const contractRowOf = async (orderId: string) => (await t.app.db.select().from(orderContracts).where(eq(orderContracts.orderId, orderId)))[0];
const requestStatusOf = (id: string) => o.requestStatusOf(t, id);
const entryCount = () => o.entryCount(t);
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

describe('the e-contract', () => {
  it('names the parties, the request, each item with count and price, the total, the referrals, the delivery, the edits, the warranty and the cancellation rules; its hash is the SHA-256 of its text', async () => {
    const { orderId, requestId, quotation } = await orderOf(client, designer, 2);
    const delivery = formatDocumentTime(new Date(quotation.deliveryAt), 'Asia/Seoul');

    const ko = await readContract(client, orderId, 'ko');
    expect(ko).toMatchObject({ locale: 'ko', title: 'CAD 디자인 전자계약서', signature: null });
    expect(ko.hash).toBe(sha256(ko.text));
    for (const phrase of [
      `의뢰인: ${client.nickname} (회원번호 ${client.memberNo})`,
      `티자이너: ${designer.nickname} (회원번호 ${designer.memberNo})`,
      `요청 ${requestId}의 의뢰서 2건`,
      `지르코니아 크라운 6개 × 30,000원 = 180,000원`,
      '합계: 180,000원',
      `${delivery}까지`,
      '14일 이내에 디자인 오류의 수정(재작업)을 2회까지',
      '수락하기 전에는 의뢰인이 취소할 수 있으며, 결제 금액 전액이 즉시 마일리지로 환불됩니다',
      '결제 금액의 50%가 공제되어',
      'CAD 파일이 업로드된 후에는 취소할 수 없습니다',
      '에스크로',
    ]) {
      expect(ko.text).toContain(phrase);
    }

    const en = await readContract(client, orderId, 'en');
    expect(en.hash).toBe(sha256(en.text));
    expect(en.hash).not.toBe(ko.hash);
    for (const phrase of [
      `Client: ${client.nickname}`,
      `T-esigner: ${designer.nickname}`,
      `2 referrals of request ${requestId}`,
      'Zirconia crown × 6 × ₩30,000 = ₩180,000',
      'Total: ₩180,000',
      `by ${delivery}`,
      'Within 14 days of delivery, the client may ask for up to 2 corrections',
      'deducts 50% of the payment',
      'After the CAD files are uploaded, the transaction cannot be cancelled.',
    ]) {
      expect(en.text).toContain(phrase);
    }
  });

  it('is the same text, byte for byte, every time it is read, for either party and the admin', async () => {
    const { orderId } = await orderOf();
    const first = await readContract(client, orderId);
    expect(await readContract(client, orderId)).toEqual(first);
    expect(await readContract(designer, orderId)).toEqual(first);
    expect(await readContract(admin, orderId)).toEqual(first);
  });

  it('is in the lang header’s language when no locale is asked', async () => {
    const { orderId } = await orderOf();
    const res = await call(client, 'GET', `/api/v1/orders/${orderId}/contract`, undefined, { lang: 'B' });
    expect(res.json<OrderContract>().locale).toBe('en');
  });
});

describe('signing and paying', () => {
  it('holds the total in the order’s escrow and moves the order to awaitingAcceptance in one step, keeping the signed text', async () => {
    const { orderId } = await orderOf();
    await charge(client, 100_000);
    const body = await signingBody(orderId, 'ko', '  김지우 ');
    const contract = await readContract(client, orderId, 'ko');

    const res = await sign(client, orderId, body);
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderDetail = res.json();
    expect(order).toMatchObject({ id: orderId, status: OrderStatus.awaitingAcceptance, amount: TOTAL, currency: 'KRW', viewerRole: 'client', actions: [OrderAction.cancel] });
    expect(order.paidAt).not.toBeNull();
    expect(await mileage(client)).toMatchObject({ client: 100_000 - TOTAL });
    expect(await escrowOf(orderId)).toBe(TOTAL);

    const stored = await contractRowOf(orderId);
    expect(stored).toMatchObject({ locale: 'ko', text: contract.text, hash: contract.hash, signedName: '김지우', userAgent: 'orders-test-browser' });
    expect(stored!.signedIp).not.toBe('');

    // Once signed, the contract is the signed text, whatever language is asked.
    const signed = await readContract(designer, orderId, 'en');
    expect(signed).toMatchObject({ locale: 'ko', text: contract.text, hash: contract.hash, signature: { name: '김지우', locale: 'ko', hash: contract.hash } });
    expect(signed.signature!.signedAt).toBe(order.paidAt);

    expect((await readOrder(designer, orderId)).actions.sort()).toEqual([OrderAction.accept, OrderAction.decline].sort());
  });

  it('refuses with INSUFFICIENT_MILEAGE and the shortfall when the balance is short, and keeps nothing', async () => {
    const { orderId } = await orderOf(otherClient);
    await charge(otherClient, 50_000);
    const entries = await entryCount();
    const contract = await readContract(otherClient, orderId);

    const res = await sign(otherClient, orderId, { name: 'Kim', agreed: true, locale: 'ko', hash: contract.hash });
    expectError(res, 409, ErrorCode.InsufficientMileage);
    expect(res.json().error.details).toEqual({ shortfall: { amount: TOTAL - 50_000, currency: 'KRW' } });
    expect(await contractRowOf(orderId)).toBeUndefined();
    expect(await entryCount()).toBe(entries);
    expect(await eventsOf(orderId)).toEqual([]);
    expect((await readOrder(otherClient, orderId)).status).toBe(OrderStatus.awaitingPayment);
    expect((await mileage(otherClient)).client).toBe(50_000);
    expect(await escrowOf(orderId)).toBe(0);
  });

  it('refuses a contract that changed since it was read (a stale hash, or another language’s) with 400 on the hash', async () => {
    const { orderId } = await orderOf();
    await charge(client, TOTAL);
    const entries = await entryCount();
    const en = await readContract(client, orderId, 'en');
    for (const body of [
      { name: 'Kim', agreed: true, locale: 'ko', hash: en.hash },
      { name: 'Kim', agreed: true, locale: 'en', hash: sha256(`${en.text} `) },
    ]) {
      const res = await sign(client, orderId, body);
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields)).toEqual(['hash']);
    }
    expect(await contractRowOf(orderId)).toBeUndefined();
    expect(await entryCount()).toBe(entries);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.awaitingPayment);
  });

  it('needs an Idempotency-Key, a name and the consent', async () => {
    const { orderId } = await orderOf();
    const body = await signingBody(orderId);
    expect(Object.keys((await sign(client, orderId, body, null)).json().error.fields)).toEqual(['idempotencyKey']);
    expect(Object.keys((await sign(client, orderId, { ...body, name: '  ' })).json().error.fields)).toEqual(['name']);
    expect(Object.keys((await sign(client, orderId, { ...body, agreed: false })).json().error.fields)).toEqual(['agreed']);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.awaitingPayment);
  });

  it('pays once when the same Idempotency-Key is sent twice, and answers the same order', async () => {
    const { orderId } = await orderOf();
    await charge(client, TOTAL);
    const before = await mileage(client);
    const entries = await entryCount();
    const body = await signingBody(orderId);
    const key = newKey();

    const first = await sign(client, orderId, body, key);
    const again = await sign(client, orderId, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await entryCount()).toBe(entries + 1);
    expect((await mileage(client)).client).toBe(before.client - TOTAL);
    expect(await eventsOf(orderId)).toHaveLength(1);

    // The same key with another body is another intent: refused, nothing moves.
    expectError(await sign(client, orderId, { ...body, name: 'Someone else' }, key), 409, ErrorCode.IdempotencyConflict);
    expect(await entryCount()).toBe(entries + 1);
  });

  it('pays once when the same Idempotency-Key is sent 5 times in parallel', async () => {
    const { orderId } = await orderOf();
    await charge(client, TOTAL);
    const before = await mileage(client);
    const entries = await entryCount();
    const body = await signingBody(orderId);
    const key = newKey();

    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(client, orderId, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((r) => r.json<OrderDetail>().status))).toEqual(new Set([OrderStatus.awaitingAcceptance]));
    expect(await entryCount()).toBe(entries + 1);
    expect((await mileage(client)).client).toBe(before.client - TOTAL);
    expect(await escrowOf(orderId)).toBe(TOTAL);
    expect(await eventsOf(orderId)).toHaveLength(1);
  });

  it('refuses a second signing with another key as already processed, moving nothing', async () => {
    const { orderId } = await paidOrder();
    await charge(client, TOTAL);
    const before = await mileage(client);
    const entries = await entryCount();
    const res = await sign(client, orderId, await signingBody(orderId));
    expectError(res, 409, ErrorCode.InvalidTransition);
    expect(await entryCount()).toBe(entries);
    expect(await mileage(client)).toEqual(before);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });
});

describe('who may do what', () => {
  it('shows an order to its two parties and the admin only; anyone else is told it does not exist', async () => {
    const { orderId } = await orderOf();
    expect(await readOrder(client, orderId)).toMatchObject({ viewerRole: 'client', actions: [OrderAction.signAndPay, OrderAction.cancel] });
    expect(await readOrder(designer, orderId)).toMatchObject({ viewerRole: 'designer', actions: [] });
    expect(await readOrder(admin, orderId)).toMatchObject({ viewerRole: 'admin', actions: [] });
    for (const stranger of [otherClient, otherDesigner]) {
      for (const path of ['', '/contract', '/contract.pdf']) expectError(await call(stranger, 'GET', `/api/v1/orders/${orderId}${path}`), 404, ErrorCode.NotFound);
    }
    expectError(await call(client, 'GET', `/api/v1/orders/${crypto.randomUUID()}`), 404, ErrorCode.NotFound);
    expect((await call(null, 'GET', `/api/v1/orders/${orderId}`)).statusCode).toBe(401);
  });

  it('lets only the client sign: the T-esigner and the admin are refused, strangers told nothing', async () => {
    const { orderId } = await orderOf();
    const body = await signingBody(orderId);
    expectError(await sign(designer, orderId, body), 403, ErrorCode.Forbidden);
    expectError(await sign(admin, orderId, body), 403, ErrorCode.Forbidden);
    expectError(await sign(otherClient, orderId, body), 404, ErrorCode.NotFound);
    expectError(await sign(otherDesigner, orderId, body), 404, ErrorCode.NotFound);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.awaitingPayment);
  });

  it('lets only the T-esigner accept or decline, and only the client cancel', async () => {
    const { orderId } = await paidOrder();
    for (const action of ['accept', 'decline'] as const) {
      const payload = action === 'decline' ? { reason: 'Busy this week' } : undefined;
      expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/${action}`, payload), 403, ErrorCode.Forbidden);
      expectError(await call(admin, 'POST', `/api/v1/orders/${orderId}/${action}`, payload), 403, ErrorCode.Forbidden);
      expectError(await call(otherDesigner, 'POST', `/api/v1/orders/${orderId}/${action}`, payload), 404, ErrorCode.NotFound);
      expectError(await call(otherClient, 'POST', `/api/v1/orders/${orderId}/${action}`, payload), 404, ErrorCode.NotFound);
    }
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/cancel`), 403, ErrorCode.Forbidden);
    expectError(await call(admin, 'POST', `/api/v1/orders/${orderId}/cancel`), 403, ErrorCode.Forbidden);
    expectError(await call(otherClient, 'POST', `/api/v1/orders/${orderId}/cancel`), 404, ErrorCode.NotFound);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.awaitingAcceptance);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });

  it('lets the T-esigner not answer an order before it is paid', async () => {
    const { orderId } = await orderOf();
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/accept`), 409, ErrorCode.InvalidTransition);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: 'No' }), 409, ErrorCode.InvalidTransition);
  });
});

describe('the T-esigner’s answer', () => {
  it('accepting moves the order on, moves no money, and leaves the client no cancellation of their own', async () => {
    const { orderId, requestId } = await paidOrder();
    const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderDetail = res.json();
    expect(order).toMatchObject({ status: OrderStatus.accepted, viewerRole: 'designer', actions: [OrderAction.receiveReferral] });
    expect(order.acceptedAt).not.toBeNull();
    expect(await escrowOf(orderId)).toBe(TOTAL);
    expect(await requestStatusOf(requestId)).toBe(RequestStatus.TransactionOngoing);
    expect((await readOrder(client, orderId)).actions).toEqual([]);

    // After acceptance the client's own cancellation is over (SPEC §9: only by agreement, with 50% deducted).
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/cancel`), 409, ErrorCode.InvalidTransition);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: 'Changed my mind' }), 409, ErrorCode.InvalidTransition);
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/accept`), 409, ErrorCode.InvalidTransition);
    expect(await escrowOf(orderId)).toBe(TOTAL);
  });

  it('declining needs a reason', async () => {
    const { orderId } = await paidOrder();
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/decline`, payload);
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields)).toEqual(['reason']);
    }
    expectError(await call(designer, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: 'x'.repeat(301) }), 400, ErrorCode.ValidationFailed);
    expect((await readOrder(client, orderId)).status).toBe(OrderStatus.awaitingAcceptance);
  });

  it('declining gives the client everything back, the referrals back to the cart, and ends the request', async () => {
    const { orderId, requestId, referralIds } = await paidOrder();
    const before = await mileage(client);
    const earnings = (await mileage(designer)).earnings;
    expect(await referralStatus(t, client, referralIds[0]!)).toBe(ReferralStatus.Requested);

    const res = await call(designer, 'POST', `/api/v1/orders/${orderId}/decline`, { reason: ' Too busy this month ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ status: OrderStatus.declined, declineReason: 'Too busy this month', actions: [] });
    expect((await mileage(client)).client).toBe(before.client + TOTAL);
    expect((await mileage(designer)).earnings).toBe(earnings);
    expect(await escrowOf(orderId)).toBe(0);
    expect(await referralStatus(t, client, referralIds[0]!)).toBe(ReferralStatus.Complete);
    expect(await requestStatusOf(requestId)).toBe(RequestStatus.Cancelled);
    expect((await readOrder(client, orderId)).declineReason).toBe('Too busy this month');
  });
});

describe('the client’s cancellation', () => {
  it('before payment ends the order without moving money, and returns the referrals to the cart', async () => {
    const { orderId, requestId, referralIds } = await orderOf();
    const entries = await entryCount();
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({ status: OrderStatus.cancelled, actions: [] });
    expect(await entryCount()).toBe(entries);
    expect(await referralStatus(t, client, referralIds[0]!)).toBe(ReferralStatus.Complete);
    expect(await requestStatusOf(requestId)).toBe(RequestStatus.Cancelled);
    // Nothing is signed or paid after that.
    expectError(await sign(client, orderId, { name: 'Kim', agreed: true, locale: 'ko', hash: 'a'.repeat(64) }), 409, ErrorCode.InvalidTransition);
  });

  it('before acceptance refunds everything at once', async () => {
    const { orderId, requestId } = await paidOrder();
    const before = await mileage(client);
    const res = await call(client, 'POST', `/api/v1/orders/${orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderDetail>().status).toBe(OrderStatus.cancelled);
    expect((await mileage(client)).client).toBe(before.client + TOTAL);
    expect(await escrowOf(orderId)).toBe(0);
    expect(await requestStatusOf(requestId)).toBe(RequestStatus.Cancelled);
    expectError(await call(client, 'POST', `/api/v1/orders/${orderId}/cancel`), 409, ErrorCode.InvalidTransition);
  });
});

describe('the case timeline', () => {
  it('writes one event per transition, with who acted, the statuses and what moved', async () => {
    const accepted = await paidOrder();
    await call(designer, 'POST', `/api/v1/orders/${accepted.orderId}/accept`);
    const declined = await paidOrder();
    await call(designer, 'POST', `/api/v1/orders/${declined.orderId}/decline`, { reason: 'No capacity' });
    const cancelled = await orderOf();
    await call(client, 'POST', `/api/v1/orders/${cancelled.orderId}/cancel`);

    const summary = async (orderId: string) =>
      (await eventsOf(orderId)).map((e) => [e.action, e.actorNo, e.fromStatus, e.toStatus, (e.details as { escrow?: string }).escrow ?? null]);
    expect(await summary(accepted.orderId)).toEqual([
      [OrderAction.signAndPay, client.memberNo, OrderStatus.awaitingPayment, OrderStatus.awaitingAcceptance, 'hold'],
      [OrderAction.accept, designer.memberNo, OrderStatus.awaitingAcceptance, OrderStatus.accepted, null],
    ]);
    expect(await summary(declined.orderId)).toEqual([
      [OrderAction.signAndPay, client.memberNo, OrderStatus.awaitingPayment, OrderStatus.awaitingAcceptance, 'hold'],
      [OrderAction.decline, designer.memberNo, OrderStatus.awaitingAcceptance, OrderStatus.declined, 'refundAll'],
    ]);
    expect(await summary(cancelled.orderId)).toEqual([[OrderAction.cancel, client.memberNo, OrderStatus.awaitingPayment, OrderStatus.cancelled, null]]);

    const [signed] = await eventsOf(accepted.orderId);
    expect(signed!.details).toMatchObject({ hash: (await contractRowOf(accepted.orderId))!.hash, locale: 'ko', amount: TOTAL, currency: 'KRW' });
    const [, decline] = await eventsOf(declined.orderId);
    expect(decline!.details).toMatchObject({ reason: 'No capacity' });
    const ids = (decline!.details as { journalEntryIds: string[] }).journalEntryIds;
    const [entry] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, ids[0]!));
    expect(entry).toMatchObject({ kind: JournalKind.refund, reference: declined.orderId });
  });
});

describe('the contract as a PDF', () => {
  /** pdfkit stamps the creation time and a random document id; without them, the same drawing is the same bytes. */
  const withoutStamps = (pdf: Buffer) =>
    pdf
      .toString('latin1')
      .replace(/\(D:\d{14}Z\)/g, '')
      .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '');

  const download = async (who: Session, orderId: string, locale: Locale = 'ko') => {
    const res = await call(who, 'GET', `/api/v1/orders/${orderId}/contract.pdf?locale=${locale}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
    return res.rawPayload;
  };

  it('is a PDF download for both parties and the admin, in either language, and the signed one differs from the unsigned', async () => {
    const { orderId } = await orderOf();
    const unsigned = await download(client, orderId);
    expect(withoutStamps(await download(designer, orderId))).toBe(withoutStamps(unsigned));
    expect(withoutStamps(await download(admin, orderId, 'en'))).not.toBe(withoutStamps(unsigned));

    await charge(client, TOTAL);
    expect((await sign(client, orderId, await signingBody(orderId))).statusCode).toBe(200);
    const signed = await download(designer, orderId);
    expect(withoutStamps(signed)).not.toBe(withoutStamps(unsigned));
    // The signed document is the signed text, whatever language is asked.
    expect(withoutStamps(await download(client, orderId, 'en'))).toBe(withoutStamps(signed));
  });
});

describe('the ledger after all of it', () => {
  it('holds its invariants: balanced entries, no negative member or escrow balance, balances equal to postings, totals zero', async () => {
    const invariants = await ledgerInvariants(t.app.db);
    expect(invariants.unbalancedEntries).toEqual([]);
    expect(invariants.negativeBalances).toEqual([]);
    expect(invariants.balancesOffPostings).toEqual([]);
    for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
  });
});
