// Mileage: the operations that move money through the ledger (ADR 0009). Each takes the caller's
// transaction, so an order's state change and its money commit or fail together. Charges come from
// the payment provider's confirmation; holds, surcharges, releases and refunds from the order flow.
import { AccountKind, BASIS_POINTS_WHOLE, currencyOfNation, ErrorCode, escrowSplit, JournalKind, KOREA, memberKind, Money, type Currency } from '@dcm/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { ledgerAccounts } from '../../db/schema/mileage.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberRow } from '../members/index.ts';
import { postEntry, providerClearing, type AccountRef, type Executor, type PostedEntry, type PostingInput } from './ledger.ts';

const clientMileage = (memberNo: number, currency: Currency): AccountRef => ({ kind: AccountKind.clientMileage, currency, memberNo });
const designerEarnings = (memberNo: number, currency: Currency): AccountRef => ({ kind: AccountKind.designerEarnings, currency, memberNo });
const escrow = (orderId: string, currency: Currency): AccountRef => ({ kind: AccountKind.escrow, currency, orderId });

/** Money from outside (a route, a provider) is checked here, whatever checked it before. */
function validMoney(money: Money): Money {
  const parsed = Money.safeParse(money);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'amount', i.message]));
    throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  }
  return parsed.data;
}

/**
 * The provider confirmed a payment: the client's mileage grows by it. Idempotent by the provider's
 * payment key, so a repeated confirmation or webhook adds nothing.
 */
export function recordCharge(tx: Tx, memberNo: number, money: Money, providerPaymentKey: string): Promise<PostedEntry> {
  const { amount, currency } = validMoney(money);
  return postEntry(tx, {
    kind: JournalKind.charge,
    idempotencyKey: `charge:${providerPaymentKey}`,
    reference: providerPaymentKey,
    postings: [
      { account: providerClearing(currency), amount: -amount },
      { account: clientMileage(memberNo, currency), amount },
    ],
  });
}

/** Client's keys are scoped to the client, so two members' keys never collide. */
const clientKey = (kind: string, clientNo: number, key: string) => `${kind}:${clientNo}:${key}`;

function moveToEscrow(tx: Tx, kind: JournalKind, orderId: string, clientNo: number, money: Money, idempotencyKey: string): Promise<PostedEntry> {
  const { amount, currency } = validMoney(money);
  return postEntry(tx, {
    kind,
    idempotencyKey: clientKey(kind, clientNo, idempotencyKey),
    reference: orderId,
    postings: [
      { account: clientMileage(clientNo, currency), amount: -amount },
      { account: escrow(orderId, currency), amount },
    ],
  });
}

/** The client pays an order: its mileage moves into the order's escrow until completion or cancellation. */
export const hold = (tx: Tx, orderId: string, clientNo: number, money: Money, idempotencyKey: string): Promise<PostedEntry> =>
  moveToEscrow(tx, JournalKind.hold, orderId, clientNo, money, idempotencyKey);

/** An agreed surcharge is paid like the order itself: into the same escrow. */
export const chargeSurcharge = (tx: Tx, orderId: string, clientNo: number, money: Money, idempotencyKey: string): Promise<PostedEntry> =>
  moveToEscrow(tx, JournalKind.surcharge, orderId, clientNo, money, idempotencyKey);

/** What an order's escrow holds, per currency, locked until the transaction ends. */
async function lockEscrow(tx: Tx, orderId: string): Promise<{ currency: Currency; balance: number }[]> {
  return tx
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, AccountKind.escrow), eq(ledgerAccounts.orderId, orderId), gt(ledgerAccounts.balance, 0)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/**
 * The order is complete: all its escrow goes to the T-esigner's earnings. Releasing an empty escrow
 * moves nothing (answers no entries), so a repeated completion is harmless.
 */
export async function release(tx: Tx, orderId: string, designerNo: number): Promise<PostedEntry[]> {
  const entries: PostedEntry[] = [];
  for (const { currency, balance } of await lockEscrow(tx, orderId)) {
    entries.push(
      await postEntry(tx, {
        kind: JournalKind.release,
        reference: orderId,
        postings: [
          { account: escrow(orderId, currency), amount: -balance },
          { account: designerEarnings(designerNo, currency), amount: balance },
        ],
      }),
    );
  }
  return entries;
}

/**
 * The order is cancelled: `shareBasisPoints` of the escrow (10,000 = all) goes back to the client,
 * the rest to the T-esigner. The caller says the share (SPEC §9: all before acceptance, 50% after).
 * The client's share rounds down to the minor unit; the T-esigner gets the remainder, so nothing is lost.
 */
export async function refund(tx: Tx, orderId: string, clientNo: number, shareBasisPoints: number, designerNo?: number): Promise<PostedEntry[]> {
  if (!Number.isInteger(shareBasisPoints) || shareBasisPoints < 0 || shareBasisPoints > BASIS_POINTS_WHOLE) {
    throw new Error(`refund share must be 0 to ${BASIS_POINTS_WHOLE} basis points, got ${shareBasisPoints}`);
  }
  const entries: PostedEntry[] = [];
  for (const { currency, balance } of await lockEscrow(tx, orderId)) {
    const { back: toClient, kept: toDesigner } = escrowSplit(balance, shareBasisPoints);
    if (toDesigner > 0 && designerNo === undefined) throw new Error('a partial refund needs the T-esigner who keeps the rest');
    const lines: PostingInput[] = [{ account: escrow(orderId, currency), amount: -balance }];
    if (toClient > 0) lines.push({ account: clientMileage(clientNo, currency), amount: toClient });
    if (toDesigner > 0) lines.push({ account: designerEarnings(designerNo!, currency), amount: toDesigner });
    entries.push(await postEntry(tx, { kind: JournalKind.refund, reference: orderId, postings: lines }));
  }
  return entries;
}

