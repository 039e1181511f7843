// Settlements of T-esigner earnings through the HTTP routes (issue 6, SPEC §9): KRW pays out the
// amount minus the provider's fee and its VAT, USD pays out amount × 90% × the admin's rate of the
// day; the earnings leave at the request, the admin approves, transfers and completes, or rejects
// and the earnings come back.
import {
  AccountKind,
  ApprovalStatus,
  koreanDayOf,
  Currency,
  ErrorCode,
  JournalKind,
  MemberType,
  MONEY_MAX,
  PayoutAction,
  PayoutStatus,
  type AdminSettlement,
  type AdminSettlementList,
  type ChargeAnswer,
  type ExchangeRate,
  type ExchangeRateList,
  type MileageHistory,
  type Settlement,
  type SettlementList,
  type SettlementTerms,
} from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, members, settlements } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { balanceOfAccount } from './ledger.ts';
import { hold, release } from './service.ts';
import { openSettlementTestApp, settlementCalls, SETTLEMENT_INVOICE as invoice } from './settlement.test-support.ts';
import { ledgerInvariants } from './test-support.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  ({ t, admin } = await openSettlementTestApp());
});
afterAll(() => t.close());

const { get, post, designer } = settlementCalls(() => t);

/** The T-esigner earns `amount`: a client charges it, pays an order with it, and the order completes. */
async function earn(who: Session, amount: number, currency: Currency = Currency.KRW): Promise<void> {
  const row = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, contactNation: currency === Currency.USD ? 'US' : 'KR' });
  const client = await sessionOf(t.app, row.email, FIXTURE_PASSWORD);
  const charged = await post(client, '/api/v1/mileage/charges', { amount, currency });
  expect(charged.json<ChargeAnswer>().status, charged.body).toBe('confirmed');
  const orderId = crypto.randomUUID();
  await t.app.db.transaction(async (tx) => {
    await hold(tx, orderId, client.memberNo, { amount, currency }, orderId);
    await release(tx, orderId, who.memberNo);
  });
}

const settle = (who: Session, body: object, key: string | null = crypto.randomUUID()) => post(who, '/api/v1/mileage/settlements', body, key);

