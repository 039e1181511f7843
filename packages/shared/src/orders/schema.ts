// Orders (issue 7): the e-contract a client signs before paying, and the order as both parties see
// it. The contract's text is built from the quotation, the referrals and the rules of SPEC §9; what
// is signed is its exact bytes, kept with their SHA-256.
import { z } from 'zod';
import { CURRENCIES } from '../mileage/schema.ts';
import { MemberRef, QuotationItem } from '../requests/schema.ts';
import { OrderReworkState, OrderSurcharge } from './delivery.ts';
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

// ---- Slice 2: receiving the referral, and cancellation by agreement after acceptance ----

/**
 * One file of the order's referrals, as the parties see it (the T-esigner once the order is accepted).
 * `kind`: 'scan' for the referral's scan file, 'other' for its other files (SPEC §3 "Attached files").
 */
export const OrderReferralFile = z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), kind: z.string() });
export type OrderReferralFile = z.infer<typeof OrderReferralFile>;

/** `GET /api/v1/orders/:id/referral`: the referrals of the order with their files. */
export const OrderReferral = z.object({
  referrals: z.array(z.object({ id: z.uuid(), referralNumber: z.string(), files: z.array(OrderReferralFile) })),
  /** When the T-esigner first downloaded a file ("referral received"), or null. */
  receivedAt: z.string().nullable(),
});
export type OrderReferral = z.infer<typeof OrderReferral>;

/** A cancellation asked after acceptance (SPEC §4, §9): the other side approves (50% deducted) or rejects. */
export const CancellationStatus = { requested: 'requested', approved: 'approved', rejected: 'rejected', withdrawn: 'withdrawn' } as const;
export type CancellationStatus = (typeof CancellationStatus)[keyof typeof CancellationStatus];

/**
 * What the case timeline (order_events) records besides the order's moves: a file the T-esigner
 * downloaded after the first, and a cancellation asked or answered (an approval also writes the
 * `cancelAgreed` move). The notifications issue tells the other party from these.
 */
export const OrderEventKind = {
  fileDownloaded: 'fileDownloaded',
  cancellationRequested: 'cancellationRequested',
  cancellationApproved: 'cancellationApproved',
  cancellationRejected: 'cancellationRejected',
  cancellationWithdrawn: 'cancellationWithdrawn',
  /** Slice 4: the surcharge's life beside the order's (delivery.ts), and the client fetching the CAD result. */
  surchargeRequested: 'surchargeRequested',
  surchargePaid: 'surchargePaid',
  surchargeDeclined: 'surchargeDeclined',
  surchargeWithdrawn: 'surchargeWithdrawn',
  surchargeLapsed: 'surchargeLapsed',
  cadDownloaded: 'cadDownloaded',
  /** Both parties are told the order is about to complete by itself. */
  completionNotice: 'completionNotice',
  /** The client wrote or deleted the review of the complete order (reviews module). */
  reviewWritten: 'reviewWritten',
  reviewDeleted: 'reviewDeleted',
  /** A party placed a pin (or a reply) on one of the order's mesh files (viewer/pins.ts). */
  pinAdded: 'pinAdded',
} as const;
export type OrderEventKind = (typeof OrderEventKind)[keyof typeof OrderEventKind];

export const CancellationAction = { request: 'request', approve: 'approve', reject: 'reject', withdraw: 'withdraw' } as const;
export type CancellationAction = (typeof CancellationAction)[keyof typeof CancellationAction];

