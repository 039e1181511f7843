// The stages of a public or designated request as each party reads them (SPEC §4 main flow steps
// 1–4): the request's status and a few facts (may this T-esigner still quote, were quotations
// received, is there an order, was this T-esigner chosen) give the stage whose title and lead
// sentence the request page shows, who acts next, what and where, and by when. Once an order exists
// it tells the rest (orders/stages.ts). requests/stages.test.ts holds this table to the machine.
import { ENDED_STAGE, readStage, type Stage, type StageParty, type StageRow } from '../stages.ts';
import { QuotationStatus, RequestAction, RequestType, type RequestStatus } from './machine.ts';
import type { RequestDetail } from './schema.ts';

export const RequestStage = {
  /** Public, no quotation yet: T-esigners quote until the expiry. */
  awaitingQuotations: 'awaitingQuotations',
  /** Public and still quotable, read by a T-esigner who may quote now. */
  openForQuotes: 'openForQuotes',
  /** Public, quotations received: the client compares and chooses one before the expiry. */
  choosing: 'choosing',
  /** Designated: its T-esigner accepts it with their price, or rejects it. */
  awaitingAnswer: 'awaitingAnswer',
  /** Designated and accepted: the client signs the contract and pays. */
  awaitingPayment: 'awaitingPayment',
  rejected: 'rejected',
  /** The expiry passed without quotations (or an answer): the client re-opens it with new dates. */
  closed: 'closed',
  /** The expiry passed with quotations nobody chose: they can no longer be chosen, only the request cancelled. */
  closedQuoted: 'closedQuoted',
  /** An order exists: its pages carry the flow on. */
  ordered: 'ordered',
  /** Public, ordered with another T-esigner: read by one who quoted and was not chosen. */
  notChosen: 'notChosen',
  complete: 'complete',
  cancelled: 'cancelled',
} as const;
export type RequestStage = (typeof RequestStage)[keyof typeof RequestStage];

/** What a stage asks of a party: a move of the request machine, a quotation, or going to the order. */
export type RequestStageAction = RequestAction | 'quote' | 'openOrder';

/** A request's deadline while it waits: its quote expiry (it closes then). */
export type RequestStageDue = 'quoteExpiresAt';

export type RequestStageFacts = Pick<RequestDetail, 'id' | 'type' | 'status' | 'quoteExpiresAt' | 'quotationCount' | 'canQuote' | 'myQuotation' | 'orderId'>;

const S = RequestStage;

/** The stage of each status for `party`; a new status fails the typecheck until it has one. */
const STAGE_OF_STATUS = {
  quoteRequested: (request, party) => (party === 'designer' && request.canQuote ? S.openForQuotes : S.awaitingQuotations),
  choosing: (request, party) => (party === 'designer' && request.canQuote ? S.openForQuotes : S.choosing),
  waitingForRequest: () => S.awaitingAnswer,
  requestAccepted: () => S.awaitingPayment,
  requestRejected: () => S.rejected,
  requestClosed: (request) => (request.quotationCount === 0 ? S.closed : S.closedQuoted),
  transactionOngoing: (request, party) =>
    party === 'designer' && request.type === RequestType.Public && request.myQuotation !== QuotationStatus.Selected ? S.notChosen : S.ordered,
  complete: () => S.complete,
  cancelled: () => S.cancelled,
} satisfies Record<RequestStatus, (request: RequestStageFacts, party: StageParty) => RequestStage>;

const quotationForm = '/request/estimated?request=:id';
const thisPage = '/request/view/:id';

/** Stage → who acts → their next action and its page → by when. */
export const REQUEST_STAGES = {
  awaitingQuotations: { actor: 'designer', next: {}, due: 'quoteExpiresAt' },
  openForQuotes: { actor: 'designer', next: { designer: { action: 'quote', route: quotationForm } }, due: 'quoteExpiresAt' },
  choosing: { actor: 'client', next: { client: { action: RequestAction.Select, route: '/request/estimated/view/:id' } }, due: 'quoteExpiresAt' },
  // The designated T-esigner accepts by giving their price, on the quotation form.
  awaitingAnswer: { actor: 'designer', next: { designer: { action: RequestAction.Accept, route: quotationForm } }, due: 'quoteExpiresAt' },
  awaitingPayment: { actor: 'client', next: { client: { action: RequestAction.Pay, route: '/payment/contract/:orderId' } }, due: null },
  rejected: ENDED_STAGE,
  closed: { actor: 'client', next: { client: { action: RequestAction.Reopen, route: thisPage } }, due: null },
  closedQuoted: { actor: 'client', next: { client: { action: RequestAction.Cancel, route: thisPage } }, due: null },
  ordered: {
    actor: 'nobody',
    next: { client: { action: 'openOrder', route: '/payment/contract/:orderId' }, designer: { action: 'openOrder', route: '/payment/:orderId/designer' } },
    due: null,
  },
  notChosen: ENDED_STAGE,
  complete: ENDED_STAGE,
  cancelled: ENDED_STAGE,
} satisfies Record<RequestStage, StageRow<RequestStageAction, RequestStageDue>>;

/** The stage of `request` as `party` reads it. */
export function requestStageOf(request: RequestStageFacts, party: StageParty): Stage<RequestStage, RequestStageAction, RequestStageDue> {
  const id = STAGE_OF_STATUS[request.status](request, party);
  return readStage<RequestStage, RequestStageAction, RequestStageDue>(id, REQUEST_STAGES[id], request, party, { id: request.id, orderId: request.orderId });
}