async function settled(who: Session, amount: number, currency: Currency = Currency.KRW): Promise<Settlement> {
  const res = await settle(who, { amount, currency, invoice });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function earnings(who: Session): Promise<{ KRW: number; USD: number }> {
  const res = await get(who, '/api/v1/mileage');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().designerEarnings;
}

async function history(who: Session): Promise<MileageHistory> {
  const res = await get(who, '/api/v1/mileage/history?size=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function terms(who: Session): Promise<SettlementTerms> {
  const res = await get(who, '/api/v1/mileage/settlement-terms');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const decide = (id: string, action: string, payload?: object, who: Session = admin) => post(who, `/api/v1/admin/settlements/${id}/${action}`, payload, null);
const enterRate = (day: string, krwPerUnit: string, who: Session = admin) => post(who, '/api/v1/admin/exchange-rates', { currency: 'USD', day, krwPerUnit }, null);

async function adminSettlements(status?: PayoutStatus): Promise<AdminSettlement[]> {
  const res = await get(admin, `/api/v1/admin/settlements?size=50${status ? `&status=${status}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSettlementList>().items;
}

const platform = (kind: AccountKind, currency: Currency = Currency.KRW) => balanceOfAccount(t.app.db, { kind, currency });
const entryCount = () => t.app.db.$count(journalEntries);
const settlementCount = () => t.app.db.$count(settlements);
const today = () => koreanDayOf(new Date());

describe('what the T-esigner sees before asking', () => {
  it('the settlement terms show the earnings, the masked bank account of the profile and the invoice details to start from', async () => {
    const who = await designer({ businessNumber: '123-45-67890', businessName: '디자인스튜디오', representative: '김지우' });
    await earn(who, 70_000);
    const seen = await terms(who);
    expect(seen).toEqual({
      earnings: { KRW: 70_000, USD: 0 },
      bank: { bank: 'kb', depositor: '김지우', accountNumberMasked: '••••••••••6789' },
      usdRate: null,
      invoice: { businessNumber: '1234567890', businessName: '디자인스튜디오', representative: '김지우', email: expect.stringMatching(/@fixture\.test$/) },
    });
  });

  it('a T-esigner without a bank account in the profile sees none', async () => {
    expect((await terms(await designer({ bank: null, depositor: null, accountNumber: null }))).bank).toBeNull();
  });
});

describe('KRW settlements', () => {
  it('pays out the amount minus the provider’s 3.3% fee and its 10% VAT, each rounded up, and takes the earnings at once', async () => {
    const who = await designer();
    await earn(who, 200_000);
    const payableBefore = await platform(AccountKind.settlementsPayable);

    const asked = await settled(who, 123_457);
    // 3.3% of 123,457 = 4,074.08 → 4,075; VAT 10% of it = 407.5 → 408.
    expect(asked).toMatchObject({
      status: PayoutStatus.requested,
      amount: 123_457,
      currency: Currency.KRW,
      fee: 4_075 + 408,
      payoutKrw: 123_457 - 4_483,
      rate: null,
      bank: { bank: 'kb', depositor: '김지우', accountNumberMasked: '••••••••••6789' },
      invoice,
      decidedAt: null,
      completedAt: null,
      reason: null,
    });
    expect(await earnings(who)).toEqual({ KRW: 200_000 - 123_457, USD: 0 });
    expect(await platform(AccountKind.settlementsPayable)).toBe(payableBefore + 123_457);
    expect((await history(who)).items[0]).toMatchObject({
      kind: JournalKind.settlement,
      account: 'designerEarnings',
      currency: Currency.KRW,
      amount: -123_457,
      balanceAfter: 76_543,
      reference: asked.id,
    });
    const listed = (await get(who, '/api/v1/mileage/settlements')).json<SettlementList>();
    expect(listed.items).toEqual([asked]);
  });

  it('a fee exactly on the won: 100,000 pays out 96,370', async () => {
    const who = await designer();
    await earn(who, 100_000);
    expect(await settled(who, 100_000)).toMatchObject({ fee: 3_630, payoutKrw: 96_370 });
    expect(await earnings(who)).toEqual({ KRW: 0, USD: 0 });
  });

  it('the same Idempotency-Key twice is one settlement and one entry', async () => {
    const who = await designer();
    await earn(who, 50_000);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const key = crypto.randomUUID();
    const first = await settle(who, { amount: 30_000, currency: Currency.KRW, invoice }, key);
    const again = await settle(who, { amount: 30_000, currency: Currency.KRW, invoice }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<Settlement>()).toEqual(first.json<Settlement>());
    expect([await entryCount(), await settlementCount()]).toEqual([entries + 1, rows + 1]);
    expect((await earnings(who)).KRW).toBe(20_000);
  });

  it('the same Idempotency-Key sent 10 times in parallel is one settlement', async () => {
    const who = await designer();
    await earn(who, 50_000);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => settle(who, { amount: 40_000, currency: Currency.KRW, invoice }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json<Settlement>().id)).size).toBe(1);
    expect([await entryCount(), await settlementCount()]).toEqual([entries + 1, rows + 1]);
    expect((await earnings(who)).KRW).toBe(10_000);
  });

  it('the same Idempotency-Key with another amount or invoice is a conflict and writes nothing', async () => {
    const who = await designer();
    await earn(who, 50_000);
    const key = crypto.randomUUID();
    expect((await settle(who, { amount: 10_000, currency: Currency.KRW, invoice }, key)).statusCode).toBe(201);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    for (const body of [
      { amount: 20_000, currency: Currency.KRW, invoice },
      { amount: 10_000, currency: Currency.KRW, invoice: { ...invoice, email: 'other@design.example' } },
    ]) {
      const res = await settle(who, body, key);
      expect([res.statusCode, res.json().error.code]).toEqual([409, ErrorCode.IdempotencyConflict]);
    }
    expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
    expect((await earnings(who)).KRW).toBe(40_000);
  });

  it('settlements asked in parallel under different keys take no more than the earnings', async () => {
    const who = await designer();
    await earn(who, 10_000);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const answers = await Promise.all(Array.from({ length: 5 }, () => settle(who, { amount: 4_000, currency: Currency.KRW, invoice })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.code).toBe(ErrorCode.InsufficientEarnings);
    expect([await entryCount(), await settlementCount()]).toEqual([entries + 2, rows + 2]);
    expect((await earnings(who)).KRW).toBe(2_000);
  });

  it('a settlement above the earnings is refused with INSUFFICIENT_EARNINGS and writes nothing', async () => {
    const who = await designer();
    await earn(who, 10_000);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const res = await settle(who, { amount: 10_001, currency: Currency.KRW, invoice });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe(ErrorCode.InsufficientEarnings);
    expect(Object.keys(res.json().error.fields)).toEqual(['amount']);
    expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
    expect(await earnings(who)).toEqual({ KRW: 10_000, USD: 0 });
  });

  it('a T-esigner without a bank account is refused with BANK_ACCOUNT_MISSING and nothing is written', async () => {
    for (const fields of [{ bank: null, depositor: null, accountNumber: null }, { accountNumber: '' }]) {
      const who = await designer(fields);
      await earn(who, 10_000);
      const [entries, rows] = [await entryCount(), await settlementCount()];
      const res = await settle(who, { amount: 5_000, currency: Currency.KRW, invoice });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe(ErrorCode.BankAccountMissing);
      expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
      expect((await earnings(who)).KRW).toBe(10_000);
    }
  });

  it('a T-esigner whose account holder is not the representative is refused with ACCOUNT_HOLDER_UNVERIFIED in KRW and USD, and nothing is written', async () => {
    // A holder changed behind my page's back, or a representative missing: the account was never verified.
    for (const fields of [{ depositor: '이두리' }, { representative: null }, { representative: '' }]) {
      const who = await designer(fields);
      await earn(who, 10_000);
      await earn(who, 5_000, Currency.USD);
      const [entries, rows] = [await entryCount(), await settlementCount()];
      for (const body of [{ amount: 5_000, currency: Currency.KRW, invoice }, { amount: 1_000, currency: Currency.USD, invoice }]) {
        const res = await settle(who, body);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.code).toBe(ErrorCode.AccountHolderUnverified);
      }
      expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
      expect(await earnings(who)).toEqual({ KRW: 10_000, USD: 5_000 });
    }
  });

  it('the account holder is verified by name, ignoring spaces and case, and says so in the caller’s language when it is not', async () => {
    const who = await designer({ depositor: ' kim  JIWOO ', representative: 'Kim Jiwoo' });
    await earn(who, 10_000);
    expect((await settle(who, { amount: 5_000, currency: Currency.KRW, invoice })).statusCode).toBe(201);

    const other = await designer({ depositor: 'Lee Duri', representative: 'Kim Jiwoo' });
    await earn(other, 10_000);
    const inKorean = await settle(other, { amount: 5_000, currency: Currency.KRW, invoice });
    expect(inKorean.json().error.message).toContain('예금주 확인이 필요합니다');
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mileage/settlements',
      payload: { amount: 5_000, currency: Currency.KRW, invoice },
      headers: { authorization: `Bearer ${other.token}`, 'idempotency-key': crypto.randomUUID(), lang: 'B' },
    });
    expect(inEnglish.json().error.message).toMatch(/^Verify the account holder/);
  });

  it.each([
    ['a zero amount', { amount: 0, currency: Currency.KRW, invoice }, 'amount'],
    ['a negative amount', { amount: -5_000, currency: Currency.KRW, invoice }, 'amount'],
    ['a fractional amount', { amount: 10.5, currency: Currency.USD, invoice }, 'amount'],
    ['an amount over the KRW limit', { amount: MONEY_MAX.KRW + 1, currency: Currency.KRW, invoice }, 'amount'],
    ['an amount over the USD limit', { amount: MONEY_MAX.USD + 1, currency: Currency.USD, invoice }, 'amount'],
    ['a currency we do not use', { amount: 5_000, currency: 'JPY', invoice }, 'currency'],
    ['a business number with dashes', { amount: 5_000, currency: Currency.KRW, invoice: { ...invoice, businessNumber: '123-45-67890' } }, 'invoice.businessNumber'],
    ['a business number of 9 digits', { amount: 5_000, currency: Currency.KRW, invoice: { ...invoice, businessNumber: '123456789' } }, 'invoice.businessNumber'],
    ['an invoice e-mail that is not one', { amount: 5_000, currency: Currency.KRW, invoice: { ...invoice, email: 'tax-at-design' } }, 'invoice.email'],
    ['a blank business name', { amount: 5_000, currency: Currency.KRW, invoice: { ...invoice, businessName: '  ' } }, 'invoice.businessName'],
    ['no invoice', { amount: 5_000, currency: Currency.KRW }, 'invoice'],
  ])('%s is refused and writes nothing', async (_, body, field) => {
    const who = await designer();
    await earn(who, 10_000);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const res = await settle(who, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
    expect((await earnings(who)).KRW).toBe(10_000);
  });

  it('a client, or a T-esigner not approved, settles nothing: 403 and nothing written', async () => {
    const client = await designer({ memberSe: MemberType.Client });
    const suspended = await designer();
    await earn(suspended, 10_000);
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Suspended }).where(eq(members.memberNo, suspended.memberNo));
    for (const who of [client, suspended]) expect((await settle(who, { amount: 5_000, currency: Currency.KRW, invoice })).statusCode).toBe(403);
  });

  it('a settlement without an Idempotency-Key is refused and writes nothing', async () => {
    const who = await designer();
    await earn(who, 10_000);
    const rows = await settlementCount();
    const res = await settle(who, { amount: 5_000, currency: Currency.KRW, invoice }, null);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['idempotencyKey']);
    expect(await settlementCount()).toBe(rows);
  });

  it('the bank account is copied at the request: a later profile change does not redirect the transfer', async () => {
    const who = await designer();
    await earn(who, 10_000);
    const asked = await settled(who, 10_000);
    await t.app.db.update(members).set({ bank: 'shinhan', depositor: '박민수', accountNumber: '999-999-999999' }).where(eq(members.memberNo, who.memberNo));
    const seen = (await adminSettlements(PayoutStatus.requested)).find((s) => s.id === asked.id);
    expect(seen?.bank).toEqual({ bank: 'kb', depositor: '김지우', accountNumber: '110-123-456789', accountNumberMasked: '••••••••••6789' });
  });
});

