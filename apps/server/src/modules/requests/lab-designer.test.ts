import { ErrorCode, MemberType, type DesignerChoiceList, type MyQuotationList, type RequestList } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { expectError } from '../orders/test-support.ts';
import { callAs, designerBody } from '../profiles/test-support.ts';
import { completeReferral, freshMember, insertRequestRow, requestDates, sendRequest } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
});
afterAll(() => t.close());

const quotationBody = () => ({
  items: [{ type: 'zirconia_crown', count: 1, unitPrice: 40_000 }],
  deliveryAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  note: '',
});

const quote = (who: Session, requestId: string) => call(who, 'POST', `/api/v1/requests/${requestId}/quotations`, quotationBody());

async function designate(client: Session, designerNo: number) {
  const referral = await completeReferral(t, client);
  return call(client, 'POST', '/api/v1/requests', { type: 'designated', designerNo, referralIds: [referral.id], ...(await requestDates(t)) });
}

const choices = async (client: Session, nickname: string): Promise<number[]> =>
  (await call(client, 'GET', `/api/v1/designers/choice?q=${encodeURIComponent(nickname)}`)).json<DesignerChoiceList>().items.map((d) => d.memberNo);

const listed = async (who: Session, scope: string): Promise<string[]> => (await call(who, 'GET', `/api/v1/requests?scope=${scope}&size=50`)).json<RequestList>().items.map((r) => r.id);

describe('a dental lab with a T-esigner profile (SPEC §6)', () => {
  it('without one, a lab may not quote, be designated or be chosen, and is told why', async () => {
    const client = await freshMember(t);
    const lab = await freshMember(t, { memberSe: MemberType.Lab, businessName: '한빛치과기공소' });
    const request = await insertRequestRow(t, client);
    expectError(await quote(lab, request.id), 403, ErrorCode.DesignerProfileRequired);
    const designated = await designate(client, lab.memberNo);
    expectError(designated, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(designated.json().error.fields)).toEqual(['designerNo']);
    expect(await choices(client, lab.nickname)).toEqual([]);
    expect(await listed(lab, 'all')).not.toContain(request.id);
  });

  it('after saving one, the lab quotes, is designated and chosen like a T-esigner, and still sends requests of its own', async () => {
    const client = await freshMember(t);
    const lab = await freshMember(t, { memberSe: MemberType.Lab, businessName: '한빛치과기공소' });
    const own = await sendRequest(t, lab);
    expect((await call(lab, 'PUT', '/api/v1/profiles/me/designer', designerBody())).statusCode).toBe(200);

    const request = await insertRequestRow(t, client);
    expect(await listed(lab, 'all')).toEqual(expect.arrayContaining([request.id, own.id]));
    const quoted = await quote(lab, request.id);
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(await listed(lab, 'quoted')).toEqual([request.id]);
    // Never on its own request, nor designated by itself.
    const ownPublic = await insertRequestRow(t, lab);
    expectError(await quote(lab, ownPublic.id), 403, ErrorCode.Forbidden);
    expectError(await designate(lab, lab.memberNo), 400, ErrorCode.ValidationFailed);
    const mine = (await call(lab, 'GET', '/api/v1/quotations')).json<MyQuotationList>();
    expect(mine.items.map((q) => q.request.id)).toContain(request.id);

    expect(await choices(client, lab.nickname)).toEqual([lab.memberNo]);
    const designated = await designate(client, lab.memberNo);
    expect(designated.statusCode, designated.body).toBe(201);
    expect(await listed(lab, 'mine')).toEqual(expect.arrayContaining([designated.json().id, own.id]));
  });
});
