import { describe, expect, it } from 'vitest';
import type { StageParty } from '../stages.ts';
import { QUOTABLE_STATUSES, QuotationStatus, RequestAction, requestActionsFor, RequestStatus, requestTransitions, RequestType } from './machine.ts';
import { REQUEST_STAGES, RequestStage, requestStageOf, type RequestStageAction, type RequestStageFacts } from './stages.ts';

const REQUEST_ID = '10000000-0000-4000-8000-000000000007';
const ORDER_ID = '20000000-0000-4000-8000-000000000007';
const parties: StageParty[] = ['client', 'designer'];
const types = [RequestType.Public, RequestType.Designated];

/** The statuses a request of `type` reaches from `from` through the machine's moves. */
function reached(type: RequestType, from: readonly RequestStatus[]): Set<RequestStatus> {
  const seen = new Set(from);
  for (let grew = true; grew; ) {
    grew = false;
    for (const move of requestTransitions) {
      if ((move.type ?? type) === type && seen.has(move.from) && !seen.has(move.to)) {
        seen.add(move.to);
        grew = true;
      }
    }
  }
  return seen;
}

/** The statuses a request of `type` can be in once the move that creates its order was made. */
function withOrder(type: RequestType): Set<RequestStatus> {
  const creating = type === RequestType.Public ? RequestAction.Select : RequestAction.Accept;
  return reached(type, requestTransitions.filter((move) => move.action === creating && (move.type ?? type) === type).map((move) => move.to));
}

/**
 * Requests of both types in every status they reach, as each party reads them: quotations received
 * or not, the T-esigner's own quotation in each state, "may quote" where the server says so (public,
 * still quotable, no quotation of theirs yet), an order where one can exist.
 */
function everyRequest(): { request: RequestStageFacts; party: StageParty }[] {
  const all: { request: RequestStageFacts; party: StageParty }[] = [];
  for (const type of types) {
    const start = type === RequestType.Public ? RequestStatus.QuoteRequested : RequestStatus.WaitingForRequest;
    const ordered = withOrder(type);
    for (const status of reached(type, [start]))
      for (const party of parties)
        for (const quotationCount of [0, 2])
          for (const myQuotation of party === 'designer' ? [null, ...Object.values(QuotationStatus)] : [null])
            for (const orderId of status === RequestStatus.Cancelled ? [null, ORDER_ID] : ordered.has(status) ? [ORDER_ID] : [null]) {
              const canQuote = party === 'designer' && type === RequestType.Public && QUOTABLE_STATUSES.includes(status) && myQuotation === null;
              all.push({
                party,
                request: { id: REQUEST_ID, type, status, quoteExpiresAt: '2027-03-10T09:00:00.000Z', quotationCount, canQuote, myQuotation, orderId },
              });
            }
  }
  return all;
}

/** What the machine lets `party` do on `request`: its moves, a quotation while quotable, or going to the order that now carries the flow. */
function allowed(request: RequestStageFacts, party: StageParty, action: RequestStageAction): boolean {
  switch (action) {
    case 'quote':
      return party === 'designer' && request.canQuote && QUOTABLE_STATUSES.includes(request.status);
    case 'openOrder':
      return request.orderId !== null && parties.every((p) => requestActionsFor(request.status, p, request.type).length === 0);
    default:
      return requestActionsFor(request.status, party, request.type).includes(action);
  }
}

/** Whether the machine gives `party` a move here besides giving up (cancelling), or a quotation to send. */
const mayMove = (request: RequestStageFacts, party: StageParty): boolean =>
  requestActionsFor(request.status, party, request.type).some((action) => action !== RequestAction.Cancel) || (party === 'designer' && request.canQuote);

/** Whether anyone on `party`'s side can do something here: a move of theirs, or (T-esigners) a quotation while it is quotable. */
const mayAct = (request: RequestStageFacts, party: StageParty): boolean =>
  requestActionsFor(request.status, party, request.type).length > 0 ||
  (party === 'designer' && request.type === RequestType.Public && QUOTABLE_STATUSES.includes(request.status));

const byStage = new Map<RequestStage, { request: RequestStageFacts; party: StageParty }[]>();
for (const read of everyRequest()) {
  const { id } = requestStageOf(read.request, read.party);
  byStage.set(id, [...(byStage.get(id) ?? []), read]);
}

describe('the stages of a request', () => {
  it('leave no stage of the table unreached', () => {
    expect([...byStage.keys()].sort()).toEqual(Object.values(RequestStage).sort());
    expect(Object.keys(REQUEST_STAGES).sort()).toEqual(Object.values(RequestStage).sort());
  });

  describe.each([...byStage])('%s', (stage, reads) => {
    it.each(parties)('for the %s: offers only a move the machine allows them, and waits on a party who can move', (party) => {
      for (const { request } of reads.filter((read) => read.party === party)) {
        const read = requestStageOf(request, party);
        const label = `${request.type} ${request.status}`;
        if (read.actor === 'nobody') for (const p of parties) expect(requestActionsFor(request.status, p, request.type), label).toEqual([]);
        else expect(mayAct(request, read.actor), label).toBe(true);
        if (read.actor === party && mayMove(request, party)) expect(read.next, label).not.toBeNull();
        if (read.next) {
          expect(allowed(request, party, read.next.action), `${label} ${read.next.action}`).toBe(true);
          expect(read.actor === party || read.next.action === 'openOrder', label).toBe(true);
          expect(read.next.path).toMatch(/^\/[^:]*$/);
        }
      }
    });

    it('says by when from the request’s own deadline, if the stage has one', () => {
      for (const { request, party } of reads) {
        const field = REQUEST_STAGES[stage].due;
        expect(requestStageOf(request, party).due).toEqual(field ? { field, at: request[field] } : null);
      }
    });
  });

  it('sends each party to their own page of the order once there is one', () => {
    const request = everyRequest().find(({ request }) => request.status === RequestStatus.TransactionOngoing && request.type === RequestType.Designated)!.request;
    expect(requestStageOf(request, 'client').next?.path).toBe(`/payment/contract/${ORDER_ID}`);
    expect(requestStageOf(request, 'designer').next?.path).toBe(`/payment/${ORDER_ID}/designer`);
    expect(requestStageOf({ ...request, type: RequestType.Public, myQuotation: QuotationStatus.NotChosen }, 'designer')).toMatchObject({ id: RequestStage.notChosen, next: null });
  });
});
