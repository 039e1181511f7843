// Refunds of charged mileage through the HTTP routes (issue 6, SPEC §9): within 10 business days of
// the payment, the whole charge, while it is unspent; the amount leaves the balance at the request,
// the admin approves (the provider's cancel refunds the card) or rejects (the mileage comes back).
import {
  AccountKind,
  ApprovalStatus,
  koreanDayOf,
  Currency,
  endOfKoreanDay,
  ErrorCode,
  JournalKind,
  MemberType,
  nthBusinessDayAfter,
  PayoutStatus,
  REFUND_BUSINESS_DAYS,
  RefundBlock,
  type AdminRefund,
  type AdminRefundList,
  type ChargeAnswer,
  type ChargeItem,
  type MileageHistory,
  type PaymentCard,
} from '@dcm/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chargeRefunds, holidays, journalEntries, mileageCharges } from '../../db/schema/index.ts';
import { startTossFake, TossFakeCards, type TossFake } from '../../platform/payments/fakes/toss-fake.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { balanceOfAccount } from './ledger.ts';
import { hold } from './service.ts';
import { ledgerInvariants } from './test-support.ts';

const ADMIN_PASSWORD = 'admin-pass-1234';

/** The routes of one app, as a client and the admin use them. */
function routesOf(t: TestApp) {
  const auth = (who: Session) => ({ authorization: `Bearer ${who.token}` });
  const get = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: auth(who) });
  /** `key: null` sends no Idempotency-Key header. */
  const post = (who: Session, url: string, payload: object = {}, key: string | null = crypto.randomUUID()) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...auth(who), ...(key === null ? {} : { 'idempotency-key': key }) } });

  return {
    get,
    post,
    /** A member in Korea charges KRW; one abroad (`contactNation` 'US') charges USD. */
    async member(contactNation = 'KR', memberSe: string = MemberType.Client): Promise<Session> {
      const row = await insertMember(t.app.db, { memberSe, approvalSe: ApprovalStatus.Approved, contactNation });
      return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
    },
    admin: () => sessionOf(t.app, t.config.admin.email, ADMIN_PASSWORD),
    async charged(who: Session, amount: number, currency: Currency = Currency.KRW, cardId?: string): Promise<ChargeAnswer> {
      const res = await post(who, '/api/v1/mileage/charges', { amount, currency, ...(cardId ? { cardId } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ChargeAnswer>().status).toBe('confirmed');
      return res.json();
    },
    async chargeItem(who: Session, chargeId: string): Promise<ChargeItem> {
      const res = await get(who, '/api/v1/mileage/charges?size=50');
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json<{ items: ChargeItem[] }>().items.find((i) => i.id === chargeId);
      if (!item) throw new Error(`charge ${chargeId} is not in the member's list`);
      return item;
    },
    askRefund: (who: Session, chargeId: string, key: string | null = crypto.randomUUID()) => post(who, `/api/v1/mileage/charges/${chargeId}/refund`, {}, key),
    async mileage(who: Session, currency: Currency = Currency.KRW): Promise<number> {
      const res = await get(who, '/api/v1/mileage');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().clientMileage[currency];
    },
    async history(who: Session): Promise<MileageHistory> {
      const res = await get(who, '/api/v1/mileage/history?size=50');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    approve: (admin: Session, refundId: string) => post(admin, `/api/v1/admin/refunds/${refundId}/approve`, {}, null),
    reject: (admin: Session, refundId: string, payload: object) => post(admin, `/api/v1/admin/refunds/${refundId}/reject`, payload, null),
    async adminRefunds(admin: Session, status?: PayoutStatus): Promise<AdminRefund[]> {
      const res = await get(admin, `/api/v1/admin/refunds?size=50${status ? `&status=${status}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminRefundList>().items;
    },
    refundsPayable: (currency: Currency = Currency.KRW) => balanceOfAccount(t.app.db, { kind: AccountKind.refundsPayable, currency }),
    entryCount: () => t.app.db.$count(journalEntries),
    refundCount: () => t.app.db.$count(chargeRefunds),
    /** Makes the charge look paid at `at`: the route has no clock to inject, the row's time is what it reads. */
    paidAt: (chargeId: string, at: Date) => t.app.db.update(mileageCharges).set({ confirmedAt: at }).where(eq(mileageCharges.id, chargeId)),
    /** Spends the client's mileage on an order, as the order flow will. */
    spend: (who: Session, amount: number, currency: Currency = Currency.KRW) =>
      t.app.db.transaction((tx) => hold(tx, crypto.randomUUID(), who.memberNo, { amount, currency }, crypto.randomUUID())),
    /** The ledger's invariants, and refunds payable holding exactly the live refunds. */
    async expectLedgerSound() {
      const invariants = await ledgerInvariants(t.app.db);
      expect(invariants.unbalancedEntries).toEqual([]);
      expect(invariants.negativeBalances).toEqual([]);
      expect(invariants.balancesOffPostings).toEqual([]);
      expect(invariants.totalsByCurrency.every((c) => c.total === 0)).toBe(true);
      const live = await t.app.db
        .select({ amount: mileageCharges.amount, currency: mileageCharges.currency })
        .from(chargeRefunds)
        .innerJoin(mileageCharges, eq(mileageCharges.id, chargeRefunds.chargeId))
        .where(inArray(chargeRefunds.status, [PayoutStatus.requested, PayoutStatus.inProgress]));
      for (const currency of [Currency.KRW, Currency.USD]) {
        const owed = live.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.amount, 0);
        expect(await balanceOfAccount(t.app.db, { kind: AccountKind.refundsPayable, currency }), currency).toBe(owed);
      }
    },
  };
}

describe('refunds with the test provider', () => {
  let t: TestApp;
  let r: ReturnType<typeof routesOf>;
  let admin: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    r = routesOf(t);
    admin = await r.admin();
  });
  afterAll(() => t.close());

  /** The end (Korean time) of the 10th business day after `from`, by the holiday table. */
  async function tenthBusinessDayEnd(from: Date): Promise<string> {
    const days = new Set((await t.app.db.select({ date: holidays.date }).from(holidays)).map((h) => h.date));
    return endOfKoreanDay(nthBusinessDayAfter(koreanDayOf(from), REFUND_BUSINESS_DAYS, days)).toISOString();
  }

  /** A client with one fresh charge and the refund asked for it. */
  async function requested(amount = 10_000, currency: Currency = Currency.KRW) {
    const client = await r.member(currency === Currency.USD ? 'US' : 'KR');
    const charge = await r.charged(client, amount, currency);
    const res = await r.askRefund(client, charge.chargeId);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<ChargeItem>();
    return { client, charge, item, refundId: item.refund!.id };
  }

  describe('the client asks', () => {
    it('lists a fresh charge as refundable until the end of its 10th business day in Seoul', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 30_000);
      const item = await r.chargeItem(client, charge.chargeId);
      expect(item).toMatchObject({ amount: 30_000, currency: Currency.KRW, status: 'confirmed', provider: 'test', refundBlock: null, refund: null, cardLastFour: null });
      expect(item.confirmedAt).not.toBeNull();
      expect(item.refundableUntil).toBe(await tenthBusinessDayEnd(new Date(item.confirmedAt!)));
      // Seoul's 23:59:59.999 is 14:59:59.999 UTC.
      expect(item.refundableUntil).toMatch(/T14:59:59\.999Z$/);
    });

    it('a refund takes the charged amount out of the balance at once and shows it as requested', async () => {
      const client = await r.member();
      await r.charged(client, 5_000);
      const charge = await r.charged(client, 20_000);
      const payableBefore = await r.refundsPayable();

      const res = await r.askRefund(client, charge.chargeId);
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json<ChargeItem>();
      expect(item).toMatchObject({ id: charge.chargeId, refundBlock: RefundBlock.requested, refund: { status: PayoutStatus.requested, decidedAt: null, completedAt: null, reason: null } });

      expect(await r.mileage(client)).toBe(5_000);
      expect(await r.refundsPayable()).toBe(payableBefore + 20_000);
      const [latest] = (await r.history(client)).items;
      expect(latest).toMatchObject({ kind: JournalKind.chargeRefund, account: 'clientMileage', currency: Currency.KRW, amount: -20_000, balanceAfter: 5_000, reference: item.refund!.id });
      expect(await r.chargeItem(client, charge.chargeId)).toEqual(item);
    });

    it('the same Idempotency-Key again answers the same refund and moves nothing more', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      const key = crypto.randomUUID();
      const first = await r.askRefund(client, charge.chargeId, key);
      expect(first.statusCode, first.body).toBe(201);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];

      const again = await r.askRefund(client, charge.chargeId, key);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<ChargeItem>()).toEqual(first.json<ChargeItem>());
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
      expect(await r.mileage(client)).toBe(0);
    });

    it('the same Idempotency-Key sent 10 times in parallel asks one refund', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];
      const key = crypto.randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => r.askRefund(client, charge.chargeId, key)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((a) => a.json<ChargeItem>().refund?.id)).size).toBe(1);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries + 1, refunds + 1]);
      expect(await r.mileage(client)).toBe(0);
    });

    it('a second refund of the same charge under another key is refused and writes nothing', async () => {
      const { client, charge } = await requested(10_000);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];
      const res = await r.askRefund(client, charge.chargeId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe(ErrorCode.RefundAlreadyRequested);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
    });

    it('refunds asked in parallel under different keys: exactly one is taken', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];
      const answers = await Promise.all(Array.from({ length: 5 }, () => r.askRefund(client, charge.chargeId)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries + 1, refunds + 1]);
      expect(await r.mileage(client)).toBe(0);
    });

    it('a charge partly spent cannot be refunded: CHARGE_SPENT and no entry', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      await r.spend(client, 2_000);
      expect((await r.chargeItem(client, charge.chargeId)).refundBlock).toBe(RefundBlock.spent);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];

      const res = await r.askRefund(client, charge.chargeId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe(ErrorCode.ChargeSpent);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
      expect(await r.mileage(client)).toBe(8_000);
    });

    it('of two charges, one can come back while the balance still covers it, the other then counts as spent', async () => {
      const client = await r.member();
      const big = await r.charged(client, 10_000);
      const small = await r.charged(client, 5_000);
      await r.spend(client, 3_000);
      expect((await r.askRefund(client, big.chargeId)).statusCode).toBe(201);
      expect(await r.mileage(client)).toBe(2_000);
      const res = await r.askRefund(client, small.chargeId);
      expect(res.json().error.code).toBe(ErrorCode.ChargeSpent);
      expect((await r.chargeItem(client, small.chargeId)).refundBlock).toBe(RefundBlock.spent);
    });

    it('a refund and a payment racing for the same mileage: exactly one of them takes it', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      const [refund, payment] = await Promise.allSettled([r.askRefund(client, charge.chargeId), r.spend(client, 10_000)]);
      const refunded = refund.status === 'fulfilled' && refund.value.statusCode === 201;
      expect(refunded, 'the refund or the payment, not both nor neither').toBe(payment.status === 'rejected');
      if (!refunded && refund.status === 'fulfilled') expect(refund.value.json().error.code).toBe(ErrorCode.ChargeSpent);
      expect(await r.mileage(client)).toBe(0);
      await r.expectLedgerSound();
    });

    it('someone else’s charge is not found, and nothing is written', async () => {
      const owner = await r.member();
      const charge = await r.charged(owner, 10_000);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];
      const res = await r.askRefund(await r.member(), charge.chargeId);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
      expect(await r.mileage(owner)).toBe(10_000);
    });

    it('a refund without an Idempotency-Key is refused and writes nothing', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      const refunds = await r.refundCount();
      const res = await r.askRefund(client, charge.chargeId, null);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['idempotencyKey']);
      expect(await r.refundCount()).toBe(refunds);
    });

    it('a refund of a USD charge gives back dollars', async () => {
      const { client } = await requested(2_500, Currency.USD);
      expect(await r.mileage(client, Currency.USD)).toBe(0);
      expect((await r.history(client)).items[0]).toMatchObject({ kind: JournalKind.chargeRefund, currency: Currency.USD, amount: -2_500 });
    });
  });

  describe('the refund period', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** The route reads the server's clock: only Date is faked, timers and the database run as usual. */
    const clockAt = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };

    // Paid Thursday 2026-02-12 in Seoul (01:00, still the 11th in UTC). Seollal (2/16–18) and the
    // substitute holiday of 3/2 are in the seeded holiday table, so the 10th business day is
    // Wednesday 3/4; counting weekdays alone it would be Thursday 2/26.
    const paidSeoul12th = new Date('2026-02-11T16:00:00Z');

    it('counts 10 business days from the payment’s day in Seoul, skipping the holiday table', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      await r.paidAt(charge.chargeId, paidSeoul12th);
      expect((await r.chargeItem(client, charge.chargeId)).refundableUntil).toBe('2026-03-04T14:59:59.999Z');
    });

    it('a refund asked at the last minute of the 10th business day passes', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      await r.paidAt(charge.chargeId, paidSeoul12th);
      clockAt('2026-03-04T23:59:00+09:00');
      expect((await r.chargeItem(client, charge.chargeId)).refundBlock).toBeNull();
      const res = await r.askRefund(client, charge.chargeId);
      expect(res.statusCode, res.body).toBe(201);
      vi.useRealTimers();
      const [refund] = (await r.adminRefunds(admin)).filter((a) => a.charge.id === charge.chargeId);
      // To be processed within 10 business days of the request: 3/5 … 3/18.
      expect(refund).toMatchObject({ requestedAt: '2026-03-04T14:59:00.000Z', dueBy: '2026-03-18T14:59:59.999Z' });
    });

    it('a refund asked the day after the 10th business day is refused with REFUND_PERIOD_OVER and writes nothing', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      // Paid Wednesday 2/11 in Seoul: its 10th business day is Tuesday 3/3.
      await r.paidAt(charge.chargeId, new Date('2026-02-11T10:00:00+09:00'));
      clockAt('2026-03-04T00:00:00+09:00');
      expect(await r.chargeItem(client, charge.chargeId)).toMatchObject({ refundableUntil: '2026-03-03T14:59:59.999Z', refundBlock: RefundBlock.period });
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];
      const res = await r.askRefund(client, charge.chargeId);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe(ErrorCode.RefundPeriodOver);
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
      expect(await r.mileage(client)).toBe(10_000);
    });

    it('a charge paid a month ago is past its period by today’s clock', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 10_000);
      await r.paidAt(charge.chargeId, new Date(Date.now() - 30 * 86_400_000));
      expect((await r.chargeItem(client, charge.chargeId)).refundBlock).toBe(RefundBlock.period);
      const res = await r.askRefund(client, charge.chargeId);
      expect([res.statusCode, res.json().error.code]).toEqual([422, ErrorCode.RefundPeriodOver]);
      expect(await r.mileage(client)).toBe(10_000);
    });
  });

  describe('the admin decides', () => {
    it('lists the requested refund with its member, charge and processing deadline', async () => {
      const { client, charge, refundId } = await requested(12_000);
      const listed = (await r.adminRefunds(admin, PayoutStatus.requested)).find((a) => a.id === refundId);
      expect(listed).toMatchObject({
        status: PayoutStatus.requested,
        member: { memberNo: client.memberNo },
        charge: { id: charge.chargeId, provider: 'test', amount: 12_000, currency: Currency.KRW },
        lastError: null,
        decidedAt: null,
      });
      expect(listed!.member.email).toMatch(/@fixture\.test$/);
      expect(listed!.dueBy).toBe(await tenthBusinessDayEnd(new Date(listed!.requestedAt)));
      expect((await r.adminRefunds(admin, PayoutStatus.complete)).some((a) => a.id === refundId)).toBe(false);
    });

    it('approving completes the refund through the provider; the balance stays lower and the member’s history unchanged', async () => {
      const { client, charge, refundId } = await requested(15_000);
      const historyBefore = await r.history(client);
      const payableBefore = await r.refundsPayable();

      const res = await r.approve(admin, refundId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminRefund>()).toMatchObject({ id: refundId, status: PayoutStatus.complete, lastError: null });
      expect(res.json<AdminRefund>().decidedAt).not.toBeNull();
      expect(res.json<AdminRefund>().completedAt).not.toBeNull();

      expect(await r.mileage(client)).toBe(0);
      expect(await r.history(client)).toEqual(historyBefore);
      expect(await r.refundsPayable()).toBe(payableBefore - 15_000);
      expect(await r.chargeItem(client, charge.chargeId)).toMatchObject({ refundBlock: RefundBlock.requested, refund: { status: PayoutStatus.complete } });
      await r.expectLedgerSound();
    });

    it('a rejection with a reason gives the mileage back, and the client may then ask again', async () => {
      const { client, charge, refundId } = await requested(8_000);
      const res = await r.reject(admin, refundId, { reason: '  Already used for an order  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.rejected, reason: 'Already used for an order' });

      expect(await r.mileage(client)).toBe(8_000);
      const [reversal] = (await r.history(client)).items;
      expect(reversal).toMatchObject({ kind: JournalKind.reversal, amount: 8_000, balanceAfter: 8_000, reference: refundId });
      expect(await r.chargeItem(client, charge.chargeId)).toMatchObject({ refundBlock: null, refund: { id: refundId, status: PayoutStatus.rejected, reason: 'Already used for an order' } });

      const again = await r.askRefund(client, charge.chargeId);
      expect(again.statusCode, again.body).toBe(201);
      const second = again.json<ChargeItem>().refund!;
      expect(second).toMatchObject({ status: PayoutStatus.requested });
      expect(second.id).not.toBe(refundId);
      expect(await r.mileage(client)).toBe(0);
      // Still only one live refund of the charge.
      expect((await r.askRefund(client, charge.chargeId)).json().error.code).toBe(ErrorCode.RefundAlreadyRequested);
      await r.expectLedgerSound();
    });

    it('the Idempotency-Key of a rejected refund, sent again, asks nothing again', async () => {
      const client = await r.member();
      const charge = await r.charged(client, 6_000);
      const key = crypto.randomUUID();
      const first = (await r.askRefund(client, charge.chargeId, key)).json<ChargeItem>();
      expect((await r.reject(admin, first.refund!.id, { reason: 'No' })).statusCode).toBe(200);
      const [entries, refunds] = [await r.entryCount(), await r.refundCount()];

      const late = await r.askRefund(client, charge.chargeId, key);
      expect(late.statusCode, late.body).toBe(201);
      expect(late.json<ChargeItem>().refund).toMatchObject({ id: first.refund!.id, status: PayoutStatus.rejected });
      expect([await r.entryCount(), await r.refundCount()]).toEqual([entries, refunds]);
      expect(await r.mileage(client)).toBe(6_000);
    });

    it('a rejection needs a reason', async () => {
      const { client, refundId } = await requested(4_000);
      for (const payload of [{}, { reason: '   ' }]) {
        const res = await r.reject(admin, refundId, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().error.fields)).toEqual(['reason']);
      }
      expect((await r.adminRefunds(admin, PayoutStatus.requested)).some((a) => a.id === refundId)).toBe(true);
      expect(await r.mileage(client)).toBe(0);
    });

    it('a decided refund cannot be decided again: INVALID_TRANSITION', async () => {
      const approved = await requested(3_000);
      expect((await r.approve(admin, approved.refundId)).json<AdminRefund>().status).toBe(PayoutStatus.complete);
      const rejected = await requested(3_000);
      expect((await r.reject(admin, rejected.refundId, { reason: 'No' })).statusCode).toBe(200);
      const entries = await r.entryCount();

      for (const res of [
        await r.approve(admin, approved.refundId),
        await r.reject(admin, approved.refundId, { reason: 'Too late' }),
        await r.approve(admin, rejected.refundId),
        await r.reject(admin, rejected.refundId, { reason: 'Again' }),
      ]) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error.code).toBe(ErrorCode.InvalidTransition);
      }
      expect(await r.entryCount()).toBe(entries);
      expect(await r.mileage(rejected.client)).toBe(3_000);
      expect(await r.mileage(approved.client)).toBe(0);
    });

    it('a charge paid through a provider no longer configured is not marked refunded by another', async () => {
      const { client, charge, refundId } = await requested(11_000);
      // Paid through Toss while its keys were set; the server now runs with the test provider.
      await t.app.db.update(mileageCharges).set({ provider: 'toss' }).where(eq(mileageCharges.id, charge.chargeId));
      const [entries, payable] = [await r.entryCount(), await r.refundsPayable()];
      const res = await r.approve(admin, refundId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.inProgress, completedAt: null });
      expect(res.json<AdminRefund>().lastError).toMatch(/^PROVIDER_NOT_CONFIGURED: /);
      expect([await r.entryCount(), await r.refundsPayable()]).toEqual([entries, payable]);
      expect(await r.mileage(client)).toBe(0);
    });

    it('an unknown refund is not found', async () => {
      const res = await r.approve(admin, crypto.randomUUID());
      expect([res.statusCode, res.json().error.code]).toEqual([404, ErrorCode.NotFound]);
    });

    it('only the admin lists, approves and rejects refunds', async () => {
      const { client, refundId } = await requested(2_000);
      for (const res of [
        await r.get(client, '/api/v1/admin/refunds'),
        await r.approve(client, refundId),
        await r.reject(client, refundId, { reason: 'Mine' }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe(ErrorCode.Forbidden);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/refunds' })).statusCode).toBe(401);
      expect((await r.adminRefunds(admin, PayoutStatus.requested)).some((a) => a.id === refundId)).toBe(true);
    });
  });

  it('every refund made through the routes left the ledger balanced, refunds payable holding exactly the live ones', async () => {
    await r.expectLedgerSound();
  });
});

