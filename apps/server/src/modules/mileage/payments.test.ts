// Charging through the real adapters against local fakes of Toss and PayPal: the routes, the charge
// rows and the ledger together, as they run with keys set (issue 6: "The balance updates once the
// provider confirms; a payment abandoned or failed leaves no mileage").
import { ApprovalStatus, Currency, ErrorCode, MemberType, type ChargeAnswer, type PaymentCard, type PaymentOptions } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, paymentCards } from '../../db/schema/index.ts';
import { startPayPalFake, type PayPalFake } from '../../platform/payments/fakes/paypal-fake.ts';
import { startTossFake, TossFakeCards, type TossFake } from '../../platform/payments/fakes/toss-fake.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { hold } from './service.ts';
import { ledgerInvariants } from './test-support.ts';

let t: TestApp;
let toss: TossFake;
let paypal: PayPalFake;

beforeAll(async () => {
  toss = await startTossFake();
  paypal = await startPayPalFake();
  t = await buildTestApp({
    TOSS_CLIENT_KEY: 'test_ck_fake',
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_URL: toss.baseUrl,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_URL: paypal.baseUrl,
  });
});
afterAll(async () => {
  await t.close();
  await toss.close();
  await paypal.close();
});

async function member(contactNation = 'KR', memberSe: string = MemberType.Client): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe, approvalSe: ApprovalStatus.Approved, contactNation });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

const auth = (who: Session) => ({ authorization: `Bearer ${who.token}` });
const post = (who: Session, url: string, payload: object = {}, key: string | null = crypto.randomUUID()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth(who), ...(key ? { 'idempotency-key': key } : {}) } });
const get = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: auth(who) });
const entryCount = () => t.app.db.$count(journalEntries);
const balanceOf = async (who: Session, currency: Currency) => (await get(who, '/api/v1/mileage')).json().clientMileage[currency] as number;

const card = { number: TossFakeCards.good, expiryMonth: '12', expiryYear: '39', passwordFirstTwo: '12', identityType: 'birthDate', identityNumber: '900101' };

