// What the client's quick page tests share: the published terms, a quick request in any status, the
// member's balances, and a mocked `http.get` answering them with the referrals and code tables.
import { QuickAction, quickActionsFor, QuickStatus, ReferralStatus, type MileageBalances, type QuickDetail, type QuickStage, type QuickTerms, type Referral } from '@dcm/shared';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { useUserStore } from '../../lib/user-store.ts';
import { refusal, renderAt, userOf } from '../../test/page-fixtures.tsx';
import { codesFor, paramsOf, referralOf } from '../../test/referral-fixtures.ts';
import type { HttpConfig } from '../../lib/http.ts';

export const QUICK_ID = '90000000-0000-4000-8000-000000000001';
export const FILE_IDS = ['91000000-0000-4000-8000-000000000001', '91000000-0000-4000-8000-000000000002'] as const;

/** Zirconia crowns at 50,000 won or $40, inlays at 30,000 won and no USD price. */
export const TERMS: QuickTerms = {
  prices: [
    { type: 'zirconia_crown', KRW: 50_000, USD: 4_000 },
    { type: 'inlay', KRW: 30_000, USD: null },
  ],
  remakeLimit: 1,
  autoCompleteBusinessDays: 3,
  minDeadlineHours: 24,
};

export const balancesOf = (krw: number, currency: 'KRW' | 'USD' = 'KRW'): MileageBalances => ({
  currency,
  clientMileage: { KRW: krw, USD: currency === 'USD' ? krw : 0 },
  designerEarnings: { KRW: 0, USD: 0 },
});

export const REFERRAL: Referral = referralOf(ReferralStatus.Complete, {
  referralNumber: 'Q-2025-01',
  prosthesis: [{ type: 'zirconia_crown', count: 2 }],
  teeth: { teeth: [11, 21], bridges: [], bundles: [] },
  confirmed: true,
});

export function quickOf(extra: Partial<QuickDetail> = {}): QuickDetail {
  return {
    id: QUICK_ID,
    number: 'Q-000042',
    status: QuickStatus.open,
    items: [{ type: 'zirconia_crown', count: 2, unitPrice: 50_000, subtotal: 100_000 }],
    total: 100_000,
    currency: 'KRW',
    deadlineAt: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
    createdAt: '2026-11-20T01:00:00.000Z',
    taker: null,
    client: { memberNo: 7, nickname: 'Smile' },
    referralId: REFERRAL.id,
    notes: '',
    onMissed: 'repost',
    remakesUsed: 0,
    remakesLeft: 1,
    deliveries: [],
    remakes: [],
    autoCompleteAt: null,
    reviewed: false,
    events: [],
    actions: [QuickAction.edit, QuickAction.withdraw],
    ...extra,
  };
}

/** The request as the client finds it once the CAD came. */
export const deliveredQuick = (extra: Partial<QuickDetail> = {}) =>
  quickOf({
    status: QuickStatus.delivered,
    taker: { memberNo: 9, nickname: 'cadmaster' },
    deliveries: [
      {
        version: 1,
        files: [
          { id: FILE_IDS[0], name: 'crown 11.stl', size: 2048, mime: 'model/stl' },
          { id: FILE_IDS[1], name: 'crown 21.stl', size: 4096, mime: 'model/stl' },
        ],
        note: 'Margins at 0.05 mm.',
        deliveredAt: '2026-11-21T01:00:00.000Z',
      },
    ],
    autoCompleteAt: '2026-11-26T14:59:59.999Z',
    actions: [QuickAction.requestRemake, QuickAction.complete],
    ...extra,
  });

/** A quick request in `stage` of the shared table (quick/stages.ts) as its client finds it, with the moves the machine allows them. */
export function quickInStage(stage: QuickStage): QuickDetail {
  const taker = { memberNo: 9, nickname: 'cadmaster' };
  const remade = { remakesUsed: 1, remakesLeft: 0, remakes: [{ reason: 'The contact is too tight.', requestedAt: '2026-11-22T01:00:00.000Z' }] };
  const done = { autoCompleteAt: null, events: [] };
  const requests: Record<QuickStage, QuickDetail> = {
    open: quickOf(),
    taken: quickOf({ status: QuickStatus.taken, taker }),
    delivered: deliveredQuick(),
    remakeRequested: deliveredQuick({ status: QuickStatus.remakeRequested, autoCompleteAt: null, ...remade }),
    awaitingReview: deliveredQuick({ status: QuickStatus.completed, ...done }),
    reviewed: deliveredQuick({ status: QuickStatus.completed, ...done, reviewed: true }),
    withdrawn: quickOf({ status: QuickStatus.withdrawn }),
    refunded: quickOf({ status: QuickStatus.refunded, deadlineAt: '2026-11-21T09:00:00.000Z' }),
  };
  const request = requests[stage];
  return { ...request, actions: quickActionsFor(request.status, 'client') };
}

export interface QuickServer {
  terms: QuickTerms;
  balances: MileageBalances;
  quick?: QuickDetail;
  referrals: Referral[];
}

/** A mocked `http.get` answering the terms, the balances, the request, the cart and the code tables. */
export function answerQuickGet(state: () => QuickServer) {
  return async (url: string, config?: HttpConfig) => {
    const now = state();
    if (url === '/api/v1/quick/prices') return { data: now.terms };
    if (url === '/api/v1/mileage') return { data: now.balances };
    if (url === `/api/v1/quick/requests/${QUICK_ID}` && now.quick) return { data: now.quick };
    if (url === '/api/v1/referrals') return { data: { items: now.referrals, page: 1, size: 5, total: now.referrals.length } };
    const referral = now.referrals.find((r) => url === `/api/v1/referrals/${r.id}`);
    if (referral) return { data: referral };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}

export const signInClient = () => useUserStore.getState().login(userOf({ memberNo: 7, nickname: 'Smile' }, 'A'));

/** `page` on `route`, opened at `path`; after a move elsewhere the probe (`location`) says where it went. */
export function renderQuickAt(route: string, page: ReactElement, path = route) {
  return renderAt(
    '*',
    <Routes>
      <Route path={route} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
}
