// What the T-esigner's quick page tests share: members, quick requests as the server answers them,
// and the prosthesis code table.
import { quickActionsFor, QuickStatus, type QuickDetail, type QuickStage, type QuickSummary } from '@dcm/shared';
import { codesFrom, userOf } from '../../../test/page-fixtures.tsx';

export const DESIGNER = userOf({ memberNo: 21, nickname: 'cadking' }, 'C');
export const CLIENT = userOf({ memberNo: 7, nickname: 'drsmile' }, 'A');

export const prosthesisCodes = codesFrom({
  prosthesis: [
    ['crown', '크라운', 'Crown'],
    ['inlay', '인레이', 'Inlay'],
  ],
  bank: [['020', '우리은행', 'Woori Bank']],
});

/** An open quick request on the board, due `hoursLeft` from now. */
export function summaryOf(serial: number, hoursLeft: number, extra: Partial<QuickSummary> = {}): QuickSummary {
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    number: `Q-${String(serial).padStart(6, '0')}`,
    status: 'open',
    items: [
      { type: 'crown', count: 2, unitPrice: 30_000, subtotal: 60_000 },
      { type: 'inlay', count: 1, unitPrice: 20_000, subtotal: 20_000 },
    ],
    total: 80_000,
    currency: 'KRW',
    deadlineAt: new Date(Date.now() + hoursLeft * 3_600_000).toISOString(),
    createdAt: new Date().toISOString(),
    taker: null,
    client: null,
    ...extra,
  };
}

export function detailOf(summary: QuickSummary, extra: Partial<QuickDetail> = {}): QuickDetail {
  return {
    ...summary,
    referralId: null,
    notes: 'Please keep the margin thin.',
    onMissed: 'repost',
    remakesUsed: 0,
    remakesLeft: 1,
    deliveries: [],
    remakes: [],
    autoCompleteAt: null,
    reviewed: false,
    events: [],
    actions: [],
    ...extra,
  };
}

/**
 * Quick request 1 in `stage` of the shared table (quick/stages.ts) as the T-esigner reads it: on the
 * board while open, theirs (`DESIGNER` took it) after, with the moves the machine allows them.
 */
export function takenInStage(stage: QuickStage): QuickDetail {
  const mine = { taker: { memberNo: DESIGNER.memberNo, nickname: 'cadking' }, client: { memberNo: CLIENT.memberNo, nickname: 'drsmile' } };
  const delivered = { deliveries: [{ version: 1, files: [], note: '', deliveredAt: '2026-11-21T01:00:00.000Z' }] };
  const facts: Record<QuickStage, Partial<QuickDetail> & { status: QuickStatus }> = {
    open: { status: QuickStatus.open },
    taken: { status: QuickStatus.taken, ...mine },
    delivered: { status: QuickStatus.delivered, ...mine, ...delivered, autoCompleteAt: '2026-11-26T14:59:59.999Z' },
    remakeRequested: { status: QuickStatus.remakeRequested, ...mine, ...delivered, remakesUsed: 1, remakesLeft: 0 },
    awaitingReview: { status: QuickStatus.completed, ...mine, ...delivered },
    reviewed: { status: QuickStatus.completed, ...mine, ...delivered, reviewed: true },
    withdrawn: { status: QuickStatus.withdrawn },
    refunded: { status: QuickStatus.refunded, ...mine },
  };
  const { status, client, taker, ...extra } = facts[stage];
  return detailOf(summaryOf(1, 4, { status, client: client ?? null, taker: taker ?? null }), { ...extra, actions: quickActionsFor(status, 'designer') });
}
