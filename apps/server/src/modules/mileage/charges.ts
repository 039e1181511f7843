// Charging mileage through the payment provider (/mileageCharge). A charge row is written first, so
// the provider's order id is ours and every retry finds the same charge; the mileage grows only when
// the provider confirms, in one transaction with the charge becoming confirmed. An abandoned or
// declined payment leaves the row failed and the ledger untouched.
import {
  AccountKind,
  ApprovalStatus,
  ChargeStatus,
  CHARGE_MIN,
  currencyOfNation,
  ErrorCode,
  KOREA,
  memberKind,
  MONEY_MAX,
  PaymentProviderName,
  Role,
  type ChargeAnswer,
  type ChargeBody,
  type ChargeConfirmBody,
  Currency,
  formatMoney,
  type PaymentOptions,
} from '@dcm/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mileageCharges, paymentCards } from '../../db/schema/mileage.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { PaymentProviderError, ProviderFailure, type Confirmation, type PaymentOrder, type Payments } from '../../platform/payments/index.ts';
import { findMember } from '../members/index.ts';
import { balanceOf, recordCharge } from './service.ts';

type ChargeRow = typeof mileageCharges.$inferSelect;

export interface ChargeContext {
  db: Db;
  payments: Payments;
  /** Where the provider sends the payer back: the web's /mileageCharge. */
  publicUrl: string;
}

/** The member's currency: KRW for members in Korea, USD overseas (SPEC §3 Mileage). */
export const currencyOfMember = (row: { contactNation: string | null }): Currency => currencyOfNation(row.contactNation ?? KOREA);

/** Mileage pays for orders, so those who place orders charge it: dental clinics and dental labs. */
export async function payingMember(db: Db, member: TokenMember) {
  if (member.role === Role.Admin) throw new AppError(ErrorCode.Forbidden, 403);
  const row = await findMember(db, member.memberNo);
  if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
  if (memberKind(row.memberSe) === 'designer' || row.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.Forbidden, 403);
  return row;
}

export async function paymentOptions(ctx: ChargeContext, member: TokenMember): Promise<PaymentOptions> {
  const currency = currencyOfMember(await payingMember(ctx.db, member));
  const provider = ctx.payments.forCurrency(currency);
  return {
    currency,
    provider: provider.name,
    testMode: provider.name === PaymentProviderName.test,
    ...(provider.name === PaymentProviderName.toss && ctx.payments.tossClientKey ? { tossClientKey: ctx.payments.tossClientKey } : {}),
    min: CHARGE_MIN[currency],
    max: MONEY_MAX[currency],
    cardsSupported: Boolean(provider.issueBillingKey),
  };
}

const orderOf = (row: ChargeRow): PaymentOrder => ({
  orderId: row.id,
  money: { amount: row.amount, currency: row.currency },
  orderName: row.currency === 'KRW' ? `마일리지 충전 ${formatMoney(row.amount, Currency.KRW, 'ko')}` : `Mileage charge ${formatMoney(row.amount, Currency.USD, 'en')}`,
});

async function answerOf(ctx: ChargeContext, row: ChargeRow, checkout?: ChargeAnswer['checkout']): Promise<ChargeAnswer> {
  return {
    chargeId: row.id,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    paymentKey: row.paymentKey,
    ...(checkout ? { checkout } : {}),
    balance: await balanceOf(ctx.db, row.memberNo, AccountKind.clientMileage, row.currency),
  };
}

/** A provider's refusal as the member reads it; the charge fails only when the payer's side refused. */
async function providerFailed(ctx: ChargeContext, row: ChargeRow, error: unknown): Promise<never> {
  if (!(error instanceof PaymentProviderError)) throw error;
  if (error.failure === ProviderFailure.unavailable) throw new AppError(ErrorCode.PaymentProviderUnavailable, 502);
  await ctx.db
    .update(mileageCharges)
    .set({ status: ChargeStatus.failed, failureCode: error.providerCode })
    .where(and(eq(mileageCharges.id, row.id), eq(mileageCharges.status, ChargeStatus.pending)));
  throw new AppError(ErrorCode.PaymentFailed, 422);
}

/**
 * The provider confirmed: the charge becomes confirmed and the mileage grows, together. Idempotent by
 * the provider's payment key, so a repeated confirmation or a race of two retries adds nothing.
 */
