// What the orders tests share: calls through the routes, orders made up to any step (selected,
// signed and paid, accepted), referrals with files uploaded through the upload route, and the money
// and the timeline read straight from the tables.
import crypto from 'node:crypto';
import { AccountKind, MemberType, type Locale, type OrderContract, type OrderDetail, type Quotation, type Referral, type SelectionAnswer, type UploadAnswer, type UploadKind } from '@dcm/shared';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalEntries, ledgerAccounts, orderEvents, requests } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { samplePdf, testAddress, type Session } from '../../test/members.ts';
import { asStored, binaryStl } from '../../test/meshes.ts';
import { adminSession, completeReferral, freshMember, pickable, sendRequest } from '../requests/test-support.ts';

export const UNIT_PRICE = 30_000;
/** What an order of one referral costs: sendRequest's referrals each ask for 3 zirconia crowns. */
export const TOTAL = 3 * UNIT_PRICE;

export type Method = 'GET' | 'POST';

/** A route called as `who` (null: signed out). */
export const callRoute = (t: TestApp, who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers } });

export function expectError(res: { statusCode: number; body: string; json: () => { error: { code: string } } }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

/** The two parties of the tests' orders, two strangers and the admin. */
export async function orderCast(t: TestApp) {
  return {
    client: await freshMember(t),
    designer: await freshMember(t, { memberSe: MemberType.Designer }),
    otherClient: await freshMember(t),
    otherDesigner: await freshMember(t, { memberSe: MemberType.Designer }),
    admin: await adminSession(t),
  };
}

export interface OrderOptions {
  /** How many complete referrals to make for the request, or the referrals themselves. */
  referrals?: number | Referral[];
  unitPrice?: number;
}

/** A client's public request, quoted by `by` at 3 crowns per referral and selected: an unpaid order. */
export async function selectedOrder(t: TestApp, who: Session, by: Session, options: OrderOptions = {}) {
  const made = [];
  if (typeof options.referrals === 'object') made.push(...options.referrals);
  else for (let i = 0; i < (options.referrals ?? 1); i++) made.push(await completeReferral(t, who));
  const unitPrice = options.unitPrice ?? UNIT_PRICE;
  const request = await sendRequest(t, who, { referrals: made });
  const quoted = await callRoute(t, by, 'POST', `/api/v1/requests/${request.id}/quotations`, {
    items: [{ type: 'zirconia_crown', count: 3 * made.length, unitPrice }],
    deliveryAt: await pickable(t, 3),
    note: '',
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  const quotation: Quotation = quoted.json();
  const selected = await callRoute(t, who, 'POST', `/api/v1/quotations/${quotation.id}/select`);
  expect(selected.statusCode, selected.body).toBe(200);
  const { orderId, requestId }: SelectionAnswer = selected.json();
  return { orderId, requestId, quotation, referralIds: made.map((r) => r.id), amount: 3 * made.length * unitPrice };
}

let keys = 0;
export const newKey = () => `order-test-${++keys}-${crypto.randomUUID()}`;

export async function charge(t: TestApp, who: Session, amount: number): Promise<void> {
  const res = await callRoute(t, who, 'POST', '/api/v1/mileage/charges', { amount, currency: 'KRW' }, { 'idempotency-key': newKey() });
  expect(res.statusCode, res.body).toBe(201);
}

/** A member's client mileage and T-esigner earnings in won. */
export async function mileage(t: TestApp, who: Session): Promise<{ client: number; earnings: number }> {
  const res = await callRoute(t, who, 'GET', '/api/v1/mileage');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ clientMileage: { KRW: number }; designerEarnings: { KRW: number } }>();
  return { client: body.clientMileage.KRW, earnings: body.designerEarnings.KRW };
}

export async function readContract(t: TestApp, who: Session, orderId: string, locale: Locale = 'ko'): Promise<OrderContract> {
  const res = await callRoute(t, who, 'GET', `/api/v1/orders/${orderId}/contract?locale=${locale}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function readOrder(t: TestApp, who: Session, orderId: string): Promise<OrderDetail> {
  const res = await callRoute(t, who, 'GET', `/api/v1/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const sign = (t: TestApp, who: Session, orderId: string, body: object, key: string | null = newKey()) =>
  callRoute(t, who, 'POST', `/api/v1/orders/${orderId}/sign`, body, {
    ...(key === null ? {} : { 'idempotency-key': key }),
    'user-agent': 'orders-test-browser',
  });

/** The body the contract page sends for what it shows `who` in `locale`. */
export async function signingBody(t: TestApp, who: Session, orderId: string, locale: Locale = 'ko', name = '김지우') {
  const contract = await readContract(t, who, orderId, locale);
  return { name, agreed: true, locale, hash: contract.hash };
}

/** An order charged, signed and paid by the client: waiting for the T-esigner. */
export async function paidOrder(t: TestApp, who: Session, by: Session, options: OrderOptions = {}) {
  const made = await selectedOrder(t, who, by, options);
  await charge(t, who, made.amount);
  const res = await sign(t, who, made.orderId, await signingBody(t, who, made.orderId));
  expect(res.statusCode, res.body).toBe(200);
  return made;
}

/** A paid order the T-esigner accepted: the referral is theirs to receive. */
export async function acceptedOrder(t: TestApp, who: Session, by: Session, options: OrderOptions = {}) {
  const made = await paidOrder(t, who, by, options);
  const res = await callRoute(t, by, 'POST', `/api/v1/orders/${made.orderId}/accept`);
  expect(res.statusCode, res.body).toBe(200);
  return made;
}

export const escrowOf = async (t: TestApp, orderId: string): Promise<number> => {
  const [row] = await t.app.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, AccountKind.escrow), eq(ledgerAccounts.orderId, orderId)));
  return row?.balance ?? 0;
};
export const eventsOf = (t: TestApp, orderId: string) => t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
export const requestStatusOf = async (t: TestApp, id: string) => (await t.app.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]!.status;
export const entryCount = (t: TestApp) => t.app.db.$count(journalEntries);

const boundary = '----dcm-orders-boundary';

/** Uploads a referral file (or another `kind`) as `who`, through the upload route, bytes and all. */
export async function uploadReferralFile(t: TestApp, who: Session, filename: string, bytes: Buffer, kind: UploadKind = 'referral'): Promise<UploadAnswer> {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`, 'utf8'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/common/file/upload?kind=${kind}`,
    remoteAddress: testAddress(),
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A complete referral of `who` with a scan (a binary STL, named in Korean) and one other file (a PDF), and their bytes as stored (the scan's header blanked). */
export async function referralWithFiles(t: TestApp, who: Session, referralNumber = '2024-001') {
  const scanBytes = binaryStl(4, `scan of ${referralNumber}`);
  const otherBytes = samplePdf();
  const scan = await uploadReferralFile(t, who, '상악 스캔.stl', scanBytes);
  const other = await uploadReferralFile(t, who, 'photo-notes.pdf', otherBytes);
  const referral = await completeReferral(t, who, { referralNumber, scanFileId: scan.id, otherFileIds: [other.id] });
  return { referral, scan, other, bytes: new Map([[scan.id, asStored(scanBytes)], [other.id, otherBytes]]) };
}

/** Uploads a CAD result file as the T-esigner (`kind=cad`), through the single-request upload route. */
export const uploadCadFile = (t: TestApp, who: Session, filename: string, bytes: Buffer) => uploadReferralFile(t, who, filename, bytes, 'cad');

/** An accepted order whose referral the T-esigner received (asked for a file's link): ready for the CAD upload. */
export async function receivedOrder(t: TestApp, who: Session, by: Session) {
  const { referral, scan } = await referralWithFiles(t, who);
  const made = await acceptedOrder(t, who, by, { referrals: [referral] });
  const res = await callRoute(t, by, 'POST', `/api/v1/orders/${made.orderId}/files/${scan.id}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return made;
}

/** Two CAD files of `by` and the body delivering them (with `extra`: a message, a surcharge). */
export async function cadDelivery(t: TestApp, by: Session, extra: object = {}) {
  const crown = await uploadCadFile(t, by, 'crown 11.stl', binaryStl(6, 'crown 11'));
  const bridge = await uploadCadFile(t, by, 'bridge.stl', binaryStl(9, 'bridge'));
  return { fileIds: [crown.id, bridge.id], ...extra };
}

/** A received order with the CAD result delivered (and `extra` in the delivery's body). */
export async function deliveredOrder(t: TestApp, who: Session, by: Session, extra: object = {}) {
  const made = await receivedOrder(t, who, by);
  const body = await cadDelivery(t, by, extra);
  const res = await callRoute(t, by, 'POST', `/api/v1/orders/${made.orderId}/deliveries`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...made, fileIds: body.fileIds, order: res.json<OrderDetail>() };
}
