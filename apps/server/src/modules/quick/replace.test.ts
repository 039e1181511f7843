// Replacing a quick delivery (issue 29, decision 0044): the taker sees the design check right after
// uploading and may send a corrected file while the request is `delivered`, that is before the client
// asked a remake or completed it.
import { ErrorCode, QuickAction, QuickStatus, type QuickDetail, type Referral } from '@dcm/shared';
import type { DesignChecks } from '@dcm/shared/mesh/design-check';
import { binaryStl, hollowBox } from '@dcm/shared/mesh/fixtures.test-support';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents, quickEvents, quickRequests } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { renderNotification } from '../notifications/templates.ts';
import { expectError, uploadCadFile } from '../orders/test-support.ts';
import { completeReferral, freshMember } from '../requests/test-support.ts';
import { quickPage } from './service.ts';
import { call, chargeMileage, inHours, postKey, quickDesigner, setPrices } from './test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;

beforeAll(async () => {
  t = await buildTestApp();
  await setPrices(t);
  client = await freshMember(t);
  designer = await quickDesigner(t);
});
afterAll(() => t.close());

/** A crown of the taker's with walls `wall` mm thick, uploaded, and the body delivering it. */
async function crown(wall: number, who: Session = designer) {
  const file = await uploadCadFile(t, who, 'crown 11.stl', Buffer.from(binaryStl(hollowBox(wall))));
  return { fileIds: [file.id], note: '' };
}

/** A quick request prescribing 0.5 mm walls, taken by the T-esigner and delivered with 0.3 mm walls. */
async function deliveredThin(): Promise<string> {
  await chargeMileage(t, client.memberNo, 15_000);
  const referral: Referral = await completeReferral(t, client, { values: [{ title: '최소 두께', value: '0.5 mm' }] });
  const body = { referralId: referral.id, items: [{ type: 'zirconia_crown', count: 1 }], deadlineAt: inHours(24), onMissed: 'repost', notes: '' };
  const posted = await call(t, client, 'POST', '/api/v1/quick/requests', body, { 'idempotency-key': postKey() });
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json<QuickDetail>().id;
  expect((await call(t, designer, 'POST', `/api/v1/quick/requests/${id}/take`)).statusCode).toBe(200);
  const delivered = await call(t, designer, 'POST', `/api/v1/quick/requests/${id}/deliveries`, await crown(0.3));
  expect(delivered.statusCode, delivered.body).toBe(200);
  return id;
}

const replace = (id: string, body: object, who: Session = designer) => call(t, who, 'POST', `/api/v1/quick/requests/${id}/cad/replace`, body);
const read = async (who: Session, id: string) => (await call(t, who, 'GET', `/api/v1/quick/requests/${id}`)).json<QuickDetail>();
const heardOf = async (who: Session, event: string) =>
  (await t.app.db.select().from(notificationEvents).where(eq(notificationEvents.recipientNo, who.memberNo))).filter((n) => n.event === event);

