// Delivering the CAD result (SPEC §4 steps 8–11, issue 7): the T-esigner's uploads in versions, the
// surcharge they may ask with one (SPEC §3 "Surcharge request": reason ≤ 300, amount), and the
// rework the client may ask. A surcharge has its own small machine beside the order's: the order
// stays `cadUploaded` while the client pays or declines it, and cannot complete while one is open.
import { z } from 'zod';
import { CURRENCIES, MONEY_MAX, type Currency } from '../mileage/schema.ts';
import { UploadedFile } from '../files/schema.ts';
import { OrderStatus } from './machine.ts';

// ---- Surcharges ----

export const SurchargeStatus = {
  /** Asked by the T-esigner; the client pays or declines. */
  requested: 'requested',
  /** Paid into the order's escrow: it goes to the T-esigner with the rest at completion. */
  paid: 'paid',
  declined: 'declined',
  /** The T-esigner took it back before the client answered. */
  withdrawn: 'withdrawn',
  /** Still open when the order completed by itself: nothing was paid. */
  lapsed: 'lapsed',
} as const;
export type SurchargeStatus = (typeof SurchargeStatus)[keyof typeof SurchargeStatus];

export const SurchargeAction = { pay: 'pay', decline: 'decline', withdraw: 'withdraw', lapse: 'lapse' } as const;
export type SurchargeAction = (typeof SurchargeAction)[keyof typeof SurchargeAction];

export interface SurchargeTransition {
  action: SurchargeAction;
  actor: 'client' | 'designer' | 'system';
  from: SurchargeStatus;
  to: SurchargeStatus;
  /** The surcharge's amount moves from the client's mileage into the order's escrow. */
  pays?: true;
}

export const SURCHARGE_TRANSITIONS: readonly SurchargeTransition[] = [
  { action: SurchargeAction.pay, actor: 'client', from: SurchargeStatus.requested, to: SurchargeStatus.paid, pays: true },
  { action: SurchargeAction.decline, actor: 'client', from: SurchargeStatus.requested, to: SurchargeStatus.declined },
  { action: SurchargeAction.withdraw, actor: 'designer', from: SurchargeStatus.requested, to: SurchargeStatus.withdrawn },
  { action: SurchargeAction.lapse, actor: 'system', from: SurchargeStatus.requested, to: SurchargeStatus.lapsed },
];

export const findSurchargeTransition = (action: SurchargeAction, from: SurchargeStatus, actor: SurchargeTransition['actor']): SurchargeTransition | undefined =>
  SURCHARGE_TRANSITIONS.find((m) => m.action === action && m.from === from && m.actor === actor);

/** Order statuses in which the T-esigner may ask a surcharge: with a delivery, or while reworking (changed prescription). */
export const SURCHARGE_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.cadUploaded, OrderStatus.reworkRequested];

/** A surcharge may be at most this many times the order's amount: a slip of a zero is refused, not charged. */
export const SURCHARGE_MAX_MULTIPLE = 2;

/** The largest surcharge an order of `amount` may ask (and never above one movement's maximum). */
export const surchargeCap = (amount: number, currency: Currency): number => Math.min(amount * SURCHARGE_MAX_MULTIPLE, MONEY_MAX[currency]);

/** `POST /orders/:id/surcharges` and the optional part of a delivery: the order's currency is implied. */
export const SurchargeBody = z.object({
  amount: z.number({ error: 'amountInvalid' }).int({ error: 'amountInvalid' }).positive({ error: 'amountInvalid' }),
  reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(300, { error: 'reasonTooLong' }),
});
export type SurchargeBody = z.infer<typeof SurchargeBody>;

export const OrderSurcharge = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  reason: z.string(),
  status: z.enum(SurchargeStatus),
  /** The delivery it came with, or null when asked on its own. */
  deliveryVersion: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type OrderSurcharge = z.infer<typeof OrderSurcharge>;

/** The client declines with an optional word for the T-esigner. */
export const SurchargeDeclineBody = z.object({ reason: z.string().trim().max(300, { error: 'reasonTooLong' }).optional() });
export type SurchargeDeclineBody = z.infer<typeof SurchargeDeclineBody>;

// ---- Deliveries ----

/** At most this many files in one delivery (a crown's STL, its margin, a model, a ZIP of the project…). */
export const DELIVERY_MAX_FILES = 20;

