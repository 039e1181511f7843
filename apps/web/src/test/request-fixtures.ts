// Requests, comments and signed-in members for the request list and request page tests: the
// server's answers, built here.
import {
  MemberType,
  RequestStatus,
  RequestType,
  type Comment,
  type RequestDetail,
  type RequestList,
  type RequestSummary,
  type SessionUser,
} from '@dcm/shared';
import { useUserStore } from '../lib/user-store.ts';
import { answeredError } from '../lib/http.test-support.ts';
import type { HttpError } from '../lib/http.ts';

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export const CLIENT = { memberNo: 7, nickname: 'Smile Dental' };
export const DESIGNER = { memberNo: 21, nickname: 'Kim CAD' };
export const OTHER_DESIGNER = { memberNo: 22, nickname: 'Lee Design' };

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

export function summaryOf(extra: Partial<RequestSummary> = {}): RequestSummary {
  return {
    id: uuid(),
    type: RequestType.Public,
    status: RequestStatus.QuoteRequested,
    client: CLIENT,
    designer: null,
    // A few seconds over, so the countdown reads the whole minutes while the test runs.
    quoteExpiresAt: new Date(Date.now() + (2.5 * 3600 + 20) * 1000).toISOString(),
    deadlineAt: hours(72),
    notes: '',
    referralCount: 2,
    referralNumbers: ['2025-041', '2025-042'],
    teeth: [11, 21, 36],
    units: [{ type: 'zirconia_crown', count: 3 }],
    quotationCount: 0,
    myQuotation: null,
    createdAt: '2025-04-01T01:00:00.000Z',
    ...extra,
  };
}

export function detailOf(extra: Partial<RequestDetail> = {}): RequestDetail {
  return { ...summaryOf(), referrals: [], rejectReason: null, actions: [], canQuote: false, orderId: null, ...extra };
}

export const listOf = (items: RequestSummary[], total = items.length, page = 1, size = 10): RequestList => ({ items, page, size, total });

export function commentOf(extra: Partial<Comment> = {}): Comment {
  return {
    id: uuid(),
    requestId: uuid(),
    author: DESIGNER,
    byClient: false,
    parentId: null,
    body: 'Which cement gap do you want?',
    createdAt: '2025-04-01T02:00:00.000Z',
    ...extra,
  };
}

/** Signs in a member of `kind` with the number of one of the members above. */
export function signIn(kind: 'client' | 'lab' | 'designer', memberNo: number): SessionUser {
  const memberSe = { client: MemberType.Client, lab: MemberType.Lab, designer: MemberType.Designer }[kind];
  const user: SessionUser = {
    memberNo,
    memberSe,
    memberEmail: `member${memberNo}@example.com`,
    memberHp: null,
    memberName: 'Member',
    registerDt: '2025-01-01T00:00:00.000Z',
    memberMileage: 0,
    swNo: null,
    swNoName: null,
    swEtc: null,
    memberNickName: null,
    memberProfileImage: null,
    memberApprovalSe: 'B',
    memberApprovalReason: null,
    isAdmin: false,
    timeZone: null,
  };
  useUserStore.getState().login(user);
  return user;
}

/** The error the http client throws for an API refusal. */
export function refusal(status: number, code: string, fields?: Record<string, string>): HttpError {
  return answeredError(status, { error: { code, message: code, ...(fields ? { fields } : {}) } });
}
