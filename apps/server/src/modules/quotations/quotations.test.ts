import { ApprovalStatus, ErrorCode, MemberType, QuotationStatus, RequestStatus, RequestType, type MyQuotationList, type Quotation, type QuotationList } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBlocks, members, orders, quotations, requests } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { completeReferral, insertRequestRow, pickable, sendRequest } from '../requests/test-support.ts';
import { type Session, sessionOf } from '../../test/members.ts';

let t: TestApp;
let client: Session;
let otherClient: Session;
let lab: Session;
let designer: Session;
let otherDesigner: Session;
let pendingDesigner: Session;
let admin: Session;

const HOUR = 3600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function member(memberSe: string, approvalSe: string = ApprovalStatus.Approved): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe, approvalSe });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}
const freshDesigner = () => member(MemberType.Designer);
const freshClient = () => member(MemberType.Client);

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  client = await sessionOf(t.app, 'client@demo.dcm');
  lab = await sessionOf(t.app, 'lab@demo.dcm');
  designer = await sessionOf(t.app, 'designer@demo.dcm');
  admin = await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');
  otherClient = await freshClient();
  otherDesigner = await freshDesigner();
  // A pending member signs in (to see why it waits) but may not work yet.
  pendingDesigner = await member(MemberType.Designer, ApprovalStatus.Pending);
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } });

const units = [
  { type: 'zirconia_crown', count: 3 },
  { type: 'pmma_temporary', count: 1 },
];

const insertRequest = (owner: Session, fields: Partial<typeof requests.$inferInsert> = {}) => insertRequestRow(t, owner, { units, referralCount: 2, ...fields });

const requestRow = async (id: string) => (await t.app.db.select().from(requests).where(eq(requests.id, id)))[0]!;

const quotationBody = (overrides: object = {}) => ({
  items: [
    { type: 'zirconia_crown', count: 3, unitPrice: 50_000 },
    { type: 'pmma_temporary', count: 1, unitPrice: 20_000 },
  ],
  deliveryAt: later(24 * 3).toISOString(),
  note: 'Margins from the scan.',
  ...overrides,
});

const quote = (who: Session, requestId: string, overrides: object = {}) => call(who, 'POST', `/api/v1/requests/${requestId}/quotations`, quotationBody(overrides));

