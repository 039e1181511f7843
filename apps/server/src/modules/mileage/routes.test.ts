import { ApprovalStatus, Currency, ErrorCode, JournalKind, MemberType, MONEY_MAX, type ChargeAnswer, type MileageBalances, type MileageHistory } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { hold } from './service.ts';
import { ledgerInvariants } from './test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A member in Korea charges KRW; one abroad (`contactNation` 'US') charges USD. */
async function member(memberSe: string = MemberType.Client, contactNation = 'KR'): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe, approvalSe: ApprovalStatus.Approved, contactNation });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

const auth = (who: Session) => ({ authorization: `Bearer ${who.token}` });
let keys = 0;
const newKey = () => `charge-${++keys}-${crypto.randomUUID()}`;

/** `key: null` sends no Idempotency-Key header. */
const charge = (who: Session, payload: object, key: string | null = newKey()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/mileage/charges', payload, headers: { ...auth(who), ...(key === null ? {} : { 'idempotency-key': key }) } });

async function charged(who: Session, amount: number, currency: Currency = Currency.KRW): Promise<ChargeAnswer> {
  const res = await charge(who, { amount, currency });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function balances(who: Session): Promise<MileageBalances> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/mileage', headers: auth(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function history(who: Session, query = ''): Promise<MileageHistory> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/mileage/history${query}`, headers: auth(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const entryCount = () => t.app.db.$count(journalEntries);
/** Today as a member in Korea names it. */
const koreanDay = (offsetDays = 0) => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('mileage balances and charges', () => {
  it('a new member’s balances are all zero', async () => {
    expect(await balances(await member())).toEqual({ currency: 'KRW', clientMileage: { KRW: 0, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } });
  });

  it('a charge through the test provider raises the balance and shows in the history with the balance after it', async () => {
    const client = await member();
    const first = await charged(client, 50_000);
    expect(first).toMatchObject({ amount: 50_000, currency: Currency.KRW, status: 'confirmed', balance: 50_000 });
    expect(first.paymentKey).toMatch(/^test_[0-9a-f]{24}$/);
    await charged(client, 20_000);
    expect(await balances(client)).toEqual({ currency: 'KRW', clientMileage: { KRW: 70_000, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } });

    const { items, total } = await history(client);
    expect(total).toBe(2);
    expect(items.map((i) => [i.kind, i.account, i.currency, i.amount, i.balanceAfter])).toEqual([
      [JournalKind.charge, 'clientMileage', Currency.KRW, 20_000, 70_000],
      [JournalKind.charge, 'clientMileage', Currency.KRW, 50_000, 50_000],
    ]);
    expect(items[1]).toMatchObject({ reference: first.paymentKey });
  });

  it('a member abroad charges in USD', async () => {
    const overseas = await member(MemberType.Client, 'US');
    expect(await charged(overseas, 1_500, Currency.USD)).toMatchObject({ status: 'confirmed', balance: 1_500 });
    expect(await balances(overseas)).toEqual({ currency: 'USD', clientMileage: { KRW: 0, USD: 1_500 }, designerEarnings: { KRW: 0, USD: 0 } });
  });

  it('a dental lab charges mileage too', async () => {
    expect((await charged(await member(MemberType.Lab), 10_000)).balance).toBe(10_000);
  });

  it('the same Idempotency-Key sent 10 times in parallel charges once', async () => {
    const client = await member();
    const before = await entryCount();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge(client, { amount: 30_000, currency: Currency.KRW }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.json<ChargeAnswer>().chargeId)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json<ChargeAnswer>().paymentKey)).size).toBe(1);
    expect(await entryCount()).toBe(before + 1);
    expect((await balances(client)).clientMileage.KRW).toBe(30_000);
    expect((await history(client)).total).toBe(1);
  });

  it('the same Idempotency-Key from two members is two charges', async () => {
    const [a, b] = [await member(), await member()];
    const key = newKey();
    const first = await charge(a, { amount: 1_000, currency: Currency.KRW }, key);
    const second = await charge(b, { amount: 1_000, currency: Currency.KRW }, key);
    expect(first.json<ChargeAnswer>().chargeId).not.toBe(second.json<ChargeAnswer>().chargeId);
    expect((await balances(b)).clientMileage.KRW).toBe(1_000);
  });

  it('a charge without an Idempotency-Key is refused and writes nothing', async () => {
    const client = await member();
    const before = await entryCount();
    const res = await charge(client, { amount: 10_000, currency: Currency.KRW }, null);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toEqual(['idempotencyKey']);
    expect(await entryCount()).toBe(before);
  });

  it.each([
    ['zero', { amount: 0, currency: Currency.KRW }, 'amount'],
    ['negative', { amount: -1_000, currency: Currency.KRW }, 'amount'],
    ['fractional', { amount: 10.5, currency: Currency.USD }, 'amount'],
    ['over the KRW limit', { amount: MONEY_MAX.KRW + 1, currency: Currency.KRW }, 'amount'],
    ['over the USD limit', { amount: MONEY_MAX.USD + 1, currency: Currency.USD }, 'amount'],
    ['in a currency we do not use', { amount: 1_000, currency: 'JPY' }, 'currency'],
  ])('an amount %s is refused and writes nothing', async (_, payload, field) => {
    const client = await member();
    const before = await entryCount();
    const res = await charge(client, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await entryCount()).toBe(before);
    expect(await balances(client)).toEqual({ currency: 'KRW', clientMileage: { KRW: 0, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } });
  });

  it('a T-esigner does not charge mileage', async () => {
    const before = await entryCount();
    const res = await charge(await member(MemberType.Designer), { amount: 10_000, currency: Currency.KRW });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe(ErrorCode.Forbidden);
    expect(await entryCount()).toBe(before);
  });

  it('a member not yet approved does not charge mileage', async () => {
    const row = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Pending });
    const res = await charge(await sessionOf(t.app, row.email, FIXTURE_PASSWORD), { amount: 10_000, currency: Currency.KRW });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('mileage needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mileage' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mileage/history' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/mileage/charges', payload: { amount: 1, currency: 'KRW' } })).statusCode).toBe(401);
  });
});

