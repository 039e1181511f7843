// Quick settlements through the HTTP routes (issue 11; SPEC §4, §9): the completed, unsettled quick
// jobs of a period are settled apart from ordinary earnings, one settlement per currency, with the
// mileage issue's payout rule. The jobs and their quick earnings are made here directly (a row per
// job, the client's payment held and released into the taker's quick earnings), not by the quick flow.
import {
  AccountKind,
  ApprovalStatus,
  koreanDayOf,
  Currency,
  ErrorCode,
  JournalKind,
  MemberType,
  PayoutStatus,
  QuickStatus,
  type QuickLine,
  type QuickSettlement,
  type QuickSettlementList,
  type QuickSettlementPreview,
  type AdminSettlementList,
  type Settlement,
  type SettlementList,
} from '@dcm/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, ledgerAccounts, notificationEvents, postings, quickRequests, settlements } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { balanceOfAccount, postEntry } from '../mileage/ledger.ts';
import { hold, recordCharge } from '../mileage/service.ts';
import { openSettlementTestApp, settlementCalls, SETTLEMENT_INVOICE as invoice } from '../mileage/settlement.test-support.ts';
import { ledgerInvariants } from '../mileage/test-support.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  ({ t, admin } = await openSettlementTestApp());
});
afterAll(() => t.close());

const { get, post, designer } = settlementCalls(() => t);
const october = { from: '2026-10-01', to: '2026-10-31' };

/** What the fixture put into quick earnings, per currency: the conservation checks count against it. */
const earned: Record<Currency, number> = { KRW: 0, USD: 0 };

interface JobFixture {
  total: number;
  currency?: Currency;
  completedAt?: Date;
  status?: QuickStatus;
  items?: QuickLine[];
}

/**
 * A quick job of `takerNo`: a client pays it into the job's escrow, and (completed) the escrow is
 * released into the taker's quick earnings, as the quick flow does on completion.
 */
async function job(takerNo: number, { total, currency = Currency.KRW, completedAt = new Date('2026-10-15T03:00:00Z'), status = QuickStatus.completed, items }: JobFixture) {
  const client = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, contactNation: currency === Currency.KRW ? 'KR' : 'US' });
  const [row] = await t.app.db
    .insert(quickRequests)
    .values({
      clientNo: client.memberNo,
      takerNo,
      status,
      items: items ?? [{ type: 'zirconia_crown', count: 1, unitPrice: total, subtotal: total }],
      total,
      currency,
      deadlineAt: new Date(completedAt.getTime() + 3_600_000),
      completedAt: status === QuickStatus.completed ? completedAt : null,
    })
    .returning();
  const money = { amount: total, currency };
  await t.app.db.transaction(async (tx) => {
    await recordCharge(tx, client.memberNo, money, `fixture-${row!.id}`);
    await hold(tx, row!.id, client.memberNo, money, row!.id);
    if (status === QuickStatus.completed) {
      await postEntry(tx, {
        kind: JournalKind.release,
        reference: row!.id,
        postings: [
          { account: { kind: AccountKind.escrow, currency, orderId: row!.id }, amount: -total },
          { account: { kind: AccountKind.quickEarnings, currency, memberNo: takerNo }, amount: total },
        ],
      });
    }
  });
  if (status === QuickStatus.completed) earned[currency] += total;
  return row!;
}

const quickEarnings = (memberNo: number, currency: Currency = Currency.KRW) => balanceOfAccount(t.app.db, { kind: AccountKind.quickEarnings, currency, memberNo });
const platform = (kind: AccountKind, currency: Currency = Currency.KRW) => balanceOfAccount(t.app.db, { kind, currency });

/** All quick earnings of a currency, whoever holds them. */
async function allQuickEarnings(currency: Currency): Promise<number> {
  const [row] = await t.app.db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, AccountKind.quickEarnings), eq(ledgerAccounts.currency, currency)));
  return Number(row!.total);
}

