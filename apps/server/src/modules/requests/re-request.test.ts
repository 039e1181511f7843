// The re-request (issue 12): a finished, closed or cancelled request sent again in one step.
import { MemberType, ReferralStatus, RequestStatus, RequestType, type RequestDetail } from '@dcm/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, requests } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { block, caller, completeReferral, freshMember, requestDates, sendRequest } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
beforeAll(async () => {
  t = await buildTestApp();
  client = await freshMember(t);
  designer = await freshMember(t, { memberSe: MemberType.Designer });
});
afterAll(() => t.close());

const setStatus = (id: string, status: RequestStatus) => t.app.db.update(requests).set({ status }).where(eq(requests.id, id));
const reRequest = async (who: Session, id: string, extra: object = {}) => caller(t)(who, 'POST', `/api/v1/requests/${id}/re-request`, { ...(await requestDates(t, 3)), ...extra });
const get = async (who: Session, id: string): Promise<RequestDetail> => (await caller(t)(who, 'GET', `/api/v1/requests/${id}`)).json();
const referralCount = () => t.app.db.$count(referrals);

describe('sending a request again', () => {
  it('sends a complete request again: copies of its referrals, complete with their answers, in a new request with the new dates', async () => {
    const originals = [await completeReferral(t, client, { referralNumber: '11-1' }), await completeReferral(t, client, { referralNumber: '11-2' })];
    const old = await sendRequest(t, client, { referrals: originals, notes: 'first time' });
    await setStatus(old.id, RequestStatus.Complete);

    const dates = await requestDates(t, 4);
    const res = await caller(t)(client, 'POST', `/api/v1/requests/${old.id}/re-request`, dates);
    expect(res.statusCode, res.body).toBe(201);
    const created = await get(client, res.json<{ requestId: string }>().requestId);
    expect(created).toMatchObject({ type: RequestType.Public, status: RequestStatus.QuoteRequested, notes: 'first time', quoteExpiresAt: dates.quoteExpiresAt, deadlineAt: dates.deadlineAt });

    expect(created.referrals.map((r) => r.data.referralNumber)).toEqual(['11-1', '11-2']);
    expect(created.referrals.map((r) => r.data.prosthesis)).toEqual(originals.map((o) => o.data.prosthesis));
    expect(created.referrals.some((r) => originals.some((o) => o.id === r.id))).toBe(false);
    const copies = await t.app.db.select().from(referrals).where(inArray(referrals.id, created.referrals.map((r) => r.id)));
    expect(copies.map((r) => r.status)).toEqual([ReferralStatus.Requested, ReferralStatus.Requested]);
    // The old request keeps its own referrals.
    expect((await get(client, old.id)).status).toBe(RequestStatus.Complete);
  });

  it('sends a designated request to the same T-esigner again, for a closed or cancelled one too', async () => {
    for (const status of [RequestStatus.RequestClosed, RequestStatus.Cancelled]) {
      const old = await sendRequest(t, client, { designerNo: designer.memberNo });
      await setStatus(old.id, status);
      const res = await reRequest(client, old.id, { notes: 'again' });
      expect(res.statusCode, res.body).toBe(201);
      expect(await get(client, res.json().requestId)).toMatchObject({ type: RequestType.Designated, designer: { memberNo: designer.memberNo }, notes: 'again', status: RequestStatus.WaitingForRequest });
    }
  });

  it('refuses a request still open, leaving no copies', async () => {
    const open = await sendRequest(t, client);
    const before = await referralCount();
    const res = await reRequest(client, open.id);
    expect(res.statusCode).toBe(409);
    expect(await referralCount()).toBe(before);
  });

  it("finds nothing of another member's request", async () => {
    const old = await sendRequest(t, client);
    await setStatus(old.id, RequestStatus.Complete);
    expect((await reRequest(await freshMember(t), old.id)).statusCode).toBe(404);
    expect((await reRequest(client, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses a designated re-request to a T-esigner who now blocks the client, leaving no copies', async () => {
    const other = await freshMember(t, { memberSe: MemberType.Designer });
    const old = await sendRequest(t, client, { designerNo: other.memberNo });
    await setStatus(old.id, RequestStatus.Complete);
    await block(t, other.memberNo, client.memberNo);
    const before = await referralCount();
    const res = await reRequest(client, old.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('designerNo');
    expect(await referralCount()).toBe(before);
  });

  it('refuses a deadline before the quote expiry', async () => {
    const old = await sendRequest(t, client);
    await setStatus(old.id, RequestStatus.Complete);
    const { quoteExpiresAt, deadlineAt } = await requestDates(t, 3);
    const res = await caller(t)(client, 'POST', `/api/v1/requests/${old.id}/re-request`, { quoteExpiresAt: deadlineAt, deadlineAt: quoteExpiresAt });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('deadlineAt');
  });
});
