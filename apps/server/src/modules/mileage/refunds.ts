// Refunds of charged mileage (SPEC §9): within 10 business days of the payment, the whole charge,
// to the method it came from, only while that mileage is unspent; the admin approves, then the
// provider's cancel refunds the card (requested → in progress → complete, or rejected with a reason).
// The charged amount leaves the member's mileage at the request, so it cannot be spent meanwhile.
import {
  AccountKind,
  adminRefundActions,
  ChargeStatus,
  ErrorCode,
  PayoutAction,
  payoutTransition,
  PayoutStatus,
  REFUND_BUSINESS_DAYS,
  REFUND_TRANSITIONS,
  RefundBlock,
  type AdminRefund,
  type AdminRefundList,
  type ChargeItem,
  type ChargeList,
  type PageQuery,
  type PayoutListQuery,
  type RefundSummary,
} from '@dcm/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chargeRefunds, mileageCharges, paymentCards } from '../../db/schema/mileage.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { PaymentProviderError, ProviderFailure, type Payments } from '../../platform/payments/index.ts';
import { audit } from '../../platform/audit.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import { contactsOf } from '../members/index.ts';
import { notify } from '../notifications/index.ts';
import { balanceOf, holdChargeRefund, payOutChargeRefund, reverseChargeRefund } from './service.ts';

type ChargeRow = typeof mileageCharges.$inferSelect;
type RefundRow = typeof chargeRefunds.$inferSelect;

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** Where the member reads their charges and refunds (/mileage, charges tab). */
const REFUNDS_PAGE = '/mileage?tab=charges';

const summaryOf = (r: RefundRow): RefundSummary => ({
  id: r.id,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: iso(r.decidedAt),
  completedAt: iso(r.completedAt),
  reason: r.reason,
});

/** The newest refund of each charge: a live one if any, else the last rejection. */
async function refundsOf(db: Db, chargeIds: string[]): Promise<Map<string, RefundRow>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db.select().from(chargeRefunds).where(inArray(chargeRefunds.chargeId, chargeIds)).orderBy(chargeRefunds.requestedAt);
  return new Map(rows.map((r) => [r.chargeId, r]));
}

/** Why `charge` cannot be refunded at `now` (null: it can), given the member's balance in its currency. */
function refundBlockOf(charge: ChargeRow, refund: RefundRow | undefined, until: Date | null, balance: number, now: Date): RefundBlock | null {
  if (charge.status !== ChargeStatus.confirmed || !until) return RefundBlock.notConfirmed;
  if (refund && refund.status !== PayoutStatus.rejected) return RefundBlock.requested;
  if (now > until) return RefundBlock.period;
  if (balance < charge.amount) return RefundBlock.spent;
  return null;
}

const refundableUntil = (db: Db, charge: ChargeRow): Promise<Date | null> =>
  charge.confirmedAt ? businessDaysAfter(db, charge.confirmedAt, REFUND_BUSINESS_DAYS) : Promise.resolve(null);

const chargeRows = (db: Db) =>
  db.select({ charge: mileageCharges, cardLastFour: paymentCards.lastFour }).from(mileageCharges).leftJoin(paymentCards, eq(paymentCards.id, mileageCharges.cardId));

/** Charges as the member sees them, each with its refund and whether one can be asked at `now`. */
async function chargeItems(db: Db, memberNo: number, rows: { charge: ChargeRow; cardLastFour: string | null }[], now: Date): Promise<ChargeItem[]> {
  const refunds = await refundsOf(
    db,
    rows.map((r) => r.charge.id),
  );
  const balances = new Map<string, number>();
  for (const currency of new Set(rows.map((r) => r.charge.currency))) {
    balances.set(currency, await balanceOf(db, memberNo, AccountKind.clientMileage, currency));
  }
  const items: ChargeItem[] = [];
  for (const { charge, cardLastFour } of rows) {
    const refund = refunds.get(charge.id);
    const until = await refundableUntil(db, charge);
    items.push({
      id: charge.id,
      provider: charge.provider,
      amount: charge.amount,
      currency: charge.currency,
      status: charge.status,
      cardLastFour,
      createdAt: charge.createdAt.toISOString(),
      confirmedAt: iso(charge.confirmedAt),
      refundableUntil: iso(until),
      refundBlock: refundBlockOf(charge, refund, until, balances.get(charge.currency) ?? 0, now),
      refund: refund ? summaryOf(refund) : null,
    });
  }
  return items;
}

/** The member's confirmed charges, newest first. */
export async function listCharges(db: Db, member: TokenMember, query: PageQuery, now = new Date()): Promise<ChargeList> {
  const own = and(eq(mileageCharges.memberNo, member.memberNo), eq(mileageCharges.status, ChargeStatus.confirmed));
  const rows = await chargeRows(db)
    .where(own)
    .orderBy(desc(mileageCharges.createdAt))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(mileageCharges, own);
  return { items: await chargeItems(db, member.memberNo, rows, now), page: query.page, size: query.size, total };
}

