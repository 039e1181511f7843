// The case timeline (issue 7): every move and event of an order, oldest first, with who did it, as
// both parties and the admin read it. It is the record a dispute is settled on, so it shows only
// what is safe for each of them: the stored details pass through a whitelist, never whole (the
// signature's address and browser stay with the contract).
import { z } from 'zod';
import { CURRENCIES } from '../mileage/schema.ts';
import { MemberRef } from '../requests/schema.ts';
import { ReworkKind } from './delivery.ts';
import { OrderAction, OrderStatus } from './machine.ts';
import { OrderEventKind } from './schema.ts';

/** Which side the actor was on; `system` for a sweep or a move that follows from both sides agreeing. */
export const TimelineActorRole = { client: 'client', designer: 'designer', admin: 'admin', system: 'system' } as const;
export type TimelineActorRole = (typeof TimelineActorRole)[keyof typeof TimelineActorRole];

/** The details an event may show; each is present only when the event recorded it. */
export const OrderTimelineDetails = z.object({
  /** Why: a decline, a cancellation asked or rejected, a surcharge asked or declined. */
  reason: z.string().optional(),
  /** Money the event moved or asked: the price paid at signing, a surcharge. */
  amount: z.number().int().optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** The CAD result's version delivered or downloaded. */
  version: z.number().int().optional(),
  /** The names of the files uploaded or downloaded, in the order recorded. */
  fileNames: z.array(z.string()).optional(),
  /** The SHA-256 of the contract signed. */
  hash: z.string().optional(),
  /** What the escrow did with the move. */
  escrow: z.enum(['hold', 'refundAll', 'refundHalf', 'release']).optional(),
  /** Why the client asked a rework: a design error, or a changed prescription or new scan. */
  reworkKind: z.enum(ReworkKind).optional(),
  /** When the order completes by itself (the notice before it). */
  completesAt: z.string().optional(),
});
export type OrderTimelineDetails = z.infer<typeof OrderTimelineDetails>;

export const OrderTimelineEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /** null: the system acted. */
  actor: MemberRef.nullable(),
  actorRole: z.enum(TimelineActorRole),
  /** The order's move (an OrderAction) or what happened without one (an OrderEventKind). */
  kind: z.union([z.enum(OrderAction), z.enum(OrderEventKind)]),
  fromStatus: z.enum(OrderStatus),
  toStatus: z.enum(OrderStatus),
  details: OrderTimelineDetails,
});
export type OrderTimelineEvent = z.infer<typeof OrderTimelineEvent>;

/** `GET /api/v1/orders/:id/timeline`: the order's events, oldest first. */
export const OrderTimeline = z.object({ events: z.array(OrderTimelineEvent) });
export type OrderTimeline = z.infer<typeof OrderTimeline>;
