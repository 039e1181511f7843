// What a member keeps about other members (issue 10, SPEC §2 my page, §6): favourite T-esigners and
// dental labs, blocked members, and reports to the operator.
import { z } from 'zod';
import { DesignerCard, LabCard } from '../profiles/search.ts';

/**
 * `PUT /api/v1/favourites/:memberNo` (204) keeps a T-esigner or dental lab among the member's
 * favourites, `DELETE` forgets it; both are idempotent. Only a T-esigner or lab with a public
 * profile can be kept (else 404), never oneself or a member blocked either way.
 * `GET /api/v1/favourites`: both lists, newest first.
 */
export const Favourites = z.object({ designers: z.array(DesignerCard), labs: z.array(LabCard) });
export type Favourites = z.infer<typeof Favourites>;

/**
 * `PUT /api/v1/blocks/:memberNo` (204) blocks, `DELETE` unblocks; idempotent. Clients block
 * T-esigners and labs; T-esigners and labs block clients (anything else: 403 BLOCK_NOT_ALLOWED).
 * A block hides each side's requests, quotations, profiles and chat from the other, both ways;
 * orders already made go on. `GET /api/v1/blocks`: the members the signed-in member blocked.
 */
export const BlockedMember = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  kind: z.enum(['client', 'lab', 'designer']),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockedMembers = z.object({ items: z.array(BlockedMember) });
export type BlockedMembers = z.infer<typeof BlockedMembers>;

export const REPORT_DETAILS_MAX = 300;

/**
 * `POST /api/v1/reports` (201): a member reports a member, a request or a review to the operator,
 * with a reason from the `report` code table (SPEC §5: a reason is required) and optional words.
 * The same reporter reporting the same thing twice while the first is open gets 409 ALREADY_REPORTED.
 */
export const ReportBody = z.object({
  target: z.enum(['member', 'request', 'review']),
  targetId: z.string().trim().min(1).max(40),
  reason: z.string({ error: 'reasonRequired' }).trim().min(1, { error: 'reasonRequired' }).max(40, { error: 'unknownCode' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, { error: 'reasonTooLong' }).default(''),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const Report = z.object({
  id: z.uuid(),
  target: z.enum(['member', 'request', 'review']),
  targetId: z.string(),
  reason: z.string(),
  details: z.string(),
  reporter: z.object({ memberNo: z.number().int(), nickname: z.string() }),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** The operator's decision (issue 12); all three null while the report is open. */
  resolution: z.enum(['actioned', 'dismissed']).nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type Report = z.infer<typeof Report>;

export const REPORT_DECISION_NOTE_MAX = 1000;

/**
 * `POST /api/v1/admin/reports/:id/decision` (200, the closed report): the operator closes an open
 * report, actioned or dismissed, and says why (the note is required). `suspendMember` also suspends
 * the reported member through the join machine, with the note as the reason the member reads; it
 * counts only for an actioned report on a member. A report is decided once: a second decision, or
 * two at once, gets 409 REPORT_ALREADY_DECIDED and changes nothing.
 */
export const ReportDecisionBody = z.object({
  resolution: z.enum(['actioned', 'dismissed']),
  note: z
    .string({ error: 'reasonRequired' })
    .trim()
    .min(1, { error: 'reasonRequired' })
    .max(REPORT_DECISION_NOTE_MAX, { error: 'tooLong' }),
  suspendMember: z.boolean().optional(),
});
export type ReportDecisionBody = z.infer<typeof ReportDecisionBody>;
