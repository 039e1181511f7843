// The small world the permission matrix and the body fuzzer walk: one member of every role, each
// made through the real API or the tests' fixtures, and client A's private things (a referral, a
// request, an order with T-esigner A, a chat room, a quick request, an inquiry, a file, ...).
import { ApprovalStatus, MemberType } from '@dcm/shared';
import type { RouteOptions } from 'fastify';
import { FIXTURE_PASSWORD, insertMember } from '../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { samplePdf, sessionOf, type Session } from '../test/members.ts';
import { acceptedOrder, newKey, uploadReferralFile } from '../modules/orders/test-support.ts';
import { postedQuick, quickDesigner, setPrices } from '../modules/quick/test-support.ts';
import { adminSession, completeReferral, freshMember, sendRequest } from '../modules/requests/test-support.ts';

export const ROLES = ['anonymous', 'pending', 'clientA', 'clientB', 'designerA', 'designerB', 'lab', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The ids of client A's things (and the members'), by the names the matrix uses. */
export interface Fixtures {
  referral: string;
  /** A designated request of client A to T-esigner A, open for quotations. */
  request: string;
  /** The request of the order (quoted by T-esigner A and selected). */
  orderRequest: string;
  quotation: string;
  order: string;
  room: string;
  /** Client A's quick request, taken by T-esigner A (so off the board). */
  quick: string;
  inquiry: string;
  file: string;
  upload: string;
  valueSet: string;
  charge: string;
  clientA: number;
  designerA: number;
  designerB: number;
  lab: number;
  pending: number;
}

export interface World {
  t: TestApp;
  sessions: Record<Exclude<Role, 'anonymous'>, Session>;
  fixtures: Fixtures;
  /** Every route as the app registered it (HEAD left out), with its options. */
  routes: RouteOptions[];
}

/** The session `role` calls with; a guest has none. */
export function sessionFor(world: World, role: Role): Session | null {
  return role === 'anonymous' ? null : world.sessions[role];
}

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
}

export async function buildWorld(): Promise<World> {
  const routes: RouteOptions[] = [];
  const t = await buildTestApp({}, { onRoute: (route) => void routes.push(route) });
  const call = (who: Session, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}`, ...headers } });

  const pendingRow = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Pending });
  const sessions = {
    pending: await sessionOf(t.app, pendingRow.email, FIXTURE_PASSWORD),
    clientA: await freshMember(t),
    clientB: await freshMember(t),
    designerA: await quickDesigner(t),
    designerB: await quickDesigner(t),
    lab: await freshMember(t, { memberSe: MemberType.Lab }),
    admin: await adminSession(t),
  };
  const { clientA, designerA } = sessions;

  const order = await acceptedOrder(t, clientA, designerA);
  const referral = await completeReferral(t, clientA);
  const request = await sendRequest(t, clientA, { designerNo: designerA.memberNo });
  const room = await ok(await call(clientA, 'POST', '/api/v1/chat/rooms', { partnerNo: designerA.memberNo, orderId: order.orderId }), 'opening a room');
  await ok(await call(clientA, 'POST', `/api/v1/chat/rooms/${String(room.id)}/messages`, { clientKey: 'matrix-message-1', body: 'private words of A' }), 'a message');
  await setPrices(t);
  const quick = await postedQuick(t, clientA);
  await ok(await call(designerA, 'POST', `/api/v1/quick/requests/${quick.id}/take`), 'taking the quick request');
  const inquiry = await ok(
    await call(clientA, 'POST', '/api/v1/inquiries', { category: 'general', title: 'Private question', body: 'Where is my invoice, please?' }),
    'an inquiry',
  );
  const file = await uploadReferralFile(t, clientA, 'private.pdf', samplePdf());
  const upload = await ok(await call(clientA, 'POST', '/api/v1/uploads', { name: 'crown.pdf', size: 1000, kind: 'referral' }), 'an upload session');
  const valueSet = await ok(await call(clientA, 'POST', '/api/v1/referrals/value-sets', { name: 'A set', values: [{ title: 'Cement gap', value: '0.03 mm' }] }), 'a value set');
  const charge = await ok(await call(clientA, 'POST', '/api/v1/mileage/charges', { amount: 10_000, currency: 'KRW' }, { 'idempotency-key': newKey() }), 'a charge');

  return {
    t,
    sessions,
    routes: routes.filter((r) => [r.method].flat().some((m) => m !== 'HEAD')),
    fixtures: {
      referral: referral.id,
      request: request.id,
      orderRequest: order.requestId,
      quotation: order.quotation.id,
      order: order.orderId,
      room: String(room.id),
      quick: quick.id,
      inquiry: String(inquiry.id),
      file: file.id,
      upload: String(upload.id),
      valueSet: String(valueSet.id),
      charge: String(charge.chargeId),
      clientA: clientA.memberNo,
      designerA: designerA.memberNo,
      designerB: sessions.designerB.memberNo,
      lab: sessions.lab.memberNo,
      pending: sessions.pending.memberNo,
    },
  };
}
