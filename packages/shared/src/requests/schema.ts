// Requests and quotations (SPEC §3 Request and Quotation, §5, §9): the bodies and answers of the
// requests and quotations modules, and the date rules the date picker and the server share.
import { z } from 'zod';
import { MAX_UNITS_PER_FORM, REFERRAL_LIST_SIZE_MAX } from '../referrals/schema.ts';
import { Referral } from '../referrals/schema.ts';
import { QuotationStatus, RequestAction, RequestStatus, RequestType } from './machine.ts';
import { DUE_SOON_HOURS, RequestScope } from './list-filters.ts';
import { koreanDayOf } from '../time.ts';

export { DUE_SOON_HOURS, RequestScope } from './list-filters.ts';

export const REQUEST_NOTES_MAX = 1000;
export const REQUEST_REFERRALS_MAX = 50;
export const REQUEST_REASON_MAX = 300;
export const COMMENT_MAX = 1000;
/** The date picker's step (SPEC §9): times on the hour or the half hour. */
export const DATE_STEP_MINUTES = 30;
export const QUOTATION_ITEMS_MAX = 20;
/** One unit price at most (KRW); a typo of three zeros too many is refused rather than paid. */
export const UNIT_PRICE_MAX = 10_000_000;
/** Quotations are in KRW until the mileage issue brings USD quotations. */
export const QUOTATION_CURRENCY = 'KRW';

/** Date input not valid (SPEC §8, input error code 1). */
export const DATE_INPUT_ERROR_CODE = 1;

export type DateIssue = 'dateInvalid' | 'dateBeforeMin' | 'dateAfterMax' | 'dateStep' | 'dateHoliday';

/** The latest date the picker offers: the end of next year, in the viewer's calendar. */
export const latestPickable = (now: Date): Date => new Date(now.getFullYear() + 1, 11, 31, 23, 30);

/**
 * Whether a picked moment may be used (SPEC §9): a real date, not before `now`, not after the end of
 * next year, on a 30-minute step, not on a holiday. Answers the first problem, or null.
 */
export function checkPickedDate(value: Date, now: Date, holidays: ReadonlySet<string>): DateIssue | null {
  if (Number.isNaN(value.getTime())) return 'dateInvalid';
  if (value.getTime() < now.getTime() - 60_000) return 'dateBeforeMin';
  if (value.getTime() > latestPickable(now).getTime() + 24 * 3600_000) return 'dateAfterMax';
  if (value.getUTCSeconds() !== 0 || value.getUTCMilliseconds() !== 0 || value.getUTCMinutes() % DATE_STEP_MINUTES !== 0) return 'dateStep';
  if (holidays.has(koreanDayOf(value))) return 'dateHoliday';
  return null;
}

const Moment = z.iso.datetime({ offset: true, error: 'dateInvalid' });

const requestFields = {
  referralIds: z.array(z.uuid()).min(1, { error: 'referralsRequired' }).max(REQUEST_REFERRALS_MAX, { error: 'too_big' }),
  quoteExpiresAt: Moment,
  deadlineAt: Moment,
  notes: z.string().trim().max(REQUEST_NOTES_MAX, { error: 'too_big' }).default(''),
};

/** POST /api/v1/requests: a public request, or a designated one to one T-esigner. */
export const CreateRequestBody = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal(RequestType.Public), ...requestFields }),
    z.object({ type: z.literal(RequestType.Designated), designerNo: z.number().int().positive().max(2_147_483_647), ...requestFields }),
  ])
  .refine((b) => Date.parse(b.deadlineAt) > Date.parse(b.quoteExpiresAt), { error: 'deadlineBeforeExpiry', path: ['deadlineAt'] });
export type CreateRequestBody = z.infer<typeof CreateRequestBody>;

