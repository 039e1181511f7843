// The operator's console (SPEC §6 Admin: approves joins): the member list, one member's file with
// their documents, and the decisions of the join machine (members/approval.ts) the admin may take.
import { z } from 'zod';
import { UploadedFile } from '../files/schema.ts';
import { ApprovalAction } from '../members/approval.ts';
import { ApprovalStatus, MemberType } from '../members/codes.ts';

export const ADMIN_LIST_SIZE_MAX = 100;

/** The actions whose actor is the admin in the join machine; `resubmit` is the member's own. */
export const AdminAction = z.enum([ApprovalAction.Approve, ApprovalAction.Reject, ApprovalAction.Suspend, ApprovalAction.Reinstate]);
export type AdminAction = z.infer<typeof AdminAction>;

const MemberNo = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/v1/admin/members: pending members by default; `q` matches email, nickname, name, business name. */
export const AdminMemberQuery = z.object({
  status: z.enum(ApprovalStatus).default(ApprovalStatus.Pending),
  kind: z.enum(MemberType).optional(),
  q: z.string().trim().max(100, { error: 'too_big' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(ADMIN_LIST_SIZE_MAX).default(20),
});
export type AdminMemberQuery = z.infer<typeof AdminMemberQuery>;

export const AdminMemberSummary = z.object({
  memberNo: z.number().int(),
  memberSe: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  /** First and last name. */
  name: z.string(),
  businessName: z.string().nullable(),
  memberContactNation: z.string().nullable(),
  memberApprovalSe: z.string(),
  /** ISO 8601. */
  registerDt: z.string(),
  /** ISO 8601; when the approval state last changed, null while it never did. */
  approvalChangedAt: z.string().nullable(),
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummary>;

export const AdminMemberList = z.object({
  items: z.array(AdminMemberSummary),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminMemberList = z.infer<typeof AdminMemberList>;

/** A private document of the member; `url` downloads it (GET /api/v1/common/file/:id, admin allowed). */
export const AdminMemberDocument = UploadedFile;
export type AdminMemberDocument = z.infer<typeof AdminMemberDocument>;

export const AdminMemberDetail = AdminMemberSummary.extend({
  phone: z.string().nullable(),
  job: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  businessNumber: z.string().nullable(),
  representative: z.string().nullable(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  addressDetail: z.string().nullable(),
  bank: z.string().nullable(),
  depositor: z.string().nullable(),
  accountNumber: z.string().nullable(),
  currency: z.string(),
  agreements: z.object({
    terms: z.boolean(),
    privacy: z.boolean(),
    marketing: z.boolean(),
    outsourcing: z.boolean(),
    einvoice: z.boolean(),
  }),
  /** The reason given with the last rejection or suspension. */
  memberApprovalReason: z.string().nullable(),
  documents: z.object({
    license: AdminMemberDocument.nullable(),
    business: AdminMemberDocument.nullable(),
  }),
  /** What the join machine lets the admin do from the member's current state; the page offers only these. */
  allowedActions: z.array(AdminAction),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetail>;

/** GET /api/v1/admin/members/:memberNo */
export const AdminMemberParams = z.object({ memberNo: MemberNo });
export type AdminMemberParams = z.infer<typeof AdminMemberParams>;

/** POST /api/v1/admin/members/:memberNo/:action, body ApprovalDecisionBody. */
export const AdminActionParams = z.object({ memberNo: MemberNo, action: AdminAction });
export type AdminActionParams = z.infer<typeof AdminActionParams>;
