// No N+1 on the lists and details the bench loads (issue 13, "Load"): each call is counted twice,
// on a small and on a large page (or a request with one and with five referrals and quotations),
// and must send the same number of statements both times, under a fixed bound. The counts are
// Drizzle's statements on the engine the tests run on (PGlite by default, where a transaction's
// begin and commit are not Drizzle statements; on PostgreSQL they are, so the bounds leave room).
import crypto from 'node:crypto';
import { ApprovalStatus, MemberType } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, notifications } from '../db/schema/index.ts';
import { orderCast, selectedOrder } from '../modules/orders/test-support.ts';
import { say } from '../modules/chat/test-support.ts';
import { adminSession, caller, completeReferral, freshMember, insertQuotation, insertRequestRow, sendRequest } from '../modules/requests/test-support.ts';
import { insertMember } from '../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import type { Session } from '../test/members.ts';
import { createQueryCounter } from './query-counter.ts';

const counter = createQueryCounter();
let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: counter.onQuery });
  call = caller(t);
});
afterAll(() => t.close());

/** The statements one GET sends, its answer checked for 200 and handed back. */
async function queriesOf(who: Session, url: string): Promise<{ queries: number; sent: string; body: Record<string, unknown> }> {
  const { result, queries } = await counter.count(() => call(who, 'GET', url));
  expect(result.statusCode, result.body).toBe(200);
  expect(queries.length, 'the counter sees the call').toBeGreaterThan(0);
  return { queries: queries.length, sent: queries.join('\n'), body: result.json() };
}

const itemsOf = (body: Record<string, unknown>) => (body.items as unknown[]).length;

