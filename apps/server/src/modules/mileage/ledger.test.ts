import crypto from 'node:crypto';
import { AccountKind, Currency, ErrorCode, JournalKind, MemberType } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { postEntry, providerClearing } from './ledger.ts';
import { balanceOf, chargeSurcharge, hold, recordCharge, refund, release } from './service.ts';
import { ledgerInvariants, newMember, openLedgerTestDb, type LedgerTestDb } from './test-support.ts';

let t: LedgerTestDb;
let db: Db;
beforeAll(async () => {
  t = await openLedgerTestDb();
  db = t.db;
});
afterAll(() => t.close());

const krw = (amount: number) => ({ amount, currency: Currency.KRW });
const usd = (amount: number) => ({ amount, currency: Currency.USD });
const mileage = (memberNo: number, currency: Currency = Currency.KRW) => balanceOf(db, memberNo, AccountKind.clientMileage, currency);
const earnings = (memberNo: number, currency: Currency = Currency.KRW) => balanceOf(db, memberNo, AccountKind.designerEarnings, currency);
const paymentKey = () => `pay_${crypto.randomUUID()}`;

/** The code of an AppError, or the message of the deepest cause (drizzle wraps database errors). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    let e = error as { cause?: unknown; message?: string };
    while (e.cause) e = e.cause as typeof e;
    return e.message ?? String(e);
  }
  throw new Error('expected a failure');
}

describe('ledger operations', () => {
  it('a charge adds to the client mileage once per provider payment key', async () => {
    const client = await newMember(db);
    const key = paymentKey();
    const first = await db.transaction((tx) => recordCharge(tx, client, krw(50_000), key));
    const again = await db.transaction((tx) => recordCharge(tx, client, krw(50_000), key));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await mileage(client)).toBe(50_000);
  });

  it('a payment key reused for another amount is a conflict, not a second charge', async () => {
    const client = await newMember(db);
    const key = paymentKey();
    await db.transaction((tx) => recordCharge(tx, client, krw(10_000), key));
    expect(await failure(db.transaction((tx) => recordCharge(tx, client, krw(20_000), key)))).toBe(ErrorCode.IdempotencyConflict);
    expect(await mileage(client)).toBe(10_000);
  });

  it('a hold moves mileage into the order escrow and a release pays the T-esigner all of it', async () => {
    const client = await newMember(db);
    const designer = await newMember(db, MemberType.Designer);
    const order = crypto.randomUUID();
    await db.transaction((tx) => recordCharge(tx, client, krw(100_000), paymentKey()));
    await db.transaction((tx) => hold(tx, order, client, krw(60_000), 'pay-order'));
    await db.transaction((tx) => chargeSurcharge(tx, order, client, krw(5_000), 'surcharge-1'));
    expect(await mileage(client)).toBe(35_000);
    const released = await db.transaction((tx) => release(tx, order, designer));
    expect(released).toHaveLength(1);
    expect(await earnings(designer)).toBe(65_000);
    expect(await db.transaction((tx) => release(tx, order, designer))).toEqual([]);
    expect(await earnings(designer)).toBe(65_000);
  });

  it('a refund returns the share the caller gives and the rest goes to the T-esigner, rounding in the client’s disfavour by less than a won', async () => {
    const client = await newMember(db);
    const designer = await newMember(db, MemberType.Designer);
    const order = crypto.randomUUID();
    await db.transaction((tx) => recordCharge(tx, client, krw(10_001), paymentKey()));
    await db.transaction((tx) => hold(tx, order, client, krw(10_001), 'k'));
    await db.transaction((tx) => refund(tx, order, client, 5_000, designer));
    expect(await mileage(client)).toBe(5_000);
    expect(await earnings(designer)).toBe(5_001);
  });

  it('a hold above the balance is refused as insufficient mileage and writes nothing', async () => {
    const client = await newMember(db);
    await db.transaction((tx) => recordCharge(tx, client, krw(1_000), paymentKey()));
    const before = await db.$count(journalEntries);
    expect(await failure(db.transaction((tx) => hold(tx, crypto.randomUUID(), client, krw(1_001), 'too-much')))).toBe(ErrorCode.InsufficientMileage);
    expect(await db.$count(journalEntries)).toBe(before);
    expect(await mileage(client)).toBe(1_000);
  });

  it('USD mileage is its own balance: KRW mileage does not pay a USD order', async () => {
    const client = await newMember(db);
    await db.transaction((tx) => recordCharge(tx, client, krw(1_000_000), paymentKey()));
    expect(await failure(db.transaction((tx) => hold(tx, crypto.randomUUID(), client, usd(100), 'usd')))).toBe(ErrorCode.InsufficientMileage);
  });

  it.each([
    ['zero', krw(0)],
    ['negative', krw(-500)],
    ['fractional', krw(10.5)],
    ['above the KRW limit', krw(10_000_001)],
    ['above the USD limit', usd(1_000_001)],
    ['in an unknown currency', { amount: 100, currency: 'JPY' as Currency }],
  ])('an amount %s is refused and writes nothing', async (_, money) => {
    const client = await newMember(db);
    const before = await db.$count(journalEntries);
    expect(await failure(db.transaction((tx) => recordCharge(tx, client, money, paymentKey())))).toBe(ErrorCode.ValidationFailed);
    expect(await db.$count(journalEntries)).toBe(before);
  });

  it('postEntry refuses postings that do not sum to zero per currency', async () => {
    const client = await newMember(db);
    const lines = [
      { account: providerClearing(Currency.KRW), amount: -100 },
      { account: { kind: AccountKind.clientMileage, currency: Currency.USD, memberNo: client }, amount: 100 },
    ];
    await expect(db.transaction((tx) => postEntry(tx, { kind: JournalKind.charge, postings: lines }))).rejects.toThrow(/does not balance/);
  });
});

describe('the database holds the ledger rules itself', () => {
  it('refuses to commit an entry whose postings do not sum to zero', async () => {
    const client = await newMember(db);
    const before = await db.$count(journalEntries);
    const message = await failure(
      db.transaction(async (tx) => {
        const [entry] = await tx.insert(journalEntries).values({ kind: JournalKind.charge }).returning();
        const [account] = await tx.insert(ledgerAccounts).values({ kind: AccountKind.clientMileage, currency: Currency.KRW, memberNo: client }).returning();
        await tx.insert(postings).values({ entryId: entry!.id, accountId: account!.id, amount: 100, currency: Currency.KRW });
      }),
    );
    expect(message).toMatch(/unbalanced/);
    expect(await db.$count(journalEntries)).toBe(before);
    expect(await mileage(client)).toBe(0);
  });

  it('refuses a posting that would take a member balance below zero', async () => {
    const client = await newMember(db);
    const message = await failure(
      db.transaction(async (tx) => {
        const [entry] = await tx.insert(journalEntries).values({ kind: JournalKind.hold }).returning();
        const [from] = await tx.insert(ledgerAccounts).values({ kind: AccountKind.clientMileage, currency: Currency.KRW, memberNo: client }).returning();
        const [to] = await tx.insert(ledgerAccounts).values({ kind: AccountKind.escrow, currency: Currency.KRW, orderId: crypto.randomUUID() }).returning();
        await tx.insert(postings).values([
          { entryId: entry!.id, accountId: from!.id, amount: -100, currency: Currency.KRW },
          { entryId: entry!.id, accountId: to!.id, amount: 100, currency: Currency.KRW },
        ]);
      }),
    );
    expect(message).toMatch(/ledger_accounts_balance_non_negative/);
  });

  it('refuses UPDATE and DELETE of postings and entries, and balance edits outside postings', async () => {
    const client = await newMember(db);
    const entry = await db.transaction((tx) => recordCharge(tx, client, krw(3_000), paymentKey()));
    expect(await failure(db.update(postings).set({ amount: 1 }).where(eq(postings.entryId, entry.id)))).toMatch(/append-only/);
    expect(await failure(db.delete(postings).where(eq(postings.entryId, entry.id)))).toMatch(/append-only/);
    expect(await failure(db.update(journalEntries).set({ reference: 'x' }).where(eq(journalEntries.id, entry.id)))).toMatch(/append-only/);
    expect(await failure(db.delete(journalEntries).where(eq(journalEntries.id, entry.id)))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`truncate postings`))).toMatch(/append-only/);
    expect(await failure(db.update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.memberNo, client)))).toMatch(/only by postings/);
    expect(await mileage(client)).toBe(3_000);
  });
});

describe('concurrency', () => {
  it('the same idempotency key 20 times in parallel moves the money once', async () => {
    const client = await newMember(db);
    const order = crypto.randomUUID();
    const key = paymentKey();
    const charges = await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => recordCharge(tx, client, krw(30_000), key))));
    expect(new Set(charges.map((c) => c.id)).size).toBe(1);
    expect(charges.filter((c) => !c.replayed)).toHaveLength(1);
    const holds = await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => hold(tx, order, client, krw(1_000), 'pay-once'))));
    expect(new Set(holds.map((h) => h.id)).size).toBe(1);
    expect(await mileage(client)).toBe(29_000);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    '50 parallel holds of 1,000 against 10,000 let exactly 10 through (real PostgreSQL only: PGlite has one connection, so nothing runs in parallel there)',
    async () => {
      const client = await newMember(db);
      await db.transaction((tx) => recordCharge(tx, client, krw(10_000), paymentKey()));
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => db.transaction((tx) => hold(tx, crypto.randomUUID(), client, krw(1_000), `hold-${i}`))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).code] : []));
      expect(reasons).toEqual(Array(40).fill(ErrorCode.InsufficientMileage));
      expect(await mileage(client)).toBe(0);
      const invariants = await ledgerInvariants(db);
      expect(invariants.negativeBalances).toEqual([]);
    },
  );
});
