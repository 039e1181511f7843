// Charging mileage through a payment provider and registering cards (SPEC §2 /mileageCharge,
// /cardInfo; §3 Mileage and Card; §8). The server's routes and the web's forms read these shapes.
import { z } from 'zod';
import { CURRENCIES, Currency, MinorUnits, MoneyFields, withinMoneyMax } from './schema.ts';

/** Who takes the money: Toss Payments (KRW), PayPal (USD), or the built-in test provider (no keys set). */
export const PaymentProviderName = { test: 'test', toss: 'toss', paypal: 'paypal' } as const;
export type PaymentProviderName = (typeof PaymentProviderName)[keyof typeof PaymentProviderName];

/** The least one charge may carry, in minor units: 1,000 won or 1.00 dollar. */
export const CHARGE_MIN: Record<Currency, number> = { [Currency.KRW]: 1_000, [Currency.USD]: 100 };

/** What the charge page needs before the member types an amount. */
export const PaymentOptions = z.object({
  /** The member's currency (KRW for members in Korea, USD overseas); the only one they may charge. */
  currency: z.enum(CURRENCIES),
  provider: z.enum(PaymentProviderName),
  /** The built-in test provider takes the payment: no real card is charged ("test mode"). */
  testMode: z.boolean(),
  /** Toss's browser SDK key, when Toss takes KRW payments. */
  tossClientKey: z.string().optional(),
  min: MinorUnits,
  max: MinorUnits,
  /** A registered card can pay without the provider's window (billing key); false for PayPal. */
  cardsSupported: z.boolean(),
});
export type PaymentOptions = z.infer<typeof PaymentOptions>;

/** A charge; the `Idempotency-Key` header makes a retry harmless. `cardId` pays with a registered card. */
export const ChargeBody = MoneyFields.extend({ cardId: z.uuid().optional() })
  .refine(withinMoneyMax, { path: ['amount'], error: 'amountInvalid' })
  .refine((b) => b.amount >= CHARGE_MIN[b.currency], { path: ['amount'], error: 'amountBelowMin' });
export type ChargeBody = z.infer<typeof ChargeBody>;

/**
 * pending: created, waiting for the payer's approval at the provider; confirmed: the provider took
 * the money and the mileage grew; failed: abandoned or declined, no mileage moved.
 */
export const ChargeStatus = { pending: 'pending', confirmed: 'confirmed', failed: 'failed' } as const;
export type ChargeStatus = (typeof ChargeStatus)[keyof typeof ChargeStatus];

/** Where the browser goes to approve a pending charge. */
export const Checkout = z.object({
  /** PayPal's approval page. */
  redirectUrl: z.string().optional(),
  /** Toss's payment window, opened by its browser SDK with these parameters. */
  toss: z.object({ clientKey: z.string(), customerKey: z.string(), orderId: z.string(), orderName: z.string(), amount: MinorUnits }).optional(),
});
export type Checkout = z.infer<typeof Checkout>;

export const ChargeAnswer = z.object({
  chargeId: z.uuid(),
  status: z.enum(ChargeStatus),
  provider: z.enum(PaymentProviderName),
  amount: MinorUnits,
  currency: z.enum(CURRENCIES),
  /** The provider's key of the payment, once confirmed. */
  paymentKey: z.string().nullable(),
  /** For a pending charge: what the browser does next. */
  checkout: Checkout.optional(),
  /** The client's mileage in this currency now. */
  balance: MinorUnits,
});
export type ChargeAnswer = z.infer<typeof ChargeAnswer>;

/**
 * The provider's success redirect, passed on by the browser: Toss gives `paymentKey` and the
 * `amount` it shows; PayPal gives its order id as `token`. The server confirms with the provider.
 */
export const ChargeConfirmBody = z.object({ paymentKey: z.string().min(1).max(200).optional(), amount: MinorUnits.optional() });
export type ChargeConfirmBody = z.infer<typeof ChargeConfirmBody>;

/** A card as the member sees it: never the number, only its last four digits. */
export const PaymentCard = z.object({ id: z.uuid(), lastFour: z.string(), issuer: z.string().nullable(), createdAt: z.string() });
export type PaymentCard = z.infer<typeof PaymentCard>;

/**
 * /cardInfo: number, the password's first two digits, validity, and birth date (personal card,
 * YYMMDD) or business number (corporate card, 10 digits). Sent to the provider once, never stored.
 */
export const CardIdentity = { birthDate: 'birthDate', businessNumber: 'businessNumber' } as const;
export type CardIdentity = (typeof CardIdentity)[keyof typeof CardIdentity];

const digits = (min: number, max: number, error: string) => z.string({ error }).regex(new RegExp(`^\\d{${min},${max}}$`), { error });

export const CardBody = z
  .object({
    number: digits(15, 16, 'cardNumberInvalid'),
    expiryMonth: z.string({ error: 'cardExpiryInvalid' }).regex(/^(0[1-9]|1[0-2])$/, { error: 'cardExpiryInvalid' }),
    expiryYear: digits(2, 2, 'cardExpiryInvalid'),
    passwordFirstTwo: digits(2, 2, 'cardPasswordInvalid'),
    identityType: z.enum(CardIdentity, { error: 'required' }),
    identityNumber: z.string({ error: 'required' }),
  })
  .superRefine((card, ctx) => {
    const ok = card.identityType === CardIdentity.birthDate ? /^\d{6}$/.test(card.identityNumber) : /^\d{10}$/.test(card.identityNumber);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['identityNumber'], message: card.identityType === CardIdentity.birthDate ? 'birthDateInvalid' : 'businessNumber' });
  });
export type CardBody = z.infer<typeof CardBody>;

/** The card has not expired at `now` (valid through the last day of its month). */
export function cardExpiryValid(card: Pick<CardBody, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  const endOfMonth = Date.UTC(2000 + Number(card.expiryYear), Number(card.expiryMonth), 1);
  return endOfMonth > now.getTime();
}
