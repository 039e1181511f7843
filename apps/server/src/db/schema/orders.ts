import type { CancellationStatus, Currency, Locale, OrderAction, OrderEventKind, OrderStatus, ReworkKind, ReworkStatus, SurchargeStatus } from '@dcm/shared';
import type { MeshReport } from '@dcm/shared/mesh/report';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';
import { requests } from './requests.ts';
import { quotations } from './quotations.ts';
import { exchangeRates } from './mileage.ts';

/**
 * The order a selection creates (SPEC §4 step 4): who, what and how much. `status` moves only by the
 * shared order machine (modules/orders); its signed contract and its timeline are in orders.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    quotationId: uuid('quotation_id').references(() => quotations.id),
    clientNo: integer('client_no')
      .notNull()
      .references(() => members.memberNo),
    designerNo: integer('designer_no')
      .notNull()
      .references(() => members.memberNo),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('KRW'),
    status: text('status').$type<OrderStatus>().notNull().default('awaitingPayment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the client signed and the amount went into escrow. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The T-esigner's reason, told to the client. */
    declineReason: text('decline_reason'),
    /** While the CAD result waits for the client: when the order completes by itself (SPEC §4 step 11). */
    completesAt: timestamp('completes_at', { withTimezone: true }),
    /** When both parties were told the order is about to complete by itself, for this `completesAt`. */
    completionNoticeAt: timestamp('completion_notice_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A client paying in USD: the rate the quotation's won were converted at (decision 16). */
    rateId: uuid('rate_id').references(() => exchangeRates.id),
  },
  (t) => [uniqueIndex('orders_request').on(t.requestId), index('orders_client_created').on(t.clientNo, t.createdAt), index('orders_designer_created').on(t.designerNo, t.createdAt), index('orders_completes_at').on(t.completesAt)],
);

/**
 * The e-contract a client signed (issue 7): the exact text read, its SHA-256, and who signed it
 * when, from where. One per order, written in the transaction that pays it; never edited.
 */
export const orderContracts = pgTable('order_contracts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  locale: text('locale').$type<Locale>().notNull(),
  text: text('text').notNull(),
  /** SHA-256 (hex) of `text` as UTF-8. */
  hash: text('hash').notNull(),
  signedName: text('signed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signedIp: text('signed_ip').notNull(),
  userAgent: text('user_agent').notNull(),
  /** The client's Idempotency-Key of the signing: a retry with it answers the order it signed. */
  idempotencyKey: text('idempotency_key').notNull(),
});

/**
 * The case timeline (issue 7): one row per transition of an order (and per event that moves nothing,
 * from=to: a download, a cancellation asked, rejected or withdrawn), written in its transaction, so
 * the record a dispute is settled on never disagrees with the order and its money. The
 * notifications issue delivers from here, in `id` order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted; null for the system (a sweep, an agreed cancellation). */
    actorNo: integer('actor_no').references(() => members.memberNo),
    /** The move (an OrderAction), or what happened without one (an OrderEventKind: a download, a cancellation asked or answered). */
    action: text('action').$type<OrderAction | OrderEventKind>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** What else the move recorded: the contract's hash, the money moved, the reason given. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * A cancellation one party asked after acceptance (SPEC §4, §9): the other approves (the order is
 * cancelled, 50% deducted) or rejects it, or the requester withdraws it. At most one `requested` per
 * order (the partial unique index); decided ones stay as the record of what was asked.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    requestedBy: text('requested_by').$type<'client' | 'designer'>().notNull(),
    requesterNo: integer('requester_no')
      .notNull()
      .references(() => members.memberNo),
    /** Up to 300 characters (OrderReasonBody), read by the other party. */
    reason: text('reason').notNull(),
    status: text('status').$type<CancellationStatus>().notNull().default('requested'),
    /** Who approved, rejected or withdrew it, and when. */
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cancellations_one_open').on(t.orderId).where(sql`${t.status} = 'requested'`),
    index('order_cancellations_order_created').on(t.orderId, t.createdAt),
    check('order_cancellations_requested_by', sql`${t.requestedBy} in ('client', 'designer')`),
    check('order_cancellations_status', sql`${t.status} in ('requested', 'approved', 'rejected', 'withdrawn')`),
  ],
);

