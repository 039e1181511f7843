// Inquiries (issue 12, SPEC §2 `/inquire`, `/inquireWrite`, `/inquireDetailWrite`, `/myInquire`,
// `/myInquire2`): a member's 1:1 questions to the operator, with attachments, and the answer.
import { z } from 'zod';

export const InquiryCategory = z.enum(['general', 'account', 'request', 'payment', 'settlement', 'other']);
export type InquiryCategory = z.infer<typeof InquiryCategory>;
export const INQUIRY_FILES_MAX = 5;

/**
 * `POST /api/v1/inquiries` (signed in) → 201 Inquiry: a title, the question, up to INQUIRY_FILES_MAX
 * of the member's own uploads (kind 'document': images and PDF) and optionally the request or order
 * it is about, one the member is the client or T-esigner of (else 400 `notYours` on that field). `GET /api/v1/inquiries?page&size` → the member's, newest first;
 * `GET /api/v1/inquiries/:id` → one of the member's (else 404).
 */
export const InquiryBody = z.object({
  category: InquiryCategory,
  title: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_big' }),
  body: z.string().trim().min(5, { error: 'inquiryTooShort' }).max(2000, { error: 'too_big' }),
  fileIds: z.array(z.uuid()).max(INQUIRY_FILES_MAX, { error: 'tooManyFiles' }).default([]),
  requestId: z.uuid().optional(),
  orderId: z.uuid().optional(),
});
export type InquiryBody = z.infer<typeof InquiryBody>;

export const InquiryFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), mime: z.string(), url: z.string() });
export const Inquiry = z.object({
  id: z.uuid(),
  category: InquiryCategory,
  title: z.string(),
  body: z.string(),
  files: z.array(InquiryFile),
  requestId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The asker, for the admin's list. */
  member: z.object({ memberNo: z.number().int(), nickname: z.string() }),
});
export type Inquiry = z.infer<typeof Inquiry>;
export const InquiryList = z.object({ items: z.array(Inquiry), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type InquiryList = z.infer<typeof InquiryList>;
export const InquiryListQuery = z.object({
  status: z.enum(['open', 'answered']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * Admin: `GET /api/v1/admin/inquiries?status` (open first, oldest first), `POST
 * /api/v1/admin/inquiries/:id/answer` with AnswerBody → Inquiry (answering again edits the answer);
 * the member is told (notification `inquiryAnswered`, link `/myInquire2?id=…`).
 */
export const AnswerBody = z.object({ answer: z.string().trim().min(1, { error: 'required' }).max(5000, { error: 'too_big' }) });
export type AnswerBody = z.infer<typeof AnswerBody>;

/**
 * `POST /api/v1/requests/:id/re-request` (the client; `/reRequestWrite`): a finished or closed request
 * of theirs sent again in one step — its referrals copied into new complete referrals and a new
 * request of the same type (and designated T-esigner) with new dates → 201 { requestId }.
 */
export const ReRequestBody = z.object({
  quoteExpiresAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }),
  deadlineAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }),
  notes: z.string().trim().max(1000, { error: 'too_big' }).optional(),
});
export type ReRequestBody = z.infer<typeof ReRequestBody>;
export const ReRequestAnswer = z.object({ requestId: z.uuid() });

// ---- The audit log of admin actions ----

/** What an admin action acts on: the audit log's target types, named in both languages on the console. */
export const AUDIT_TARGET_TYPES = ['member', 'report', 'inquiry', 'notice', 'faq', 'partner', 'document', 'code', 'holiday', 'exchangeRate', 'refund', 'settlement', 'quickTerms'] as const;
export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/**
 * Every admin action writes one entry (who, when, what, on what, why). `GET
 * /api/v1/admin/audit?action&targetType&targetId&page&size` → AuditList, newest first.
 */
export const AuditEntry = z.object({
  id: z.uuid(),
  admin: z.object({ memberNo: z.number().int(), nickname: z.string() }),
  /** "member.approve", "refund.reject", "notice.publish", "quick.terms", … */
  action: z.string(),
  targetType: AuditTargetType,
  targetId: z.string(),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  action: z.string().trim().max(50).optional(),
  targetType: AuditTargetType.optional(),
  targetId: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const AuditList = z.object({ items: z.array(AuditEntry), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type AuditList = z.infer<typeof AuditList>;

/**
 * `GET /api/v1/admin/dashboard` → today's joins (Korea day), orders started today, money in escrow
 * per currency, members waiting for approval, open reports, open inquiries, settlements and refunds waiting.
 */
export const AdminDashboard = z.object({
  joinsToday: z.number().int(),
  ordersToday: z.number().int(),
  escrow: z.object({ KRW: z.number().int(), USD: z.number().int() }),
  pendingApprovals: z.number().int(),
  openReports: z.number().int(),
  openInquiries: z.number().int(),
  waitingSettlements: z.number().int(),
  waitingRefunds: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