async function quoted(who: Session, requestId: string, overrides: object = {}): Promise<Quotation> {
  const res = await quote(who, requestId, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectError(res: { statusCode: number; body: string; json: () => { error: { code: string } } }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

function expectFields(res: { statusCode: number; body: string; json: () => { error: { code: string; fields?: object } } }, ...fields: string[]) {
  expectError(res, 400, ErrorCode.ValidationFailed);
  expect(Object.keys(res.json().error.fields ?? {}).sort()).toEqual([...fields].sort());
}

describe('sending a quotation', () => {
  it('an approved T-esigner quotes on a public request, the total is computed by the server, and the request moves to choosing', async () => {
    const request = await insertRequest(client);
    const res = await call(designer, 'POST', `/api/v1/requests/${request.id}/quotations`, { ...quotationBody(), total: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const quotation: Quotation = res.json();
    expect(quotation).toMatchObject({
      requestId: request.id,
      designer: { memberNo: designer.memberNo, nickname: 'demodesign' },
      // The demo world (demo-world.ts) gave the demo T-esigner a profile and one review of 9.
      facts: { rating: 9, reviewCount: 1, editCount: 3, warrantyDays: 30 },
      status: QuotationStatus.Submitted,
      total: 3 * 50_000 + 20_000,
      currency: 'KRW',
      note: 'Margins from the scan.',
    });
    const after = await requestRow(request.id);
    expect(after.status).toBe(RequestStatus.Choosing);
    expect(after.quotationCount).toBe(1);
  });

  it('a second quotation keeps the request choosing and counts it', async () => {
    const request = await insertRequest(client);
    await quoted(designer, request.id);
    await quoted(otherDesigner, request.id);
    expect(await requestRow(request.id)).toMatchObject({ status: RequestStatus.Choosing, quotationCount: 2 });
  });

  it('only an approved T-esigner may quote: clients, the admin and pending members are refused, a lab needs a T-esigner profile', async () => {
    const request = await insertRequest(client);
    expectError(await quote(client, request.id), 403, ErrorCode.Forbidden);
    expectError(await quote(otherClient, request.id), 403, ErrorCode.Forbidden);
    expectError(await quote(admin, request.id), 403, ErrorCode.Forbidden);
    expectError(await quote(pendingDesigner, request.id), 403, ErrorCode.AccountNotApproved);
    expectError(await quote(lab, request.id), 403, ErrorCode.DesignerProfileRequired);
    expect(await requestRow(request.id)).toMatchObject({ status: RequestStatus.QuoteRequested, quotationCount: 0 });
    await quoted(designer, request.id);
    await quoted(otherDesigner, request.id);
  });

  it('a T-esigner suspended after signing in cannot quote with the token still in hand', async () => {
    const suspended = await freshDesigner();
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Suspended }).where(eq(members.memberNo, suspended.memberNo));
    expectError(await quote(suspended, (await insertRequest(client)).id), 403, ErrorCode.Forbidden);
  });

  it('a T-esigner quotes once per request, and a withdrawn quotation still counts', async () => {
    const request = await insertRequest(client);
    const first = await quoted(designer, request.id);
    expectError(await quote(designer, request.id), 409, ErrorCode.AlreadyQuoted);
    expect((await call(designer, 'POST', `/api/v1/quotations/${first.id}/withdraw`)).statusCode).toBe(200);
    expectError(await quote(designer, request.id), 409, ErrorCode.AlreadyQuoted);
  });

  it('two submits at once by the same T-esigner leave one quotation', async () => {
    const request = await insertRequest(client);
    const answers = await Promise.all([quote(designer, request.id), quote(designer, request.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe(ErrorCode.AlreadyQuoted);
    const rows = await t.app.db.select().from(quotations).where(eq(quotations.requestId, request.id));
    expect(rows).toHaveLength(1);
    expect((await requestRow(request.id)).quotationCount).toBe(1);
  });

  it('the delivery must be after now and by the request deadline', async () => {
    const request = await insertRequest(client, { deadlineAt: later(24) });
    expectFields(await quote(designer, request.id, { deliveryAt: later(25).toISOString() }), 'deliveryAt');
    expectFields(await quote(designer, request.id, { deliveryAt: later(-1).toISOString() }), 'deliveryAt');
    expectFields(await quote(designer, request.id, { deliveryAt: 'tomorrow' }), 'deliveryAt');
    // Delivering at the deadline itself is in time.
    await quoted(designer, request.id, { deliveryAt: request.deadlineAt.toISOString() });
  });

  it('the items price exactly the requested units: no unknown type, no type twice, the requested count, every type', async () => {
    const request = await insertRequest(client);
    const crown = { type: 'zirconia_crown', count: 3, unitPrice: 50_000 };
    const temp = { type: 'pmma_temporary', count: 1, unitPrice: 20_000 };
    expectFields(await quote(designer, request.id, { items: [crown, temp, { type: 'gold_inlay', count: 1, unitPrice: 1 }] }), 'items.2.type');
    expectFields(await quote(designer, request.id, { items: [crown, crown, temp] }), 'items.1.type');
    expectFields(await quote(designer, request.id, { items: [{ ...crown, count: 1 }, temp] }), 'items.0.count');
    expectFields(await quote(designer, request.id, { items: [crown] }), 'items');
    expectFields(await quote(designer, request.id, { items: [{ ...crown, unitPrice: -1 }, temp] }), 'items.0.unitPrice');
    expectFields(await quote(designer, request.id, { items: [{ ...crown, unitPrice: 1.5 }, temp] }), 'items.0.unitPrice');
    expect((await requestRow(request.id)).quotationCount).toBe(0);
  });

  it('a request past its quote expiry takes no quotation, even before the sweep closes it', async () => {
    const request = await insertRequest(client, { quoteExpiresAt: later(-1) });
    expectError(await quote(designer, request.id), 409, ErrorCode.QuoteClosed);
  });

  it('closed, chosen and designated requests take no quotation', async () => {
    const closed = await insertRequest(client, { status: RequestStatus.RequestClosed });
    const ongoing = await insertRequest(client, { status: RequestStatus.TransactionOngoing, designerNo: otherDesigner.memberNo });
    const designated = await insertRequest(client, { type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designerNo: designer.memberNo });
    const designatedElsewhere = await insertRequest(client, { type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designerNo: otherDesigner.memberNo });
    // A T-esigner who never quoted does not see a closed or chosen public request at all.
    expectError(await quote(designer, closed.id), 404, ErrorCode.NotFound);
    expectError(await quote(designer, ongoing.id), 404, ErrorCode.NotFound);
    expectError(await quote(designer, designated.id), 409, ErrorCode.QuoteClosed);
    expectError(await quote(designer, designatedElsewhere.id), 404, ErrorCode.NotFound);
  });

  it('a T-esigner blocked by the client (or blocking them) cannot see the request to quote on it', async () => {
    const blocker = await freshClient();
    const request = await insertRequest(blocker);
    const blocked = await freshDesigner();
    await t.app.db.insert(memberBlocks).values({ blockerNo: blocker.memberNo, blockedNo: blocked.memberNo });
    expectError(await quote(blocked, request.id), 404, ErrorCode.NotFound);
  });

  it('an unknown request is not found', async () => {
    expectError(await quote(designer, crypto.randomUUID()), 404, ErrorCode.NotFound);
  });
});

describe("a request's quotations", () => {
  const list = async (who: Session, requestId: string) => call(who, 'GET', `/api/v1/requests/${requestId}/quotations`);

  it('the client sees every quotation in any status, a T-esigner only their own, others are told it does not exist', async () => {
    const request = await insertRequest(client);
    const mine = await quoted(designer, request.id);
    const theirs = await quoted(otherDesigner, request.id);
    const third = await freshDesigner();
    const withdrawn = await quoted(third, request.id);
    expect((await call(third, 'POST', `/api/v1/quotations/${withdrawn.id}/withdraw`)).statusCode).toBe(200);

    const ofClient: QuotationList = (await list(client, request.id)).json();
    expect(ofClient.items.map((q) => [q.id, q.status])).toEqual([
      [mine.id, QuotationStatus.Submitted],
      [theirs.id, QuotationStatus.Submitted],
      [withdrawn.id, QuotationStatus.Withdrawn],
    ]);
    expect(((await list(admin, request.id)).json() as QuotationList).items).toHaveLength(3);
    expect(((await list(designer, request.id)).json() as QuotationList).items.map((q) => q.id)).toEqual([mine.id]);
    expect(((await list(otherDesigner, request.id)).json() as QuotationList).items.map((q) => q.id)).toEqual([theirs.id]);
    expect(((await list(await freshDesigner(), request.id)).json() as QuotationList).items).toEqual([]);
    expectError(await list(otherClient, request.id), 404, ErrorCode.NotFound);
    expectError(await list(lab, request.id), 404, ErrorCode.NotFound);
    expectError(await list(pendingDesigner, request.id), 403, ErrorCode.AccountNotApproved);
  });

  it('GET /api/v1/quotations: a T-esigner lists their own quotations newest first, with status and request, paged', async () => {
    const me = await freshDesigner();
    const owner = await freshClient();
    const first = await quoted(me, (await insertRequest(owner)).id);
    const second = await quoted(me, (await insertRequest(owner)).id);
    await quoted(otherDesigner, (await insertRequest(owner)).id);
    await call(me, 'POST', `/api/v1/quotations/${first.id}/withdraw`);

    const page1: MyQuotationList = (await call(me, 'GET', '/api/v1/quotations?size=1')).json();
    expect(page1).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(page1.items.map((q) => q.id)).toEqual([second.id]);
    expect(page1.items[0]!.request).toMatchObject({ id: second.requestId, status: RequestStatus.Choosing, type: RequestType.Public, client: { memberNo: owner.memberNo } });
    const page2: MyQuotationList = (await call(me, 'GET', '/api/v1/quotations?size=1&page=2')).json();
    expect(page2.items.map((q) => [q.id, q.status])).toEqual([[first.id, QuotationStatus.Withdrawn]]);
  });

  it('GET /api/v1/quotations: a client lists the quotations on their own requests only, newest first', async () => {
    const owner = await freshClient();
    const a = await insertRequest(owner);
    const b = await insertRequest(owner);
    const q1 = await quoted(designer, a.id);
    const q2 = await quoted(otherDesigner, a.id);
    const q3 = await quoted(designer, b.id);
    await quoted(designer, (await insertRequest(otherClient)).id);

    const answer: MyQuotationList = (await call(owner, 'GET', '/api/v1/quotations')).json();
    expect(answer.total).toBe(3);
    expect(answer.items.map((q) => q.id)).toEqual([q3.id, q2.id, q1.id]);
    expect(answer.items[1]).toMatchObject({ designer: { memberNo: otherDesigner.memberNo }, request: { id: a.id, client: { memberNo: owner.memberNo } } });
    const ofLab: MyQuotationList = (await call(lab, 'GET', '/api/v1/quotations')).json();
    expect(ofLab.total).toBe(0);
  });

  it('GET /api/v1/quotations names each case by its referral numbers, in the order the client picked them, on both sides', async () => {
    const owner = await freshClient();
    const quoter = await freshDesigner();
    const second = await completeReferral(t, owner, { referralNumber: '2027-0412' });
    const first = await completeReferral(t, owner, { referralNumber: '31/7' });
    const request = await sendRequest(t, owner, { referrals: [first, second] });
    const sent = await call(quoter, 'POST', `/api/v1/requests/${request.id}/quotations`, quotationBody({ items: [{ type: 'zirconia_crown', count: 6, unitPrice: 50_000 }], deliveryAt: await pickable(t, 3) }));
    expect(sent.statusCode, sent.body).toBe(201);
    for (const who of [owner, quoter]) {
      const answer: MyQuotationList = (await call(who, 'GET', '/api/v1/quotations')).json();
      expect(answer.items.map((q) => q.request.referralNumbers)).toEqual([['31/7', '2027-0412']]);
    }
  });
});

describe('editing a quotation', () => {
  it('the T-esigner changes prices and delivery; the total is computed again', async () => {
    const request = await insertRequest(client);
    const quotation = await quoted(designer, request.id);
    const items = [
      { type: 'zirconia_crown', count: 3, unitPrice: 40_000 },
      { type: 'pmma_temporary', count: 1, unitPrice: 0 },
    ];
    const res = await call(designer, 'PUT', `/api/v1/quotations/${quotation.id}`, quotationBody({ items, note: 'Cheaper this week.' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: quotation.id, status: QuotationStatus.Submitted, total: 120_000, note: 'Cheaper this week.' });
    expect((await requestRow(request.id)).quotationCount).toBe(1);
  });

  it('only its T-esigner edits it: the client and the admin are refused, other T-esigners are told it does not exist', async () => {
    const request = await insertRequest(client);
    const quotation = await quoted(designer, request.id);
    const edit = (who: Session) => call(who, 'PUT', `/api/v1/quotations/${quotation.id}`, quotationBody());
    expectError(await edit(client), 403, ErrorCode.Forbidden);
    expectError(await edit(admin), 403, ErrorCode.Forbidden);
    expectError(await edit(otherDesigner), 404, ErrorCode.NotFound);
    expectError(await edit(otherClient), 404, ErrorCode.NotFound);
    expectError(await edit(lab), 404, ErrorCode.NotFound);
    expectError(await edit(pendingDesigner), 403, ErrorCode.AccountNotApproved);
  });

  it('no edit after the quote expiry, after withdrawing, or with a delivery past the deadline', async () => {
    const request = await insertRequest(client);
    const quotation = await quoted(designer, request.id);
    expectFields(await call(designer, 'PUT', `/api/v1/quotations/${quotation.id}`, quotationBody({ deliveryAt: later(24 * 8).toISOString() })), 'deliveryAt');
    await t.app.db.update(requests).set({ quoteExpiresAt: later(-1) }).where(eq(requests.id, request.id));
    expectError(await call(designer, 'PUT', `/api/v1/quotations/${quotation.id}`, quotationBody()), 409, ErrorCode.QuoteClosed);

    const other = await insertRequest(client);
    const withdrawn = await quoted(designer, other.id);
    await call(designer, 'POST', `/api/v1/quotations/${withdrawn.id}/withdraw`);
    expectError(await call(designer, 'PUT', `/api/v1/quotations/${withdrawn.id}`, quotationBody()), 409, ErrorCode.InvalidTransition);
  });
});

describe('withdrawing a quotation', () => {
  const withdraw = (who: Session, id: string) => call(who, 'POST', `/api/v1/quotations/${id}/withdraw`);

  it('withdrawing the last quotation returns the request to quote requested', async () => {
    const request = await insertRequest(client);
    const first = await quoted(designer, request.id);
    const second = await quoted(otherDesigner, request.id);
    expect((await withdraw(designer, first.id)).json()).toMatchObject({ status: QuotationStatus.Withdrawn });
    expect(await requestRow(request.id)).toMatchObject({ status: RequestStatus.Choosing, quotationCount: 1 });
    expect((await withdraw(otherDesigner, second.id)).statusCode).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: RequestStatus.QuoteRequested, quotationCount: 0 });
  });

  it('only its T-esigner withdraws it, once', async () => {
    const request = await insertRequest(client);
    const quotation = await quoted(designer, request.id);
    expectError(await withdraw(client, quotation.id), 403, ErrorCode.Forbidden);
    expectError(await withdraw(admin, quotation.id), 403, ErrorCode.Forbidden);
    expectError(await withdraw(otherDesigner, quotation.id), 404, ErrorCode.NotFound);
    expectError(await withdraw(otherClient, quotation.id), 404, ErrorCode.NotFound);
    expectError(await withdraw(lab, quotation.id), 404, ErrorCode.NotFound);
    expect((await withdraw(designer, quotation.id)).statusCode).toBe(200);
    expectError(await withdraw(designer, quotation.id), 409, ErrorCode.InvalidTransition);
    expect((await requestRow(request.id)).quotationCount).toBe(0);
  });
});

describe('selecting a quotation', () => {
  const select = (who: Session, id: string) => call(who, 'POST', `/api/v1/quotations/${id}/select`);
  const ordersOf = (requestId: string) => t.app.db.select().from(orders).where(eq(orders.requestId, requestId));
  const statusOf = async (id: string) => (await t.app.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.status;

  async function requestWithThreeQuotations() {
    const request = await insertRequest(client);
    const chosen = await quoted(designer, request.id);
    const other = await quoted(otherDesigner, request.id);
    const third = await freshDesigner();
    const withdrawn = await quoted(third, request.id);
    await call(third, 'POST', `/api/v1/quotations/${withdrawn.id}/withdraw`);
    return { request, chosen, other, withdrawn, third };
  }

  it('the client selects one: one unpaid order, the request goes to its T-esigner, the others are not chosen', async () => {
    const { request, chosen, other, withdrawn } = await requestWithThreeQuotations();
    const res = await select(client, chosen.id);
    expect(res.statusCode, res.body).toBe(200);
    const { requestId, orderId } = res.json();
    expect(requestId).toBe(request.id);

    expect(await requestRow(request.id)).toMatchObject({ status: RequestStatus.TransactionOngoing, designerNo: designer.memberNo });
    expect(await statusOf(chosen.id)).toBe(QuotationStatus.Selected);
    expect(await statusOf(other.id)).toBe(QuotationStatus.NotChosen);
    expect(await statusOf(withdrawn.id)).toBe(QuotationStatus.Withdrawn);
    const rows = await ordersOf(request.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: orderId,
      quotationId: chosen.id,
      clientNo: client.memberNo,
      designerNo: designer.memberNo,
      amount: 170_000,
      currency: 'KRW',
      status: 'awaitingPayment',
    });

    // The T-esigner not chosen reads it in their own list.
    const theirs: MyQuotationList = (await call(otherDesigner, 'GET', '/api/v1/quotations?size=100')).json();
    expect(theirs.items.find((q) => q.id === other.id)).toMatchObject({ status: QuotationStatus.NotChosen, request: { status: RequestStatus.TransactionOngoing } });
  });

  it('a second selection, of the same or another quotation, is refused and changes nothing', async () => {
    const { request, chosen, other } = await requestWithThreeQuotations();
    expect((await select(client, chosen.id)).statusCode).toBe(200);
    expectError(await select(client, chosen.id), 409, ErrorCode.InvalidTransition);
    expectError(await select(client, other.id), 409, ErrorCode.InvalidTransition);
    expect(await ordersOf(request.id)).toHaveLength(1);
    expect(await statusOf(chosen.id)).toBe(QuotationStatus.Selected);
    expect(await requestRow(request.id)).toMatchObject({ designerNo: designer.memberNo });
  });

  it('a double click selects once', async () => {
    const { request, chosen, other } = await requestWithThreeQuotations();
    const answers = await Promise.all([select(client, chosen.id), select(client, other.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(request.id)).toHaveLength(1);
  });

  it('only the client of the request selects, and not a withdrawn quotation', async () => {
    const { request, chosen, withdrawn, third } = await requestWithThreeQuotations();
    expectError(await select(designer, chosen.id), 403, ErrorCode.Forbidden);
    expectError(await select(admin, chosen.id), 403, ErrorCode.Forbidden);
    expectError(await select(otherDesigner, chosen.id), 404, ErrorCode.NotFound);
    expectError(await select(otherClient, chosen.id), 404, ErrorCode.NotFound);
    expectError(await select(lab, chosen.id), 404, ErrorCode.NotFound);
    expectError(await select(third, withdrawn.id), 403, ErrorCode.Forbidden);
    expectError(await select(client, withdrawn.id), 409, ErrorCode.InvalidTransition);
    expect(await ordersOf(request.id)).toHaveLength(0);
    expect((await requestRow(request.id)).status).toBe(RequestStatus.Choosing);
  });

  it('no selection past the quote expiry', async () => {
    const { request, chosen } = await requestWithThreeQuotations();
    await t.app.db.update(requests).set({ quoteExpiresAt: later(-1) }).where(eq(requests.id, request.id));
    expectError(await select(client, chosen.id), 409, ErrorCode.QuoteClosed);
    expect(await ordersOf(request.id)).toHaveLength(0);
    const rows = await t.app.db.select().from(quotations).where(and(eq(quotations.requestId, request.id), eq(quotations.status, QuotationStatus.Selected)));
    expect(rows).toHaveLength(0);
  });
});
