// The stages of a quick request as each party reads them (issue 11): its status and whether the
// client reviewed it give the stage whose title and lead sentence the quick pages show, who acts
// next, what and where, and by when (the delivery deadline, or the day a delivery completes by
// itself). quick/stages.test.ts holds this table to the quick machine.
import { ENDED_STAGE, readStage, type Stage, type StageParty, type StageRow } from '../stages.ts';
import { QuickAction, type QuickStatus } from './machine.ts';
import type { QuickDetail } from './schema.ts';

export const QuickStage = {
  /** On the board: the first opted-in T-esigner to take it does the work. */
  open: 'open',
  taken: 'taken',
  delivered: 'delivered',
  remakeRequested: 'remakeRequested',
  /** Complete; the client has not reviewed it (yet). */
  awaitingReview: 'awaitingReview',
  reviewed: 'reviewed',
  withdrawn: 'withdrawn',
  refunded: 'refunded',
} as const;
export type QuickStage = (typeof QuickStage)[keyof typeof QuickStage];

/** What a stage asks of a party: a move of the quick machine, or the review once complete. */
export type QuickStageAction = QuickAction | 'writeReview';

/** A quick request's deadlines: the delivery deadline, and the day a delivery completes by itself. */
export type QuickStageDue = 'deadlineAt' | 'autoCompleteAt';

export type QuickStageFacts = Pick<QuickDetail, 'id' | 'status' | 'deadlineAt' | 'autoCompleteAt' | 'reviewed'>;

/** The stage of each status; a new status fails the typecheck until it has one. */
const STAGE_OF_STATUS = {
  open: () => QuickStage.open,
  taken: () => QuickStage.taken,
  delivered: () => QuickStage.delivered,
  remakeRequested: () => QuickStage.remakeRequested,
  completed: (request) => (request.reviewed ? QuickStage.reviewed : QuickStage.awaitingReview),
  withdrawn: () => QuickStage.withdrawn,
  refunded: () => QuickStage.refunded,
} satisfies Record<QuickStatus, (request: QuickStageFacts) => QuickStage>;


/** Stage → who acts → their next action and its page → by when. */
export const QUICK_STAGES = {
  open: { actor: 'designer', next: { designer: { action: QuickAction.take, route: '/quick/request/detail/:id' } }, due: 'deadlineAt' },
  taken: { actor: 'designer', next: { designer: { action: QuickAction.deliver, route: '/quick/cad-upload/:id' } }, due: 'deadlineAt' },
  delivered: { actor: 'client', next: { client: { action: QuickAction.complete, route: '/quick/cad-receive/:id' } }, due: 'autoCompleteAt' },
  remakeRequested: { actor: 'designer', next: { designer: { action: QuickAction.deliver, route: '/quick/remake-cad-upload/:id' } }, due: 'deadlineAt' },
  awaitingReview: { actor: 'client', next: { client: { action: 'writeReview', route: '/quick/review/:id' } }, due: null },
  reviewed: ENDED_STAGE,
  withdrawn: ENDED_STAGE,
  refunded: ENDED_STAGE,
} satisfies Record<QuickStage, StageRow<QuickStageAction, QuickStageDue>>;

/** The stage of `request` as `party` reads it. */
export function quickStageOf(request: QuickStageFacts, party: StageParty): Stage<QuickStage, QuickStageAction, QuickStageDue> {
  const id = STAGE_OF_STATUS[request.status](request);
  return readStage<QuickStage, QuickStageAction, QuickStageDue>(id, QUICK_STAGES[id], request, party, { id: request.id });
}
