// The permission matrix of the API (issue 13, "Security"): every route the app registers, with who may
// call it and, for a route about one thing, which fixture of the security world fills its id and
// which roles are its parties. permission-matrix.test.ts walks it as each role; a route missing here
// fails that test, so a new route forces a decision.
import type { Fixtures, Role } from './world.test-support.ts';

/**
 * Who may call a route: anyone ('public'), any approved member ('member'; a pending one gets 403
 * ACCOUNT_NOT_APPROVED, SPEC §1), any signed-in member, pending ones too ('anyMember': the few routes
 * of the join-end screen that opt in with `allowUnapproved`), the admin, or the roles named.
 */
export type Access = 'public' | 'member' | 'anyMember' | 'admin' | readonly Role[];

export interface RouteRule {
  access: Access;
  /** Path parameters filled from the world; others get a random UUID (`memberNo`: T-esigner A's number). */
  params?: Partial<Record<string, keyof Fixtures>>;
  /** For a route about one thing of the world: the roles that may reach it; any other role gets 401, 403 or 404. */
  parties?: readonly Role[];
  /** Why the rule is what it is, when that is not plain. */
  note?: string;
  /** A refusal this suite found and that is not fixed yet. */
  knownIssue?: string;
  /** Not called at all, and why. */
  skip?: string;
  /** Registered only outside production, open to anyone by design: the leak check does not apply. */
  devOnly?: boolean;
  /** Called only by the roles it refuses (a stream would not end for the others). */
  refusalsOnly?: boolean;
}

const PUBLIC: RouteRule = { access: 'public' };
const PUBLIC_BY_DESIGN: RouteRule = { access: 'public', note: 'public by design: health, API docs' };
const MEMBER: RouteRule = { access: 'member' };
/** Opted in with `allowUnapproved`: what a member waiting for approval (or rejected) still needs. */
const ANY_MEMBER: RouteRule = { access: 'anyMember', note: 'the join-end screen: a pending or rejected member uses it too' };
const ADMIN: RouteRule = { access: 'admin' };

/** A route only the roles named may call. */
const only = (...roles: Role[]): RouteRule => ({ access: roles });

const MEMBERS_NOT_ADMIN = only('clientA', 'clientB', 'designerA', 'designerB', 'lab');
const NOT_DESIGNERS = only('clientA', 'clientB', 'lab', 'admin');
const DESIGNERS_ONLY = only('designerA', 'designerB');
/** T-esigners and labs (a lab may keep a T-esigner profile, SPEC §6). */
const PROFILE_OWNERS_ONLY = only('designerA', 'designerB', 'lab');

/** Client A and T-esigner A: the two sides of the designated request, the order and its quotation, the room, the quick request. */
const PARTIES: readonly Role[] = ['clientA', 'designerA'];
/** The parties and the admin, who reads (and acts on) every request, order and quick request. */
const PARTIES_AND_ADMIN: readonly Role[] = [...PARTIES, 'admin'];

/** A route about one thing of the world: `fixture` fills `param`; only `parties` may reach it. */
function own(fixture: keyof Fixtures, parties: readonly Role[] = ['clientA'], param = 'id', params: RouteRule['params'] = {}): RouteRule {
  return { access: 'member', params: { [param]: fixture, ...params }, parties };
}

/** Client A's things that only client A may reach. */
const A_REFERRAL = own('referral');
const A_UPLOAD = own('upload');
const A_CHARGE = own('charge');
/** Client A's request designated to T-esigner A: the admin reads it too, only the parties act on it. */
const A_REQUEST_READ = own('request', PARTIES_AND_ADMIN);
const A_REQUEST_CHANGE = own('request', PARTIES);
/** T-esigner A's quotation of A's order (selected): only the parties reach it. */
const A_QUOTATION = own('quotation', PARTIES);
const A_ORDER = own('order', PARTIES_AND_ADMIN);
const A_ROOM = own('room', PARTIES);
/** Client A's quick request, taken by T-esigner A. */
const A_QUICK = own('quick', PARTIES_AND_ADMIN);

