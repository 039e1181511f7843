// The server's answers for the quotation page tests: a request, quotations, members, refusals.
import { QuotationStatus, RequestStatus, RequestType, type Quotation, type RequestDetail } from '@dcm/shared';
import { refusal } from '../../test/page-fixtures.tsx';
import { codesFor, paramsOf } from '../../test/referral-fixtures.ts';
import type { HttpConfig } from '../../lib/http.ts';

export { refusal, userOf } from '../../test/page-fixtures.tsx';

export const REQUEST_ID = '10000000-0000-4000-8000-000000000001';
export const ORDER_ID = '20000000-0000-4000-8000-000000000001';
export const CLIENT = { memberNo: 7, nickname: 'smileclinic' };
export const DESIGNER = { memberNo: 21, nickname: 'cadmaster' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** `days` from now at 15:30 local time: a moment the date picker offers (on a 30-minute step). */
const inDaysAt1530 = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(15, 30, 0, 0);
  return date.toISOString();
};

export function requestOf(extra: Partial<RequestDetail> = {}): RequestDetail {
  return {
    id: REQUEST_ID,
    type: RequestType.Public,
    status: RequestStatus.Choosing,
    client: CLIENT,
    designer: null,
    quoteExpiresAt: inDays(2),
    deadlineAt: inDays(30),
    notes: '',
    referralCount: 2,
    referralNumbers: ['2025-041', '2025-042'],
    teeth: [11, 21, 36],
    units: [
      { type: 'zirconia_crown', count: 3 },
      { type: 'inlay', count: 1 },
    ],
    quotationCount: 0,
    myQuotation: null,
    createdAt: '2025-04-01T01:00:00.000Z',
    referrals: [],
    rejectReason: null,
    actions: [],
    canQuote: true,
    orderId: null,
    ...extra,
  };
}

let counter = 0;
export function quotationOf(extra: Partial<Quotation> = {}): Quotation {
  const items = extra.items ?? [
    { type: 'zirconia_crown', count: 3, unitPrice: 120_000 },
    { type: 'inlay', count: 1, unitPrice: 50_000 },
  ];
  return {
    id: `30000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    requestId: REQUEST_ID,
    designer: DESIGNER,
    facts: { rating: 4.6, reviewCount: 12, editCount: 2, warrantyDays: 14 },
    status: QuotationStatus.Submitted,
    items,
    total: items.reduce((sum, i) => sum + i.unitPrice * i.count, 0),
    currency: 'KRW',
    deliveryAt: inDaysAt1530(10),
    note: '',
    createdAt: '2025-04-02T01:00:00.000Z',
    updatedAt: '2025-04-02T01:00:00.000Z',
    ...extra,
  };
}

/** A mocked `http.get` answering the request, its quotations and the code tables. */
export function answerGet(request: () => RequestDetail, quotations: () => Quotation[]) {
  return async (url: string, config?: HttpConfig) => {
    if (url === `/api/v1/requests/${REQUEST_ID}`) return { data: request() };
    if (url === `/api/v1/requests/${REQUEST_ID}/quotations`) return { data: { items: quotations() } };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}
