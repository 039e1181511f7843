// What the quick tests share: a price table set by the admin, members of each side (T-esigners
// opted in), mileage charged straight through the ledger, and the money read from the ledger.
import { AccountKind, Currency, MemberType, type QuickDetail } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, quickRequests } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { balanceOfAccount } from '../mileage/ledger.ts';
import { recordCharge } from '../mileage/service.ts';
import { adminSession, completeReferral, freshMember } from '../requests/test-support.ts';

/** A route called as `who` (null: signed out). */
export const call = (t: TestApp, who: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers } });

export const PRICES = [
  { type: 'zirconia_crown', KRW: 15_000, USD: 1_200 },
  { type: 'emax_crown', KRW: 18_000, USD: null },
];

/** The admin publishes the tests' price table with a remake allowance of one and deadlines at least 2 hours ahead. */
export async function setPrices(t: TestApp, remakeLimit = 1): Promise<void> {
  const res = await call(t, await adminSession(t), 'PUT', '/api/v1/admin/quick/prices', { prices: PRICES, remakeLimit, minDeadlineHours: 2 });
  expect(res.statusCode, res.body).toBe(200);
}

let charges = 0;
/** Adds `amount` to the member's client mileage, as a confirmed charge would. */
export async function chargeMileage(t: TestApp, memberNo: number, amount: number, currency: Currency = Currency.KRW): Promise<void> {
  await t.app.db.transaction((tx) => recordCharge(tx, memberNo, { amount, currency }, `quick-test-${++charges}-${crypto.randomUUID()}`));
}

export const clientMileageOf = (t: TestApp, memberNo: number, currency: Currency = Currency.KRW) =>
  balanceOfAccount(t.app.db, { kind: AccountKind.clientMileage, currency, memberNo });
export const quickEarningsOf = (t: TestApp, memberNo: number, currency: Currency = Currency.KRW) =>
  balanceOfAccount(t.app.db, { kind: AccountKind.quickEarnings, currency, memberNo });
export async function escrowOf(t: TestApp, quickId: string): Promise<number> {
  const rows = await t.app.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.orderId, quickId));
  return rows.reduce((s, r) => s + r.balance, 0);
}

/** An approved T-esigner, opted into quick work unless told otherwise. */
export async function quickDesigner(t: TestApp, optIn = true): Promise<Session & { nickname: string }> {
  const designer = await freshMember(t, { memberSe: MemberType.Designer });
  if (optIn) {
    const res = await call(t, designer, 'PUT', '/api/v1/quick/me', { optedIn: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return designer;
}

/** A deadline `hours` from now. */
export const inHours = (hours: number): string => new Date(Date.now() + hours * 3_600_000).toISOString();

/** The body of a post: one complete referral of `who`, `count` zirconia crowns, due in a day. */
export async function quickBody(t: TestApp, who: Session, count = 2, extra: object = {}) {
  const referral = await completeReferral(t, who);
  return { referralId: referral.id, items: [{ type: 'zirconia_crown', count }], deadlineAt: inHours(24), onMissed: 'repost', notes: '', ...extra };
}

let keys = 0;
export const postKey = () => `quick-test-${++keys}-${crypto.randomUUID()}`;

/** Posts a quick request as `who` (charged enough first) and answers it. */
export async function postedQuick(t: TestApp, who: Session, count = 2, extra: object = {}): Promise<QuickDetail> {
  await chargeMileage(t, who.memberNo, count * 15_000);
  const res = await call(t, who, 'POST', '/api/v1/quick/requests', await quickBody(t, who, count, extra), { 'idempotency-key': postKey() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const statusOf = async (t: TestApp, id: string) => (await t.app.db.select({ status: quickRequests.status }).from(quickRequests).where(eq(quickRequests.id, id)))[0]?.status;