describe('replacing a quick delivery the client has not answered', () => {
  it('sends a thin crown again as version 2: checked anew, no remake used, completion counted from now, the client told', async () => {
    const id = await deliveredThin();
    expect((await read(designer, id)).actions).toEqual([QuickAction.replace]);
    expect((await read(client, id)).actions).not.toContain(QuickAction.replace);
    // The client downloading the files is not an answer.
    expect((await call(t, client, 'POST', `/api/v1/quick/requests/${id}/cad/link`, {})).statusCode).toBe(200);
    await t.app.db.update(quickRequests).set({ deliveredAt: new Date('2020-01-01T00:00:00.000Z') }).where(eq(quickRequests.id, id));
    const heardBefore = (await heardOf(client, 'quickReplaced')).length;

    const res = await replace(id, await crown(1));
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json<QuickDetail>();
    expect(replaced).toMatchObject({ status: QuickStatus.delivered, remakesUsed: 0, actions: [QuickAction.replace] });
    expect(replaced.deliveries.map((d) => d.version)).toEqual([2, 1]);
    expect(new Date(replaced.autoCompleteAt!).getTime()).toBeGreaterThan(Date.now());

    const checks = (await call(t, client, 'GET', `/api/v1/quick/${id}/design-checks`)).json<DesignChecks>();
    expect(checks.items.map((c) => [c.version, c.status, c.prescribedMinMm])).toEqual([
      [2, 'pending', 0.5],
      [1, 'pending', 0.5],
    ]);

    const events = await t.app.db.select().from(quickEvents).where(eq(quickEvents.quickId, id)).orderBy(asc(quickEvents.at));
    expect(events.at(-1)).toMatchObject({ action: QuickAction.replace, actorNo: designer.memberNo, data: { version: 2, replacedVersion: 1 } });
    expect(replaced.events.at(-1)).toMatchObject({ action: QuickAction.replace, actorNo: designer.memberNo });

    const heard = await heardOf(client, 'quickReplaced');
    expect(heard).toHaveLength(heardBefore + 1);
    expect(heard.at(-1)).toMatchObject({ params: expect.objectContaining({ version: 2 }), link: quickPage(id) });
    expect(renderNotification('quickReplaced', heard.at(-1)!.params, 'ko').title).toBe('퀵 의뢰의 CAD 파일이 교체되었습니다');
    expect(renderNotification('quickReplaced', heard.at(-1)!.params, 'en').body).toContain('(now version 2)');

    // Version 2 is unanswered too: it may be replaced again.
    const again = await replace(id, await crown(1.2));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<QuickDetail>().deliveries.map((d) => d.version)).toEqual([3, 2, 1]);
  });

  it('is refused 409 once the client asked a remake or completed, and before anything was delivered', async () => {
    const remade = await deliveredThin();
    expect((await call(t, client, 'POST', `/api/v1/quick/requests/${remade}/remake`, { reason: 'Walls too thin.' })).statusCode).toBe(200);
    expect((await read(designer, remade)).actions).toEqual([QuickAction.deliver]);
    expectError(await replace(remade, await crown(1)), 409, ErrorCode.InvalidTransition);
    expect((await read(designer, remade)).deliveries).toHaveLength(1);

    const completed = await deliveredThin();
    expect((await call(t, client, 'POST', `/api/v1/quick/requests/${completed}/complete`)).statusCode).toBe(200);
    expectError(await replace(completed, await crown(1)), 409, ErrorCode.InvalidTransition);

    await chargeMileage(t, client.memberNo, 15_000);
    const referral: Referral = await completeReferral(t, client);
    const posted = await call(t, client, 'POST', '/api/v1/quick/requests', { referralId: referral.id, items: [{ type: 'zirconia_crown', count: 1 }], deadlineAt: inHours(24), onMissed: 'repost', notes: '' }, { 'idempotency-key': postKey() });
    const taken = posted.json<QuickDetail>().id;
    expect((await call(t, designer, 'POST', `/api/v1/quick/requests/${taken}/take`)).statusCode).toBe(200);
    expectError(await replace(taken, await crown(1)), 409, ErrorCode.InvalidTransition);
  });

  it('is the taker’s alone, takes files once, and a second press of the first delivery stays refused', async () => {
    const id = await deliveredThin();
    expectError(await call(t, designer, 'POST', `/api/v1/quick/requests/${id}/deliveries`, await crown(1)), 409, ErrorCode.InvalidTransition);
    // The client, or another T-esigner, cannot replace it.
    expectError(await replace(id, await crown(1, client), client), 403, ErrorCode.Forbidden);
    const stranger = await quickDesigner(t);
    expect((await replace(id, await crown(1, stranger), stranger)).statusCode).toBe(404);
    // The files of version 1 are not a new version.
    const first = (await read(designer, id)).deliveries[0]!.files.map((f) => f.id);
    expectError(await replace(id, { fileIds: first, note: '' }), 400, ErrorCode.ValidationFailed);
    expect((await read(client, id)).deliveries).toHaveLength(1);
  });
});
