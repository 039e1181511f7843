// The request state machine (SPEC §4 progress statuses, ARCHITECTURE §4): which actor may move a
// request from which status to which. The server refuses any move not listed here with 409; the web
// offers only the actions listed for the viewer. Orders (issue 7) add the moves after payment.

export const RequestType = { Public: 'public', Designated: 'designated', Quick: 'quick' } as const;
export type RequestType = (typeof RequestType)[keyof typeof RequestType];

export const RequestStatus = {
  /** Public, open for quotations, none yet ("quote requested"). */
  QuoteRequested: 'quoteRequested',
  /** Public, quotations arrived, the client is choosing; still open until the expiry. */
  Choosing: 'choosing',
  /** Designated, waiting for the T-esigner's answer ("waiting for request"). */
  WaitingForRequest: 'waitingForRequest',
  /** Designated, accepted by the T-esigner: the client pays next ("request accepted"). */
  RequestAccepted: 'requestAccepted',
  /** Designated, rejected with a reason ("request rejected"); the referrals are back in the cart. */
  RequestRejected: 'requestRejected',
  /** The quote expiry passed without a selection ("request closed (quote date expired)"). */
  RequestClosed: 'requestClosed',
  /** A T-esigner chosen (or a designated request paid): an order exists ("transaction ongoing"). */
  TransactionOngoing: 'transactionOngoing',
  Complete: 'complete',
  /** Withdrawn by the client before any order, or its order declined or cancelled; the referrals are back in the cart. */
  Cancelled: 'cancelled',
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export const RequestAction = {
  /** A first quotation arrived. */
  ReceiveQuotation: 'receiveQuotation',
  /** The last quotation was withdrawn. */
  LoseQuotations: 'loseQuotations',
  /** The client chose a quotation: the order is created. */
  Select: 'select',
  Accept: 'accept',
  Reject: 'reject',
  /** The client paid an accepted designated request (Orders). */
  Pay: 'pay',
  /** The server's clock passed the quote expiry. */
  Expire: 'expire',
  /** A closed request with no quotation opens again with a new expiry. */
  Reopen: 'reopen',
  Cancel: 'cancel',
  /** The order ended unfinished: the T-esigner declined it or it was cancelled (Orders). */
  LoseOrder: 'loseOrder',
  /** The order finished (Orders). */
  Complete: 'complete',
} as const;
export type RequestAction = (typeof RequestAction)[keyof typeof RequestAction];

export type RequestActor = 'client' | 'designer' | 'system';

export interface RequestTransition {
  action: RequestAction;
  actor: RequestActor;
  from: RequestStatus;
  to: RequestStatus;
  /** The actor must say why (SPEC §5: reasons are required for declining). */
  needsReason?: boolean;
  /** Only for requests of this type (a closed designated request waits for its T-esigner again). */
  type?: RequestType;
}

const S = RequestStatus;
const A = RequestAction;

export const requestTransitions: readonly RequestTransition[] = [
  { action: A.ReceiveQuotation, actor: 'system', from: S.QuoteRequested, to: S.Choosing },
  { action: A.LoseQuotations, actor: 'system', from: S.Choosing, to: S.QuoteRequested },
  { action: A.Select, actor: 'client', from: S.Choosing, to: S.TransactionOngoing },
  { action: A.Accept, actor: 'designer', from: S.WaitingForRequest, to: S.RequestAccepted },
  { action: A.Reject, actor: 'designer', from: S.WaitingForRequest, to: S.RequestRejected, needsReason: true },
  { action: A.Pay, actor: 'client', from: S.RequestAccepted, to: S.TransactionOngoing },
  { action: A.Expire, actor: 'system', from: S.QuoteRequested, to: S.RequestClosed },
  { action: A.Expire, actor: 'system', from: S.Choosing, to: S.RequestClosed },
  { action: A.Expire, actor: 'system', from: S.WaitingForRequest, to: S.RequestClosed },
  { action: A.Reopen, actor: 'client', from: S.RequestClosed, to: S.QuoteRequested, type: RequestType.Public },
  { action: A.Reopen, actor: 'client', from: S.RequestClosed, to: S.WaitingForRequest, type: RequestType.Designated },
  { action: A.Cancel, actor: 'client', from: S.QuoteRequested, to: S.Cancelled },
  { action: A.Cancel, actor: 'client', from: S.RequestClosed, to: S.Cancelled },
  { action: A.Cancel, actor: 'client', from: S.WaitingForRequest, to: S.Cancelled },
  { action: A.LoseOrder, actor: 'system', from: S.TransactionOngoing, to: S.Cancelled },
  /** A designated request's order given up before it was paid. */
  { action: A.LoseOrder, actor: 'system', from: S.RequestAccepted, to: S.Cancelled },
  { action: A.Complete, actor: 'system', from: S.TransactionOngoing, to: S.Complete },
];

/** Whether a transition applies to a request of `type` (without a type: to the public one). */
const appliesTo = (t: RequestTransition, type: string): boolean => t.type === undefined || t.type === type;

export function findRequestTransition(action: RequestAction, from: string, actor: RequestActor, type: string = RequestType.Public): RequestTransition | undefined {
  return requestTransitions.find((t) => t.action === action && t.from === from && t.actor === actor && appliesTo(t, type));
}

/** The actions `actor` may take on a request of `type` in `status` (the web shows these and no others). */
export const requestActionsFor = (status: string, actor: RequestActor, type: string = RequestType.Public): RequestAction[] =>
  requestTransitions.filter((t) => t.from === status && t.actor === actor && appliesTo(t, type)).map((t) => t.action);

/** Statuses in which T-esigners may still quote. */
export const QUOTABLE_STATUSES: readonly RequestStatus[] = [S.QuoteRequested, S.Choosing];

/** Statuses after which the request's referrals are back in the cart. */
export const RELEASING_STATUSES: readonly RequestStatus[] = [S.RequestRejected, S.Cancelled];

/** Statuses of a request still waiting on someone (for the "open" filters and the expiry sweep). */
export const OPEN_STATUSES: readonly RequestStatus[] = [S.QuoteRequested, S.Choosing, S.WaitingForRequest];

// --- Quotations ---

export const QuotationStatus = {
  Submitted: 'submitted',
  Withdrawn: 'withdrawn',
  Selected: 'selected',
  /** Another quotation was chosen, or the request closed or was cancelled. */
  NotChosen: 'notChosen',
} as const;
export type QuotationStatus = (typeof QuotationStatus)[keyof typeof QuotationStatus];

export const QuotationAction = { Edit: 'edit', Withdraw: 'withdraw', Select: 'select', Decline: 'decline' } as const;
export type QuotationAction = (typeof QuotationAction)[keyof typeof QuotationAction];

export interface QuotationTransition {
  action: QuotationAction;
  actor: RequestActor;
  from: QuotationStatus;
  to: QuotationStatus;
}

const Q = QuotationStatus;

export const quotationTransitions: readonly QuotationTransition[] = [
  { action: QuotationAction.Edit, actor: 'designer', from: Q.Submitted, to: Q.Submitted },
  { action: QuotationAction.Withdraw, actor: 'designer', from: Q.Submitted, to: Q.Withdrawn },
  { action: QuotationAction.Select, actor: 'client', from: Q.Submitted, to: Q.Selected },
  { action: QuotationAction.Decline, actor: 'system', from: Q.Submitted, to: Q.NotChosen },
];

export function findQuotationTransition(action: QuotationAction, from: string, actor: RequestActor): QuotationTransition | undefined {
  return quotationTransitions.find((t) => t.action === action && t.from === from && t.actor === actor);
}
