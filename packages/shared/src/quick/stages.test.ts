import { describe, expect, it } from 'vitest';
import type { StageParty } from '../stages.ts';
import { QuickAction, quickActionsFor, QuickStatus, TERMINAL_QUICK_STATUSES } from './machine.ts';
import { QUICK_STAGES, QuickStage, quickStageOf, type QuickStageAction, type QuickStageFacts } from './stages.ts';

const QUICK_ID = '90000000-0000-4000-8000-000000000001';
const parties: StageParty[] = ['client', 'designer'];

/** Quick requests in every status; the review both ways once complete, the day it completes by itself while delivered. */
function everyRequest(): QuickStageFacts[] {
  return Object.values(QuickStatus).flatMap((status) =>
    (status === QuickStatus.completed ? [false, true] : [false]).map((reviewed) => ({
      id: QUICK_ID,
      status,
      deadlineAt: '2027-03-10T09:00:00.000Z',
      autoCompleteAt: status === QuickStatus.delivered ? '2027-03-14T14:59:59.999Z' : null,
      reviewed,
    })),
  );
}

/** What `party` may do now: a move of the quick machine, or the review of a completed request. */
function allowed(request: QuickStageFacts, party: StageParty, action: QuickStageAction): boolean {
  if (action === 'writeReview') return request.status === QuickStatus.completed && TERMINAL_QUICK_STATUSES.includes(request.status) && !request.reviewed;
  return quickActionsFor(request.status, party).includes(action);
}

const byStage = new Map<QuickStage, QuickStageFacts[]>();
for (const request of everyRequest()) {
  const { id } = quickStageOf(request, 'client');
  byStage.set(id, [...(byStage.get(id) ?? []), request]);
}

describe('the stages of a quick request', () => {
  it('give every request one stage, the same for both parties, and leave no stage of the table unreached', () => {
    for (const request of everyRequest()) expect(quickStageOf(request, 'designer').id).toBe(quickStageOf(request, 'client').id);
    expect([...byStage.keys()].sort()).toEqual(Object.values(QuickStage).sort());
    expect(Object.keys(QUICK_STAGES).sort()).toEqual(Object.values(QuickStage).sort());
  });

  describe.each([...byStage])('%s', (stage, requests) => {
    it.each(parties)('for the %s: names their next move only when it is theirs, and only one the machine allows', (party) => {
      for (const request of requests) {
        const read = quickStageOf(request, party);
        if (read.actor === 'nobody') for (const p of parties) expect(quickActionsFor(request.status, p), request.status).toEqual([]);
        expect(read.next !== null, request.status).toBe(read.actor === party);
        if (read.next) {
          expect(allowed(request, party, read.next.action), `${request.status} ${read.next.action}`).toBe(true);
          expect(read.next.path).toMatch(new RegExp(`^/[^:]*${QUICK_ID}$`));
        }
      }
    });

    it('says by when from the request’s own deadline, if the stage has one', () => {
      for (const request of requests) {
        const field = QUICK_STAGES[stage].due;
        const at = field ? request[field] : null;
        expect(quickStageOf(request, 'client').due).toEqual(field && at ? { field, at } : null);
      }
    });
  });

  it('leaves the T-esigner who took it the upload, by the deadline, and the client nothing to do meanwhile', () => {
    const taken = everyRequest().find((request) => request.status === QuickStatus.taken)!;
    expect(quickStageOf(taken, 'designer')).toMatchObject({ next: { action: QuickAction.deliver }, due: { field: 'deadlineAt', at: taken.deadlineAt } });
    expect(quickStageOf(taken, 'client')).toMatchObject({ actor: 'designer', next: null });
  });
});
