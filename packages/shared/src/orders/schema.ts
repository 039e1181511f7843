// Orders (issue 7): the e-contract a client signs before paying, and the order as both parties see
// it. The contract's text is built from the quotation, the referrals and the rules of SPEC §9; what
// is signed is its exact bytes, kept with their SHA-256.
import { z } from 'zod';
import { CURRENCIES } from '../mileage/schema.ts';
import { MemberRef, QuotationItem } from '../requests/schema.ts';
import { OrderAction, OrderStatus } from './machine.ts';

/** Until T-esigner profiles carry their own (issue 10): the edits and warranty a contract promises. */
export const DEFAULT_EDIT_COUNT = 2;
export const DEFAULT_WARRANTY_DAYS = 14;

/** The contract as the parties read it, in one language; `hash` is the SHA-256 (hex) of `text`. */
export const OrderContract = z.object({
  locale: z.enum(['ko', 'en']),
  title: z.string(),
  /** The exact text signed, paragraphs separated by blank lines. */
  text: z.string(),
  hash: z.string(),
  /** null until the client signed. */
  signature: z
    .object({ name: z.string(), signedAt: z.string(), locale: z.enum(['ko', 'en']), hash: z.string() })
    .nullable(),
});
export type OrderContract = z.infer<typeof OrderContract>;

export const OrderParams = z.object({ id: z.uuid() });

export const OrderDetail = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(OrderStatus),
  client: MemberRef,
  designer: MemberRef,
  items: z.array(QuotationItem),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  editCount: z.number().int(),
  warrantyDays: z.number().int(),
  referralCount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** What the viewer may do now, from the state machine. */
  actions: z.array(z.enum(OrderAction)),
  viewerRole: z.enum(['client', 'designer', 'admin']),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/**
 * `POST /api/v1/orders/:id/sign` with an `Idempotency-Key`: the client types their name, agrees, and
 * pays from mileage in one step. `hash` is the contract the page showed, so a text that changed in
 * between is never signed unread.
 */
export const SignOrderBody = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100),
  agreed: z.literal(true, { error: 'consentRequired' }),
  locale: z.enum(['ko', 'en']),
  hash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'contractChanged' }),
});
export type SignOrderBody = z.infer<typeof SignOrderBody>;

export const OrderReasonBody = z.object({ reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(300, { error: 'reasonTooLong' }) });
export type OrderReasonBody = z.infer<typeof OrderReasonBody>;