async function chargeItem(db: Db, member: TokenMember, chargeId: string, now: Date): Promise<ChargeItem> {
  const rows = await chargeRows(db).where(and(eq(mileageCharges.id, chargeId), eq(mileageCharges.memberNo, member.memberNo)));
  if (rows.length === 0) throw new AppError(ErrorCode.NotFound, 404);
  return (await chargeItems(db, member.memberNo, rows, now))[0]!;
}

/**
 * The client asks a charge back. Refused, with nothing written: after 10 business days, a second
 * live refund, or mileage already spent. A retry with the same Idempotency-Key answers the same refund.
 */
export async function requestRefund(db: Db, member: TokenMember, chargeId: string, idempotencyKey: string | undefined, now = new Date()): Promise<ChargeItem> {
  if (!idempotencyKey?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(mileageCharges)
      .where(and(eq(mileageCharges.id, chargeId), eq(mileageCharges.memberNo, member.memberNo)))
      .for('update');
    if (!charge || charge.status !== ChargeStatus.confirmed) throw new AppError(ErrorCode.NotFound, 404);
    // A retry answers the refund its key asked, whatever became of it: a late retry after a rejection
    // must not ask (and hold the money) again.
    const [asked] = await tx
      .select({ id: chargeRefunds.id })
      .from(chargeRefunds)
      .where(and(eq(chargeRefunds.chargeId, chargeId), eq(chargeRefunds.idempotencyKey, idempotencyKey)));
    if (asked) return;
    const [live] = await tx
      .select({ id: chargeRefunds.id })
      .from(chargeRefunds)
      .where(and(eq(chargeRefunds.chargeId, chargeId), ne(chargeRefunds.status, PayoutStatus.rejected)));
    if (live) throw new AppError(ErrorCode.RefundAlreadyRequested, 409);
    const until = await refundableUntil(tx as unknown as Db, charge);
    if (!until || now > until) throw new AppError(ErrorCode.RefundPeriodOver, 422);
    const [refund] = await tx
      .insert(chargeRefunds)
      .values({ chargeId, idempotencyKey, requestedAt: now, dueBy: await businessDaysAfter(tx as unknown as Db, now, REFUND_BUSINESS_DAYS) })
      .returning();
    try {
      await holdChargeRefund(tx, refund!.id, member.memberNo, { amount: charge.amount, currency: charge.currency });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.InsufficientMileage) throw new AppError(ErrorCode.ChargeSpent, 409);
      throw error;
    }
  });
  return chargeItem(db, member, chargeId, now);
}

// ---- The admin's side ----

type AdminRow = { refund: RefundRow; charge: ChargeRow };

/** Refunds as the admin sees them, each with its member's contact (one query for them all). */
async function adminRefundsOf(db: Db, rows: AdminRow[]): Promise<AdminRefund[]> {
  const contacts = await contactsOf(db, rows.map((r) => r.charge.memberNo));
  return rows.map(({ refund, charge }) => {
    // A charge's member_no is a foreign key: its member is always there.
    const member = contacts.get(charge.memberNo)!;
    return {
      ...summaryOf(refund),
      member: { memberNo: member.memberNo, name: `${member.firstName} ${member.lastName}`.trim(), nickname: member.nickname, email: member.email },
      charge: { id: charge.id, provider: charge.provider, amount: charge.amount, currency: charge.currency, confirmedAt: charge.confirmedAt!.toISOString() },
      dueBy: refund.dueBy.toISOString(),
      lastError: refund.lastError,
    };
  });
}

const adminRefundQuery = (db: Db | Tx) =>
  db.select({ refund: chargeRefunds, charge: mileageCharges }).from(chargeRefunds).innerJoin(mileageCharges, eq(mileageCharges.id, chargeRefunds.chargeId));

/** Refunds by state, the oldest request first: the console works down the queue. */
export async function listAdminRefunds(db: Db, query: PayoutListQuery): Promise<AdminRefundList> {
  const where = query.status ? eq(chargeRefunds.status, query.status) : undefined;
  const rows = await adminRefundQuery(db)
    .where(where)
    .orderBy(chargeRefunds.requestedAt)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(chargeRefunds, where);
  return { items: await adminRefundsOf(db, rows), page: query.page, size: query.size, total };
}