describe('Toss: KRW by the payment window', () => {
  it('tells the page which provider takes the member’s currency, with Toss’s client key and no test mode', async () => {
    const res = await get(await member(), '/api/v1/mileage/payment-options');
    expect(res.json<PaymentOptions>()).toEqual({ currency: 'KRW', provider: 'toss', testMode: false, tossClientKey: 'test_ck_fake', min: 1_000, max: 10_000_000, cardsSupported: true });
  });

  it('answers a pending charge with the window’s parameters, and credits only when Toss confirms', async () => {
    const client = await member();
    const started = await post(client, '/api/v1/mileage/charges', { amount: 30_000, currency: 'KRW' });
    expect(started.statusCode, started.body).toBe(201);
    const charge = started.json<ChargeAnswer>();
    expect(charge).toMatchObject({ status: 'pending', provider: 'toss', balance: 0, checkout: { toss: { orderId: charge.chargeId, amount: 30_000, clientKey: 'test_ck_fake' } } });

    // The payer finished the window; Toss redirected with its paymentKey.
    toss.authorize('tpk_window_1', charge.chargeId, 30_000);
    const confirmed = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_window_1', amount: 30_000 }, null);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ChargeAnswer>()).toMatchObject({ status: 'confirmed', paymentKey: 'tpk_window_1', balance: 30_000 });

    // The browser reloads the success page: the same answer, no second credit.
    const again = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_window_1', amount: 30_000 }, null);
    expect(again.json<ChargeAnswer>().balance).toBe(30_000);
    expect(await balanceOf(client, Currency.KRW)).toBe(30_000);
  });

  it('refuses a success redirect whose amount was changed, without asking Toss or crediting', async () => {
    const client = await member();
    const charge = (await post(client, '/api/v1/mileage/charges', { amount: 50_000, currency: 'KRW' })).json<ChargeAnswer>();
    toss.authorize('tpk_tampered', charge.chargeId, 50_000);
    const before = toss.calls.length;
    const res = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_tampered', amount: 100 }, null);
    expect(res.json().error.code).toBe(ErrorCode.PaymentFailed);
    expect(toss.calls.length).toBe(before);
    expect(await balanceOf(client, Currency.KRW)).toBe(0);
  });

  it('leaves no mileage when the payer abandons the window', async () => {
    const client = await member();
    const before = await entryCount();
    const charge = (await post(client, '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW' })).json<ChargeAnswer>();
    const abandoned = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/abandon`, {}, null);
    expect(abandoned.json<ChargeAnswer>()).toMatchObject({ status: 'failed', balance: 0 });
    // A late success redirect for an abandoned charge credits nothing either.
    const late = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_late', amount: 10_000 }, null);
    expect(late.json().error.code).toBe(ErrorCode.PaymentFailed);
    expect(await entryCount()).toBe(before);
  });

  it('keeps a charge pending when Toss cannot be reached, and a retry of the confirmation credits once', async () => {
    const client = await member();
    const charge = (await post(client, '/api/v1/mileage/charges', { amount: 20_000, currency: 'KRW' })).json<ChargeAnswer>();
    toss.authorize('tpk_flaky', charge.chargeId, 20_000);
    toss.failNext({ status: 500, body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: 'down' } }, '/v1/payments/confirm');
    const first = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_flaky', amount: 20_000 }, null);
    expect([first.statusCode, first.json().error.code]).toEqual([502, ErrorCode.PaymentProviderUnavailable]);
    const second = await post(client, `/api/v1/mileage/charges/${charge.chargeId}/confirm`, { paymentKey: 'tpk_flaky', amount: 20_000 }, null);
    expect(second.json<ChargeAnswer>()).toMatchObject({ status: 'confirmed', balance: 20_000 });
  });

  it('a charge of another member cannot be confirmed or abandoned by this one', async () => {
    const owner = await member();
    const charge = (await post(owner, '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW' })).json<ChargeAnswer>();
    const stranger = await member();
    expect((await post(stranger, `/api/v1/mileage/charges/${charge.chargeId}/abandon`, {}, null)).statusCode).toBe(404);
  });
});

describe('Toss: cards as billing keys', () => {
  it('registers a card, keeping only the billing key and the last four digits, and charges it at once', async () => {
    const client = await member();
    const res = await post(client, '/api/v1/mileage/cards', card, null);
    expect(res.statusCode, res.body).toBe(201);
    const registered = res.json<PaymentCard>();
    expect(registered.lastFour).toBe(TossFakeCards.good.slice(-4));
    const [row] = await t.app.db.select().from(paymentCards).where(eq(paymentCards.id, registered.id));
    expect(JSON.stringify(row)).not.toContain(TossFakeCards.good);
    expect(JSON.stringify(row)).not.toContain('900101');

    const charged = await post(client, '/api/v1/mileage/charges', { amount: 40_000, currency: 'KRW', cardId: registered.id });
    expect(charged.json<ChargeAnswer>()).toMatchObject({ status: 'confirmed', balance: 40_000 });
    expect((await get(client, '/api/v1/mileage/cards')).json<PaymentCard[]>().map((c) => c.id)).toEqual([registered.id]);
  });

  it.each([
    ['a card the card company refuses', { ...card, number: TossFakeCards.declined }],
    ['a stopped card', { ...card, number: TossFakeCards.stopped }],
    ['a number that fails the checksum', { ...card, number: '4330123412341234' }],
  ])('answers "card registration failed" for %s and keeps nothing', async (_, wrong) => {
    const client = await member();
    const res = await post(client, '/api/v1/mileage/cards', wrong, null);
    expect([res.statusCode, res.json().error.code]).toEqual([422, ErrorCode.CardRegistrationFailed]);
    expect((await get(client, '/api/v1/mileage/cards')).json()).toEqual([]);
  });

  it('refuses malformed card data before asking the provider', async () => {
    const client = await member();
    const before = toss.calls.length;
    const res = await post(client, '/api/v1/mileage/cards', { ...card, number: '1234', expiryMonth: '13', identityNumber: '12' }, null);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['number', 'expiryMonth', 'identityNumber']));
    const expired = await post(client, '/api/v1/mileage/cards', { ...card, expiryYear: '20' }, null);
    expect(expired.json().error.code).toBe(ErrorCode.CardRegistrationFailed);
    expect(toss.calls.length).toBe(before);
  });

  it('a removed card no longer pays, and another member’s card never does', async () => {
    const client = await member();
    const registered = (await post(client, '/api/v1/mileage/cards', card, null)).json<PaymentCard>();
    const other = await member();
    const stolen = await post(other, '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW', cardId: registered.id });
    expect(stolen.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/mileage/cards/${registered.id}`, headers: auth(client) })).statusCode).toBe(204);
    expect((await post(client, '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW', cardId: registered.id })).statusCode).toBe(400);
  });

  it('a retried card charge with the same Idempotency-Key charges the card once', async () => {
    const client = await member();
    const registered = (await post(client, '/api/v1/mileage/cards', card, null)).json<PaymentCard>();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(client, '/api/v1/mileage/charges', { amount: 12_000, currency: 'KRW', cardId: registered.id }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(await balanceOf(client, Currency.KRW)).toBe(12_000);
    expect([...toss.payments.values()].filter((p) => p.orderId === answers[0]!.json<ChargeAnswer>().chargeId)).toHaveLength(1);
  });
});

