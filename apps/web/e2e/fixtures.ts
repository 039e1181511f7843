import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demo = {
  client: { email: 'client@demo.dcm', password: 'demo1234!', nickname: 'democlient' },
  lab: { email: 'lab@demo.dcm', password: 'demo1234!', nickname: 'demolab' },
  designer: { email: 'designer@demo.dcm', password: 'demo1234!', nickname: 'demodesign' },
  pending: { email: 'pending@demo.dcm', password: 'demo1234!', nickname: 'demowait' },
} as const;

/**
 * Opens `path` and waits for the app to take over a pre-rendered page (decision 0024): until then its
 * static copy's forms are inert, as for a visitor who taps them before the app has started.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

/** Signs in through the login page, the way a member does. Korean labels unless `en`. */
export async function logIn(page: Page, who: { email: string; password: string; nickname: string }, en = false) {
  await openPage(page, '/login');
  await page.getByLabel(en ? 'Email' : '이메일').fill(who.email);
  await page.getByLabel(en ? 'Password' : '비밀번호').fill(who.password);
  await page.getByRole('button', { name: en ? 'Log in' : '로그인', exact: true }).last().click();
}

export async function expectSignedIn(page: Page, nickname: string) {
  await expect(page.getByTestId('header-member')).toHaveText(nickname);
}

// --- Accounts: the operator, and members made through the join API (each test its own) ---

/** The operator: without ADMIN_PASSWORD the server writes one into DATA_DIR/admin-password.txt. */
export function adminAccount(): { email: string; password: string; nickname: string } {
  const [email = '', password = ''] = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'admin-password.txt'), 'utf8').split('\n');
  return { email, password, nickname: 'admin' };
}

interface OutboxItem {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  createdAt: string;
}

/** The newest dev-outbox message to `recipient` that `match` accepts, waiting for it to arrive. */
export async function readOutbox(request: APIRequestContext, recipient: string, match: (m: OutboxItem) => boolean = () => true): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/api/v1/dev/outbox?limit=200')).json()) as { items: OutboxItem[] };
      found = items.find((m) => m.recipient === recipient && match(m));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxItem;
}

/** The 6-digit code of the newest SMS to a Korean phone. */
export async function readSmsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  const sms = await readOutbox(request, `KR:${phone}`, (m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after);
  return /\d{6}/.exec(sms.body)?.[0] ?? '';
}

/** A small, real PNG (the upload checks the bytes, not the name). */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7f)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export interface JoinedMember {
  memberNo: number;
  email: string;
  password: string;
  nickname: string;
  phone: string;
}

/**
 * A pending client joined the way the join form does it: phone code from the outbox, licence and
 * business registration uploaded, then the account. Unique e-mail, nickname and phone per call.
 */
export async function joinClient(request: APIRequestContext): Promise<JoinedMember> {
  return joinMember(request, 'client');
}

/** A pending member of `kind` joined through the API, as the join form does it. */
export async function joinMember(request: APIRequestContext, kind: 'client' | 'lab' | 'designer'): Promise<JoinedMember> {
  const tag = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const member = { email: `e2e-${tag}@e2e.dcm`, password: 'join1234!', nickname: `e2e${tag}`.slice(0, 10), phone };

  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  const memberSe = { client: 'A', lab: 'B', designer: 'C' }[kind];
  const phoneBody = { phone, memberContactNation: 'KR', email: member.email, memberTp: memberSe, purpose: 'join' };
  const sentAt = Date.now() - 1000;
  await ok(await request.post('/api/v1/common/auth-phone', { data: phoneBody }));
  const certification = await readSmsCode(request, phone, sentAt);
  const { phoneVerificationId } = (await ok(await request.post('/api/v1/common/auth-phone', { data: { ...phoneBody, certification } }))) as { phoneVerificationId: string };
  const upload = async (name: string) =>
    ((await ok(await request.post('/api/v1/common/file/upload', { multipart: { file: { name, mimeType: 'image/png', buffer: pngBytes() } } }))) as { id: string }).id;
  const licenseFileId = await upload('license.png');
  const businessFileId = await upload('business.png');

  const joined = (await ok(
    await request.post('/api/v1/common/account', {
      data: {
        memberSe,
        email: member.email,
        password: member.password,
        passwordConfirm: member.password,
        firstName: '하나',
        lastName: '김',
        nickname: member.nickname,
        memberContactNation: 'KR',
        phone,
        phoneVerificationId,
        licenseNumber: '12345',
        licenseFileId,
        businessName: '스마일치과',
        representative: '김하나',
        businessNumber: '123-45-67890',
        businessFileId,
        zipCode: '06236',
        address: '서울 강남구 테헤란로 1',
        addressDetail: '3층',
        bank: 'kb',
        depositor: '김하나',
        accountNumber: '123456-01-123456',
        agreements: { terms: true, privacy: true, marketing: false, outsourcing: false },
        ...(kind === 'client' ? { job: 'dentist' } : { position: kind === 'lab' ? 'director' : 'staff', einvoice: true }),
      },
    }),
  )) as { memberNo: number };
  return { ...member, memberNo: joined.memberNo };
}