/** POST /api/v1/requests/:id/reopen: a closed request without quotations, with new dates. */
export const ReopenRequestBody = z
  .object({ quoteExpiresAt: Moment, deadlineAt: Moment })
  .refine((b) => Date.parse(b.deadlineAt) > Date.parse(b.quoteExpiresAt), { error: 'deadlineBeforeExpiry', path: ['deadlineAt'] });
export type ReopenRequestBody = z.infer<typeof ReopenRequestBody>;

export const ReasonBody = z.object({
  reason: z.string().trim().min(1, { error: 'reasonRequired' }).max(REQUEST_REASON_MAX, { error: 'too_big' }),
});
export type ReasonBody = z.infer<typeof ReasonBody>;

export const RequestParams = z.object({ id: z.uuid() });

/** Units per prosthesis type over all referrals of a request (what a quotation prices). */
export const ProsthesisUnits = z.array(z.object({ type: z.string(), count: z.number().int() }));
export type ProsthesisUnits = z.infer<typeof ProsthesisUnits>;

export const MemberRef = z.object({ memberNo: z.number().int(), nickname: z.string() });
export type MemberRef = z.infer<typeof MemberRef>;

/** A request as lists show it. */
export const RequestSummary = z.object({
  id: z.uuid(),
  type: z.enum(RequestType),
  status: z.enum(RequestStatus),
  client: MemberRef,
  designer: MemberRef.nullable(),
  quoteExpiresAt: z.string(),
  deadlineAt: z.string(),
  notes: z.string(),
  referralCount: z.number().int(),
  /** What names the case (issue 26): the referral numbers the client typed, in referral order, empty ones left out. */
  referralNumbers: z.array(z.string()),
  /** The FDI teeth of its referrals, each once, as the chart reads them: upper 18 to 28, then lower 48 to 38. */
  teeth: z.array(z.number().int()),
  units: ProsthesisUnits,
  quotationCount: z.number().int(),
  /** The viewer's own quotation's status, for a T-esigner. */
  myQuotation: z.enum(QuotationStatus).nullable(),
  createdAt: z.string(),
});
export type RequestSummary = z.infer<typeof RequestSummary>;

/** A request opened: its referrals, why it was rejected, and what the viewer may do now. */
export const RequestDetail = RequestSummary.extend({
  referrals: z.array(Referral),
  rejectReason: z.string().nullable(),
  /** The viewer's actions allowed by the machine (the web shows these and no others). */
  actions: z.array(z.enum(RequestAction)),
  /** Whether the viewer (a T-esigner) may send a quotation now. */
  canQuote: z.boolean(),
  /** The order created by a selection (Orders issue), once there is one. */
  orderId: z.uuid().nullable(),
});
export type RequestDetail = z.infer<typeof RequestDetail>;