/** A member's balance of one kind and currency (0 before the first movement). */
export async function balanceOf(db: Executor, memberNo: number, kind: typeof AccountKind.clientMileage | typeof AccountKind.designerEarnings, currency: Currency): Promise<number> {
  const [row] = await memberBalance(db, { kind, currency, memberNo });
  return row?.balance ?? 0;
}

/**
 * The mileage the header shows a member (SPEC §3 user.memberMileage), in their currency: a
 * T-esigner's earnings, everyone else's own mileage. The app hands it to members and auth.
 */
export const sessionMileageOf = (db: Executor, member: MemberRow): Promise<number> =>
  balanceOf(
    db,
    member.memberNo,
    memberKind(member.memberSe) === 'designer' ? AccountKind.designerEarnings : AccountKind.clientMileage,
    currencyOfNation(member.contactNation ?? KOREA),
  );

/** The header shows a balance on every page: built once (db/prepared.ts); balanceOfAccount's statement for a member's account. */
const memberBalance = prepared('member_balance', (db, name) =>
  db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, sql.placeholder('kind')),
        eq(ledgerAccounts.currency, sql.placeholder('currency')),
        eq(ledgerAccounts.memberNo, sql.placeholder('memberNo')),
        isNull(ledgerAccounts.orderId),
      ),
    )
    .prepare(name),
);

const platform = (kind: AccountKind, currency: Currency): AccountRef => ({ kind, currency });

/** One checked movement of `money` from one account to another, as one idempotent entry. */
function move(tx: Tx, entry: { kind: JournalKind; key: string; reference: string }, money: Money, from: (c: Currency) => AccountRef, to: (c: Currency) => AccountRef) {
  const { amount, currency } = validMoney(money);
  return postEntry(tx, {
    kind: entry.kind,
    idempotencyKey: entry.key,
    reference: entry.reference,
    postings: [
      { account: from(currency), amount: -amount },
      { account: to(currency), amount },
    ],
  });
}

const refundsPayable = (currency: Currency) => platform(AccountKind.refundsPayable, currency);
const settlementsPayable = (currency: Currency) => platform(AccountKind.settlementsPayable, currency);

/**
 * A client asked a charge back (SPEC §9): the charged amount leaves their mileage for refunds
 * payable at once, so it cannot be spent while the admin decides. Too little left → INSUFFICIENT_MILEAGE.
 */
export const holdChargeRefund = (tx: Tx, refundId: string, clientNo: number, money: Money): Promise<PostedEntry> =>
  move(tx, { kind: JournalKind.chargeRefund, key: `chargeRefund:${refundId}`, reference: refundId }, money, (c) => clientMileage(clientNo, c), refundsPayable);

/** The provider refunded the card: the payable is paid, the money has left through the provider. */
export const payOutChargeRefund = (tx: Tx, refundId: string, money: Money): Promise<PostedEntry> =>
  move(tx, { kind: JournalKind.payout, key: `refundPayout:${refundId}`, reference: refundId }, money, refundsPayable, providerClearing);

/** The admin rejected the refund: the mileage goes back to the client. */
export const reverseChargeRefund = (tx: Tx, refundId: string, clientNo: number, money: Money): Promise<PostedEntry> =>
  move(tx, { kind: JournalKind.reversal, key: `refundReversal:${refundId}`, reference: refundId }, money, refundsPayable, (c) => clientMileage(clientNo, c));

/** A T-esigner asked a settlement: the earnings move to settlements payable until the transfer. */
export const holdSettlement = (tx: Tx, settlementId: string, designerNo: number, money: Money): Promise<PostedEntry> =>
  move(tx, { kind: JournalKind.settlement, key: `settlement:${settlementId}`, reference: settlementId }, money, (c) => designerEarnings(designerNo, c), settlementsPayable);

/**
 * The admin made the transfer: the payable is paid, `fee` (in the earnings' currency) stays with the
 * platform, the rest has left. The KRW transferred is on the settlement row with its rate.
 */
export function payOutSettlement(tx: Tx, settlementId: string, unchecked: Money, fee: number): Promise<PostedEntry> {
  const money = validMoney(unchecked);
  if (!Number.isInteger(fee) || fee < 0 || fee > money.amount) throw new Error(`a settlement fee must be 0 to the amount, got ${fee}`);
  const lines: PostingInput[] = [{ account: settlementsPayable(money.currency), amount: -money.amount }];
  if (fee > 0) lines.push({ account: platform(AccountKind.platformFees, money.currency), amount: fee });
  if (money.amount - fee > 0) lines.push({ account: providerClearing(money.currency), amount: money.amount - fee });
  return postEntry(tx, { kind: JournalKind.payout, idempotencyKey: `settlementPayout:${settlementId}`, reference: settlementId, postings: lines });
}

/** The admin rejected the settlement: the earnings go back to the T-esigner. */
export const reverseSettlement = (tx: Tx, settlementId: string, designerNo: number, money: Money): Promise<PostedEntry> =>
  move(tx, { kind: JournalKind.reversal, key: `settlementReversal:${settlementId}`, reference: settlementId }, money, settlementsPayable, (c) => designerEarnings(designerNo, c));