/** A real binary STL of a few triangles (the upload reads its header and triangle count). */
export function stlBytes(triangles = 12): Buffer {
  const bytes = Buffer.alloc(84 + 50 * triangles);
  bytes.write('binary STL from the journey', 0, 80, 'latin1');
  bytes.writeUInt32LE(triangles, 80);
  for (let t = 0; t < triangles; t++) bytes.writeFloatLE(t, 84 + t * 50 + 12);
  return bytes;
}

/** A binary STL of the cube [0, 10]³ mm: 12 triangles wound outwards. */
export function cubeStl(size = 10): Buffer {
  const s = size;
  const faces: Array<[number[], number[][]]> = [
    [[0, 0, 1], [[0, 0, s], [s, 0, s], [s, s, s], [0, s, s]]],
    [[0, 0, -1], [[0, 0, 0], [0, s, 0], [s, s, 0], [s, 0, 0]]],
    [[0, -1, 0], [[0, 0, 0], [s, 0, 0], [s, 0, s], [0, 0, s]]],
    [[0, 1, 0], [[0, s, 0], [0, s, s], [s, s, s], [s, s, 0]]],
    [[-1, 0, 0], [[0, 0, 0], [0, 0, s], [0, s, s], [0, s, 0]]],
    [[1, 0, 0], [[s, 0, 0], [s, s, 0], [s, s, s], [s, 0, s]]],
  ];
  const triangles = faces.flatMap(([normal, [a, b, c, d]]) => [
    [normal, a, b, c],
    [normal, a, c, d],
  ]);
  const out = Buffer.alloc(84 + triangles.length * 50);
  out.write('cube', 0, 'ascii');
  out.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, i) => {
    triangle.flat().forEach((value, j) => out.writeFloatLE(value ?? 0, 84 + i * 50 + j * 4));
  });
  return out;
}

