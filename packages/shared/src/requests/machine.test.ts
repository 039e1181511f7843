import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findQuotationTransition,
  findRequestTransition,
  QuotationAction,
  quotationTransitions,
  QuotationStatus,
  RequestAction,
  requestActionsFor,
  RequestStatus,
  requestTransitions,
  RequestType,
  type RequestActor,
} from './machine.ts';

const actors: RequestActor[] = ['client', 'designer', 'system'];
const anyOf = <T>(values: Record<string, T>) => fc.constantFrom(...Object.values(values));

const requestStep = fc.record({ action: anyOf(RequestAction), actor: fc.constantFrom(...actors) });
const requestStatuses = new Set<string>(Object.values(RequestStatus));
const inTable = new Set<string>(requestTransitions.flatMap((t) => [t.from, t.to]));

/** Plays `steps` on a request of `type` from `start`: refused steps leave it where it is. */
function play(type: RequestType, start: RequestStatus, steps: { action: RequestAction; actor: RequestActor }[]) {
  let status: RequestStatus = start;
  const visited: { status: RequestStatus; after: RequestAction | null }[] = [{ status, after: null }];
  for (const { action, actor } of steps) {
    const transition = findRequestTransition(action, status, actor, type);
    if (!transition) continue;
    expect(transition).toMatchObject({ action, actor, from: status });
    status = transition.to;
    visited.push({ status, after: action });
  }
  return visited;
}

describe('the request machine', () => {
  it('never takes a request to a status outside RequestStatus or outside its table, from any start', () => {
    fc.assert(
      fc.property(anyOf(RequestType), anyOf(RequestStatus), fc.array(requestStep, { maxLength: 40 }), (type, start, steps) => {
        for (const { status } of play(type, start, steps).slice(1)) {
          expect(requestStatuses.has(status)).toBe(true);
          expect(inTable.has(status)).toBe(true);
        }
      }),
    );
  });

  it('lets an expired (closed) request receive no quotation until it is re-opened', () => {
    fc.assert(
      fc.property(anyOf(RequestType), anyOf(RequestStatus), fc.array(requestStep, { maxLength: 40 }), (type, start, steps) => {
        let closed = start === RequestStatus.RequestClosed;
        for (const { status, after } of play(type, start, steps)) {
          if (after === RequestAction.Expire) closed = true;
          if (after === RequestAction.Reopen) closed = false;
          if (closed) {
            expect(status).not.toBe(RequestStatus.Choosing);
            for (const actor of actors) expect(findRequestTransition(RequestAction.ReceiveQuotation, status, actor, type)).toBeUndefined();
          }
        }
      }),
    );
  });

  it('keeps a public request out of the designated statuses and a designated one out of the quotation statuses', () => {
    const designatedOnly = new Set<string>([RequestStatus.WaitingForRequest, RequestStatus.RequestAccepted, RequestStatus.RequestRejected]);
    const publicOnly = new Set<string>([RequestStatus.QuoteRequested, RequestStatus.Choosing]);
    fc.assert(
      fc.property(fc.array(requestStep, { maxLength: 40 }), (steps) => {
        for (const { status } of play(RequestType.Public, RequestStatus.QuoteRequested, steps)) expect(designatedOnly.has(status)).toBe(false);
        for (const { status } of play(RequestType.Designated, RequestStatus.WaitingForRequest, steps)) expect(publicOnly.has(status)).toBe(false);
      }),
    );
  });

  it('takes no action at all once cancelled, rejected or complete', () => {
    for (const status of [RequestStatus.Cancelled, RequestStatus.RequestRejected, RequestStatus.Complete]) {
      for (const actor of actors) {
        for (const type of Object.values(RequestType)) expect(requestActionsFor(status, actor, type)).toEqual([]);
      }
    }
  });

  it('offers a viewer exactly the actions it would accept from them', () => {
    fc.assert(
      fc.property(anyOf(RequestType), anyOf(RequestStatus), fc.constantFrom(...actors), (type, status, actor) => {
        const offered = new Set(requestActionsFor(status, actor, type));
        for (const action of Object.values(RequestAction)) {
          expect(offered.has(action)).toBe(findRequestTransition(action, status, actor, type) !== undefined);
        }
      }),
    );
  });

  it('re-opens a closed public request for quotations and a closed designated one for its T-esigner', () => {
    expect(findRequestTransition(RequestAction.Reopen, RequestStatus.RequestClosed, 'client', RequestType.Public)?.to).toBe(RequestStatus.QuoteRequested);
    expect(findRequestTransition(RequestAction.Reopen, RequestStatus.RequestClosed, 'client', RequestType.Designated)?.to).toBe(
      RequestStatus.WaitingForRequest,
    );
  });
});

describe('the quotation machine', () => {
  const quotationStatuses = new Set<string>(Object.values(QuotationStatus));
  const quotationStep = fc.record({ action: anyOf(QuotationAction), actor: fc.constantFrom(...actors) });

  it('never takes a quotation outside QuotationStatus, and nothing moves it once it left "submitted"', () => {
    fc.assert(
      fc.property(anyOf(QuotationStatus), fc.array(quotationStep, { maxLength: 30 }), (start, steps) => {
        let status: QuotationStatus = start;
        for (const { action, actor } of steps) {
          const transition = findQuotationTransition(action, status, actor);
          if (status !== QuotationStatus.Submitted) expect(transition).toBeUndefined();
          if (!transition) continue;
          expect(quotationTransitions).toContain(transition);
          status = transition.to;
          expect(quotationStatuses.has(status)).toBe(true);
        }
      }),
    );
  });

  it('lets only the T-esigner edit or withdraw and only the client select', () => {
    fc.assert(
      fc.property(anyOf(QuotationAction), fc.constantFrom(...actors), (action, actor) => {
        const transition = findQuotationTransition(action, QuotationStatus.Submitted, actor);
        const owner: Record<QuotationAction, RequestActor> = { edit: 'designer', withdraw: 'designer', select: 'client', decline: 'system' };
        expect(transition !== undefined).toBe(owner[action] === actor);
      }),
    );
  });
});