describe('PayPal: USD for members abroad', () => {
  it('creates an order, sends the payer to approve it, and captures on return', async () => {
    const client = await member('US');
    const started = (await post(client, '/api/v1/mileage/charges', { amount: 2_500, currency: 'USD' })).json<ChargeAnswer>();
    expect(started).toMatchObject({ status: 'pending', provider: 'paypal' });
    const approveUrl = new URL(started.checkout!.redirectUrl!);
    const orderId = approveUrl.searchParams.get('token')!;

    // Back without approving: PayPal refuses the capture and nothing is credited.
    const early = await post(client, `/api/v1/mileage/charges/${started.chargeId}/confirm`, {}, null);
    expect(early.json().error.code).toBe(ErrorCode.PaymentFailed);
    expect(await balanceOf(client, Currency.USD)).toBe(0);

    const second = (await post(client, '/api/v1/mileage/charges', { amount: 2_500, currency: 'USD' })).json<ChargeAnswer>();
    paypal.approve(new URL(second.checkout!.redirectUrl!).searchParams.get('token')!);
    const confirmed = await post(client, `/api/v1/mileage/charges/${second.chargeId}/confirm`, {}, null);
    expect(confirmed.json<ChargeAnswer>()).toMatchObject({ status: 'confirmed', balance: 2_500 });
    expect(orderId).not.toBe(new URL(second.checkout!.redirectUrl!).searchParams.get('token'));
  });

  it('a declined funding source at capture leaves no mileage', async () => {
    const client = await member('US');
    const started = (await post(client, '/api/v1/mileage/charges', { amount: 1_000, currency: 'USD' })).json<ChargeAnswer>();
    paypal.approve(new URL(started.checkout!.redirectUrl!).searchParams.get('token')!, { instrumentDeclined: true });
    const res = await post(client, `/api/v1/mileage/charges/${started.chargeId}/confirm`, {}, null);
    expect(res.json().error.code).toBe(ErrorCode.PaymentFailed);
    expect(await balanceOf(client, Currency.USD)).toBe(0);
  });

  it('a retried start with the same Idempotency-Key names the same PayPal order', async () => {
    const client = await member('US');
    const key = crypto.randomUUID();
    const a = (await post(client, '/api/v1/mileage/charges', { amount: 3_000, currency: 'USD' }, key)).json<ChargeAnswer>();
    const b = (await post(client, '/api/v1/mileage/charges', { amount: 3_000, currency: 'USD' }, key)).json<ChargeAnswer>();
    expect(b.chargeId).toBe(a.chargeId);
    expect(b.checkout!.redirectUrl).toBe(a.checkout!.redirectUrl);
  });
});

describe('what a member may charge', () => {
  it('refuses a currency the member does not use, writing nothing', async () => {
    const before = await entryCount();
    const res = await post(await member('KR'), '/api/v1/mileage/charges', { amount: 1_000, currency: 'USD' });
    expect([res.statusCode, res.json().error.code]).toEqual([422, ErrorCode.CurrencyNotUsed]);
    expect(await entryCount()).toBe(before);
  });

  it('refuses less than the minimum of one charge', async () => {
    const res = await post(await member(), '/api/v1/mileage/charges', { amount: 999, currency: 'KRW' });
    expect(res.json().error.fields).toHaveProperty('amount');
  });

  it('a payment over the balance answers INSUFFICIENT_MILEAGE with the exact shortfall', async () => {
    const client = await member();
    const registered = (await post(client, '/api/v1/mileage/cards', card, null)).json<PaymentCard>();
    await post(client, '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW', cardId: registered.id });
    const error = await t.app.db
      .transaction((tx) => hold(tx, crypto.randomUUID(), client.memberNo, { amount: 25_000, currency: Currency.KRW }, 'order'))
      .catch((e: unknown) => e as { code: string; details: unknown });
    expect(error).toMatchObject({ code: ErrorCode.InsufficientMileage, details: { shortfall: { amount: 15_000, currency: 'KRW' } } });
  });

  it('every movement made here left the ledger balanced', async () => {
    const invariants = await ledgerInvariants(t.app.db);
    expect(invariants.unbalancedEntries).toEqual([]);
    expect(invariants.negativeBalances).toEqual([]);
    expect(invariants.balancesOffPostings).toEqual([]);
    for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
  });
});
