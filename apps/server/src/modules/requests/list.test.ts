import { ApprovalStatus, ErrorCode, MemberType, QuotationStatus, RequestStatus, type RequestList, type RequestSummary } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, referrals, requests } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { adminSession, block, caller, completeReferral, freshMember, insertQuotation, passExpiry, sendRequest, unblock } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let lab: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  call = caller(t);
  lab = await sessionOf(t.app, 'lab@demo.dcm');
  admin = await adminSession(t);
});
afterAll(() => t.close());

let tokens = 0;
/** A word only one test's requests carry in their notes, so a test reads its own rows among all. */
const uniqueWord = () => `zz${++tokens}x${Date.now() % 100_000}`;

async function list(who: Session, query: string): Promise<RequestList> {
  const res = await call(who, 'GET', `/api/v1/requests?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (page: RequestList) => page.items.map((r) => r.id);
const designerSession = () => freshMember(t, { memberSe: MemberType.Designer });

describe('who lists which requests', () => {
  it('lists a client only its own requests, newest first, in scope all and mine alike', async () => {
    const mine = await freshMember(t);
    const theirs = await freshMember(t);
    const first = await sendRequest(t, mine);
    const second = await sendRequest(t, mine);
    await sendRequest(t, theirs);
    for (const scope of ['all', 'mine']) {
      const page = await list(mine, `scope=${scope}`);
      expect(ids(page)).toEqual([second.id, first.id]);
      expect(page.total).toBe(2);
    }
    expect((await list(mine, 'scope=quoted')).total).toBe(0);
  });

  it('lists a T-esigner the public requests open for quotations and the designated ones waiting for them', async () => {
    const word = uniqueWord();
    const client = await freshMember(t);
    const x = await designerSession();
    const y = await designerSession();
    const open = await sendRequest(t, client, { notes: word });
    const cancelled = await sendRequest(t, client, { notes: word });
    await call(client, 'POST', `/api/v1/requests/${cancelled.id}/cancel`);
    const toX = await sendRequest(t, client, { notes: word, designerNo: x.memberNo });
    const toY = await sendRequest(t, client, { notes: word, designerNo: y.memberNo });
    const quoted = await sendRequest(t, client, { notes: word });
    await insertQuotation(t, quoted.id, y.memberNo);

    expect(ids(await list(x, `q=${word}`))).toEqual([quoted.id, toX.id, open.id]);
    const seenByY = await list(y, `q=${word}`);
    expect(ids(seenByY)).toEqual([quoted.id, toY.id, open.id]);
    expect(seenByY.items.map((r) => r.myQuotation)).toEqual([QuotationStatus.Submitted, null, null]);
    expect(seenByY.items[0]).toMatchObject({ status: RequestStatus.Choosing, quotationCount: 1 });

    expect(ids(await list(x, 'scope=mine'))).toEqual([toX.id]);
    expect(ids(await list(y, 'scope=quoted'))).toEqual([quoted.id]);

    // Once closed, the request leaves the open list but stays among the quoted ones of who quoted.
    await passExpiry(t, quoted.id);
    await t.app.jobs.runNow('expire-requests');
    expect(ids(await list(x, `q=${word}`))).toEqual([toX.id, open.id]);
    const quotedByY = await list(y, 'scope=quoted');
    expect(quotedByY.items.map((r) => [r.id, r.status, r.myQuotation])).toEqual([[quoted.id, RequestStatus.RequestClosed, QuotationStatus.NotChosen]]);

    expect(ids(await list(admin, `q=${word}`))).toEqual([quoted.id, toY.id, toX.id, cancelled.id, open.id]);
  });

  it('lists a dental lab without a T-esigner profile only its own requests', async () => {
    const word = uniqueWord();
    await sendRequest(t, await freshMember(t), { notes: word });
    const own = await sendRequest(t, lab, { notes: word });
    expect(ids(await list(lab, `q=${word}`))).toEqual([own.id]);
    expect((await list(lab, 'scope=quoted')).total).toBe(0);
  });

  it('refuses the list to a T-esigner not yet approved, and lists nothing to one no longer approved since signing in', async () => {
    await sendRequest(t, await freshMember(t));
    const pending = await freshMember(t, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Pending });
    const refused = await call(pending, 'GET', '/api/v1/requests?scope=all');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.AccountNotApproved);
    // The token still says approved until it is refreshed: the list asks the member's state itself.
    const lapsed = await designerSession();
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Pending }).where(eq(members.memberNo, lapsed.memberNo));
    for (const scope of ['all', 'mine', 'quoted']) expect((await list(lapsed, `scope=${scope}`)).total).toBe(0);
  });

  it('hides the requests of a client and a T-esigner from each other whichever of them blocked', async () => {
    const word = uniqueWord();
    const client = await freshMember(t);
    const designer = await designerSession();
    const request = await sendRequest(t, client, { notes: word });
    expect(ids(await list(designer, `q=${word}`))).toEqual([request.id]);

    await block(t, designer.memberNo, client.memberNo);
    expect((await list(designer, `q=${word}`)).total).toBe(0);
    await unblock(t, designer.memberNo, client.memberNo);

    await block(t, client.memberNo, designer.memberNo);
    expect((await list(designer, `q=${word}`)).total).toBe(0);
    expect((await call(designer, 'GET', `/api/v1/requests/${request.id}`)).statusCode).toBe(404);
    await unblock(t, client.memberNo, designer.memberNo);
    expect((await list(designer, `q=${word}`)).total).toBe(1);
  });
});

describe('what names a request', () => {
  it('names each request by its referral numbers in the order picked, and lists its teeth once each in chart order, the request page alike', async () => {
    const client = await freshMember(t);
    const chart = (...teeth: number[]) => ({ teeth, bridges: [], bundles: [] });
    const first = await completeReferral(t, client, { referralNumber: '2026-031', teeth: chart(21, 11) });
    const second = await completeReferral(t, client, { referralNumber: '2026-032', teeth: chart(36, 21) });
    const unnumbered = await completeReferral(t, client, { referralNumber: '2026-033', teeth: chart(48) });
    const both = await sendRequest(t, client, { referrals: [second, unnumbered, first] });
    const single = await sendRequest(t, client, { referrals: [await completeReferral(t, client, { referralNumber: '7/1' })] });
    // A number left empty (a referral written before numbers were required) does not name the case.
    await t.app.db
      .update(referrals)
      .set({ data: { ...unnumbered.data, referralNumber: '' } })
      .where(eq(referrals.id, unnumbered.id));

    const page = await list(client, 'scope=mine');
    expect(page.items.map((r) => [r.id, r.referralNumbers, r.teeth])).toEqual([
      [single.id, ['7/1'], [16, 15, 14]],
      [both.id, ['2026-032', '2026-031'], [11, 21, 48, 36]],
    ]);
    const opened: RequestSummary = (await call(client, 'GET', `/api/v1/requests/${both.id}`)).json();
    expect({ referralNumbers: opened.referralNumbers, teeth: opened.teeth }).toEqual({ referralNumbers: ['2026-032', '2026-031'], teeth: [11, 21, 48, 36] });
  });
});

describe('filters and paging', () => {
  it('filters open requests whose quote expires within 1, 3, 6 or 12 hours, by the server clock', async () => {
    const word = uniqueWord();
    const client = await freshMember(t);
    const designer = await designerSession();
    const inHours = async (hours: number) => {
      const request = await sendRequest(t, client, { notes: word });
      await t.app.db
        .update(requests)
        .set({ quoteExpiresAt: new Date(Date.now() + hours * 3_600_000) })
        .where(eq(requests.id, request.id));
      return request.id;
    };
    const halfHour = await inHours(0.5);
    const fiveHours = await inHours(5);
    const twoDays = await inHours(48);
    const passed = await inHours(-0.5);
    const closingSoon = await inHours(2);
    await call(client, 'POST', `/api/v1/requests/${closingSoon}/cancel`);

    expect(ids(await list(designer, `q=${word}&dueWithinHours=1`))).toEqual([halfHour]);
    expect(ids(await list(designer, `q=${word}&dueWithinHours=3`))).toEqual([halfHour]);
    expect(ids(await list(designer, `q=${word}&dueWithinHours=6`))).toEqual([fiveHours, halfHour]);
    expect(ids(await list(designer, `q=${word}&dueWithinHours=12`))).toEqual([fiveHours, halfHour]);
    // A request past its expiry is not due soon, even before the sweep closes it.
    expect(ids(await list(designer, `q=${word}&dueWithinHours=12`))).not.toContain(passed);
    expect(ids(await list(designer, `q=${word}`))).toEqual(expect.arrayContaining([twoDays, fiveHours, halfHour]));
    expect((await call(designer, 'GET', `/api/v1/requests?dueWithinHours=2`)).statusCode).toBe(400);
  });

  it('searches the notes, the referral numbers and the client’s nickname, a % or _ matching only itself', async () => {
    const client = await freshMember(t);
    const urgent = await sendRequest(t, client, { notes: 'Shade A2, URGENT', referrals: [await completeReferral(t, client, { referralNumber: '77-123' })] });
    const sale = await sendRequest(t, client, { notes: 'Crown 50% off', referrals: [await completeReferral(t, client, { referralNumber: '88-456' })] });
    const search = async (q: string) => ids(await list(client, `q=${encodeURIComponent(q)}`));
    expect(await search('urgent')).toEqual([urgent.id]);
    expect(await search('88-45')).toEqual([sale.id]);
    expect(await search('50%')).toEqual([sale.id]);
    expect(await search('%')).toEqual([sale.id]);
    expect(await search('_')).toEqual([]);
    expect(await search(client.nickname.toUpperCase())).toEqual([sale.id, urgent.id]);
  });

  it('filters by status', async () => {
    const client = await freshMember(t);
    const open = await sendRequest(t, client);
    const cancelled = await sendRequest(t, client);
    await call(client, 'POST', `/api/v1/requests/${cancelled.id}/cancel`);
    expect(ids(await list(client, 'status=cancelled'))).toEqual([cancelled.id]);
    expect(ids(await list(client, 'status=quoteRequested'))).toEqual([open.id]);
  });

  it('pages newest first and counts the whole list', async () => {
    const client = await freshMember(t);
    const sent: RequestSummary[] = [];
    for (let i = 0; i < 5; i++) sent.push(await sendRequest(t, client));
    const newestFirst = sent.map((r) => r.id).reverse();
    const first = await list(client, 'size=2&page=1');
    expect({ ids: ids(first), page: first.page, size: first.size, total: first.total }).toEqual({ ids: newestFirst.slice(0, 2), page: 1, size: 2, total: 5 });
    expect(ids(await list(client, 'size=2&page=2'))).toEqual(newestFirst.slice(2, 4));
    const last = await list(client, 'size=2&page=3');
    expect({ ids: ids(last), total: last.total }).toEqual({ ids: newestFirst.slice(4), total: 5 });
    expect((await list(client, 'size=2&page=4')).items).toEqual([]);
  });
});
