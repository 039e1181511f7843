// The state machines of money paid back out (SPEC §4 "Refund and settlement: requested, in progress,
// complete. An admin approves them."): statuses, the admin's and the provider's moves. Without zod:
// a member's first load shows a payout's status badge and must not carry zod for it (decision 0034).
// payouts.ts, with the routes' shapes, re-exports it all.
export const PayoutStatus = { requested: 'requested', inProgress: 'inProgress', complete: 'complete', rejected: 'rejected' } as const;
export type PayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];
export const PAYOUT_STATUSES = Object.values(PayoutStatus);

export const PayoutAction = { approve: 'approve', complete: 'complete', reject: 'reject' } as const;
export type PayoutAction = (typeof PayoutAction)[keyof typeof PayoutAction];

export interface PayoutTransition {
  action: PayoutAction;
  /** admin: from the console; provider: our server once the provider answered. */
  actor: 'admin' | 'provider';
  from: PayoutStatus;
  to: PayoutStatus;
  needsReason?: boolean;
}

/**
 * A refund: the admin approves (in progress), the provider's cancel refunds the card (complete). A
 * failed cancel leaves it in progress, and approving again retries the cancel; if the provider
 * refuses for good, the admin rejects it from there with a reason and the mileage comes back.
 */
export const REFUND_TRANSITIONS: readonly PayoutTransition[] = [
  { action: PayoutAction.approve, actor: 'admin', from: PayoutStatus.requested, to: PayoutStatus.inProgress },
  { action: PayoutAction.approve, actor: 'admin', from: PayoutStatus.inProgress, to: PayoutStatus.inProgress },
  { action: PayoutAction.complete, actor: 'provider', from: PayoutStatus.inProgress, to: PayoutStatus.complete },
  { action: PayoutAction.reject, actor: 'admin', from: PayoutStatus.requested, to: PayoutStatus.rejected, needsReason: true },
  { action: PayoutAction.reject, actor: 'admin', from: PayoutStatus.inProgress, to: PayoutStatus.rejected, needsReason: true },
];

/** A settlement: the admin approves (in progress), makes the bank transfer, then marks it complete. */
export const SETTLEMENT_TRANSITIONS: readonly PayoutTransition[] = [
  { action: PayoutAction.approve, actor: 'admin', from: PayoutStatus.requested, to: PayoutStatus.inProgress },
  { action: PayoutAction.complete, actor: 'admin', from: PayoutStatus.inProgress, to: PayoutStatus.complete },
  { action: PayoutAction.reject, actor: 'admin', from: PayoutStatus.requested, to: PayoutStatus.rejected, needsReason: true },
];

export const payoutTransition = (table: readonly PayoutTransition[], from: PayoutStatus, action: PayoutAction): PayoutTransition | undefined =>
  table.find((t) => t.from === from && t.action === action);

/** The admin's actions on an item in `status`, for the console's buttons. */
export const adminPayoutActions = (table: readonly PayoutTransition[], status: PayoutStatus): PayoutAction[] =>
  table.filter((t) => t.actor === 'admin' && t.from === status).map((t) => t.action);

/**
 * What the admin may do with a refund now: the table's moves, except a rejection of one in progress
 * whose last cancel did not fail (the provider may be refunding the card at this very moment).
 */
export const adminRefundActions = (refund: { status: PayoutStatus; lastError: string | null }): PayoutAction[] =>
  adminPayoutActions(REFUND_TRANSITIONS, refund.status).filter(
    (action) => !(action === PayoutAction.reject && refund.status === PayoutStatus.inProgress && !refund.lastError),
  );