/**
 * One upload of the CAD result (SPEC §4 step 8): version 1, then one per rework. Its files are
 * `order_delivery_files`; the order's download routes serve only those and the referral's.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    version: integer('version').notNull(),
    /** A note for the client, up to 1,000 characters. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_deliveries_version').on(t.orderId, t.version)],
);

export const orderDeliveryFiles = pgTable(
  'order_delivery_files',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  // A file is delivered once: the same upload cannot stand in two versions.
  (t) => [primaryKey({ columns: [t.deliveryId, t.fileId] }), uniqueIndex('order_delivery_files_file').on(t.fileId)],
);

/**
 * A surcharge the T-esigner asked (SPEC §3: reason ≤ 300, amount in the order's currency): the
 * client pays it into the escrow or declines it. At most one open per order.
 */
export const orderSurcharges = pgTable(
  'order_surcharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    deliveryId: uuid('delivery_id').references(() => orderDeliveries.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<SurchargeStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => members.memberNo),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The client's Idempotency-Key of the payment: a retry with it answers what it paid. */
    payKey: text('pay_key'),
  },
  (t) => [
    uniqueIndex('order_surcharges_one_open').on(t.orderId).where(sql`${t.status} = 'requested'`),
    index('order_surcharges_order').on(t.orderId, t.createdAt),
    check('order_surcharges_amount', sql`${t.amount} > 0`),
    check('order_surcharges_status', sql`${t.status} in ('requested', 'paid', 'declined', 'withdrawn', 'lapsed')`),
  ],
);

/**
 * A rework the client asked (SPEC §4 "Rework"), saying why: a design error (counts against the
 * T-esigner's edit allowance) or a changed prescription or new scan (does not; may bring a surcharge).
 */
export const orderReworks = pgTable(
  'order_reworks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<ReworkKind>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ReworkStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_reworks_one_open').on(t.orderId).where(sql`${t.status} = 'requested'`),
    index('order_reworks_order').on(t.orderId, t.createdAt),
    check('order_reworks_kind', sql`${t.kind} in ('designError', 'changedPrescription')`),
    check('order_reworks_status', sql`${t.status} in ('requested', 'withdrawn', 'delivered')`),
  ],
);

/**
 * A pin on one of the order's mesh files (issue 8, viewer communication): a point in the file's
 * coordinates with a party's comment; a reply points at its parent, on the same file. Kept with the
 * order, never edited, so both sides read the same conversation.
 */
export const orderPins = pgTable(
  'order_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    z: doublePrecision('z').notNull(),
    comment: text('comment').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => orderPins.id),
    authorNo: integer('author_no')
      .notNull()
      .references(() => members.memberNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_pins_order_created').on(t.orderId, t.createdAt)],
);

/** The viewer's pins a rework points at (issue 8): where exactly the client wants the change. */
export const orderReworkPins = pgTable(
  'order_rework_pins',
  {
    reworkId: uuid('rework_id')
      .notNull()
      .references(() => orderReworks.id),
    pinId: uuid('pin_id')
      .notNull()
      .references(() => orderPins.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reworkId, t.pinId] })],
);

/**
 * The design check of each mesh file of a CAD delivery (issue 29, decision 0043): pending from the
 * delivery's transaction until the `check-designs` job has analysed it, then done with its report.
 * Quick requests deliver CAD results too and keep theirs here (`owner_kind` 'quick'): orders owns
 * the check, quick asks it through the orders face. A file is delivered once, so it is the key.
 */
export const designChecks = pgTable(
  'design_checks',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id),
    ownerKind: text('owner_kind').$type<'order' | 'quick'>().notNull(),
    /** The order's or the quick request's id. */
    ownerId: uuid('owner_id').notNull(),
    /** The delivery version the file came with. */
    version: integer('version').notNull(),
    status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
    /** Claims by the job so far: each takes a lease; after the last one the file gets a failed report. */
    attempts: integer('attempts').notNull().default(0),
    /** While an instance analyses the file: another claims it only after this time (a crash lets it lapse). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The MeshReport (packages/shared/src/mesh/report.ts), once done. */
    report: jsonb('report').$type<MeshReport>(),
    /** The referral's minimum thickness in mm when the delivery was made; null when it named none. */
    prescribedMinMm: doublePrecision('prescribed_min_mm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('design_checks_owner').on(t.ownerKind, t.ownerId, t.version),
    index('design_checks_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('design_checks_owner_kind', sql`${t.ownerKind} in ('order', 'quick')`),
    check('design_checks_status', sql`${t.status} in ('pending', 'done')`),
  ],
);
