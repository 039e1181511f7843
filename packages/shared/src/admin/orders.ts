// The operator's reading of requests and orders (issue 12, Admin console): every request and every
// order, whoever's, and for one order its facts, the ledger entries that moved its money and the
// case timeline. The admin only reads here; the parties act on their own pages.
import { z } from 'zod';
import { AccountKind, CURRENCIES, JournalKind } from '../mileage/schema.ts';
import { OrderStatus } from '../orders/machine.ts';
import { OrderDetail } from '../orders/schema.ts';
import { OrderTimelineEvent } from '../orders/timeline.ts';
import { QuotationStatus, RequestStatus, RequestType } from '../requests/machine.ts';
import { MemberRef, RequestDetail } from '../requests/schema.ts';
import { ADMIN_LIST_SIZE_MAX } from './schema.ts';

const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(ADMIN_LIST_SIZE_MAX).default(20);
/** A request or order id, or the start of one (the operator pastes a few characters from a screen). */
const q = z.string().trim().max(100, { error: 'too_big' }).optional();

/** `GET /api/v1/admin/requests`: `q` matches the start of the request's id or the client's nickname. */
export const AdminRequestQuery = z.object({
  q,
  status: z.enum(RequestStatus).optional(),
  type: z.enum(RequestType).optional(),
  page,
  size,
});
export type AdminRequestQuery = z.infer<typeof AdminRequestQuery>;

export const AdminRequestSummary = z.object({
  id: z.uuid(),
  type: z.enum(RequestType),
  status: z.enum(RequestStatus),
  client: MemberRef,
  /** The T-esigner it is addressed to or was chosen for; null while nobody is. */
  designer: MemberRef.nullable(),
  createdAt: z.string(),
  deadlineAt: z.string(),
  quotationCount: z.number().int(),
});
export type AdminRequestSummary = z.infer<typeof AdminRequestSummary>;

export const AdminRequestList = z.object({ items: z.array(AdminRequestSummary), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type AdminRequestList = z.infer<typeof AdminRequestList>;

/** A quotation on the request as the operator reads it: who, how much, by when, and where it stands. */
export const AdminRequestQuotation = z.object({
  id: z.uuid(),
  /** The T-esigner who quoted (a dental lab quotes through its T-esigner profile: the lab's member). */
  designer: MemberRef,
  /** The quotation's total, integer minor units of its currency. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** When the T-esigner promised delivery. */
  deliveryAt: z.string(),
  status: z.enum(QuotationStatus),
  /** When it was submitted. */
  createdAt: z.string(),
});
export type AdminRequestQuotation = z.infer<typeof AdminRequestQuotation>;

/**
 * `GET /api/v1/admin/requests/:id`: the request as its parties read it, with every quotation on it
 * (withdrawn ones and those of blocked T-esigners included), oldest first.
 */
export const AdminRequestDetail = RequestDetail.extend({ quotations: z.array(AdminRequestQuotation) });
export type AdminRequestDetail = z.infer<typeof AdminRequestDetail>;

/** `GET /api/v1/admin/orders`: `q` matches the start of the order's id or either party's nickname. */
export const AdminOrderQuery = z.object({ q, status: z.enum(OrderStatus).optional(), page, size });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrderSummary = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(OrderStatus),
  client: MemberRef,
  designer: MemberRef,
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderList = z.object({ items: z.array(AdminOrderSummary), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type AdminOrderList = z.infer<typeof AdminOrderList>;

/** One line of a ledger entry. Positive adds to the account's balance, negative takes from it. */
export const AdminLedgerPosting = z.object({
  accountKind: z.enum(AccountKind),
  /** The owner of a member account; null for the escrow and the platform's accounts. */
  member: MemberRef.nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type AdminLedgerPosting = z.infer<typeof AdminLedgerPosting>;

/** A journal entry about the order (its reference is the order's id), postings in the order written. */
export const AdminLedgerEntry = z.object({
  id: z.uuid(),
  kind: z.enum(JournalKind),
  createdAt: z.string(),
  postings: z.array(AdminLedgerPosting),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntry>;

/** `GET /api/v1/admin/orders/:id`: the order as the admin reads it, its ledger entries (oldest first) and its timeline. */
export const AdminOrderDetail = z.object({
  order: OrderDetail,
  ledger: z.array(AdminLedgerEntry),
  timeline: z.array(OrderTimelineEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