export const RequestListQuery = z.object({
  /** all; mine (a client's own requests); quoted (requests the T-esigner quoted on). */
  scope: z.enum(RequestScope).default(RequestScope.All),
  /** Only open requests whose quote expiry is within this many hours. */
  dueWithinHours: z.coerce.number().pipe(z.union(DUE_SOON_HOURS.map((h) => z.literal(h)))).optional(),
  status: z.enum(RequestStatus).optional(),
  /** Matches the notes, a referral number, or the client's nickname. */
  q: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(REFERRAL_LIST_SIZE_MAX).default(10),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const RequestList = z.object({ items: z.array(RequestSummary), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type RequestList = z.infer<typeof RequestList>;

// --- Comments on a request (questions of T-esigners, answers of the client) ---

export const CreateCommentBody = z.object({
  body: z.string().trim().min(1, { error: 'required' }).max(COMMENT_MAX, { error: 'too_big' }),
  /** A reply to this comment (replies nest one level: a reply to a reply answers its parent). */
  parentId: z.uuid().optional(),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const Comment = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  author: MemberRef,
  /** The request's client wrote it. */
  byClient: z.boolean(),
  parentId: z.uuid().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof Comment>;
export const CommentList = z.object({ items: z.array(Comment) });
export type CommentList = z.infer<typeof CommentList>;

// --- Quotations ---

export const QuotationItem = z.object({
  type: z.string().trim().min(1, { error: 'required' }).max(50),
  count: z.number({ error: 'countRequired' }).int({ error: 'countRequired' }).min(1, { error: 'countRequired' }).max(MAX_UNITS_PER_FORM, { error: 'unitsOverCap' }),
  /** KRW per unit. */
  unitPrice: z.number({ error: 'priceInvalid' }).int({ error: 'priceInvalid' }).min(0, { error: 'priceInvalid' }).max(UNIT_PRICE_MAX, { error: 'priceInvalid' }),
});
export type QuotationItem = z.infer<typeof QuotationItem>;

/** The total a quotation asks: the sum of unit price × count, computed the same on both sides. */
export const quotationTotal = (items: readonly QuotationItem[]): number => items.reduce((sum, i) => sum + i.unitPrice * i.count, 0);

/** POST /api/v1/requests/:id/quotations and PUT /api/v1/quotations/:id. */
export const SubmitQuotationBody = z.object({
  items: z.array(QuotationItem).min(1, { error: 'required' }).max(QUOTATION_ITEMS_MAX, { error: 'too_big' }),
  /** When the T-esigner can deliver: before the request's deadline. */
  deliveryAt: Moment,
  note: z.string().trim().max(REQUEST_NOTES_MAX, { error: 'too_big' }).default(''),
});
export type SubmitQuotationBody = z.infer<typeof SubmitQuotationBody>;

/** What a client compares beside the price (from the T-esigner's profile and reviews; null until known). */
export const DesignerFacts = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  editCount: z.number().int().nullable(),
  warrantyDays: z.number().int().nullable(),
});
export type DesignerFacts = z.infer<typeof DesignerFacts>;

export const Quotation = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  designer: MemberRef,
  facts: DesignerFacts,
  status: z.enum(QuotationStatus),
  items: z.array(QuotationItem),
  total: z.number().int(),
  currency: z.literal(QUOTATION_CURRENCY),
  deliveryAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quotation = z.infer<typeof Quotation>;
export const QuotationList = z.object({ items: z.array(Quotation) });
export type QuotationList = z.infer<typeof QuotationList>;

/** GET /api/v1/quotations (/estimate): a client's received quotations or a T-esigner's own, with their request. */
export const MyQuotation = Quotation.extend({
  request: RequestSummary.pick({ id: true, status: true, type: true, deadlineAt: true, quoteExpiresAt: true, client: true, referralNumbers: true }),
});
export type MyQuotation = z.infer<typeof MyQuotation>;
export const MyQuotationList = z.object({ items: z.array(MyQuotation), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type MyQuotationList = z.infer<typeof MyQuotationList>;
export const MyQuotationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(REFERRAL_LIST_SIZE_MAX).default(10),
});

/** POST /api/v1/quotations/:id/select answers where the client goes next. */
export const SelectionAnswer = z.object({ requestId: z.uuid(), orderId: z.uuid() });
export type SelectionAnswer = z.infer<typeof SelectionAnswer>;

// --- Holidays (SPEC §3 "Holiday entries for the date picker carry a date") ---

export const Holiday = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof Holiday>;
export const HolidayQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** T-esigners a client may address a designated request to (/request/designerChoice). */
export const DesignerChoice = z.object({ memberNo: z.number().int(), nickname: z.string(), facts: DesignerFacts });
export type DesignerChoice = z.infer<typeof DesignerChoice>;
export const DesignerChoiceList = z.object({ items: z.array(DesignerChoice), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type DesignerChoiceList = z.infer<typeof DesignerChoiceList>;
export const DesignerChoiceQuery = z.object({
  q: z.string().trim().max(30).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type DesignerChoiceQuery = z.infer<typeof DesignerChoiceQuery>;