describe('the statements a call sends do not grow with what it answers', () => {
  it('lists 10 and 50 requests to a T-esigner with the same statements, at most 6', async () => {
    const client = await freshMember(t);
    const designer = await freshMember(t, { memberSe: MemberType.Designer });
    for (let i = 0; i < 50; i++) {
      const row = await insertRequestRow(t, client, { notes: `n1 ${i}` });
      if (i % 3 === 0) await insertQuotation(t, row.id, designer.memberNo);
    }
    const small = await queriesOf(designer, '/api/v1/requests?scope=all&size=10');
    const large = await queriesOf(designer, '/api/v1/requests?scope=all&size=50');
    expect([itemsOf(small.body), itemsOf(large.body)]).toEqual([10, 50]);
    expect(large.queries, large.sent).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6);
  });

  it('shows a request and its quotations, to the client and to the admin, with one and with five referrals and quotations with the same statements, at most 8 (9 for the admin)', async () => {
    const client = await freshMember(t);
    const requestWith = async (n: number) => {
      const referrals = [];
      for (let i = 0; i < n; i++) referrals.push(await completeReferral(t, client));
      const request = await sendRequest(t, client, { referrals });
      for (let i = 0; i < n; i++) await insertQuotation(t, request.id, (await freshMember(t, { memberSe: MemberType.Designer })).memberNo);
      return request.id;
    };
    const withOne = await requestWith(1);
    const withFive = await requestWith(5);
    const one = await queriesOf(client, `/api/v1/requests/${withOne}`);
    const five = await queriesOf(client, `/api/v1/requests/${withFive}`);
    expect(five.queries, five.sent).toBe(one.queries);
    expect(five.queries).toBeLessThanOrEqual(8);

    const oneQuoted = await queriesOf(client, `/api/v1/requests/${withOne}/quotations`);
    const fiveQuoted = await queriesOf(client, `/api/v1/requests/${withFive}/quotations`);
    expect([itemsOf(oneQuoted.body), itemsOf(fiveQuoted.body)]).toEqual([1, 5]);
    expect(fiveQuoted.queries, fiveQuoted.sent).toBe(oneQuoted.queries);
    expect(fiveQuoted.queries).toBeLessThanOrEqual(8);

    // The admin's reading of the same requests lists the quotations in it.
    const admin = await adminSession(t);
    const oneAdmin = await queriesOf(admin, `/api/v1/admin/requests/${withOne}`);
    const fiveAdmin = await queriesOf(admin, `/api/v1/admin/requests/${withFive}`);
    expect([(oneAdmin.body.quotations as unknown[]).length, (fiveAdmin.body.quotations as unknown[]).length]).toEqual([1, 5]);
    expect(fiveAdmin.queries, fiveAdmin.sent).toBe(oneAdmin.queries);
    expect(fiveAdmin.queries).toBeLessThanOrEqual(9);
  });

  it('lists 2 and 20 chat rooms, and pages 2 and 20 messages, with the same statements, at most 6', async () => {
    const client = await freshMember(t);
    const rooms: string[] = [];
    for (let i = 0; i < 20; i++) {
      const partner = await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Approved });
      const [room] = await t.app.db.insert(chatRooms).values({ clientNo: client.memberNo, partnerNo: partner.memberNo }).returning();
      rooms.push(room!.id);
      await say(t, client, room!.id, `hello ${i}`);
    }
    for (let i = 0; i < 19; i++) await say(t, client, rooms[0]!, `more ${i}`);

    const fewRooms = await queriesOf(client, '/api/v1/chat/rooms?size=2');
    const manyRooms = await queriesOf(client, '/api/v1/chat/rooms?size=20');
    expect([itemsOf(fewRooms.body), itemsOf(manyRooms.body)]).toEqual([2, 20]);
    expect(manyRooms.queries, manyRooms.sent).toBe(fewRooms.queries);
    expect(manyRooms.queries).toBeLessThanOrEqual(6);

    const fewMessages = await queriesOf(client, `/api/v1/chat/rooms/${rooms[0]}/messages?size=2`);
    const manyMessages = await queriesOf(client, `/api/v1/chat/rooms/${rooms[0]}/messages?size=20`);
    expect([itemsOf(fewMessages.body), itemsOf(manyMessages.body)]).toEqual([2, 20]);
    expect(manyMessages.queries, manyMessages.sent).toBe(fewMessages.queries);
    expect(manyMessages.queries).toBeLessThanOrEqual(6);
  });

  it('lists 2 and 20 notifications with the same statements, at most 4', async () => {
    const member = await freshMember(t);
    const at = Date.now();
    await t.app.db.insert(notifications).values(
      Array.from({ length: 20 }, (_, i) => ({ id: crypto.randomUUID(), memberNo: member.memberNo, event: 'joinApproved', params: {}, link: null, createdAt: new Date(at - i * 1000) })),
    );
    const small = await queriesOf(member, '/api/v1/notifications?size=2');
    const large = await queriesOf(member, '/api/v1/notifications?size=20');
    expect([itemsOf(small.body), itemsOf(large.body)]).toEqual([2, 20]);
    expect(large.queries, large.sent).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it('lists 2 and 20 members to the admin with the same statements, at most 4', async () => {
    const admin = await adminSession(t);
    for (let i = 0; i < 20; i++) await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Pending });
    const small = await queriesOf(admin, `/api/v1/admin/members?status=${ApprovalStatus.Pending}&size=2`);
    const large = await queriesOf(admin, `/api/v1/admin/members?status=${ApprovalStatus.Pending}&size=20`);
    expect([itemsOf(small.body), itemsOf(large.body)]).toEqual([2, 20]);
    expect(large.queries, large.sent).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it('lists 1 and 3 orders with the same statements, at most 6', async () => {
    const { client, designer } = await orderCast(t);
    for (let i = 0; i < 3; i++) await selectedOrder(t, client, designer);
    for (const who of [client, designer]) {
      const small = await queriesOf(who, '/api/v1/orders?size=1');
      const large = await queriesOf(who, '/api/v1/orders?size=3');
      expect([itemsOf(small.body), itemsOf(large.body)]).toEqual([1, 3]);
      expect(large.queries, large.sent).toBe(small.queries);
      expect(large.queries).toBeLessThanOrEqual(6);
    }
  });
});
