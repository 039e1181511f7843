// The server's answers for the review page tests: an order's review state, reviews, the rating
// code table, refusals.
import type { CodeItem, OrderReview, Review } from '@dcm/shared';
import { answeredError } from '../../lib/http.test-support.ts';
import type { HttpConfig, HttpError } from '../../lib/http.ts';

export const ORDER_ID = '20000000-0000-4000-8000-000000000009';
export const REVIEW_ID = '80000000-0000-4000-8000-000000000009';
export const CLIENT = { memberNo: 7, nickname: 'smileclinic' };
export const DESIGNER = { memberNo: 21, nickname: 'cadmaster' };

const RATING_NAMES: Record<'A' | 'B', string[]> = {
  A: ['매우 불만족', '불만족', '많이 아쉬워요', '아쉬워요', '조금 아쉬워요', '보통이에요', '괜찮아요', '만족해요', '매우 만족해요', '최고예요'],
  B: ['Very poor', 'Poor', 'Disappointing', 'Below average', 'Fair', 'Average', 'Decent', 'Good', 'Very good', 'Outstanding'],
};

const ratingCodes = (type: unknown): CodeItem[] =>
  RATING_NAMES[type === 'B' ? 'B' : 'A'].map((name, i) => ({ code: String(i + 1), name, sort: i + 1, extra: null }));

export function reviewOf(extra: Partial<Review> = {}): Review {
  return {
    id: REVIEW_ID,
    orderId: ORDER_ID,
    rating: 9,
    text: 'Margins fit on the first try.',
    photo: null,
    createdAt: '2027-03-10T01:00:00.000Z',
    client: CLIENT,
    designer: DESIGNER,
    firstType: 'zirconia_crown',
    units: 3,
    ...extra,
  };
}

export function orderReviewOf(extra: Partial<OrderReview> = {}): OrderReview {
  return { orderId: ORDER_ID, complete: true, viewerRole: 'client', designer: DESIGNER, review: null, canWrite: true, deleted: false, ...extra };
}

export function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

const paramsOf = (config: HttpConfig | undefined): Record<string, unknown> => (config?.params ?? {}) as Record<string, unknown>;

/** `http.get` answering from `routes` (url → body, given the call's query parameters), the code tables, or 404. */
export function answerGet(routes: (params: Record<string, unknown>) => Record<string, unknown>) {
  return async (url: string, config?: HttpConfig) => {
    const body = routes(paramsOf(config))[url];
    if (body !== undefined) return { data: body };
    if (url === '/api/v1/common/code/rating') return { data: ratingCodes(paramsOf(config).type) };
    if (url.startsWith('/api/v1/common/code/')) return { data: [] };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
}