export const OrderCancellation = z.object({
  id: z.uuid(),
  requestedBy: z.enum(['client', 'designer']),
  reason: z.string(),
  status: z.enum(CancellationStatus),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type OrderCancellation = z.infer<typeof OrderCancellation>;

/** The order page's cancellation facts: the latest request, and what the viewer may do with cancellation now. */
export const OrderCancellationState = z.object({
  latest: OrderCancellation.nullable(),
  actions: z.array(z.enum(CancellationAction)),
});
export type OrderCancellationState = z.infer<typeof OrderCancellationState>;

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
  /** A client paying in USD (decision 16): the quotation's won and the rate they were converted at; null in won. */
  conversion: z.object({ krwAmount: z.number().int(), krwPerUnitHundredths: z.number().int(), day: z.string() }).nullable(),
  editCount: z.number().int(),
  warrantyDays: z.number().int(),
  referralCount: z.number().int(),
  /** What names the case (issue 26): its referrals' numbers in referral order, empty ones left out; the request list shows them to every T-esigner already. */
  referralNumbers: z.array(z.string()),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** What the viewer may do now, from the state machine. */
  actions: z.array(z.enum(OrderAction)),
  viewerRole: z.enum(['client', 'designer', 'admin']),
  /** Cancellation by agreement after acceptance (slice 2); before acceptance the client uses the `cancel` action. */
  cancellation: OrderCancellationState,
  /** How many versions of the CAD result were delivered (slice 4). */
  deliveryCount: z.number().int(),
  /** The surcharge waiting for the client's answer, if any: the order cannot complete until it is paid or declined. */
  openSurcharge: OrderSurcharge.nullable(),
  /** Whether any surcharge was ever asked (the progress shows the additional payment step). */
  surchargeAsked: z.boolean(),
  /** While the CAD result waits for the client: when the order completes by itself. */
  completesAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The open rework, the edits used and the warranty's end (slice 5). */
  rework: OrderReworkState,
  /** Whether the client reviewed the complete order (a deleted review no longer counts). */
  reviewed: z.boolean(),
  /** Whether either party placed a pin in the order's 3D viewer (the "viewer communication" step, issue 8). */
  hasPins: z.boolean(),
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


// ---- Slice 3: the member's transactions (/payment) ----

/** `GET /api/v1/orders?status=&page=&size=`: the viewer's orders as client or T-esigner, newest first. */
export const OrderListQuery = z.object({
  status: z.enum(OrderStatus).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderSummary = OrderDetail.pick({ id: true, requestId: true, status: true, client: true, designer: true, amount: true, currency: true, referralNumbers: true, createdAt: true, paidAt: true, viewerRole: true }).extend({
  /** The first item's type and the number of units, for the list's one line. */
  units: z.number().int(),
  firstType: z.string().nullable(),
  /** Whether the viewer has something to do now (sign and pay, accept, answer a cancellation…). */
  yourTurn: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderList = z.object({
  items: z.array(OrderSummary),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** How many of the viewer's orders are in each status, for the filter tabs. */
  counts: z.record(z.string(), z.number().int()),
});
export type OrderList = z.infer<typeof OrderList>;

// ---- The quotation document of an order (/payment/estimate/:id, issue 30) ----

/**
 * `GET /api/v1/orders/:id/estimate`: the quotation the order was made from, as a document both
 * parties may print (nobody else: the admin has the order's own page). It says what the order page
 * already tells each party, nothing more: nicknames, never contacts.
 */
export const OrderEstimate = OrderDetail.pick({
  id: true,
  requestId: true,
  status: true,
  client: true,
  designer: true,
  items: true,
  amount: true,
  currency: true,
  conversion: true,
  editCount: true,
  warrantyDays: true,
  referralNumbers: true,
  createdAt: true,
}).extend({
  viewerRole: z.enum(['client', 'designer']),
  quotation: z.object({
    id: z.uuid(),
    /** The document's reference, made from its day (Korea's calendar) and id: "Q-20261129-3F9A1C". Not the case's name. */
    number: z.string(),
    /** When it was sent, and when it was last changed (the version the client chose). */
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When the T-esigner promised the delivery. */
    deliveryAt: z.string(),
    /** The quotation's total in won (decision 16: quotations are in won). */
    total: z.number().int(),
    note: z.string(),
  }),
  /** The referrals priced, in the client's order: what each asks for and on which teeth (FDI, ascending). */
  referrals: z.array(
    z.object({
      referralNumber: z.string(),
      prosthesis: z.array(z.object({ type: z.string(), count: z.number().int() })),
      teeth: z.array(z.number().int()),
    }),
  ),
});
export type OrderEstimate = z.infer<typeof OrderEstimate>;
