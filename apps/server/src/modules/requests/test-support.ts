// What the requests tests share: members of every kind, complete referrals made through the API,
// dates the pickers allow, and the few rows (quotations, blocks) other modules will write one day.
import { ApprovalStatus, emptyReferralDraft, koreanDayOf, DATE_STEP_MINUTES, MemberType, QuotationStatus, RequestStatus, type Referral, type RequestDetail, type UploadAnswer } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { holidays, memberBlocks, quotations, requests, type members } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import type { TestApp } from '../../test/app.ts';
import { sessionOf, testAddress, type Session } from '../../test/members.ts';
import { binaryStl } from '../../test/meshes.ts';

export type Method = 'GET' | 'POST';

export function caller(t: TestApp) {
  return (who: Session | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
}

/**
 * A fresh member, an approved client unless `fields` say otherwise, signed in (a pending member may
 * sign in: the web's guard is what stops it, so its token reaches the server).
 */
export async function freshMember(t: TestApp, fields: Partial<typeof members.$inferInsert> = {}): Promise<Session & { nickname: string }> {
  const member = await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, ...fields });
  return { ...(await sessionOf(t.app, member.email, FIXTURE_PASSWORD)), nickname: member.nickname ?? '' };
}

export const adminSession = (t: TestApp): Promise<Session> => sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');

/** A complete referral (referral numbers are digits and symbols only). */
export const completeData = (overrides: object = {}) => ({
  ...emptyReferralDraft(),
  referralNumber: '2024-001',
  processing: 'milling',
  prosthesis: [{ type: 'zirconia_crown', count: 3 }],
  teeth: { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] },
  confirmed: true,
  ...overrides,
});

const boundary = '----dcm-requests-boundary';

/** Uploads `bytes` as a referral file of `who` through the upload route, as the form does, and answers what the route said. */
export async function uploadReferralFile(t: TestApp, who: Session, filename: string, bytes: Buffer): Promise<UploadAnswer> {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`, 'utf8'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/common/file/upload?kind=referral',
    remoteAddress: testAddress(),
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadAnswer>();
}

/** Uploads a small scan (a binary STL) as `who` and answers its file id. */
export async function uploadScan(t: TestApp, who: Session, filename = 'scan.stl'): Promise<string> {
  return (await uploadReferralFile(t, who, filename, binaryStl(2, `scan of ${filename}`))).id;
}

/**
 * A complete referral of `who`. A complete referral carries its scan (issue 31), so one is uploaded
 * unless `overrides` name a `scanFileId` of their own.
 */
export async function completeReferral(t: TestApp, who: Session, overrides: object = {}): Promise<Referral> {
  const scan = 'scanFileId' in overrides ? {} : { scanFileId: await uploadScan(t, who) };
  const res = await caller(t)(who, 'POST', '/api/v1/referrals', { mode: 'detail', status: 'complete', data: completeData({ ...scan, ...overrides }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function referralStatus(t: TestApp, who: Session, id: string): Promise<string> {
  return (await caller(t)(who, 'GET', `/api/v1/referrals/${id}`)).json().status;
}

/**
 * A moment the date picker offers, about `days` from now: on the half hour, never on a holiday of
 * the table (whatever year the tests run in).
 */
export async function pickable(t: TestApp, days: number, plusHours = 0): Promise<string> {
  const step = DATE_STEP_MINUTES * 60_000;
  const holidayDays = new Set((await t.app.db.select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  let at = Math.ceil((Date.now() + days * 86_400_000 + plusHours * 3_600_000) / step) * step;
  while (holidayDays.has(koreanDayOf(new Date(at)))) at += 86_400_000;
  return new Date(at).toISOString();
}

/** The dates of a request: expiry in `days`, deadline two days later. */
export async function requestDates(t: TestApp, days = 2): Promise<{ quoteExpiresAt: string; deadlineAt: string }> {
  return { quoteExpiresAt: await pickable(t, days), deadlineAt: await pickable(t, days + 2) };
}

/** Sends a request of complete referrals made for it (one unless `referrals` says otherwise). */
export async function sendRequest(
  t: TestApp,
  who: Session,
  fields: { designerNo?: number; notes?: string; referrals?: Referral[] } = {},
): Promise<RequestDetail> {
  const referrals = fields.referrals ?? [await completeReferral(t, who)];
  const body = {
    type: fields.designerNo ? 'designated' : 'public',
    ...(fields.designerNo ? { designerNo: fields.designerNo } : {}),
    referralIds: referrals.map((r) => r.id),
    notes: fields.notes ?? '',
    ...(await requestDates(t)),
  };
  const res = await caller(t)(who, 'POST', '/api/v1/requests', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** As if the clock had passed the quote expiry (the create route refuses past dates). */
export async function passExpiry(t: TestApp, requestId: string): Promise<void> {
  await t.app.db
    .update(requests)
    .set({ quoteExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(requests.id, requestId));
}

/** A submitted quotation, as the quotations module records one (the request then is "choosing"). */
export async function insertQuotation(t: TestApp, requestId: string, designerNo: number): Promise<string> {
  const [row] = await t.app.db
    .insert(quotations)
    .values({
      requestId,
      designerNo,
      status: QuotationStatus.Submitted,
      items: [{ type: 'zirconia_crown', count: 3, unitPrice: 30000 }],
      total: 90000,
      deliveryAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await t.app.db
    .update(requests)
    .set({ quotationCount: sql`${requests.quotationCount} + 1`, status: RequestStatus.Choosing })
    .where(eq(requests.id, requestId));
  return row!.id;
}

export async function block(t: TestApp, blockerNo: number, blockedNo: number): Promise<void> {
  await t.app.db.insert(memberBlocks).values({ blockerNo, blockedNo });
}

export async function unblock(t: TestApp, blockerNo: number, blockedNo: number): Promise<void> {
  await t.app.db.delete(memberBlocks).where(sql`${memberBlocks.blockerNo} = ${blockerNo} and ${memberBlocks.blockedNo} = ${blockedNo}`);
}

/**
 * A public request written straight into the table (quoting, comments), so those tests do not lean
 * on the request endpoints: open for quotations for two days, due in a week.
 */
export async function insertRequestRow(t: TestApp, owner: Session, fields: Partial<typeof requests.$inferInsert> = {}) {
  const hours = (n: number) => new Date(Date.now() + n * 3600_000);
  const [row] = await t.app.db
    .insert(requests)
    .values({
      type: 'public',
      status: RequestStatus.QuoteRequested,
      clientNo: owner.memberNo,
      quoteExpiresAt: hours(48),
      deadlineAt: hours(24 * 7),
      units: [{ type: 'zirconia_crown', count: 1 }],
      referralCount: 1,
      ...fields,
    })
    .returning();
  return row!;
}
