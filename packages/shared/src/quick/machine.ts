// The quick request state machine (issue 11, SPEC §1 "quick: a quick-request flow with its own
// settlement"): a fast lane for common single cases at a published price. The client pays at once
// into escrow; the first opted-in T-esigner to take it works to the deadline; the client receives,
// completes or asks a (limited) remake. The server refuses any move not listed here with 409 and
// runs each listed one in one transaction with its ledger movement; the web offers only these.

export const QuickStatus = {
  /** Posted and paid into escrow: on the board for opted-in T-esigners. */
  open: 'open',
  /** A T-esigner took it and works to the deadline. */
  taken: 'taken',
  /** The CAD result is delivered: the client receives it, completes or asks a remake. */
  delivered: 'delivered',
  /** The client asked a remake with a reason: the taker uploads again. */
  remakeRequested: 'remakeRequested',
  /** Complete: the escrow went to the taker's quick earnings (settled apart from ordinary earnings). */
  completed: 'completed',
  /** The client withdrew it before anyone took it: everything back. */
  withdrawn: 'withdrawn',
  /** The taker missed the deadline and the client preferred their money back: everything back. */
  refunded: 'refunded',
} as const;
export type QuickStatus = (typeof QuickStatus)[keyof typeof QuickStatus];
export const QUICK_STATUSES = Object.values(QuickStatus);
export const TERMINAL_QUICK_STATUSES: readonly QuickStatus[] = [QuickStatus.completed, QuickStatus.withdrawn, QuickStatus.refunded];

export const QuickAction = {
  post: 'post',
  /** The client changes types, counts, deadline or notes while nobody has taken it (the escrow follows the new total). */
  edit: 'edit',
  withdraw: 'withdraw',
  take: 'take',
  deliver: 'deliver',
  /**
   * The taker replaces a delivery the client has not answered yet (decision 0044): a new version, the
   * countdown restarted. `delivered` is "unanswered": a remake or completion moves the request on.
   */
  replace: 'replace',
  requestRemake: 'requestRemake',
  complete: 'complete',
  /** No answer from the client within the configured business days after a delivery. */
  autoComplete: 'autoComplete',
  /** The deadline passed without a delivery and the client chose `repost`: back on the board, taker cleared. */
  releaseMissed: 'releaseMissed',
  /** The deadline passed without a delivery and the client chose `refund`. */
  refundMissed: 'refundMissed',
} as const;
export type QuickAction = (typeof QuickAction)[keyof typeof QuickAction];

export type QuickActor = 'client' | 'designer' | 'system';

/** What the escrow does with the move: take the client's payment, adjust it to a new total, give it all back, or pay the taker. */
export type QuickEscrowEffect = 'hold' | 'adjust' | 'refundAll' | 'release';

export interface QuickTransition {
  action: QuickAction;
  actor: QuickActor;
  /** null: the move creates the request. */
  from: QuickStatus | null;
  to: QuickStatus;
  needsReason?: boolean;
  escrow?: QuickEscrowEffect;
}

const t = (action: QuickAction, actor: QuickActor, from: QuickStatus | null, to: QuickStatus, extra: Partial<QuickTransition> = {}): QuickTransition => ({
  action,
  actor,
  from,
  to,
  ...extra,
});

export const QUICK_TRANSITIONS: readonly QuickTransition[] = [
  t(QuickAction.post, 'client', null, QuickStatus.open, { escrow: 'hold' }),
  t(QuickAction.edit, 'client', QuickStatus.open, QuickStatus.open, { escrow: 'adjust' }),
  t(QuickAction.withdraw, 'client', QuickStatus.open, QuickStatus.withdrawn, { escrow: 'refundAll' }),
  t(QuickAction.take, 'designer', QuickStatus.open, QuickStatus.taken),
  t(QuickAction.deliver, 'designer', QuickStatus.taken, QuickStatus.delivered),
  t(QuickAction.deliver, 'designer', QuickStatus.remakeRequested, QuickStatus.delivered),
  t(QuickAction.replace, 'designer', QuickStatus.delivered, QuickStatus.delivered),
  t(QuickAction.requestRemake, 'client', QuickStatus.delivered, QuickStatus.remakeRequested, { needsReason: true }),
  t(QuickAction.complete, 'client', QuickStatus.delivered, QuickStatus.completed, { escrow: 'release' }),
  t(QuickAction.autoComplete, 'system', QuickStatus.delivered, QuickStatus.completed, { escrow: 'release' }),
  t(QuickAction.releaseMissed, 'system', QuickStatus.taken, QuickStatus.open),
  t(QuickAction.refundMissed, 'system', QuickStatus.taken, QuickStatus.refunded, { escrow: 'refundAll' }),
];

export const findQuickTransition = (action: QuickAction, from: QuickStatus | null, actor: QuickActor): QuickTransition | undefined =>
  QUICK_TRANSITIONS.find((m) => m.action === action && m.from === from && m.actor === actor);

/** The actions `actor` may take on a quick request in `status`, for the page's buttons. */
export const quickActionsFor = (status: QuickStatus, actor: QuickActor): QuickAction[] =>
  QUICK_TRANSITIONS.filter((m) => m.from === status && m.actor === actor).map((m) => m.action);

/** Remakes a client may ask per quick request unless the admin sets another number. */
export const QUICK_REMAKE_LIMIT_DEFAULT = 1;
