// What the T-esigner's quick page tests share: members, quick requests as the server answers them,
// and the prosthesis code table.
import type { QuickDetail, QuickSummary } from '@dcm/shared';
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
