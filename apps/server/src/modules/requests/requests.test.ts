import { ErrorCode, MemberType, QuotationStatus, ReferralStatus, RequestStatus, ApprovalStatus, type RequestDetail } from '@dcm/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, quotations, requests } from '../../db/schema/index.ts';
import { fieldMessage } from '../../platform/i18n.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import {
  adminSession,
  block,
  caller,
  completeReferral,
  freshMember,
  insertQuotation,
  passExpiry,
  pickable,
  referralStatus,
  requestDates,
  sendRequest,
  unblock,
  type Method,
} from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let client: Session;
let otherClient: Session;
let lab: Session;
let designer: Session;
let otherDesigner: Session;
let pendingDesigner: Session;
let pendingClient: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  call = caller(t);
  client = await sessionOf(t.app, 'client@demo.dcm');
  lab = await sessionOf(t.app, 'lab@demo.dcm');
  designer = await sessionOf(t.app, 'designer@demo.dcm');
  // Pending members may sign in (the web guard stops them), so their tokens reach the server.
  pendingClient = await sessionOf(t.app, 'pending@demo.dcm');
  otherClient = await freshMember(t);
  otherDesigner = await freshMember(t, { memberSe: MemberType.Designer });
  pendingDesigner = await freshMember(t, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Pending });
  admin = await adminSession(t);
});
afterAll(() => t.close());

const post = (who: Session, url: string, payload?: object) => call(who, 'POST', url, payload);

function expectFieldError(res: Awaited<ReturnType<typeof call>>, field: string, key: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
  expect(res.json().error.fields, res.body).toMatchObject({ [field]: fieldMessage({ message: key }, 'ko') });
}

/** The designated T-esigner's price for sendRequest's 3 zirconia crowns: accepting takes one. */
const price = async () => ({ items: [{ type: 'zirconia_crown', count: 3, unitPrice: 40_000 }], deliveryAt: await pickable(t, 3), note: '' });

/** Every `who → status` of `cases` for one call, checked in order (a success last, as it changes things). */
async function expectAnswers(method: Method, url: string, cases: Array<[string, Session, number]>, payload?: object) {
  for (const [name, who, status] of cases) {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
  }
}