/** What the quick settlements paid out (transfer and fee), per currency, from their payout entries. */
async function quickPayouts(currency: Currency): Promise<number> {
  const [row] = await t.app.db
    .select({ total: sql<string>`coalesce(sum(-${postings.amount}), 0)::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(like(journalEntries.idempotencyKey, 'quickSettlementPayout:%'), eq(ledgerAccounts.kind, AccountKind.settlementsPayable), eq(postings.currency, currency)));
  return Number(row!.total);
}

/**
 * Nothing made or lost: every won the fixture released into quick earnings is still there, or waits
 * in settlements payable, or was paid out; and the ledger's own invariants hold. (Only quick
 * settlements touch settlements payable in this file, but the ordinary one of the last test.)
 */
async function expectMoneyConserved(ordinaryPayable: Record<Currency, number> = { KRW: 0, USD: 0 }): Promise<void> {
  for (const currency of [Currency.KRW, Currency.USD]) {
    const held = (await allQuickEarnings(currency)) + (await platform(AccountKind.settlementsPayable, currency)) - ordinaryPayable[currency];
    expect(held + (await quickPayouts(currency)), `conservation in ${currency}`).toBe(earned[currency]);
  }
  const invariants = await ledgerInvariants(t.app.db);
  expect(invariants.unbalancedEntries).toEqual([]);
  expect(invariants.balancesOffPostings).toEqual([]);
  for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
}

const preview = (who: Session, period = october) => get(who, `/api/v1/quick/settlements/preview?from=${period.from}&to=${period.to}`);
const ask = (who: Session, body: object = { ...october, invoice }, key: string | null = crypto.randomUUID()) => post(who, '/api/v1/quick/settlements', body, key);

async function asked(who: Session, body: object = { ...october, invoice }): Promise<QuickSettlement> {
  const res = await ask(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const decide = (id: string, action: string, payload?: object, who: Session = admin) => post(who, `/api/v1/admin/quick/settlements/${id}/${action}`, payload, null);

async function settlementIdsOf(jobIds: string[]): Promise<(string | null)[]> {
  const rows = await t.app.db.select({ id: quickRequests.id, settlementId: quickRequests.settlementId }).from(quickRequests);
  return jobIds.map((id) => rows.find((r) => r.id === id)!.settlementId);
}

async function mine(who: Session): Promise<QuickSettlement[]> {
  const res = await get(who, '/api/v1/quick/settlements?size=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuickSettlementList>().items;
}

const noticesTo = (memberNo: number) =>
  t.app.db
    .select({ params: notificationEvents.params, link: notificationEvents.link })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.recipientNo, memberNo), eq(notificationEvents.event, 'quickSettlementDecided')));

describe('the preview', () => {
  it('lists exactly the completed, unsettled jobs of the taker whose completion falls in the period in Korea time, with the KRW payout minus the fee and its VAT', async () => {
    const who = await designer();
    const other = await designer();
    // 1 October 00:30 in Korea is still 30 September in UTC: inside; 31 October 23:59 KST inside; 1 November 00:00 KST outside.
    const first = await job(who.memberNo, { total: 100_000, completedAt: new Date('2026-09-30T15:30:00Z') });
    const last = await job(who.memberNo, { total: 23_457, completedAt: new Date('2026-10-31T14:59:00Z') });
    await job(who.memberNo, { total: 50_000, completedAt: new Date('2026-10-31T15:00:00Z') });
    await job(who.memberNo, { total: 50_000, completedAt: new Date('2026-09-30T14:59:00Z') });
    await job(who.memberNo, { total: 50_000, status: QuickStatus.delivered });
    await job(other.memberNo, { total: 50_000 });

    const res = await preview(who);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<QuickSettlementPreview>();
    expect(seen.jobs.map((j) => j.id)).toEqual([first.id, last.id]);
    expect(seen.jobs[0]).toMatchObject({ number: expect.stringMatching(/^Q-\d{6,}$/), amount: 100_000, currency: 'KRW', completedAt: '2026-09-30T15:30:00.000Z' });
    // 3.3% of 123,457 = 4,074.08 → 4,075; VAT 10% of it = 407.5 → 408.
    expect(seen.payouts).toEqual([{ currency: 'KRW', amount: 123_457, fee: 4_483, payoutKrw: 118_974 }]);
    expect(seen.bank).toEqual({ bank: 'kb', depositor: '김지우', accountNumberMasked: '••••••••••6789' });
    await expectMoneyConserved();
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await preview(await designer(), { from: '2026-10-31', to: '2026-10-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ to: expect.any(String) });
  });
});

describe('asking a quick settlement', () => {
  it('moves the jobs’ total from quick earnings to settlements payable and marks exactly the previewed jobs, in one step', async () => {
    const who = await designer();
    const a = await job(who.memberNo, { total: 30_000 });
    const b = await job(who.memberNo, { total: 20_000, completedAt: new Date('2026-10-20T09:00:00Z') });
    const later = await job(who.memberNo, { total: 5_000, completedAt: new Date('2026-11-02T09:00:00Z') });
    const payableBefore = await platform(AccountKind.settlementsPayable);
    const previewed = (await preview(who)).json<QuickSettlementPreview>();

    const settlement = await asked(who);
    expect(settlement).toMatchObject({
      status: PayoutStatus.requested,
      from: october.from,
      to: october.to,
      currency: 'KRW',
      amount: 50_000,
      fee: previewed.payouts[0]!.fee,
      payoutKrw: previewed.payouts[0]!.payoutKrw,
      bank: { bank: 'kb', depositor: '김지우', accountNumberMasked: '••••••••••6789' },
      invoice,
      member: { memberNo: who.memberNo },
      decidedAt: null,
      completedAt: null,
      reason: null,
    });
    expect(settlement.jobs.map((j) => j.id)).toEqual(previewed.jobs.map((j) => j.id));
    expect(await settlementIdsOf([a.id, b.id, later.id])).toEqual([settlement.id, settlement.id, null]);
    expect(await quickEarnings(who.memberNo)).toBe(5_000);
    expect((await platform(AccountKind.settlementsPayable)) - payableBefore).toBe(50_000);
    const [entry] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.reference, settlement.id));
    expect(entry?.kind).toBe(JournalKind.settlement);
    await expectMoneyConserved();
  });

  it('answers the same settlement to a retry with the same key and moves nothing again; another body under the key is a conflict', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 40_000 });
    const key = crypto.randomUUID();
    const first = await ask(who, { ...october, invoice }, key);
    expect(first.statusCode, first.body).toBe(201);
    const entries = await t.app.db.$count(journalEntries);

    const again = await ask(who, { ...october, invoice }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<QuickSettlement>().id).toBe(first.json<QuickSettlement>().id);
    expect(await t.app.db.$count(journalEntries)).toBe(entries);

    const changed = await ask(who, { ...october, invoice: { ...invoice, businessName: '다른 상호' } }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe(ErrorCode.IdempotencyConflict);
    await expectMoneyConserved();
  });

  it('a second request for the same period finds no jobs: 400 noQuickJobs, nothing written', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 10_000 });
    await asked(who);
    const rows = await t.app.db.$count(settlements);

    const second = await ask(who);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { from: '이 기간에 정산할 완료된 퀵 의뢰가 없습니다.' } });
    expect(await t.app.db.$count(settlements)).toBe(rows);
    await expectMoneyConserved();
  });

  it('of parallel requests for the same jobs, one settles each job once and the others find none', async () => {
    const who = await designer();
    const jobs = [await job(who.memberNo, { total: 11_000 }), await job(who.memberNo, { total: 22_000 }), await job(who.memberNo, { total: 33_000 })];
    const payableBefore = await platform(AccountKind.settlementsPayable);

    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(who)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400)) expect(refused.json().error.fields).toHaveProperty('from');
    const won = answers.find((r) => r.statusCode === 201)!.json<QuickSettlement>();
    expect(await settlementIdsOf(jobs.map((j) => j.id))).toEqual([won.id, won.id, won.id]);
    expect(won.amount).toBe(66_000);
    expect((await platform(AccountKind.settlementsPayable)) - payableBefore).toBe(66_000);
    expect(await quickEarnings(who.memberNo)).toBe(0);
    expect(await mine(who)).toHaveLength(1);
    await expectMoneyConserved();
  });

  it('parallel retries with the same key answer the same settlement, made once', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 17_000 });
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => ask(who, { ...october, invoice }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json<QuickSettlement>().id)).size).toBe(1);
    expect(await mine(who)).toHaveLength(1);
    await expectMoneyConserved();
  });

  it('a client, a T-esigner without a bank account or with an unverified holder, or a request without a key is refused with nothing written', async () => {
    const client = await sessionOf(t.app, (await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved })).email, FIXTURE_PASSWORD);
    expect((await ask(client)).statusCode).toBe(403);
    const noBank = await designer({ bank: null, depositor: null, accountNumber: null });
    await job(noBank.memberNo, { total: 10_000 });
    const refused = await ask(noBank);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe(ErrorCode.BankAccountMissing);
    const unverified = await designer({ depositor: '이두리' });
    await job(unverified.memberNo, { total: 10_000 });
    const holderRefused = await ask(unverified);
    expect(holderRefused.statusCode).toBe(422);
    expect(holderRefused.json().error.code).toBe(ErrorCode.AccountHolderUnverified);
    expect(await quickEarnings(unverified.memberNo)).toBe(10_000);
    const keyless = await ask(await designer(), { ...october, invoice }, null);
    expect(keyless.statusCode).toBe(400);
    expect(await quickEarnings(noBank.memberNo)).toBe(10_000);
    expect(await mine(noBank)).toEqual([]);
    await expectMoneyConserved();
  });
});

describe('USD quick earnings', () => {
  it('cannot be asked before today’s rate is entered: 422, nothing written, the KRW payout unknown in the preview', async () => {
    const who = await designer();
    const usd = await job(who.memberNo, { total: 10_000, currency: Currency.USD });
    const seen = (await preview(who)).json<QuickSettlementPreview>();
    expect(seen.payouts).toEqual([{ currency: 'USD', amount: 10_000, fee: 1_000, payoutKrw: null }]);
    const res = await ask(who);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe(ErrorCode.ExchangeRateMissing);
    expect(await settlementIdsOf([usd.id])).toEqual([null]);
    expect(await quickEarnings(who.memberNo, Currency.USD)).toBe(10_000);
    await expectMoneyConserved();
  });

  it('pays 90% × the day’s rate, one settlement per currency: KRW and USD jobs of a period make two', async () => {
    const rate = await post(admin, '/api/v1/admin/exchange-rates', { currency: 'USD', day: koreanDayOf(new Date()), krwPerUnit: '1385.20' }, null);
    expect(rate.statusCode, rate.body).toBe(201);
    const who = await designer();
    const krw = await job(who.memberNo, { total: 100_000 });
    const usd = await job(who.memberNo, { total: 12_345, currency: Currency.USD });

    // $123.45 → fee $12.35 (rounded up) → $111.10 × 1,385.20 = 153,895.72 → 153,895 won.
    const seen = (await preview(who)).json<QuickSettlementPreview>();
    expect(seen.payouts).toEqual([
      { currency: 'KRW', amount: 100_000, fee: 3_630, payoutKrw: 96_370 },
      { currency: 'USD', amount: 12_345, fee: 1_235, payoutKrw: 153_895 },
    ]);
    const first = await asked(who);
    expect(first).toMatchObject({ currency: 'KRW', amount: 100_000 });
    const both = await mine(who);
    expect(both.map((s) => [s.currency, s.amount, s.fee, s.payoutKrw]).sort()).toEqual([
      ['KRW', 100_000, 3_630, 96_370],
      ['USD', 12_345, 1_235, 153_895],
    ]);
    const usdSettlement = both.find((s) => s.currency === 'USD')!;
    expect(usdSettlement.jobs.map((j) => j.id)).toEqual([usd.id]);
    expect(await settlementIdsOf([krw.id, usd.id])).toEqual([first.id, usdSettlement.id]);
    expect(await quickEarnings(who.memberNo, Currency.USD)).toBe(0);
    await expectMoneyConserved();

    // The USD statement writes dollars with cents and the rate the payout used.
    const csv = await get(who, `/api/v1/quick/settlements/${usdSettlement.id}/statement.csv`, { lang: 'B' });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Quick request no.,Completed at (Korea time),Items (type × count),Amount (USD)');
    expect(lines[1]).toMatch(/,123\.45$/);
    expect(lines.slice(2)).toEqual(['Total,,,123.45', 'Fee,,,12.35', 'Exchange rate (KRW per USD),,,1385.20', 'Payout (KRW),,,153895', '']);
  });
});

describe('the admin’s decisions', () => {
  it('a rejection needs a reason, gives the money back to quick earnings and frees the jobs to be asked again', async () => {
    const who = await designer();
    const jobs = [await job(who.memberNo, { total: 15_000 }), await job(who.memberNo, { total: 25_000 })];
    const settlement = await asked(who);
    const payableBefore = await platform(AccountKind.settlementsPayable);

    const bare = await decide(settlement.id, 'reject');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe(ErrorCode.ReasonRequired);

    const res = await decide(settlement.id, 'reject', { reason: '사업자 정보가 일치하지 않습니다' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QuickSettlement>()).toMatchObject({ status: PayoutStatus.rejected, reason: '사업자 정보가 일치하지 않습니다', decidedAt: expect.any(String) });
    const [row] = await t.app.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(row).toMatchObject({ decidedBy: admin.memberNo, decidedAt: expect.any(Date) });
    expect(await quickEarnings(who.memberNo)).toBe(40_000);
    expect((await platform(AccountKind.settlementsPayable)) - payableBefore).toBe(-40_000);
    expect(await settlementIdsOf(jobs.map((j) => j.id))).toEqual([null, null]);
    expect(await noticesTo(who.memberNo)).toEqual([
      { params: { decision: 'rejected', amount: 40_000, currency: 'KRW', reason: '사업자 정보가 일치하지 않습니다' }, link: '/quick/settlement-request' },
    ]);
    expect((await decide(settlement.id, 'approve')).statusCode).toBe(409);
    await expectMoneyConserved();

    const again = await asked(who);
    expect(again.jobs.map((j) => j.id).sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(await quickEarnings(who.memberNo)).toBe(0);
    await expectMoneyConserved();
  });

  it('approve puts it in progress, complete pays it out with the fee kept; each decision recorded and told', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 123_457 });
    const settlement = await asked(who);
    expect((await decide(settlement.id, 'complete')).statusCode).toBe(409);

    const approved = await decide(settlement.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<QuickSettlement>()).toMatchObject({ status: PayoutStatus.inProgress, decidedAt: expect.any(String), completedAt: null });
    await expectMoneyConserved();

    const feesBefore = await platform(AccountKind.platformFees);
    const payableBefore = await platform(AccountKind.settlementsPayable);
    const completed = await decide(settlement.id, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<QuickSettlement>()).toMatchObject({ status: PayoutStatus.complete, completedAt: expect.any(String), amount: 123_457, fee: 4_483, payoutKrw: 118_974 });
    expect((await platform(AccountKind.platformFees)) - feesBefore).toBe(4_483);
    expect((await platform(AccountKind.settlementsPayable)) - payableBefore).toBe(-123_457);
    const [row] = await t.app.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(row).toMatchObject({ decidedBy: admin.memberNo, decidedAt: expect.any(Date), completedAt: expect.any(Date) });
    expect((await noticesTo(who.memberNo)).map((n) => n.params.decision)).toEqual(['approved', 'paid']);
    expect((await decide(settlement.id, 'complete')).statusCode).toBe(409);
    await expectMoneyConserved();
  });

  it('the admin lists quick settlements by state, oldest first, with the whole account number to transfer to', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 9_000 });
    const settlement = await asked(who);
    const res = await get(admin, '/api/v1/admin/quick/settlements?status=requested&size=50');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<QuickSettlementList>();
    expect(list.items.every((s) => s.status === PayoutStatus.requested)).toBe(true);
    expect(list.items.at(-1)).toMatchObject({ id: settlement.id, member: { memberNo: who.memberNo }, jobs: [expect.objectContaining({ amount: 9_000 })] });
    expect(list.items.at(-1)?.bank.accountNumber).toBe('110-123-456789');
    expect(settlement.bank.accountNumber).toBeUndefined();
  });

  it('a member who is not the admin is refused (403) on every admin route, and nothing changes', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 8_000 });
    const settlement = await asked(who);
    expect((await get(who, '/api/v1/admin/quick/settlements')).statusCode).toBe(403);
    for (const action of ['approve', 'complete', 'reject']) {
      expect((await decide(settlement.id, action, action === 'reject' ? { reason: 'no' } : undefined, who)).statusCode).toBe(403);
    }
    expect((await mine(who))[0]!.status).toBe(PayoutStatus.requested);
    expect(await noticesTo(who.memberNo)).toEqual([]);
  });
});

describe('the statement', () => {
  it('is a UTF-8 CSV with a BOM, a header in the caller’s language, one row per job and the totals', async () => {
    const who = await designer();
    await job(who.memberNo, {
      total: 70_000,
      completedAt: new Date('2026-10-05T15:30:00Z'),
      items: [
        { type: 'zirconia_crown', count: 2, unitPrice: 30_000, subtotal: 60_000 },
        { type: 'coping', count: 1, unitPrice: 10_000, subtotal: 10_000 },
      ],
    });
    await job(who.memberNo, { total: 53_457, completedAt: new Date('2026-10-07T01:00:00Z') });
    const settlement = await asked(who);
    const [first, second] = settlement.jobs;

    const ko = await get(who, `/api/v1/quick/settlements/${settlement.id}/statement.csv`);
    expect(ko.statusCode, ko.body).toBe(200);
    expect(ko.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(ko.headers['content-disposition']).toMatch(/^attachment; filename="quick-settlement-2026-10-01_2026-10-31-KRW\.csv"$/);
    expect(ko.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = ko.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      '퀵 의뢰 번호,완료 일시(한국 시간),보철 종류 × 수량,금액(KRW)',
      // 5 October 15:30 UTC is 6 October 00:30 in Korea; two items in one cell, quoted for the comma.
      `${first!.number},2026-10-06 00:30,"지르코니아 크라운 × 2, 코핑 × 1",70000`,
      `${second!.number},2026-10-07 10:00,지르코니아 크라운 × 1,53457`,
      '합계,,,123457',
      '수수료,,,4483',
      '지급액(KRW),,,118974',
      '',
    ]);

    const en = await get(who, `/api/v1/quick/settlements/${settlement.id}/statement.csv`, { lang: 'B' });
    expect(en.statusCode).toBe(200);
    const enLines = en.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(enLines[0]).toBe('Quick request no.,Completed at (Korea time),Items (type × count),Amount (KRW)');
    expect(enLines[1]).toBe(`${first!.number},2026-10-06 00:30,"Zirconia crown × 2, Coping × 1",70000`);
    expect(enLines.slice(3, 6)).toEqual(['Total,,,123457', 'Fee,,,4483', 'Payout (KRW),,,118974']);
  });

  it('another T-esigner cannot read my statement (404); the admin can', async () => {
    const who = await designer();
    await job(who.memberNo, { total: 6_000 });
    const settlement = await asked(who);
    const url = `/api/v1/quick/settlements/${settlement.id}/statement.csv`;
    const other = await get(await designer(), url);
    expect(other.statusCode).toBe(404);
    expect((await get(admin, url)).statusCode).toBe(200);
    expect((await get(who, `/api/v1/quick/settlements/${crypto.randomUUID()}/statement.csv`)).statusCode).toBe(404);
  });
});

describe('kept apart from ordinary settlements', () => {
  it('ordinary settlement lists and decisions do not show quick rows, and the quick lists do not show ordinary ones', async () => {
    const who = await designer({ contactNation: 'KR' });
    await job(who.memberNo, { total: 12_000 });
    const quick = await asked(who);

    // Ordinary earnings of 30,000 (a completed order's release into designer earnings), settled the ordinary way.
    const client = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved });
    const orderId = crypto.randomUUID();
    await t.app.db.transaction(async (tx) => {
      await recordCharge(tx, client.memberNo, { amount: 30_000, currency: Currency.KRW }, `fixture-${orderId}`);
      await postEntry(tx, {
        kind: JournalKind.release,
        reference: orderId,
        postings: [
          { account: { kind: AccountKind.clientMileage, currency: Currency.KRW, memberNo: client.memberNo }, amount: -30_000 },
          { account: { kind: AccountKind.designerEarnings, currency: Currency.KRW, memberNo: who.memberNo }, amount: 30_000 },
        ],
      });
    });
    const ordinaryRes = await post(who, '/api/v1/mileage/settlements', { amount: 30_000, currency: 'KRW', invoice });
    expect(ordinaryRes.statusCode, ordinaryRes.body).toBe(201);
    const ordinary = ordinaryRes.json<Settlement>();

    const myOrdinary = (await get(who, '/api/v1/mileage/settlements?size=50')).json<SettlementList>();
    expect(myOrdinary.items.map((s) => s.id)).toEqual([ordinary.id]);
    expect(myOrdinary.total).toBe(1);
    const adminOrdinary = (await get(admin, '/api/v1/admin/settlements?size=50')).json<AdminSettlementList>();
    expect(adminOrdinary.items.map((s) => s.id)).toContain(ordinary.id);
    expect(adminOrdinary.items.map((s) => s.id)).not.toContain(quick.id);
    expect((await post(admin, `/api/v1/admin/settlements/${quick.id}/approve`, undefined, null)).statusCode).toBe(404);

    expect((await mine(who)).map((s) => s.id)).toEqual([quick.id]);
    const adminQuick = (await get(admin, '/api/v1/admin/quick/settlements?size=50')).json<QuickSettlementList>();
    expect(adminQuick.items.map((s) => s.id)).not.toContain(ordinary.id);
    expect((await decide(ordinary.id, 'approve')).statusCode).toBe(404);
    expect((await get(who, `/api/v1/quick/settlements/${ordinary.id}/statement.csv`)).statusCode).toBe(404);
    await expectMoneyConserved({ KRW: 30_000, USD: 0 });
  });
});