async function lockedRefund(tx: Tx, refundId: string): Promise<AdminRow> {
  const [row] = await adminRefundQuery(tx).where(eq(chargeRefunds.id, refundId)).for('update', { of: chargeRefunds });
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

async function adminRefund(db: Db, refundId: string): Promise<AdminRefund> {
  const [row] = await adminRefundQuery(db).where(eq(chargeRefunds.id, refundId));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return (await adminRefundsOf(db, [row]))[0]!;
}

const moveAllowed = (status: PayoutStatus, action: PayoutAction) => {
  if (!payoutTransition(REFUND_TRANSITIONS, status, action)) throw new AppError(ErrorCode.InvalidTransition, 409);
};

/**
 * The admin approves: the refund is in progress, then the provider's cancel refunds the card and the
 * refund completes with its ledger entry. If the provider refuses or cannot be reached, the refund
 * stays in progress with the provider's answer; approving again retries the same cancel (same
 * idempotency key at the provider, so the card is never refunded twice).
 */
export async function approveRefund(db: Db, payments: Payments, admin: TokenMember, refundId: string): Promise<AdminRefund> {
  const { charge } = await db.transaction(async (tx) => {
    const row = await lockedRefund(tx, refundId);
    moveAllowed(row.refund.status, PayoutAction.approve);
    // An attempt under way has no error: a rejection (which needs the last attempt to have failed)
    // cannot slip in while the provider may be refunding the card.
    await tx
      .update(chargeRefunds)
      .set(row.refund.status === PayoutStatus.requested ? { status: PayoutStatus.inProgress, decidedBy: admin.memberNo, decidedAt: new Date() } : { lastError: null })
      .where(eq(chargeRefunds.id, refundId));
    await audit(tx, { adminNo: admin.memberNo, action: 'refund.approve', targetType: 'refund', targetId: refundId, data: { amount: row.charge.amount, currency: row.charge.currency } });
    return row;
  });

  let cancelledAt: Date;
  try {
    const provider = payments.forCurrency(charge.currency);
    // Back the way the money came: a payment of a provider no longer configured is never "cancelled"
    // by another one (least of all by the test provider, which refunds nothing).
    if (provider.name !== charge.provider) {
      throw new PaymentProviderError(ProviderFailure.unavailable, 'PROVIDER_NOT_CONFIGURED', `the charge was paid through ${charge.provider}, which is not configured`);
    }
    ({ cancelledAt } = await provider.cancel({
      paymentKey: charge.paymentKey!,
      money: { amount: charge.amount, currency: charge.currency },
      reason: 'Mileage refund',
      idempotencyKey: `refund-${refundId}`,
    }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const message = `${error.providerCode}: ${error.message}`;
    // Only while still in progress: a parallel approval may have completed it meanwhile.
    await db
      .update(chargeRefunds)
      .set({ lastError: message.slice(0, 500) })
      .where(and(eq(chargeRefunds.id, refundId), eq(chargeRefunds.status, PayoutStatus.inProgress)));
    return adminRefund(db, refundId);
  }

  await db.transaction(async (tx) => {
    const row = await lockedRefund(tx, refundId);
    if (row.refund.status !== PayoutStatus.inProgress) return;
    await payOutChargeRefund(tx, refundId, { amount: charge.amount, currency: charge.currency });
    await tx.update(chargeRefunds).set({ status: PayoutStatus.complete, completedAt: cancelledAt, lastError: null }).where(eq(chargeRefunds.id, refundId));
    // Told once the card is refunded: an approval the provider has not carried out yet is not news to the member.
    await notify(tx, { event: 'refundDecided', to: [charge.memberNo], params: { decision: 'refunded', amount: charge.amount, currency: charge.currency }, link: REFUNDS_PAGE });
  });
  return adminRefund(db, refundId);
}

/** The admin refuses with a reason: the held mileage goes back to the client. */
export async function rejectRefund(db: Db, admin: TokenMember, refundId: string, reason: string): Promise<AdminRefund> {
  await db.transaction(async (tx) => {
    const { refund, charge } = await lockedRefund(tx, refundId);
    if (!adminRefundActions(refund).includes(PayoutAction.reject)) throw new AppError(ErrorCode.InvalidTransition, 409);
    await reverseChargeRefund(tx, refundId, charge.memberNo, { amount: charge.amount, currency: charge.currency });
    await tx
      .update(chargeRefunds)
      .set({ status: PayoutStatus.rejected, decidedBy: admin.memberNo, decidedAt: new Date(), reason })
      .where(eq(chargeRefunds.id, refundId));
    await audit(tx, { adminNo: admin.memberNo, action: 'refund.reject', targetType: 'refund', targetId: refundId, reason, data: { amount: charge.amount, currency: charge.currency } });
    await notify(tx, { event: 'refundDecided', to: [charge.memberNo], params: { decision: 'rejected', amount: charge.amount, currency: charge.currency, reason }, link: REFUNDS_PAGE });
  });
  return adminRefund(db, refundId);
}
