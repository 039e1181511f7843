// Card registration (/cardInfo, SPEC §3 Card): the card data goes to the provider once, which
// answers a billing key; we keep that key and the last four digits, never the number, the password
// digits or the identity number.
import { cardExpiryValid, ErrorCode, type CardBody, type PaymentCard } from '@dcm/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { paymentCards } from '../../db/schema/mileage.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { PaymentProviderError, ProviderFailure } from '../../platform/payments/index.ts';
import { currencyOfMember, customerKeyOf, payingMember, type ChargeContext } from './charges.ts';

const toCard = (row: typeof paymentCards.$inferSelect): PaymentCard => ({
  id: row.id,
  lastFour: row.lastFour,
  issuer: row.issuer,
  createdAt: row.createdAt.toISOString(),
});

export async function listCards(ctx: ChargeContext, member: TokenMember): Promise<PaymentCard[]> {
  const rows = await ctx.db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.memberNo, member.memberNo), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.createdAt));
  return rows.map(toCard);
}

/** Wrong card data, an expired card or a refusal of the card company: "card registration failed". */
export async function registerCard(ctx: ChargeContext, member: TokenMember, card: CardBody, now = new Date()): Promise<PaymentCard> {
  const provider = ctx.payments.forCurrency(currencyOfMember(await payingMember(ctx.db, member)));
  if (!provider.issueBillingKey) throw new AppError(ErrorCode.Forbidden, 403);
  if (!cardExpiryValid(card, now)) throw new AppError(ErrorCode.CardRegistrationFailed, 422, { expiryMonth: 'cardExpiryInvalid' });
  const customerKey = customerKeyOf(member.memberNo);
  let billing;
  try {
    billing = await provider.issueBillingKey(customerKey, {
      number: card.number,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      passwordFirstTwo: card.passwordFirstTwo,
      identityNumber: card.identityNumber,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.failure === ProviderFailure.unavailable) throw new AppError(ErrorCode.PaymentProviderUnavailable, 502);
    if (error instanceof PaymentProviderError) throw new AppError(ErrorCode.CardRegistrationFailed, 422);
    throw error;
  }
  const [row] = await ctx.db
    .insert(paymentCards)
    .values({ memberNo: member.memberNo, provider: provider.name, billingKey: billing.billingKey, customerKey, lastFour: billing.lastFour, issuer: billing.issuer ?? null })
    .returning();
  return toCard(row!);
}

/** The card disappears from the member's list; charges it paid keep pointing at it. */
export async function removeCard(ctx: ChargeContext, member: TokenMember, cardId: string): Promise<void> {
  const [removed] = await ctx.db
    .update(paymentCards)
    .set({ removedAt: new Date() })
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.memberNo, member.memberNo), isNull(paymentCards.removedAt)))
    .returning({ id: paymentCards.id });
  if (!removed) throw new AppError(ErrorCode.NotFound, 404);
}