/** A Windows program's first bytes: what a renamed .exe carries whatever its name. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(84 + 50 * 3);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.writeUInt32LE(3, 80);
  return bytes;
}

// --- Requests: members, referrals and dates made through the API ---

/** Signs in through the API and answers the access token. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/v1/login', { data: { email: who.email, password: who.password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A member of `kind` who joined and was approved by the operator. */
export async function approvedMember(request: APIRequestContext, kind: 'client' | 'lab' | 'designer'): Promise<JoinedMember> {
  const member = await joinMember(request, kind);
  const admin = await apiToken(request, adminAccount());
  const approved = await request.post(`/api/v1/admin/members/${member.memberNo}/approve`, { headers: { authorization: `Bearer ${admin}` } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return member;
}

/** A T-esigner who joined and was approved by the operator. */
export const approvedDesigner = (request: APIRequestContext): Promise<JoinedMember> => approvedMember(request, 'designer');

/**
 * A complete referral of `number` (digits and symbols), zirconia crowns on a bridge 14–16. A complete
 * referral carries its scan (issue 31): one is uploaded unless `files` names it.
 */
export async function completeReferral(request: APIRequestContext, token: string, number: string, files: { scanFileId?: string; values?: Array<{ title: string; value: string }> } = {}): Promise<string> {
  const data = {
    referralNumber: number,
    // Numeric rows ("최소 두께" "0.5 mm"), when the journey needs a prescription (the design check's).
    ...(files.values ? { values: files.values } : {}),
    scanFileId: files.scanFileId ?? (await uploadFile(request, token, 'referral', `scan-${number}.stl`, stlBytes())),
    processing: 'milling',
    prosthesis: [{ type: 'zirconia_crown', count: 3 }],
    teeth: { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] },
    confirmed: true,
  };
  const response = await request.post('/api/v1/referrals', { headers: { authorization: `Bearer ${token}` }, data: { mode: 'detail', status: 'complete', data } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Two moments the date pickers allow, `days` and `days + 3` days ahead at 10:00 and 18:00, moved
 * past holidays: as Dates, and as typed into the picker (`yyyy-MM-dd HH:mm`, local time).
 */
export async function requestDates(request: APIRequestContext, days = 2) {
  const year = new Date().getFullYear();
  const holidays = new Set<string>();
  for (const y of [year, year + 1]) {
    for (const h of (await (await request.get(`/api/v1/common/holidays?year=${y}`)).json()) as { date: string }[]) holidays.add(h.date);
  }
  const day = (offset: number, hour: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const seoul = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
    while (holidays.has(seoul())) date.setDate(date.getDate() + 1);
    date.setHours(hour, 0, 0, 0);
    return date;
  };
  const typed = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const expiry = day(days, 10);
  const deadline = day(days + 3, 18);
  const delivery = day(days + 2, 18);
  return { expiry, deadline, delivery, typed };
}

/** Uploads a file as the member of `token` through the single-request upload route; answers its id. */
export async function uploadFile(request: APIRequestContext, token: string, kind: 'document' | 'referral' | 'cad', name: string, buffer: Buffer): Promise<string> {
  const response = await request.post(`/api/v1/common/file/upload?kind=${kind}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export const uniqueNumber = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 900 + 100)}`;

export async function postJson(request: APIRequestContext, token: string, url: string, data: object, headers: Record<string, string> = {}) {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}`, ...headers }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A public request of the client (its referral with `files`) quoted by the T-esigner at 3 × 50,000 won. */
export async function quotedRequest(request: APIRequestContext, clientToken: string, designerToken: string, files: { scanFileId?: string } = {}): Promise<{ requestId: string; quotationId: string }> {
  const referralId = await completeReferral(request, clientToken, uniqueNumber(), files);
  const dates = await requestDates(request);
  const { id: requestId } = await postJson(request, clientToken, '/api/v1/requests', {
    type: 'public',
    referralIds: [referralId],
    quoteExpiresAt: dates.expiry.toISOString(),
    deadlineAt: dates.deadline.toISOString(),
    notes: '',
  });
  const quotation = await postJson(request, designerToken, `/api/v1/requests/${requestId}/quotations`, {
    items: [{ type: 'zirconia_crown', count: 3, unitPrice: 50_000 }],
    deliveryAt: dates.delivery.toISOString(),
    note: '',
  });
  return { requestId, quotationId: quotation.id };
}

/** A public request of the client quoted by the T-esigner (quotedRequest) and chosen: the order to sign. */
export async function chosenQuotation(request: APIRequestContext, clientToken: string, designerToken: string, files: { scanFileId?: string } = {}): Promise<string> {
  const { quotationId } = await quotedRequest(request, clientToken, designerToken, files);
  const { orderId } = await postJson(request, clientToken, `/api/v1/quotations/${quotationId}/select`, {});
  return orderId as string;
}

/** The chosen order signed and paid through the API (after charging `charge` won) and accepted by the T-esigner. */
export async function acceptedOrder(request: APIRequestContext, clientToken: string, designerToken: string, options: { charge: number; files?: { scanFileId?: string } }): Promise<string> {
  const orderId = await chosenQuotation(request, clientToken, designerToken, options.files);
  await postJson(request, clientToken, '/api/v1/mileage/charges', { amount: options.charge, currency: 'KRW' }, { 'idempotency-key': crypto.randomUUID() });
  const contract = await (await request.get(`/api/v1/orders/${orderId}/contract?locale=ko`, { headers: { authorization: `Bearer ${clientToken}` } })).json();
  const signature = { name: 'e2e client', agreed: true, locale: 'ko', hash: contract.hash };
  await postJson(request, clientToken, `/api/v1/orders/${orderId}/sign`, signature, { 'idempotency-key': crypto.randomUUID() });
  await postJson(request, designerToken, `/api/v1/orders/${orderId}/accept`, {});
  return orderId;
}