export const MATRIX: Record<string, RouteRule> = {
  'GET /api/docs/': PUBLIC_BY_DESIGN,
  'GET /api/docs/static/index.html': PUBLIC_BY_DESIGN,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC_BY_DESIGN,
  'GET /api/docs/json': PUBLIC_BY_DESIGN,
  'GET /api/docs/yaml': PUBLIC_BY_DESIGN,
  'GET /api/docs/static/*': PUBLIC_BY_DESIGN,
  'GET /ws': { access: 'public', skip: 'WebSocket upgrade: the access token is checked in the handshake (realtime tests)' },
  'GET /healthz': PUBLIC_BY_DESIGN,
  // The operator's scraper holds METRICS_TOKEN, no member's token opens it; unset, it answers 404 (decision 0029).
  'GET /metrics': { access: 'public', note: 'its own bearer token (METRICS_TOKEN), never a member’s' },
  'POST /api/v1/login': PUBLIC,
  'POST /auth/refresh': { access: 'public', note: 'the refresh cookie is the credential' },
  'POST /auth/logout': { access: 'public', note: 'ends the session of the refresh cookie (or of the bearer token), if any' },
  'POST /auth/logout-everywhere': { access: 'anyMember', note: 'my page: ends every sign-in of the caller; a member waiting for approval may too' },
  'GET /api/v1/auth/providers': PUBLIC,
  'GET /api/v1/mypage/profile': ANY_MEMBER,
  'POST /api/v1/common/auth-phone': PUBLIC,
  'GET /api/v1/common/auth-phone': PUBLIC,
  'GET /api/v1/common/check-email': PUBLIC,
  'GET /api/v1/common/check-nickname': PUBLIC,
  'POST /api/v1/common/account': PUBLIC,
  'GET /api/v1/common/address': PUBLIC,
  'POST /api/v1/common/find-id': PUBLIC,
  'POST /api/v1/common/password-reset': PUBLIC,
  'POST /api/v1/common/password-reset/confirm': PUBLIC,
  'GET /api/v1/mypage/join': ANY_MEMBER,
  'PUT /api/v1/mypage/join': ANY_MEMBER,
  'GET /api/v1/admin/members': ADMIN,
  'GET /api/v1/admin/members/:memberNo': ADMIN,
  'POST /api/v1/admin/members/:memberNo/:action': ADMIN,
  'GET /api/v1/common/code/:code': PUBLIC,
  'GET /api/v1/common/teeth-type': PUBLIC,
  'POST /api/v1/common/file/upload': { access: 'public', note: 'join documents are uploaded before the account exists' },
  'GET /api/v1/common/file/:id': { access: 'public', params: { id: 'file' }, parties: ['clientA', 'admin'], note: 'identify: public files (profile images) for guests, private ones for their owner' },
  'PATCH /api/v1/common/file/:id': own('file'),
  'POST /api/v1/uploads': MEMBER,
  'GET /api/v1/uploads/:id': A_UPLOAD,
  'PUT /api/v1/uploads/:id': { ...A_UPLOAD, note: 'a raw chunk with ?offset: without both an outsider gets 400 before the owner check' },
  'POST /api/v1/uploads/:id/complete': A_UPLOAD,
  'DELETE /api/v1/uploads/:id': A_UPLOAD,
  'GET /api/v1/downloads/*': { access: 'public', note: 'a signed, expiring link is the credential' },
  'POST /api/v1/referrals': MEMBER,
  'GET /api/v1/referrals': MEMBER,
  'GET /api/v1/referrals/:id': A_REFERRAL,
  'PUT /api/v1/referrals/:id': A_REFERRAL,
  'POST /api/v1/referrals/:id/copy': A_REFERRAL,
  'DELETE /api/v1/referrals/:id': A_REFERRAL,
  'GET /api/v1/referrals/value-sets': NOT_DESIGNERS,
  'POST /api/v1/referrals/value-sets': NOT_DESIGNERS,
  'DELETE /api/v1/referrals/value-sets/:setId': own('valueSet', ['clientA'], 'setId'),
  'GET /api/v1/referrals/:id/document.pdf': A_REFERRAL,
  'GET /api/v1/referrals/groups/:groupId/document.pdf': MEMBER,
  'POST /api/v1/requests': MEMBER,
  'GET /api/v1/requests': MEMBER,
  'GET /api/v1/requests/:id': A_REQUEST_READ,
  'POST /api/v1/requests/:id/cancel': A_REQUEST_CHANGE,
  'POST /api/v1/requests/:id/reopen': A_REQUEST_CHANGE,
  'POST /api/v1/requests/:id/re-request': A_REQUEST_CHANGE,
  'POST /api/v1/requests/:id/reject': A_REQUEST_CHANGE,
  'GET /api/v1/common/holidays': PUBLIC,
  'GET /api/v1/designers/choice': MEMBER,
  'POST /api/v1/requests/:id/quotations': A_REQUEST_CHANGE,
  'GET /api/v1/requests/:id/quotations': A_REQUEST_READ,
  'GET /api/v1/quotations': MEMBER,
  'PUT /api/v1/quotations/:id': A_QUOTATION,
  'POST /api/v1/quotations/:id/withdraw': A_QUOTATION,
  'POST /api/v1/quotations/:id/select': A_QUOTATION,
  'POST /api/v1/requests/:id/accept': A_REQUEST_CHANGE,
  'GET /api/v1/orders': MEMBERS_NOT_ADMIN,
  'GET /api/v1/orders/:id': A_ORDER,
  'GET /api/v1/orders/:id/contract': A_ORDER,
  /** The quotation document: the two parties print it; the admin reads the order's own page (403). */
  'GET /api/v1/orders/:id/estimate': own('order', PARTIES),
  'GET /api/v1/orders/:id/contract.pdf': A_ORDER,
  'POST /api/v1/orders/:id/sign': A_ORDER,
  'POST /api/v1/orders/:id/accept': A_ORDER,
  'POST /api/v1/orders/:id/decline': A_ORDER,
  'POST /api/v1/orders/:id/cancel': A_ORDER,
  'GET /api/v1/orders/:id/referral': A_ORDER,
  'POST /api/v1/orders/:id/referral/receipt': A_ORDER,
  'POST /api/v1/orders/:id/files/:fileId/link': own('order', PARTIES_AND_ADMIN, 'id', { fileId: 'file' }),
  'POST /api/v1/orders/:id/cancellations': A_ORDER,
  'POST /api/v1/orders/:id/cancellations/:cid/approve': A_ORDER,
  'POST /api/v1/orders/:id/cancellations/:cid/reject': A_ORDER,
  'POST /api/v1/orders/:id/cancellations/:cid/withdraw': A_ORDER,
  'POST /api/v1/orders/:id/deliveries': A_ORDER,
  'POST /api/v1/orders/:id/cad/replace': A_ORDER,
  'GET /api/v1/orders/:id/cad': A_ORDER,
  'GET /api/v1/orders/:id/design-checks': A_ORDER,
  'POST /api/v1/orders/:id/cad/link': A_ORDER,
  'POST /api/v1/orders/:id/surcharges': A_ORDER,
  'POST /api/v1/orders/:id/surcharges/:sid/pay': A_ORDER,
  'POST /api/v1/orders/:id/surcharges/:sid/decline': A_ORDER,
  'POST /api/v1/orders/:id/surcharges/:sid/withdraw': A_ORDER,
  'POST /api/v1/orders/:id/confirm': A_ORDER,
  'POST /api/v1/orders/:id/reworks': A_ORDER,
  'POST /api/v1/orders/:id/reworks/withdraw': A_ORDER,
  'POST /api/v1/orders/:id/review': A_ORDER,
  'GET /api/v1/orders/:id/review': A_ORDER,
  'DELETE /api/v1/reviews/:reviewId': MEMBER,
  'GET /api/v1/reviews': PUBLIC,
  'GET /api/v1/me/reviews': MEMBER,
  'GET /api/v1/profiles/me': PROFILE_OWNERS_ONLY,
  'PUT /api/v1/profiles/me/designer': PROFILE_OWNERS_ONLY,
  'PUT /api/v1/profiles/me/lab': PROFILE_OWNERS_ONLY,
  'POST /api/v1/profiles/me/portfolio': PROFILE_OWNERS_ONLY,
  'PUT /api/v1/profiles/me/portfolio/:id': PROFILE_OWNERS_ONLY,
  'DELETE /api/v1/profiles/me/portfolio/:id': PROFILE_OWNERS_ONLY,
  'GET /api/v1/profiles/designers': PUBLIC,
  'GET /api/v1/profiles/labs': PUBLIC,
  'GET /api/v1/profiles/labs/regions': PUBLIC,
  'GET /api/v1/profiles/designers/:memberNo': PUBLIC,
  'GET /api/v1/profiles/labs/:memberNo': PUBLIC,
  'GET /api/v1/favourites': MEMBERS_NOT_ADMIN,
  'PUT /api/v1/favourites/:memberNo': MEMBER,
  'DELETE /api/v1/favourites/:memberNo': MEMBER,
  'GET /api/v1/blocks': MEMBERS_NOT_ADMIN,
  'PUT /api/v1/blocks/:memberNo': MEMBER,
  'DELETE /api/v1/blocks/:memberNo': MEMBER,
  'POST /api/v1/reports': MEMBER,
  'GET /api/v1/admin/reports': ADMIN,
  'POST /api/v1/admin/reports/:id/decision': ADMIN,
  'GET /api/v1/mypage/info': MEMBER,
  'PATCH /api/v1/mypage/info': MEMBER,
  'PUT /api/v1/mypage/password': MEMBER,
  'PUT /api/v1/mypage/phone': MEMBER,
  'PUT /api/v1/mypage/profile-image': MEMBER,
  'PUT /api/v1/mypage/bank': MEMBER,
  'GET /api/v1/mypage/outsourcing': MEMBER,
  'POST /api/v1/mypage/outsourcing': MEMBER,
  'GET /api/v1/mypage/notifications': MEMBER,
  'PUT /api/v1/mypage/notifications': MEMBER,
  'GET /api/v1/mypage/withdrawal': MEMBER,
  'POST /api/v1/mypage/withdrawal': MEMBER,
  'GET /api/v1/admin/withdrawals': ADMIN,
  'POST /api/v1/admin/withdrawals/:memberNo/complete': ADMIN,
  'GET /api/v1/orders/:id/timeline': A_ORDER,
  'GET /api/v1/orders/:id/comms': A_ORDER,
  'GET /api/v1/orders/:id/pins': A_ORDER,
  'POST /api/v1/orders/:id/pins': A_ORDER,
  'GET /api/v1/orders/:id/pins/stream': { ...A_ORDER, refusalsOnly: true, note: 'a server-sent stream: only the roles it refuses are called' },
  'GET /api/v1/requests/:id/comments': A_REQUEST_READ,
  'POST /api/v1/requests/:id/comments': A_REQUEST_CHANGE,
  'GET /api/v1/notifications': MEMBER,
  'POST /api/v1/notifications/read': MEMBER,
  'GET /api/v1/notifications/unread': MEMBER,
  'GET /push/token': PUBLIC,
  'POST /push/subscribe': { ...ANY_MEMBER, note: 'a member waiting for approval keeps a device, so the join decision reaches it' },
  'POST /push/unsubscribe': { ...ANY_MEMBER, note: 'logging out removes the device, approved or not' },
  'POST /push/test': MEMBER,
  'GET /api/v1/common/client-config': PUBLIC,
  'GET /api/v1/mileage': MEMBER,
  'GET /api/v1/mileage/history': MEMBER,
  'GET /api/v1/mileage/payment-options': { ...only('clientA', 'clientB', 'lab'), note: 'approved clients and labs pay' },
  'GET /api/v1/mileage/charges': MEMBER,
  'POST /api/v1/mileage/charges': MEMBER,
  'POST /api/v1/mileage/charges/:id/confirm': A_CHARGE,
  'POST /api/v1/mileage/charges/:id/abandon': A_CHARGE,
  'POST /api/v1/mileage/charges/:id/refund': A_CHARGE,
  'GET /api/v1/mileage/cards': MEMBER,
  'POST /api/v1/mileage/cards': MEMBER,
  'DELETE /api/v1/mileage/cards/:id': MEMBER,
  'GET /api/v1/mileage/settlement-terms': MEMBER,
  'GET /api/v1/mileage/settlements': MEMBER,
  'POST /api/v1/mileage/settlements': MEMBER,
  'GET /api/v1/admin/refunds': ADMIN,
  'POST /api/v1/admin/refunds/:id/approve': ADMIN,
  'POST /api/v1/admin/refunds/:id/reject': ADMIN,
  'GET /api/v1/admin/settlements': ADMIN,
  'POST /api/v1/admin/settlements/:id/:action': ADMIN,
  'GET /api/v1/admin/exchange-rates': ADMIN,
  'POST /api/v1/admin/exchange-rates': ADMIN,
  'POST /api/v1/admin/exchange-rates/fetch': ADMIN,
  'GET /api/v1/quick/settlements/preview': MEMBER,
  'GET /api/v1/quick/settlements': MEMBER,
  'POST /api/v1/quick/settlements': MEMBER,
  'GET /api/v1/quick/settlements/:id/statement.csv': MEMBER,
  'GET /api/v1/admin/quick/settlements': ADMIN,
  'POST /api/v1/admin/quick/settlements/:id/:action': ADMIN,
  'POST /api/v1/chat/rooms': MEMBER,
  'GET /api/v1/chat/rooms': MEMBER,
  'GET /api/v1/chat/rooms/:id': A_ROOM,
  'GET /api/v1/chat/rooms/:id/messages': A_ROOM,
  'POST /api/v1/chat/rooms/:id/messages': A_ROOM,
  'POST /api/v1/chat/rooms/:id/read': A_ROOM,
  'GET /api/v1/quick/prices': PUBLIC,
  'POST /api/v1/quick/requests': MEMBER,
  'GET /api/v1/quick/requests/:id': A_QUICK,
  'PUT /api/v1/quick/requests/:id': A_QUICK,
  'POST /api/v1/quick/requests/:id/withdraw': A_QUICK,
  'POST /api/v1/quick/requests/:id/take': { ...own('quick', [...PARTIES_AND_ADMIN, 'designerB']), note: 'any opted-in T-esigner may try to take a quick request (a taken one answers 409)' },
  'POST /api/v1/quick/requests/:id/deliveries': A_QUICK,
  'POST /api/v1/quick/requests/:id/cad/replace': A_QUICK,
  'POST /api/v1/quick/requests/:id/cad/link': A_QUICK,
  'GET /api/v1/quick/requests/:id/referral': A_QUICK,
  'GET /api/v1/quick/:id/design-checks': A_QUICK,
  'POST /api/v1/quick/requests/:id/referral/files/:fileId/link': A_QUICK,
  'POST /api/v1/quick/requests/:id/remake': A_QUICK,
  'POST /api/v1/quick/requests/:id/complete': A_QUICK,
  'POST /api/v1/quick/requests/:id/review': A_QUICK,
  'GET /api/v1/quick/board': DESIGNERS_ONLY,
  'GET /api/v1/quick/me': DESIGNERS_ONLY,
  'PUT /api/v1/quick/me': DESIGNERS_ONLY,
  'GET /api/v1/quick/transactions': MEMBER,
  'GET /api/v1/admin/quick/prices': ADMIN,
  'PUT /api/v1/admin/quick/prices': ADMIN,
  'GET /api/v1/notices': PUBLIC,
  'GET /api/v1/notices/:id': PUBLIC,
  'GET /api/v1/faq': PUBLIC,
  'GET /api/v1/partners': PUBLIC,
  'GET /api/v1/documents/:kind': PUBLIC,
  'GET /api/v1/documents/:kind/versions': PUBLIC,
  'GET /api/v1/stats': PUBLIC,
  'GET /api/v1/mypage/agreements': MEMBER,
  'GET /api/v1/admin/content/notices': ADMIN,
  'POST /api/v1/admin/content/notices': ADMIN,
  'PUT /api/v1/admin/content/notices/:id': ADMIN,
  'DELETE /api/v1/admin/content/notices/:id': ADMIN,
  'GET /api/v1/admin/content/faq': ADMIN,
  'POST /api/v1/admin/content/faq': ADMIN,
  'PUT /api/v1/admin/content/faq/:id': ADMIN,
  'DELETE /api/v1/admin/content/faq/:id': ADMIN,
  'GET /api/v1/admin/content/partners': ADMIN,
  'POST /api/v1/admin/content/partners': ADMIN,
  'PUT /api/v1/admin/content/partners/:id': ADMIN,
  'DELETE /api/v1/admin/content/partners/:id': ADMIN,
  'POST /api/v1/admin/content/documents/:kind': ADMIN,
  'GET /api/v1/admin/codes': ADMIN,
  'GET /api/v1/admin/codes/:group': ADMIN,
  'POST /api/v1/admin/codes/:group': ADMIN,
  'PUT /api/v1/admin/codes/:group/:code': ADMIN,
  'GET /api/v1/admin/holidays': ADMIN,
  'POST /api/v1/admin/holidays': ADMIN,
  'DELETE /api/v1/admin/holidays/:date': ADMIN,
  'POST /api/v1/inquiries': MEMBER,
  'GET /api/v1/inquiries': MEMBER,
  'GET /api/v1/inquiries/:id': own('inquiry'),
  'GET /api/v1/admin/inquiries': ADMIN,
  'POST /api/v1/admin/inquiries/:id/answer': ADMIN,
  'GET /api/v1/admin/audit': ADMIN,
  'GET /api/v1/admin/dashboard': ADMIN,
  'GET /api/v1/admin/requests': ADMIN,
  'GET /api/v1/admin/requests/:id': ADMIN,
  'GET /api/v1/admin/orders': ADMIN,
  'GET /api/v1/admin/orders/:id': ADMIN,
  'GET /api/v1/dev/outbox': { access: 'public', devOnly: true, note: 'development outbox: not registered when NODE_ENV is production' },
};