describe('sending a request', () => {
  it('sends complete referrals as a public request, in the order picked, and takes them out of the cart', async () => {
    const first = await completeReferral(t, client, { referralNumber: '11-01', prosthesis: [{ type: 'zirconia_crown', count: 2 }] });
    const second = await completeReferral(t, client, {
      referralNumber: '11-02',
      prosthesis: [
        { type: 'pfm_crown', count: 1 },
        { type: 'zirconia_crown', count: 3 },
      ],
    });
    const dates = await requestDates(t);
    const res = await post(client, '/api/v1/requests', { type: 'public', referralIds: [second.id, first.id], notes: '  Shade A2  ', ...dates });
    expect(res.statusCode, res.body).toBe(201);
    const request: RequestDetail = res.json();
    expect(request).toMatchObject({
      type: 'public',
      status: RequestStatus.QuoteRequested,
      client: { memberNo: client.memberNo, nickname: 'democlient' },
      designer: null,
      notes: 'Shade A2',
      referralCount: 2,
      referralNumbers: ['11-02', '11-01'],
      teeth: [16, 15, 14],
      quotationCount: 0,
      myQuotation: null,
      rejectReason: null,
      actions: ['cancel'],
      canQuote: false,
      orderId: null,
      quoteExpiresAt: dates.quoteExpiresAt,
      deadlineAt: dates.deadlineAt,
    });
    expect(request.units).toEqual([
      { type: 'pfm_crown', count: 1 },
      { type: 'zirconia_crown', count: 5 },
    ]);
    expect(request.referrals.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(request.referrals.every((r) => r.status === ReferralStatus.Requested)).toBe(true);
    expect(await referralStatus(t, client, first.id)).toBe(ReferralStatus.Requested);
  });

  it('sends a designated request from a dental lab to one T-esigner, who is waited for', async () => {
    const request = await sendRequest(t, lab, { designerNo: designer.memberNo });
    expect(request).toMatchObject({
      type: 'designated',
      status: RequestStatus.WaitingForRequest,
      client: { memberNo: lab.memberNo, nickname: 'demolab' },
      designer: { memberNo: designer.memberNo, nickname: 'demodesign' },
      actions: ['cancel'],
    });
  });

  it('refuses a second send of the same referrals (a double click makes one request)', async () => {
    const referral = await completeReferral(t, client);
    const body = { type: 'public', referralIds: [referral.id], ...(await requestDates(t)) };
    const [a, b] = await Promise.all([post(client, '/api/v1/requests', body), post(client, '/api/v1/requests', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  describe('refuses each date the picker would not offer, naming the field, and changes nothing', () => {
    const cases: Array<[string, () => Promise<{ quoteExpiresAt: string; deadlineAt: string }>, string, string]> = [
      ['an expiry in the past', async () => ({ quoteExpiresAt: new Date(Date.now() - 3_600_000).toISOString(), deadlineAt: await pickable(t, 3) }), 'quoteExpiresAt', 'dateBeforeMin'],
      [
        'a time off the 30-minute step',
        async () => ({ quoteExpiresAt: new Date(Date.parse(await pickable(t, 2)) + 15 * 60_000).toISOString(), deadlineAt: await pickable(t, 4) }),
        'quoteExpiresAt',
        'dateStep',
      ],
      [
        'a deadline on a holiday',
        async () => {
          const day = await pickable(t, 6);
          await t.app.db
            .insert(holidays)
            .values({ date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(day)), nameKo: '시험 휴일', nameEn: 'Test holiday' })
            .onConflictDoNothing();
          return { quoteExpiresAt: await pickable(t, 2), deadlineAt: day };
        },
        'deadlineAt',
        'dateHoliday',
      ],
      [
        'a deadline after the end of next year',
        async () => ({ quoteExpiresAt: await pickable(t, 2), deadlineAt: new Date(Date.UTC(new Date().getFullYear() + 2, 0, 12, 1, 0)).toISOString() }),
        'deadlineAt',
        'dateAfterMax',
      ],
      ['a deadline before the expiry', async () => ({ quoteExpiresAt: await pickable(t, 4), deadlineAt: await pickable(t, 2) }), 'deadlineAt', 'deadlineBeforeExpiry'],
    ];
    it.each(cases)('%s', async (_name, dates, field, key) => {
      const referral = await completeReferral(t, client);
      const before = await t.app.db.select({ id: requests.id }).from(requests).where(eq(requests.clientNo, client.memberNo));
      expectFieldError(await post(client, '/api/v1/requests', { type: 'public', referralIds: [referral.id], ...(await dates()) }), field, key);
      expect(await referralStatus(t, client, referral.id)).toBe(ReferralStatus.Complete);
      expect(await t.app.db.select({ id: requests.id }).from(requests).where(eq(requests.clientNo, client.memberNo))).toHaveLength(before.length);
    });
  });

  it('refuses a draft referral, naming it by its place in the request', async () => {
    const complete = await completeReferral(t, client);
    const draft = (await post(client, '/api/v1/referrals', { mode: 'simple', status: 'draft', data: {} })).json();
    const res = await post(client, '/api/v1/requests', { type: 'public', referralIds: [complete.id, draft.id], ...(await requestDates(t)) });
    expectFieldError(res, 'referrals.1', 'referralIncomplete');
    expect(await referralStatus(t, client, complete.id)).toBe(ReferralStatus.Complete);
  });

  it('answers 404 for another client’s referral', async () => {
    const theirs = await completeReferral(t, otherClient);
    const res = await post(client, '/api/v1/requests', { type: 'public', referralIds: [theirs.id], ...(await requestDates(t)) });
    expect(res.statusCode).toBe(404);
    expect(await referralStatus(t, otherClient, theirs.id)).toBe(ReferralStatus.Complete);
  });

  it('refuses a request from a T-esigner, from the admin and from a member not yet approved (403)', async () => {
    const body = { type: 'public', referralIds: [crypto.randomUUID()], ...(await requestDates(t)) };
    for (const who of [designer, admin, pendingClient]) {
      const res = await post(who, '/api/v1/requests', body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe(who === pendingClient ? ErrorCode.AccountNotApproved : ErrorCode.Forbidden);
    }
  });

  it('addresses a designated request only to an approved T-esigner with no block between them', async () => {
    const referral = await completeReferral(t, client);
    const send = async (designerNo: number) =>
      post(client, '/api/v1/requests', { type: 'designated', designerNo, referralIds: [referral.id], ...(await requestDates(t)) });
    for (const designerNo of [otherClient.memberNo, lab.memberNo, pendingDesigner.memberNo, admin.memberNo, 999_999]) {
      expectFieldError(await send(designerNo), 'designerNo', 'designerUnavailable');
    }
    await block(t, client.memberNo, otherDesigner.memberNo);
    expectFieldError(await send(otherDesigner.memberNo), 'designerNo', 'designerUnavailable');
    await unblock(t, client.memberNo, otherDesigner.memberNo);
    await block(t, otherDesigner.memberNo, client.memberNo);
    expectFieldError(await send(otherDesigner.memberNo), 'designerNo', 'designerUnavailable');
    await unblock(t, otherDesigner.memberNo, client.memberNo);
    expect(await referralStatus(t, client, referral.id)).toBe(ReferralStatus.Complete);
    expect((await send(otherDesigner.memberNo)).statusCode).toBe(201);
  });
});

describe('who may open a request', () => {
  it('shows a public request to its client, to approved T-esigners and to the admin only', async () => {
    const request = await sendRequest(t, client);
    const url = `/api/v1/requests/${request.id}`;
    await expectAnswers('GET', url, [
      ['client', client, 200],
      ['other client', otherClient, 404],
      ['T-esigner', designer, 200],
      ['other T-esigner', otherDesigner, 200],
      ['lab without a T-esigner profile', lab, 404],
      ['pending T-esigner', pendingDesigner, 403],
      ['admin', admin, 200],
    ]);
    const asDesigner: RequestDetail = (await call(designer, 'GET', url)).json();
    expect(asDesigner).toMatchObject({ actions: [], canQuote: true, myQuotation: null });
    expect(asDesigner.referrals).toHaveLength(1);
    expect((await call(client, 'GET', url)).json()).toMatchObject({ actions: ['cancel'], canQuote: false });
    expect((await call(admin, 'GET', url)).json()).toMatchObject({ actions: [], canQuote: false });
  });

  it('shows a designated request to its client, its T-esigner and the admin, and to no other T-esigner', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    const url = `/api/v1/requests/${request.id}`;
    await expectAnswers('GET', url, [
      ['client', client, 200],
      ['other client', otherClient, 404],
      ['T-esigner', designer, 200],
      ['other T-esigner', otherDesigner, 404],
      ['lab', lab, 404],
      ['pending T-esigner', pendingDesigner, 403],
      ['admin', admin, 200],
    ]);
    expect((await call(designer, 'GET', url)).json()).toMatchObject({ actions: ['accept', 'reject'], canQuote: false });
  });

  it('tells a T-esigner who quoted already that they cannot quote again, and shows their quotation', async () => {
    const request = await sendRequest(t, client);
    await insertQuotation(t, request.id, otherDesigner.memberNo);
    const seen = (await call(otherDesigner, 'GET', `/api/v1/requests/${request.id}`)).json();
    expect(seen).toMatchObject({ status: RequestStatus.Choosing, canQuote: false, myQuotation: QuotationStatus.Submitted, quotationCount: 1 });
    expect((await call(designer, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({ canQuote: true, myQuotation: null });
  });

  it('hides a request from a T-esigner on either side of a block with its client', async () => {
    const request = await sendRequest(t, client);
    const url = `/api/v1/requests/${request.id}`;
    await block(t, otherDesigner.memberNo, client.memberNo);
    expect((await call(otherDesigner, 'GET', url)).statusCode).toBe(404);
    await unblock(t, otherDesigner.memberNo, client.memberNo);
    await block(t, client.memberNo, otherDesigner.memberNo);
    expect((await call(otherDesigner, 'GET', url)).statusCode).toBe(404);
    await unblock(t, client.memberNo, otherDesigner.memberNo);
    expect((await call(otherDesigner, 'GET', url)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 404 for an unknown request', async () => {
    const unknown = `/api/v1/requests/${crypto.randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(401);
    expect((await call(client, 'GET', unknown)).statusCode).toBe(404);
  });
});

describe('moving a request', () => {
  it('lets only its client cancel it, and gives the referrals back to the cart', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    const url = `/api/v1/requests/${request.id}/cancel`;
    await expectAnswers('POST', url, [
      ['other client', otherClient, 404],
      ['T-esigner', designer, 403],
      ['other T-esigner', otherDesigner, 404],
      ['lab', lab, 404],
      ['admin', admin, 403],
    ]);
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Requested);
    const res = await post(client, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: RequestStatus.Cancelled, actions: [] });
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Complete);
    expect((await post(client, url)).statusCode).toBe(409);
  });

  it('refuses to cancel a request while the client is choosing among quotations (409)', async () => {
    const request = await sendRequest(t, client);
    await insertQuotation(t, request.id, designer.memberNo);
    const res = await post(client, `/api/v1/requests/${request.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(ErrorCode.InvalidTransition);
  });

  it('lets only the designated T-esigner accept, once', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    const url = `/api/v1/requests/${request.id}/accept`;
    await expectAnswers('POST', url, [
      ['client', client, 403],
      ['other client', otherClient, 404],
      ['other T-esigner', otherDesigner, 404],
      ['lab', lab, 404],
      ['pending T-esigner', pendingDesigner, 403],
      ['admin', admin, 403],
      ['T-esigner', designer, 200],
      ['T-esigner again', designer, 409],
    ], await price());
    const accepted = (await call(client, 'GET', `/api/v1/requests/${request.id}`)).json();
    expect(accepted).toMatchObject({ status: RequestStatus.RequestAccepted, actions: ['pay'] });
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Requested);
  });

  it('has no acceptance for a public request (409)', async () => {
    const request = await sendRequest(t, client);
    expect((await post(designer, `/api/v1/requests/${request.id}/accept`, await price())).statusCode).toBe(409);
  });

  it('lets only the designated T-esigner reject, with a reason, and gives the referrals back to the cart', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    const url = `/api/v1/requests/${request.id}/reject`;
    const reason = { reason: '일정이 맞지 않습니다.' };
    await expectAnswers(
      'POST',
      url,
      [
        ['client', client, 403],
        ['other client', otherClient, 404],
        ['other T-esigner', otherDesigner, 404],
        ['lab', lab, 404],
        ['admin', admin, 403],
      ],
      reason,
    );
    expectFieldError(await post(designer, url, { reason: '   ' }), 'reason', 'reasonRequired');
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Requested);

    const res = await post(designer, url, reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: RequestStatus.RequestRejected, rejectReason: reason.reason, actions: [] });
    expect(await referralStatus(t, client, request.referrals[0]!.id)).toBe(ReferralStatus.Complete);
  });

  it('re-opens only a closed request, only by its client', async () => {
    const open = await sendRequest(t, client);
    const dates = await requestDates(t, 3);
    expect((await post(client, `/api/v1/requests/${open.id}/reopen`, dates)).statusCode).toBe(409);
    await passExpiry(t, open.id);
    await t.app.jobs.runNow('expire-requests');
    await expectAnswers(
      'POST',
      `/api/v1/requests/${open.id}/reopen`,
      [
        ['other client', otherClient, 404],
        // A closed public request is no longer open to T-esigners who did not quote on it.
        ['T-esigner', designer, 404],
        ['lab', lab, 404],
        ['admin', admin, 403],
      ],
      dates,
    );
  });
});

describe('quote expiry', () => {
  it('closes each open request whose expiry passed, once: running the job again changes nothing more', async () => {
    const quoted = await sendRequest(t, client);
    const quotationId = await insertQuotation(t, quoted.id, designer.memberNo);
    const waiting = await sendRequest(t, client);
    const designated = await sendRequest(t, client, { designerNo: designer.memberNo });
    const notYet = await sendRequest(t, client);
    const due = [quoted.id, waiting.id, designated.id];
    for (const id of due) await passExpiry(t, id);

    expect(await t.app.jobs.runNow('expire-requests')).toBe(true);
    const rowsOf = (ids: string[]) => t.app.db.select().from(requests).where(inArray(requests.id, ids));
    const closed = await rowsOf(due);
    expect(closed.map((r) => r.status)).toEqual(due.map(() => RequestStatus.RequestClosed));
    expect((await rowsOf([notYet.id]))[0]?.status).toBe(RequestStatus.QuoteRequested);
    const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.id, quotationId));
    expect(quotation?.status).toBe(QuotationStatus.NotChosen);
    // A closed request keeps its referrals: the client re-opens or cancels it.
    expect(await referralStatus(t, client, waiting.referrals[0]!.id)).toBe(ReferralStatus.Requested);

    expect(await t.app.jobs.runNow('expire-requests')).toBe(true);
    expect(await rowsOf(due)).toEqual(closed);
  });

  it('takes no acceptance after the expiry, and shows the closed request with re-open and cancel to its client', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    await passExpiry(t, request.id);
    await t.app.jobs.runNow('expire-requests');
    expect((await post(designer, `/api/v1/requests/${request.id}/accept`, await price())).statusCode).toBe(409);
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({
      status: RequestStatus.RequestClosed,
      actions: ['reopen', 'cancel'],
    });
  });

  it('re-opens a closed public request without quotations for quotations again, its new dates checked', async () => {
    const request = await sendRequest(t, client);
    await passExpiry(t, request.id);
    await t.app.jobs.runNow('expire-requests');
    const url = `/api/v1/requests/${request.id}/reopen`;
    expectFieldError(await post(client, url, { quoteExpiresAt: new Date(Date.now() - 7_200_000).toISOString(), deadlineAt: await pickable(t, 3) }), 'quoteExpiresAt', 'dateBeforeMin');
    const dates = await requestDates(t, 3);
    const res = await post(client, url, dates);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: RequestStatus.QuoteRequested, ...dates, actions: ['cancel'] });
    expect((await call(designer, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({ canQuote: true });
  });

  it('re-opens a closed designated request waiting for its T-esigner again', async () => {
    const request = await sendRequest(t, client, { designerNo: designer.memberNo });
    await passExpiry(t, request.id);
    await t.app.jobs.runNow('expire-requests');
    const res = await post(client, `/api/v1/requests/${request.id}/reopen`, await requestDates(t, 3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: RequestStatus.WaitingForRequest });
    expect((await call(designer, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({ actions: ['accept', 'reject'] });
  });

  it('does not re-open a request that received quotations (409), and hides that action', async () => {
    const request = await sendRequest(t, client);
    await insertQuotation(t, request.id, designer.memberNo);
    await passExpiry(t, request.id);
    await t.app.jobs.runNow('expire-requests');
    const res = await post(client, `/api/v1/requests/${request.id}/reopen`, await requestDates(t, 3));
    expect(res.statusCode).toBe(409);
    expect((await call(client, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({ status: RequestStatus.RequestClosed, actions: ['cancel'] });
    // The T-esigner who quoted still sees it, with their declined quotation.
    expect((await call(designer, 'GET', `/api/v1/requests/${request.id}`)).json()).toMatchObject({ myQuotation: QuotationStatus.NotChosen, canQuote: false });
  });
});