describe('USD settlements and the exchange rate', () => {
  it('without a rate entered, a USD settlement is refused with EXCHANGE_RATE_MISSING and writes nothing', async () => {
    const who = await designer();
    await earn(who, 20_000, Currency.USD);
    const [entries, rows] = [await entryCount(), await settlementCount()];
    const res = await settle(who, { amount: 10_000, currency: Currency.USD, invoice });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe(ErrorCode.ExchangeRateMissing);
    expect([await entryCount(), await settlementCount()]).toEqual([entries, rows]);
    expect(await earnings(who)).toEqual({ KRW: 0, USD: 20_000 });
  });

  it('the admin enters the day’s rate, kept exactly in hundredths of a won', async () => {
    const res = await enterRate(today(), '1385.20');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ExchangeRate>()).toMatchObject({ currency: 'USD', day: today(), krwPerUnitHundredths: 138_520 });
    const listed = (await get(admin, '/api/v1/admin/exchange-rates')).json<ExchangeRateList>();
    expect(listed.items[0]).toEqual(res.json());
    expect((await terms(await designer())).usdRate).toEqual(res.json());
  });

  it('a day’s rate is entered once: the same day again is refused on the day field', async () => {
    const res = await enterRate(today(), '1400');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(res.json().error.fields)).toEqual(['day']);
    expect((await get(admin, '/api/v1/admin/exchange-rates')).json<ExchangeRateList>().items.filter((r) => r.day === today())).toHaveLength(1);
  });

  it.each([
    ['with a thousands separator', '1,385.20', 'krwPerUnit'],
    ['with three decimals', '1385.205', 'krwPerUnit'],
    ['negative', '-1385', 'krwPerUnit'],
  ])('a rate written %s is refused', async (_, krwPerUnit, field) => {
    const res = await enterRate('2020-01-02', krwPerUnit);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it.each([
    ['a currency other than USD', { currency: 'KRW', day: '2020-01-02', krwPerUnit: '1' }, 'currency'],
    ['a day that does not exist', { currency: 'USD', day: '2026-02-30', krwPerUnit: '1300' }, 'day'],
  ])('a rate for %s is refused', async (_, payload, field) => {
    const res = await post(admin, '/api/v1/admin/exchange-rates', payload, null);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('a rate entered ahead for tomorrow does not price today’s settlements', async () => {
    const tomorrow = koreanDayOf(new Date(Date.now() + 86_400_000));
    expect((await enterRate(tomorrow, '1500')).statusCode).toBe(201);
    expect((await get(admin, '/api/v1/admin/exchange-rates')).json<ExchangeRateList>().items.map((r) => r.day).slice(0, 2)).toEqual([tomorrow, today()]);
    const who = await designer();
    expect((await terms(who)).usdRate).toMatchObject({ day: today(), krwPerUnitHundredths: 138_520 });
  });

  it('pays out amount × 90% × the rate, rounded down to the won, and records the rate', async () => {
    const who = await designer();
    await earn(who, 15_000, Currency.USD);
    const rate = (await terms(who)).usdRate!;
    const asked = await settled(who, 10_000, Currency.USD);
    // $100.00 − 10% = $90.00 × ₩1,385.20 = ₩124,668.
    expect(asked).toMatchObject({ amount: 10_000, currency: Currency.USD, fee: 1_000, payoutKrw: Math.floor((9_000 * 138_520) / 10_000), rate });
    expect(asked.payoutKrw).toBe(124_668);
    expect(await earnings(who)).toEqual({ KRW: 0, USD: 5_000 });
    expect((await history(who)).items[0]).toMatchObject({ kind: JournalKind.settlement, currency: Currency.USD, amount: -10_000, balanceAfter: 5_000 });
  });

  it('an odd amount of cents rounds the fee up and the won down', async () => {
    const who = await designer();
    await earn(who, 1_001, Currency.USD);
    // fee ⌈100.1⌉ = 101 cents; 900 cents × 1385.20 = ₩12,466.8 → 12,466.
    expect(await settled(who, 1_001, Currency.USD)).toMatchObject({ fee: 101, payoutKrw: 12_466 });
  });

  it('only the admin enters and lists rates', async () => {
    const who = await designer();
    for (const res of [await enterRate('2020-01-03', '1300', who), await get(who, '/api/v1/admin/exchange-rates')]) {
      expect([res.statusCode, res.json().error.code]).toEqual([403, ErrorCode.Forbidden]);
    }
  });
});

describe('the admin decides', () => {
  /** A T-esigner who earned `earned` and asked `amount` of it. */
  async function asked(amount: number, earned = amount, currency: Currency = Currency.KRW) {
    const who = await designer();
    await earn(who, earned, currency);
    return { who, settlement: await settled(who, amount, currency) };
  }

  it('lists the requested settlements with the member and the whole account number', async () => {
    const { who, settlement } = await asked(20_000);
    const seen = (await adminSettlements(PayoutStatus.requested)).find((s) => s.id === settlement.id);
    expect(seen).toMatchObject({
      status: PayoutStatus.requested,
      amount: 20_000,
      member: { memberNo: who.memberNo },
      bank: { bank: 'kb', depositor: '김지우', accountNumber: '110-123-456789', accountNumberMasked: '••••••••••6789' },
      invoice,
    });
    expect((await adminSettlements(PayoutStatus.complete)).some((s) => s.id === settlement.id)).toBe(false);
  });

  it('approve puts it in progress; complete pays the payable out, the fee staying with the platform', async () => {
    const { who, settlement } = await asked(100_000, 150_000);
    const historyBefore = await history(who);
    const [payable, fees, clearing] = [
      await platform(AccountKind.settlementsPayable),
      await platform(AccountKind.platformFees),
      await platform(AccountKind.providerClearing),
    ];

    const approved = await decide(settlement.id, PayoutAction.approve);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminSettlement>()).toMatchObject({ status: PayoutStatus.inProgress, completedAt: null });
    expect(approved.json<AdminSettlement>().decidedAt).not.toBeNull();
    expect(await platform(AccountKind.settlementsPayable)).toBe(payable);

    const completed = await decide(settlement.id, PayoutAction.complete);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<AdminSettlement>()).toMatchObject({ status: PayoutStatus.complete, fee: 3_630, payoutKrw: 96_370 });
    expect(completed.json<AdminSettlement>().completedAt).not.toBeNull();

    expect(await platform(AccountKind.settlementsPayable)).toBe(payable - 100_000);
    expect(await platform(AccountKind.platformFees)).toBe(fees + 3_630);
    expect(await platform(AccountKind.providerClearing)).toBe(clearing + 96_370);
    expect(await earnings(who)).toEqual({ KRW: 50_000, USD: 0 });
    expect(await history(who)).toEqual(historyBefore);
    expect((await get(who, '/api/v1/mileage/settlements')).json<SettlementList>().items[0]).toMatchObject({ id: settlement.id, status: PayoutStatus.complete });
  });

  it('a USD settlement completes with its fee in dollars', async () => {
    const { settlement } = await asked(2_000, 2_000, Currency.USD);
    const fees = await platform(AccountKind.platformFees, Currency.USD);
    expect((await decide(settlement.id, PayoutAction.approve)).statusCode).toBe(200);
    expect((await decide(settlement.id, PayoutAction.complete)).json<AdminSettlement>().status).toBe(PayoutStatus.complete);
    expect(await platform(AccountKind.platformFees, Currency.USD)).toBe(fees + 200);
  });

  it('a rejection with a reason gives the earnings back', async () => {
    const { who, settlement } = await asked(30_000, 40_000);
    const res = await decide(settlement.id, PayoutAction.reject, { reason: ' The invoice name does not match ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettlement>()).toMatchObject({ status: PayoutStatus.rejected, reason: 'The invoice name does not match' });
    expect(await earnings(who)).toEqual({ KRW: 40_000, USD: 0 });
    expect((await history(who)).items[0]).toMatchObject({ kind: JournalKind.reversal, account: 'designerEarnings', amount: 30_000, balanceAfter: 40_000, reference: settlement.id });
    // The earnings may be asked again.
    expect((await settled(who, 40_000)).status).toBe(PayoutStatus.requested);
  });

  it('a rejection needs a reason', async () => {
    const { who, settlement } = await asked(10_000);
    const entries = await entryCount();
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await decide(settlement.id, PayoutAction.reject, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['reason']);
    }
    expect(await entryCount()).toBe(entries);
    expect((await earnings(who)).KRW).toBe(0);
    expect((await adminSettlements(PayoutStatus.requested)).some((s) => s.id === settlement.id)).toBe(true);
  });

  it('a move the settlement machine does not have is refused with INVALID_TRANSITION and moves nothing', async () => {
    const requested = (await asked(5_000)).settlement;
    const inProgress = (await asked(5_000)).settlement;
    expect((await decide(inProgress.id, PayoutAction.approve)).statusCode).toBe(200);
    const complete = (await asked(5_000)).settlement;
    expect((await decide(complete.id, PayoutAction.approve)).statusCode).toBe(200);
    expect((await decide(complete.id, PayoutAction.complete)).statusCode).toBe(200);
    const rejected = (await asked(5_000)).settlement;
    expect((await decide(rejected.id, PayoutAction.reject, { reason: 'No' })).statusCode).toBe(200);
    const entries = await entryCount();

    const refused: [Settlement, PayoutAction][] = [
      [requested, PayoutAction.complete],
      [inProgress, PayoutAction.approve],
      [inProgress, PayoutAction.reject],
      [complete, PayoutAction.approve],
      [complete, PayoutAction.complete],
      [complete, PayoutAction.reject],
      [rejected, PayoutAction.approve],
      [rejected, PayoutAction.complete],
      [rejected, PayoutAction.reject],
    ];
    for (const [settlement, action] of refused) {
      const res = await decide(settlement.id, action, action === PayoutAction.reject ? { reason: 'Again' } : undefined);
      expect([res.statusCode, res.json().error.code], `${settlement.status} → ${action}`).toEqual([409, ErrorCode.InvalidTransition]);
    }
    expect(await entryCount()).toBe(entries);
  });

  it('an unknown settlement is not found, an unknown action is refused', async () => {
    expect((await decide(crypto.randomUUID(), PayoutAction.approve)).statusCode).toBe(404);
    const { settlement } = await asked(1_000);
    expect((await decide(settlement.id, 'pay')).statusCode).toBe(400);
  });

  it('only the admin lists and decides settlements', async () => {
    const { who, settlement } = await asked(3_000);
    for (const res of [
      await get(who, '/api/v1/admin/settlements'),
      await decide(settlement.id, PayoutAction.approve, undefined, who),
      await decide(settlement.id, PayoutAction.reject, { reason: 'Mine' }, who),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([403, ErrorCode.Forbidden]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/settlements' })).statusCode).toBe(401);
    expect((await adminSettlements(PayoutStatus.requested)).find((s) => s.id === settlement.id)?.status).toBe(PayoutStatus.requested);
  });
});

it('every settlement made through the routes left the ledger balanced, payables and fees matching the settlements', async () => {
  const invariants = await ledgerInvariants(t.app.db);
  expect(invariants.unbalancedEntries).toEqual([]);
  expect(invariants.negativeBalances).toEqual([]);
  expect(invariants.balancesOffPostings).toEqual([]);
  expect(invariants.totalsByCurrency.every((c) => c.total === 0)).toBe(true);
  const rows = await t.app.db.select().from(settlements);
  for (const currency of [Currency.KRW, Currency.USD]) {
    const mine = rows.filter((s) => s.currency === currency);
    const live = mine.filter((s) => s.status === PayoutStatus.requested || s.status === PayoutStatus.inProgress);
    expect(await platform(AccountKind.settlementsPayable, currency), currency).toBe(live.reduce((sum, s) => sum + s.amount, 0));
    const complete = mine.filter((s) => s.status === PayoutStatus.complete);
    expect(await platform(AccountKind.platformFees, currency), currency).toBe(complete.reduce((sum, s) => sum + s.fee, 0));
  }
  expect(await t.app.db.$count(settlements, eq(settlements.status, PayoutStatus.complete))).toBeGreaterThan(0);
});
