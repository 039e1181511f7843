import crypto from 'node:crypto';
import { AccountKind, BASIS_POINTS_WHOLE, Currency, ErrorCode, MemberType, MONEY_MAX, type Money } from '@dcm/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOfAccount } from './ledger.ts';
import {
  balanceOf,
  chargeSurcharge,
  hold,
  holdChargeRefund,
  holdSettlement,
  payOutChargeRefund,
  payOutSettlement,
  recordCharge,
  refund,
  release,
  reverseChargeRefund,
  reverseSettlement,
} from './service.ts';
import { ledgerInvariants, newMember, openLedgerTestDb, type LedgerTestDb } from './test-support.ts';

let t: LedgerTestDb;
let db: Db;
let clients: number[];
let designers: number[];
beforeAll(async () => {
  t = await openLedgerTestDb();
  db = t.db;
  clients = [await newMember(db), await newMember(db)];
  designers = [await newMember(db, MemberType.Designer), await newMember(db, MemberType.Designer)];
});
afterAll(() => t.close());

const ORDERS = 3;
const currency = fc.constantFrom(Currency.KRW, Currency.USD);
/** Mostly sane amounts, sometimes the bad ones a caller might send. */
const money = fc.oneof(
  { weight: 8, arbitrary: fc.record({ amount: fc.integer({ min: 1, max: 50_000 }), currency }) },
  { weight: 1, arbitrary: fc.record({ amount: fc.constantFrom(0, -1, 0.5, Number.NaN), currency }) },
  { weight: 1, arbitrary: currency.map((c) => ({ amount: MONEY_MAX[c] + 1, currency: c })) },
);
const who = fc.integer({ min: 0, max: 1 });
const order = fc.integer({ min: 0, max: ORDERS - 1 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('charge' as const), client: who, money }),
  fc.record({ op: fc.constant('replayCharge' as const), client: who, money }),
  fc.record({ op: fc.constant('hold' as const), client: who, order, money }),
  fc.record({ op: fc.constant('surcharge' as const), client: who, order, money }),
  fc.record({ op: fc.constant('release' as const), order, designer: who }),
  fc.record({ op: fc.constant('refund' as const), client: who, order, designer: who, share: fc.constantFrom(0, 5_000, BASIS_POINTS_WHOLE, 3_333) }),
  // Money leaving the platform: a charge refund or a settlement asked, then paid out or given back.
  fc.record({ op: fc.constant('askChargeRefund' as const), client: who, money }),
  fc.record({ op: fc.constant('askSettlement' as const), designer: who, money }),
  fc.record({ op: fc.constant('decidePayout' as const), pick: fc.nat(), payOut: fc.boolean(), feeShare: fc.constantFrom(0, 0.1, 1) }),
);

/** A refund or settlement asked and not yet decided, as the model follows it. */
interface OpenPayout {
  kind: 'refund' | 'settlement';
  id: string;
  member: number;
  money: Money;
}

type Model = Map<string, number>;
const add = (m: Model, key: string, amount: number) => m.set(key, (m.get(key) ?? 0) + amount);
const isValid = (x: Money) => Number.isInteger(x.amount) && x.amount > 0 && x.amount <= MONEY_MAX[x.currency];

