// The order state machine (SPEC §4 main flow steps 4–12, rework, cancellation; ARCHITECTURE §4):
// who may move an order from which status to which, and what money moves with it. The server
// refuses any move not listed here with 409 and runs each listed one in one transaction with its
// ledger movement; the web offers only the actions listed for the viewer.

export const OrderStatus = {
  /** Chosen, not yet signed and paid: the client reads the e-contract, signs and pays. */
  awaitingPayment: 'awaitingPayment',
  /** Signed and paid into escrow: the contract request waits for the T-esigner's answer. */
  awaitingAcceptance: 'awaitingAcceptance',
  /** The T-esigner accepted: they receive the referral next. */
  accepted: 'accepted',
  /** The T-esigner downloaded the scans ("referral received"). */
  referralReceived: 'referralReceived',
  /** The CAD result is delivered: the client confirms, asks a rework, or pays a surcharge. */
  cadUploaded: 'cadUploaded',
  /** The client asked a rework: the T-esigner uploads again. */
  reworkRequested: 'reworkRequested',
  /** Transaction complete: the escrow went to the T-esigner's earnings. */
  complete: 'complete',
  /** The T-esigner declined the contract request; the client got everything back. */
  declined: 'declined',
  /** Cancelled by agreement (or by the client before acceptance); the referrals are back in the cart. */
  cancelled: 'cancelled',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.complete, OrderStatus.declined, OrderStatus.cancelled];

export const OrderAction = {
  signAndPay: 'signAndPay',
  accept: 'accept',
  decline: 'decline',
  /** The client withdraws before the T-esigner answered: everything back at once (SPEC §9). */
  cancel: 'cancel',
  receiveReferral: 'receiveReferral',
  uploadCad: 'uploadCad',
  /**
   * The T-esigner delivers again before the client answered the delivery (issue 29: a design check
   * that failed is corrected at once): a new version, the order stays `cadUploaded` (decision 0044).
   */
  replaceCad: 'replaceCad',
  requestRework: 'requestRework',
  withdrawRework: 'withdrawRework',
  confirmReceipt: 'confirmReceipt',
  /** No answer from the client within the configured business days after delivery. */
  autoComplete: 'autoComplete',
  /** A cancellation one side asked and the other approved (after acceptance: 50% to the T-esigner). */
  cancelAgreed: 'cancelAgreed',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

export type OrderActor = 'client' | 'designer' | 'system';

/** What the escrow does with the move: take the client's payment, give it all back, split it, or pay the T-esigner. */
export type EscrowEffect = 'hold' | 'refundAll' | 'refundHalf' | 'release';

export interface OrderTransition {
  action: OrderAction;
  actor: OrderActor;
  from: OrderStatus;
  to: OrderStatus;
  needsReason?: boolean;
  escrow?: EscrowEffect;
  /** Allowed only while the client has not answered the latest delivery (DELIVERY_ANSWERS). */
  unanswered?: true;
}

const t = (action: OrderAction, actor: OrderActor, from: OrderStatus, to: OrderStatus, extra: Partial<OrderTransition> = {}): OrderTransition => ({ action, actor, from, to, ...extra });

/** SPEC §9 cancellation: before acceptance a full refund at once; after it, 50% with agreement; after the CAD upload, none. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  t(OrderAction.signAndPay, 'client', OrderStatus.awaitingPayment, OrderStatus.awaitingAcceptance, { escrow: 'hold' }),
  t(OrderAction.cancel, 'client', OrderStatus.awaitingPayment, OrderStatus.cancelled),
  t(OrderAction.accept, 'designer', OrderStatus.awaitingAcceptance, OrderStatus.accepted),
  /** A designated request's T-esigner accepted with their price before the client paid: the payment needs no second answer. */
  t(OrderAction.accept, 'system', OrderStatus.awaitingAcceptance, OrderStatus.accepted),
  t(OrderAction.decline, 'designer', OrderStatus.awaitingAcceptance, OrderStatus.declined, { needsReason: true, escrow: 'refundAll' }),
  t(OrderAction.cancel, 'client', OrderStatus.awaitingAcceptance, OrderStatus.cancelled, { escrow: 'refundAll' }),
  t(OrderAction.receiveReferral, 'designer', OrderStatus.accepted, OrderStatus.referralReceived),
  t(OrderAction.cancelAgreed, 'system', OrderStatus.accepted, OrderStatus.cancelled, { escrow: 'refundHalf' }),
  t(OrderAction.cancelAgreed, 'system', OrderStatus.referralReceived, OrderStatus.cancelled, { escrow: 'refundHalf' }),
  t(OrderAction.uploadCad, 'designer', OrderStatus.referralReceived, OrderStatus.cadUploaded),
  t(OrderAction.uploadCad, 'designer', OrderStatus.reworkRequested, OrderStatus.cadUploaded),
  t(OrderAction.replaceCad, 'designer', OrderStatus.cadUploaded, OrderStatus.cadUploaded, { unanswered: true }),
  t(OrderAction.requestRework, 'client', OrderStatus.cadUploaded, OrderStatus.reworkRequested, { needsReason: true }),
  t(OrderAction.withdrawRework, 'client', OrderStatus.reworkRequested, OrderStatus.cadUploaded),
  t(OrderAction.confirmReceipt, 'client', OrderStatus.cadUploaded, OrderStatus.complete, { escrow: 'release' }),
  t(OrderAction.autoComplete, 'system', OrderStatus.cadUploaded, OrderStatus.complete, { escrow: 'release' }),
];

/**
 * What the client does that answers a delivery (the timeline's actions): confirming it, asking a
 * rework or withdrawing one, paying or declining a surcharge. Downloading the files, reading the
 * design check or placing a pin does not. Once one of these follows the latest delivery, the
 * T-esigner may no longer replace it (`unanswered` moves); a rework brings the next upload instead.
 */
export const DELIVERY_ANSWERS = [OrderAction.confirmReceipt, OrderAction.requestRework, OrderAction.withdrawRework, 'surchargePaid', 'surchargeDeclined'] as const;

/** What the machine needs to know beyond the status: whether the client answered the latest delivery. */
export interface OrderMoveFacts {
  deliveryAnswered?: boolean;
}

export const findOrderTransition = (action: OrderAction, from: OrderStatus, actor: OrderActor): OrderTransition | undefined =>
  ORDER_TRANSITIONS.find((m) => m.action === action && m.from === from && m.actor === actor);

/** Whether `transition` is allowed with these facts (the status already matched). */
export const transitionAllowed = (transition: OrderTransition, facts: OrderMoveFacts = {}): boolean => !(transition.unanswered && facts.deliveryAnswered);

/** The actions `actor` may take on an order in `status` (and with these facts), for the page's buttons. */
export const orderActionsFor = (status: OrderStatus, actor: OrderActor, facts: OrderMoveFacts = {}): OrderAction[] =>
  ORDER_TRANSITIONS.filter((m) => m.from === status && m.actor === actor && transitionAllowed(m, facts)).map((m) => m.action);

/** The share of the escrow a cancellation gives back to the client, in basis points (SPEC §9). */
export const ESCROW_REFUND_BASIS_POINTS: Record<'refundAll' | 'refundHalf', number> = { refundAll: 10_000, refundHalf: 5_000 };