async function settleCharge(ctx: ChargeContext, chargeId: string, confirmation: Confirmation): Promise<ChargeRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mileageCharges).where(eq(mileageCharges.id, chargeId)).for('update');
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    if (row.status === ChargeStatus.confirmed) return row;
    // The provider must have taken exactly what the member asked; anything else is never credited.
    if (confirmation.money.amount !== row.amount || confirmation.money.currency !== row.currency) {
      const [failed] = await tx
        .update(mileageCharges)
        .set({ status: ChargeStatus.failed, failureCode: 'AMOUNT_MISMATCH' })
        .where(eq(mileageCharges.id, chargeId))
        .returning();
      return failed!;
    }
    const entry = await recordCharge(tx, row.memberNo, { amount: row.amount, currency: row.currency }, confirmation.paymentKey);
    const [confirmed] = await tx
      .update(mileageCharges)
      .set({ status: ChargeStatus.confirmed, paymentKey: confirmation.paymentKey, journalEntryId: entry.id, confirmedAt: confirmation.approvedAt })
      .where(eq(mileageCharges.id, chargeId))
      .returning();
    return confirmed!;
  });
}

async function activeCard(db: Db, memberNo: number, cardId: string) {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.memberNo, memberNo), isNull(paymentCards.removedAt)));
  if (!card) throw new AppError(ErrorCode.ValidationFailed, 400, { cardId: 'unknownCode' });
  return card;
}

/**
 * Takes a payment the member needs not approve elsewhere (the test provider, a registered card) and
 * settles it. Running it again for the same charge is harmless: the provider is asked with the same
 * order id and the ledger is idempotent by its payment key.
 */
async function confirmAtOnce(ctx: ChargeContext, row: ChargeRow): Promise<ChargeAnswer> {
  const provider = ctx.payments.forCurrency(row.currency);
  let confirmation: Confirmation;
  try {
    if (row.cardId) {
      const card = await activeCard(ctx.db, row.memberNo, row.cardId);
      confirmation = await provider.chargeBillingKey!({ billingKey: card.billingKey, customerKey: card.customerKey }, orderOf(row));
    } else {
      confirmation = await provider.confirm(orderOf(row), {});
    }
  } catch (error) {
    return providerFailed(ctx, row, error);
  }
  const settled = await settleCharge(ctx, row.id, confirmation);
  if (settled.status === ChargeStatus.failed) throw new AppError(ErrorCode.PaymentFailed, 422);
  return answerOf(ctx, settled);
}

/** Where the browser goes to approve a pending charge; asking again names the same provider order. */
async function checkoutOf(ctx: ChargeContext, row: ChargeRow): Promise<ChargeAnswer['checkout']> {
  const provider = ctx.payments.forCurrency(row.currency);
  if (provider.name === PaymentProviderName.toss) {
    const order = orderOf(row);
    return {
      toss: { clientKey: ctx.payments.tossClientKey ?? '', customerKey: customerKeyOf(row.memberNo), orderId: row.id, orderName: order.orderName, amount: row.amount },
    };
  }
  const back = `${ctx.publicUrl}/mileageCharge?chargeId=${row.id}`;
  let checkout;
  try {
    checkout = await provider.begin(orderOf(row), { returnUrl: back, cancelUrl: `${back}&cancelled=1` });
  } catch (error) {
    return providerFailed(ctx, row, error);
  }
  if (checkout.providerOrderId && checkout.providerOrderId !== row.providerOrderId) {
    await ctx.db.update(mileageCharges).set({ providerOrderId: checkout.providerOrderId }).where(eq(mileageCharges.id, row.id));
  }
  return { redirectUrl: checkout.redirectUrl };
}

/** Our customer key at the provider: stable per member, and not their member number in the clear. */
export const customerKeyOf = (memberNo: number): string => `dcm-member-${memberNo.toString(36).padStart(6, '0')}`;

const needsApproval = (ctx: ChargeContext, row: ChargeRow): boolean =>
  !row.cardId && ctx.payments.forCurrency(row.currency).name !== PaymentProviderName.test;

/**
 * The provider that took the charge must be the one configured now: a pending Toss payment is never
 * "confirmed" by the test provider after the keys were removed, which would credit unpaid mileage.
 */
function assertSameProvider(ctx: ChargeContext, row: ChargeRow): void {
  if (ctx.payments.forCurrency(row.currency).name !== row.provider) throw new AppError(ErrorCode.PaymentProviderUnavailable, 502);
}

/**
 * Starts a charge. The test provider and registered cards confirm at once (201 confirmed); Toss's
 * window and PayPal answer pending with where the browser goes next. The same Idempotency-Key
 * answers the same charge, and a different body under it is a conflict.
 */