it('any sequence of charges, holds, surcharges, releases, refunds, charge refunds, settlements and failures keeps the ledger balanced, no member balance negative, and the balances as a model predicts', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 16 }), async (ops) => {
      const orderIds = Array.from({ length: ORDERS }, () => crypto.randomUUID());
      const keys = [...clients.map((c) => `client:${c}`), ...designers.map((d) => `designer:${d}`)];
      // The members carry balances from earlier runs: the model starts from them.
      const model: Model = new Map();
      for (const c of Object.values(Currency)) {
        for (const m of clients) model.set(`client:${m}:${c}`, await balanceOf(db, m, AccountKind.clientMileage, c));
        for (const m of designers) model.set(`designer:${m}:${c}`, await balanceOf(db, m, AccountKind.designerEarnings, c));
      }
      let lastCharge: { key: string; client: number; money: Money } | undefined;
      const open: OpenPayout[] = [];

      for (const o of ops) {
        const expectFailure = async (run: Promise<unknown>, code: ErrorCode) => {
          const error = await run.then(() => undefined, (e: unknown) => e);
          expect(error, JSON.stringify(o)).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe(code);
        };
        if (o.op === 'charge' || (o.op === 'replayCharge' && !lastCharge)) {
          const key = `pay_${crypto.randomUUID()}`;
          const client = clients[o.client]!;
          const run = db.transaction((tx) => recordCharge(tx, client, o.money, key));
          if (!isValid(o.money)) await expectFailure(run, ErrorCode.ValidationFailed);
          else {
            await run;
            add(model, `client:${client}:${o.money.currency}`, o.money.amount);
            lastCharge = { key, client, money: o.money };
          }
        } else if (o.op === 'replayCharge') {
          const { key, client, money: m } = lastCharge!;
          expect((await db.transaction((tx) => recordCharge(tx, client, m, key))).replayed).toBe(true);
        } else if (o.op === 'hold' || o.op === 'surcharge') {
          const client = clients[o.client]!;
          const move = o.op === 'hold' ? hold : chargeSurcharge;
          const run = db.transaction((tx) => move(tx, orderIds[o.order]!, client, o.money, crypto.randomUUID()));
          if (!isValid(o.money)) await expectFailure(run, ErrorCode.ValidationFailed);
          else if ((model.get(`client:${client}:${o.money.currency}`) ?? 0) < o.money.amount) await expectFailure(run, ErrorCode.InsufficientMileage);
          else {
            await run;
            add(model, `client:${client}:${o.money.currency}`, -o.money.amount);
            add(model, `escrow:${orderIds[o.order]}:${o.money.currency}`, o.money.amount);
          }
        } else if (o.op === 'release') {
          const designer = designers[o.designer]!;
          await db.transaction((tx) => release(tx, orderIds[o.order]!, designer));
          for (const c of Object.values(Currency)) {
            const held = model.get(`escrow:${orderIds[o.order]}:${c}`) ?? 0;
            model.set(`escrow:${orderIds[o.order]}:${c}`, 0);
            add(model, `designer:${designer}:${c}`, held);
          }
        } else if (o.op === 'askChargeRefund' || o.op === 'askSettlement') {
          const refundAsked = o.op === 'askChargeRefund';
          const member = refundAsked ? clients[o.client]! : designers[o.designer]!;
          const key = `${refundAsked ? 'client' : 'designer'}:${member}:${o.money.currency}`;
          const id = crypto.randomUUID();
          const run = db.transaction((tx) => (refundAsked ? holdChargeRefund : holdSettlement)(tx, id, member, o.money));
          if (!isValid(o.money)) await expectFailure(run, ErrorCode.ValidationFailed);
          else if ((model.get(key) ?? 0) < o.money.amount) await expectFailure(run, ErrorCode.InsufficientMileage);
          else {
            await run;
            add(model, key, -o.money.amount);
            open.push({ kind: refundAsked ? 'refund' : 'settlement', id, member, money: o.money });
          }
        } else if (o.op === 'decidePayout') {
          if (open.length === 0) continue;
          const [p] = open.splice(o.pick % open.length, 1);
          const { kind, id, member, money: m } = p!;
          if (o.payOut) {
            const fee = Math.floor(m.amount * o.feeShare);
            await db.transaction((tx) => (kind === 'refund' ? payOutChargeRefund(tx, id, m) : payOutSettlement(tx, id, m, fee)));
          } else {
            await db.transaction((tx) => (kind === 'refund' ? reverseChargeRefund : reverseSettlement)(tx, id, member, m));
            add(model, `${kind === 'refund' ? 'client' : 'designer'}:${member}:${m.currency}`, m.amount);
          }
        } else {
          const client = clients[o.client]!;
          const designer = designers[o.designer]!;
          await db.transaction((tx) => refund(tx, orderIds[o.order]!, client, o.share, designer));
          for (const c of Object.values(Currency)) {
            const held = model.get(`escrow:${orderIds[o.order]}:${c}`) ?? 0;
            const back = Math.floor((held * o.share) / BASIS_POINTS_WHOLE);
            model.set(`escrow:${orderIds[o.order]}:${c}`, 0);
            add(model, `client:${client}:${c}`, back);
            add(model, `designer:${designer}:${c}`, held - back);
          }
        }
      }

      for (const c of Object.values(Currency)) {
        for (const key of keys) {
          const [role, no] = key.split(':');
          const kind = role === 'client' ? AccountKind.clientMileage : AccountKind.designerEarnings;
          expect(await balanceOf(db, Number(no), kind, c), `${key} ${c}`).toBe(model.get(`${key}:${c}`) ?? 0);
        }
        for (const orderId of orderIds) {
          expect(await balanceOfAccount(db, { kind: AccountKind.escrow, currency: c, orderId })).toBe(model.get(`escrow:${orderId}:${c}`) ?? 0);
        }
      }
      const invariants = await ledgerInvariants(db);
      expect(invariants.unbalancedEntries).toEqual([]);
      expect(invariants.negativeBalances).toEqual([]);
      expect(invariants.balancesOffPostings).toEqual([]);
      for (const { total } of invariants.totalsByCurrency) expect(total).toBe(0);
    }),
    { numRuns: 40 },
  );
}, 120_000);
