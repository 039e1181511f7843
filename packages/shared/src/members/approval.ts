// The join state machine (ARCHITECTURE §4): who may move a member from which approval state to
// which. The server refuses any move not listed; the admin page offers only the listed actions.
import { z } from 'zod';
import { ApprovalStatus } from './codes.ts';

export const ApprovalAction = {
  Approve: 'approve',
  Reject: 'reject',
  Suspend: 'suspend',
  Reinstate: 'reinstate',
  Resubmit: 'resubmit',
} as const;
export type ApprovalAction = (typeof ApprovalAction)[keyof typeof ApprovalAction];

interface Transition {
  action: ApprovalAction;
  actor: 'admin' | 'member';
  from: ApprovalStatus;
  to: ApprovalStatus;
  /** A reason the member is told. */
  needsReason: boolean;
}

export const approvalTransitions: readonly Transition[] = [
  { action: ApprovalAction.Approve, actor: 'admin', from: ApprovalStatus.Pending, to: ApprovalStatus.Approved, needsReason: false },
  { action: ApprovalAction.Reject, actor: 'admin', from: ApprovalStatus.Pending, to: ApprovalStatus.Rejected, needsReason: true },
  { action: ApprovalAction.Suspend, actor: 'admin', from: ApprovalStatus.Approved, to: ApprovalStatus.Suspended, needsReason: true },
  { action: ApprovalAction.Reinstate, actor: 'admin', from: ApprovalStatus.Suspended, to: ApprovalStatus.Approved, needsReason: false },
  { action: ApprovalAction.Resubmit, actor: 'member', from: ApprovalStatus.Rejected, to: ApprovalStatus.Pending, needsReason: false },
];

export function findApprovalTransition(action: ApprovalAction, from: string): Transition | undefined {
  return approvalTransitions.find((t) => t.action === action && t.from === from);
}

export const adminActionsFrom = (from: string): ApprovalAction[] =>
  approvalTransitions.filter((t) => t.actor === 'admin' && t.from === from).map((t) => t.action);

export const ApprovalDecisionBody = z.object({ reason: z.string().trim().max(300, { error: 'too_big' }).optional() });