export async function createCharge(ctx: ChargeContext, member: TokenMember, body: ChargeBody, idempotencyKey: string | undefined): Promise<ChargeAnswer> {
  if (!idempotencyKey?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
  const memberRow = await payingMember(ctx.db, member);
  if (body.currency !== currencyOfMember(memberRow)) throw new AppError(ErrorCode.CurrencyNotUsed, 422);
  const provider = ctx.payments.forCurrency(body.currency);
  if (body.cardId) {
    if (!provider.chargeBillingKey) throw new AppError(ErrorCode.ValidationFailed, 400, { cardId: 'unknownCode' });
    await activeCard(ctx.db, member.memberNo, body.cardId);
  }

  const [inserted] = await ctx.db
    .insert(mileageCharges)
    .values({ memberNo: member.memberNo, idempotencyKey, provider: provider.name, currency: body.currency, amount: body.amount, cardId: body.cardId ?? null })
    .onConflictDoNothing({ target: [mileageCharges.memberNo, mileageCharges.idempotencyKey] })
    .returning();
  const row =
    inserted ??
    (await ctx.db
      .select()
      .from(mileageCharges)
      .where(and(eq(mileageCharges.memberNo, member.memberNo), eq(mileageCharges.idempotencyKey, idempotencyKey))))[0]!;
  if (row.amount !== body.amount || row.currency !== body.currency || (row.cardId ?? undefined) !== body.cardId) {
    throw new AppError(ErrorCode.IdempotencyConflict, 409);
  }

  if (row.status === ChargeStatus.failed) throw new AppError(ErrorCode.PaymentFailed, 422);
  if (row.status === ChargeStatus.confirmed) return answerOf(ctx, row);
  assertSameProvider(ctx, row);
  if (needsApproval(ctx, row)) return answerOf(ctx, row, await checkoutOf(ctx, row));
  return confirmAtOnce(ctx, row);
}

async function ownCharge(db: Db, memberNo: number, chargeId: string): Promise<ChargeRow> {
  const [row] = await db
    .select()
    .from(mileageCharges)
    .where(and(eq(mileageCharges.id, chargeId), eq(mileageCharges.memberNo, memberNo)));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

/**
 * The payer approved at the provider and the browser came back: confirm with the provider, then
 * credit. Toss's redirect carries the amount it showed; one that differs from ours is refused unasked.
 */
export async function confirmCharge(ctx: ChargeContext, member: TokenMember, chargeId: string, body: ChargeConfirmBody): Promise<ChargeAnswer> {
  const row = await ownCharge(ctx.db, member.memberNo, chargeId);
  if (row.status === ChargeStatus.confirmed) return answerOf(ctx, row);
  if (row.status === ChargeStatus.failed) throw new AppError(ErrorCode.PaymentFailed, 422);
  assertSameProvider(ctx, row);
  if (!needsApproval(ctx, row)) return confirmAtOnce(ctx, row);

  const provider = ctx.payments.forCurrency(row.currency);
  if (provider.name === PaymentProviderName.toss) {
    if (!body.paymentKey) throw new AppError(ErrorCode.ValidationFailed, 400, { paymentKey: 'required' });
    if (body.amount !== row.amount) {
      await ctx.db.update(mileageCharges).set({ status: ChargeStatus.failed, failureCode: 'AMOUNT_MISMATCH' }).where(eq(mileageCharges.id, row.id));
      throw new AppError(ErrorCode.PaymentFailed, 422);
    }
  }
  let confirmation: Confirmation;
  try {
    confirmation = await provider.confirm(orderOf(row), { paymentKey: body.paymentKey, providerOrderId: row.providerOrderId ?? undefined });
  } catch (error) {
    return providerFailed(ctx, row, error);
  }
  const settled = await settleCharge(ctx, row.id, confirmation);
  if (settled.status === ChargeStatus.failed) throw new AppError(ErrorCode.PaymentFailed, 422);
  return answerOf(ctx, settled);
}

/** The payer cancelled at the provider or it failed there: the charge fails, no mileage moves. */
export async function abandonCharge(ctx: ChargeContext, member: TokenMember, chargeId: string): Promise<ChargeAnswer> {
  const row = await ownCharge(ctx.db, member.memberNo, chargeId);
  if (row.status !== ChargeStatus.pending) return answerOf(ctx, row);
  const [failed] = await ctx.db
    .update(mileageCharges)
    .set({ status: ChargeStatus.failed, failureCode: 'ABANDONED' })
    .where(and(eq(mileageCharges.id, row.id), eq(mileageCharges.status, ChargeStatus.pending)))
    .returning();
  return answerOf(ctx, failed ?? (await ownCharge(ctx.db, member.memberNo, chargeId)));
}