/**
 * `POST /orders/:id/deliveries` (and `/orders/:id/cad/replace`, the same body): files uploaded as
 * `kind=cad`, a note for the client, and perhaps a surcharge.
 */
export const DeliverCadBody = z.object({
  fileIds: z
    .array(z.uuid())
    .min(1, { error: 'filesRequired' })
    .max(DELIVERY_MAX_FILES, { error: 'tooManyFiles' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicateFiles' }),
  message: z.string().trim().max(1000, { error: 'tooLong' }).optional(),
  surcharge: SurchargeBody.optional(),
});
export type DeliverCadBody = z.infer<typeof DeliverCadBody>;

export const OrderDelivery = z.object({
  id: z.uuid(),
  /** 1 for the first upload, then one more per rework or replacement. */
  version: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(UploadedFile.pick({ id: true, name: true, size: true })),
  /** The T-esigner replaced this version with the next before the client answered it (decision 0044). */
  replaced: z.boolean(),
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

// ---- Rework ----

/**
 * Why the client asks a rework, said up front so it is never argued in chat: a design error is
 * free and counts against the T-esigner's edit allowance; a changed prescription or a new scan does
 * not count, and the T-esigner may answer it with a surcharge.
 */
export const ReworkKind = { designError: 'designError', changedPrescription: 'changedPrescription' } as const;
export type ReworkKind = (typeof ReworkKind)[keyof typeof ReworkKind];

export const ReworkStatus = { requested: 'requested', withdrawn: 'withdrawn', delivered: 'delivered' } as const;
export type ReworkStatus = (typeof ReworkStatus)[keyof typeof ReworkStatus];

/** Pins of the order's 3D viewer a rework may point at: where exactly the change is wanted. */
export const REWORK_PINS_MAX = 10;

/**
 * `POST /orders/:id/reworks`: why, in the client's words (SPEC §8: a reason is required), and
 * optionally the viewer's pins that show where (issue 8), each a pin of this order.
 */
export const ReworkBody = z.object({
  kind: z.enum(ReworkKind, { error: 'reworkKindRequired' }),
  reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(300, { error: 'reasonTooLong' }),
  pinIds: z
    .array(z.uuid({ error: 'pinNotOnOrder' }))
    .max(REWORK_PINS_MAX, { error: 'tooManyPins' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'pinNotOnOrder' })
    .default([]),
});
export type ReworkBody = z.infer<typeof ReworkBody>;

export const OrderRework = z.object({
  id: z.uuid(),
  kind: z.enum(ReworkKind),
  reason: z.string(),
  status: z.enum(ReworkStatus),
  /** The viewer's pins the client attached, in the order chosen. */
  pinIds: z.array(z.uuid()),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type OrderRework = z.infer<typeof OrderRework>;

/**
 * Where the order stands on reworks: the one open, the design-error reworks counted against the
 * T-esigner's edit allowance, and the end of the warranty (the first delivery + warranty days).
 */
export const OrderReworkState = z.object({
  open: OrderRework.nullable(),
  editsUsed: z.number().int(),
  warrantyEndsAt: z.string().nullable(),
});
export type OrderReworkState = z.infer<typeof OrderReworkState>;

/** Whether a rework of `kind` is still allowed by the edit allowance (a changed prescription is never counted). */
export const reworkAllowed = (kind: ReworkKind, editsUsed: number, editCount: number): boolean =>
  kind === ReworkKind.changedPrescription || editsUsed < editCount;

/** `POST /orders/:id/cad/link`: one version (the latest when absent) as a ZIP, or one file of it. */
export const CadLinkBody = z.object({ version: z.number().int().positive().optional(), fileId: z.uuid().optional() });
export type CadLinkBody = z.infer<typeof CadLinkBody>;

/** An expiring link the browser downloads from natively (no sign-in needed while it lasts). */
export const DownloadLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof DownloadLink>;

/** `GET /orders/:id/cad`: every version delivered (newest first), every surcharge and rework asked (newest first). */
export const OrderCad = z.object({
  deliveries: z.array(OrderDelivery),
  surcharges: z.array(OrderSurcharge),
  reworks: z.array(OrderRework),
  /** When the order completes by itself unless the client confirms or asks a rework first. */
  completesAt: z.string().nullable(),
});
export type OrderCad = z.infer<typeof OrderCad>;