describe('refunds through Toss when the cancel is refused', () => {
  let toss: TossFake;
  let t: TestApp;
  let r: ReturnType<typeof routesOf>;
  let admin: Session;

  beforeAll(async () => {
    toss = await startTossFake();
    t = await buildTestApp({ TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_SECRET_KEY: toss.secretKey, TOSS_API_URL: toss.baseUrl });
    r = routesOf(t);
    admin = await r.admin();
  });
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  async function cardCharge(amount: number) {
    const client = await r.member();
    const registered = await r.post(client, '/api/v1/mileage/cards', {
      number: TossFakeCards.good,
      expiryMonth: '12',
      expiryYear: '39',
      passwordFirstTwo: '12',
      identityType: 'birthDate',
      identityNumber: '900101',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const card = registered.json<PaymentCard>();
    const charge = await r.charged(client, amount, Currency.KRW, card.id);
    expect(charge.provider).toBe('toss');
    expect(toss.payments.get(charge.paymentKey!)?.status).toBe('DONE');
    const asked = await r.askRefund(client, charge.chargeId);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<ChargeItem>().cardLastFour).toBe(TossFakeCards.good.slice(-4));
    return { client, charge, refundId: asked.json<ChargeItem>().refund!.id };
  }

  const cancelCalls = (paymentKey: string) => toss.calls.filter((c) => c === `POST /v1/payments/${encodeURIComponent(paymentKey)}/cancel`).length;

  it('stays in progress with the provider’s answer, and approving again cancels the payment once', async () => {
    const { client, charge, refundId } = await cardCharge(25_000);
    const payableBefore = await r.refundsPayable();
    const entries = await r.entryCount();

    toss.failNext({ status: 500, body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: 'The card company is not answering.' } }, '/v1/payments/');
    const refused = await r.approve(admin, refundId);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.inProgress, completedAt: null });
    expect(refused.json<AdminRefund>().lastError).toContain('FAILED_INTERNAL_SYSTEM_PROCESSING');
    expect(toss.payments.get(charge.paymentKey!)?.status).toBe('DONE');
    expect(await r.entryCount()).toBe(entries);
    expect(await r.refundsPayable()).toBe(payableBefore);
    expect(await r.mileage(client)).toBe(0);
    expect((await r.adminRefunds(admin, PayoutStatus.inProgress)).find((a) => a.id === refundId)?.lastError).toContain('FAILED_INTERNAL_SYSTEM_PROCESSING');

    const retried = await r.approve(admin, refundId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.complete, lastError: null });
    const payment = toss.payments.get(charge.paymentKey!);
    expect(payment?.status).toBe('CANCELED');
    expect(payment?.cancels).toHaveLength(1);
    expect(payment?.cancels?.[0]?.cancelAmount).toBe(25_000);
    expect(cancelCalls(charge.paymentKey!)).toBe(2);
    expect(await r.entryCount()).toBe(entries + 1);
    expect(await r.refundsPayable()).toBe(payableBefore - 25_000);
    expect(await r.refundsPayable()).toBe(0);

    // A third approval finds it complete and asks Toss nothing.
    const third = await r.approve(admin, refundId);
    expect([third.statusCode, third.json().error.code]).toEqual([409, ErrorCode.InvalidTransition]);
    expect(cancelCalls(charge.paymentKey!)).toBe(2);
    await r.expectLedgerSound();
  });

  it('two approvals at once refund the card once and pay the payable out once', async () => {
    const { charge, refundId } = await cardCharge(7_000);
    const entries = await r.entryCount();
    const answers = await Promise.all([r.approve(admin, refundId), r.approve(admin, refundId)]);
    // The later one either joins the same cancel (200) or finds the refund already complete (409).
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const res of answers) {
      if (res.statusCode === 200) expect(res.json<AdminRefund>().status).toBe(PayoutStatus.complete);
      else expect([res.statusCode, res.json().error.code]).toEqual([409, ErrorCode.InvalidTransition]);
    }
    expect((await r.adminRefunds(admin, PayoutStatus.complete)).some((a) => a.id === refundId)).toBe(true);
    expect(toss.payments.get(charge.paymentKey!)?.cancels).toHaveLength(1);
    expect(await r.entryCount()).toBe(entries + 1);
    await r.expectLedgerSound();
  });

  it('a refusal of the cancel by Toss (not an outage) is kept the same way', async () => {
    const { charge, refundId } = await cardCharge(9_000);
    toss.failNext({ status: 403, body: { code: 'FORBIDDEN_REQUEST', message: 'The cancel is not allowed.' } }, '/v1/payments/');
    const refused = await r.approve(admin, refundId);
    expect(refused.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.inProgress });
    expect(refused.json<AdminRefund>().lastError).toMatch(/^FORBIDDEN_REQUEST: /);
    expect((await r.approve(admin, refundId)).json<AdminRefund>().status).toBe(PayoutStatus.complete);
    expect(toss.payments.get(charge.paymentKey!)?.cancels).toHaveLength(1);
    await r.expectLedgerSound();
  });

  it('a cancel Toss refuses for good is rejected by the admin from in progress, and the mileage comes back', async () => {
    const { client, charge, refundId } = await cardCharge(11_000);
    toss.failNext({ status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: 'Already cancelled.' } }, '/v1/payments/');
    expect((await r.approve(admin, refundId)).json<AdminRefund>()).toMatchObject({ status: PayoutStatus.inProgress });
    const rejected = await r.reject(admin, refundId, { reason: 'Cancelled in the provider console' });
    expect(rejected.json<AdminRefund>()).toMatchObject({ status: PayoutStatus.rejected });
    expect(await r.mileage(client)).toBe(11_000);
    expect(toss.payments.get(charge.paymentKey!)?.status).toBe('DONE');
    await r.expectLedgerSound();
  });

  it('no rejection while an approval may be refunding the card (in progress without a refusal)', async () => {
    const { refundId } = await cardCharge(6_000);
    await t.app.db.update(chargeRefunds).set({ status: PayoutStatus.inProgress }).where(eq(chargeRefunds.id, refundId));
    expect((await r.reject(admin, refundId, { reason: 'Too early' })).json().error.code).toBe(ErrorCode.InvalidTransition);
  });
});