describe('mileage history', () => {
  it('filters by kind yet shows the running balance over all the account’s movements', async () => {
    const client = await member();
    await charged(client, 10_000);
    await t.app.db.transaction((tx) => hold(tx, crypto.randomUUID(), client.memberNo, { amount: 3_000, currency: Currency.KRW }, 'order-1'));
    await charged(client, 1_000);

    const holds = await history(client, `?kind=${JournalKind.hold}`);
    expect(holds.total).toBe(1);
    expect(holds.items[0]).toMatchObject({ kind: JournalKind.hold, amount: -3_000, balanceAfter: 7_000 });
    const charges = await history(client, `?kind=${JournalKind.charge}`);
    expect(charges.items.map((i) => i.balanceAfter)).toEqual([8_000, 10_000]);
  });

  it('pages newest first with the total of the filtered movements', async () => {
    const client = await member();
    for (const amount of [1_000, 2_000, 3_000]) await charged(client, amount);
    const first = await history(client, '?size=2');
    expect(first).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.items.map((i) => i.amount)).toEqual([3_000, 2_000]);
    const second = await history(client, '?size=2&page=2');
    expect(second.items.map((i) => [i.amount, i.balanceAfter])).toEqual([[1_000, 1_000]]);
    expect(second.total).toBe(3);
  });

  it('filters by period in whole Korean days', async () => {
    const client = await member();
    await charged(client, 1_000);
    expect((await history(client, `?from=${koreanDay()}&to=${koreanDay()}`)).total).toBe(1);
    expect((await history(client, `?to=${koreanDay(-1)}`)).total).toBe(0);
    expect((await history(client, `?from=${koreanDay(1)}`)).total).toBe(0);
  });

  it('refuses a page size over 50, an unknown kind and a malformed date', async () => {
    const client = await member();
    for (const query of ['?size=51', '?kind=gift', '?from=2025-13-01']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/mileage/history${query}`, headers: auth(client) });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('another member sees none of it', async () => {
    const client = await member();
    await charged(client, 9_000);
    const other = await member();
    expect((await history(other)).total).toBe(0);
    expect((await history(other)).items).toEqual([]);
    expect(await balances(other)).toEqual({ currency: 'KRW', clientMileage: { KRW: 0, USD: 0 }, designerEarnings: { KRW: 0, USD: 0 } });
  });

  it('every charge made through the routes left the ledger balanced', async () => {
    const invariants = await ledgerInvariants(t.app.db);
    expect(invariants.unbalancedEntries).toEqual([]);
    expect(invariants.negativeBalances).toEqual([]);
    expect(invariants.balancesOffPostings).toEqual([]);
    expect(invariants.totalsByCurrency.every((c) => c.total === 0)).toBe(true);
  });
});

describe('cards with the test provider', () => {
  const card = { number: '4111111111111111', expiryMonth: '12', expiryYear: '39', passwordFirstTwo: '12', identityType: 'businessNumber', identityNumber: '1234567890' };
  const register = (who: Session, body: object) => t.app.inject({ method: 'POST', url: '/api/v1/mileage/cards', payload: body, headers: auth(who) });

  it('registers a valid card and pays with it at once', async () => {
    const client = await member();
    const res = await register(client, card);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ lastFour: '1111' });
    const paid = await charge(client, { amount: 5_000, currency: Currency.KRW, cardId: res.json().id });
    expect(paid.json<ChargeAnswer>()).toMatchObject({ status: 'confirmed', balance: 5_000 });
  });

  it.each([
    ['a number failing the checksum', { ...card, number: '4111111111111112' }],
    ['a wrong password', { ...card, passwordFirstTwo: '00' }],
  ])('answers "card registration failed" for %s', async (_, body) => {
    const res = await register(await member(), body);
    expect([res.statusCode, res.json().error.code]).toEqual([422, ErrorCode.CardRegistrationFailed]);
  });

  it('says "test mode" on the charge page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/mileage/payment-options', headers: auth(await member()) });
    expect(res.json()).toMatchObject({ provider: 'test', testMode: true, currency: 'KRW' });
  });
});
