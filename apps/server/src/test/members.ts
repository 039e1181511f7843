// Members made through the public surface, for any test that needs one: documents uploaded as a
// guest, the phone proven with the code read from the dev outbox, the join posted.
import crypto from 'node:crypto';
import { ApprovalStatus, MemberType, type JoinBody, type PhoneVerificationPurpose } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../db/schema/members.ts';

let sequence = 0;
/** Unique within a test run: e-mails, nicknames and phones never collide across tests. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence}${crypto.randomInt(100, 999)}`;
}

/** A unique Korean mobile number, digits only. */
export const uniquePhone = (): string => `010${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}${String(sequence++ % 10_000).padStart(4, '0')}`;

let addresses = 0;
/**
 * A client address of its own for a request, so the per-address rate limits of the join routes
 * (meant for one person's browser) do not trip over a test that joins many members.
 */
export function testAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

const boundary = '----dcm-members-boundary';

/** A minimal PDF: what a licence or business registration scan looks like to the upload. */
export const samplePdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'ascii');

/** Uploads a document (as a guest without `token`) and answers its file id. */
export async function uploadDocument(app: FastifyInstance, name = 'licence.pdf', token?: string): Promise<string> {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
    samplePdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/common/file/upload',
    remoteAddress: testAddress(),
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** The newest code texted to a phone, read from the dev outbox. */
export async function lastCodeSentTo(app: FastifyInstance, phone: string, nation = 'KR'): Promise<string> {
  const messages = await app.outbox.list(200);
  const sms = messages.find((m) => m.channel === 'sms' && m.recipient === `${nation}:${phone}`);
  const code = sms?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${nation}:${phone}`);
  return code;
}

/** Sends a code to the phone, reads it from the outbox, verifies it: answers the proof's id. */
export async function verifyPhone(app: FastifyInstance, phone: string, nation = 'KR', purpose: PhoneVerificationPurpose = 'join'): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/common/auth-phone', remoteAddress: testAddress(), payload: { phone, memberContactNation: nation, purpose } });
  if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.statusCode} ${sent.body}`);
  const certification = await lastCodeSentTo(app, phone, nation);
  const verified = await app.inject({ method: 'POST', url: '/api/v1/common/auth-phone', remoteAddress: testAddress(), payload: { phone, memberContactNation: nation, purpose, certification } });
  if (verified.statusCode !== 200) throw new Error(`verifying the code failed: ${verified.statusCode} ${verified.body}`);
  return verified.json<{ phoneVerificationId: string }>().phoneVerificationId;
}

type Kind = 'client' | 'lab' | 'designer';

/**
 * A valid join body of a member kind, unique e-mail, nickname and phone, with placeholder ids for
 * the proof and the documents (joinMember fills in real ones). Overrides replace fields.
 */
export function joinBody(kind: Kind = 'client', overrides: Record<string, unknown> = {}): JoinBody {
  const n = uniqueSuffix();
  const base = {
    email: `member${n}@example.com`,
    password: 'secret1234',
    passwordConfirm: 'secret1234',
    firstName: 'Jiwoo',
    lastName: 'Kim',
    nickname: `m${n}`.slice(0, 10),
    memberContactNation: 'KR',
    phone: uniquePhone(),
    phoneVerificationId: crypto.randomUUID(),
    licenseNumber: 'L-12345',
    licenseFileId: crypto.randomUUID(),
    businessName: kind === 'client' ? '서울바른치과' : kind === 'lab' ? '한빛치과기공소' : '디자인스튜디오',
    representative: '김지우',
    businessNumber: '123-45-67890',
    businessFileId: crypto.randomUUID(),
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 123',
    addressDetail: '4층',
    bank: 'kb',
    depositor: '김지우',
    accountNumber: '123-456-789012',
    agreements: { terms: true, privacy: true, marketing: false, outsourcing: false },
  };
  const kindFields =
    kind === 'client'
      ? { memberSe: MemberType.Client, job: 'dentist' }
      : kind === 'lab'
        ? { memberSe: MemberType.Lab, position: 'director', einvoice: true }
        : { memberSe: MemberType.Designer, position: 'staff', einvoice: true };
  return { ...base, ...kindFields, ...overrides } as JoinBody;
}

export interface JoinedMember {
  memberNo: number;
  email: string;
  password: string;
  body: JoinBody;
}

/**
 * Joins a member the way the web does: documents uploaded as a guest, the phone verified with the
 * code from the outbox, then POST /api/v1/common/account. The member is pending (approval A).
 */
export async function joinMember(app: FastifyInstance, kind: Kind = 'client', overrides: Record<string, unknown> = {}): Promise<JoinedMember> {
  const draft = joinBody(kind, overrides);
  const overseas = draft.memberContactNation !== 'KR';
  const body = {
    ...draft,
    licenseFileId: 'licenseFileId' in overrides ? draft.licenseFileId : await uploadDocument(app, 'licence.pdf'),
    businessFileId: 'businessFileId' in overrides || overseas ? draft.businessFileId : await uploadDocument(app, 'business.pdf'),
    phoneVerificationId: 'phoneVerificationId' in overrides ? draft.phoneVerificationId : await verifyPhone(app, draft.phone, draft.memberContactNation),
  } as JoinBody;
  if (overseas && !('businessFileId' in overrides)) delete (body as { businessFileId?: string }).businessFileId;
  const res = await app.inject({ method: 'POST', url: '/api/v1/common/account', remoteAddress: testAddress(), payload: body });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return { memberNo: res.json<{ memberNo: number }>().memberNo, email: body.email, password: body.password, body };
}

/**
 * Approves a joined member straight in the table (the admin's approval has its own tests), so that
 * its next sign-in reaches the routes of approved members (SPEC §1: approval code B).
 */
export async function approveMember(app: FastifyInstance, memberNo: number): Promise<void> {
  await app.db.update(members).set({ approvalSe: ApprovalStatus.Approved }).where(eq(members.memberNo, memberNo));
}

/** Signs in and answers the access token (and the refresh cookie, for tests of sessions). */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { accessToken: res.json<{ accessToken: string }>().accessToken, refreshToken: res.cookies.find((c) => c.name === 'rt')?.value ?? '' };
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** A signed-in member as the tests of member-owned things use it: the access token and the number. */
export interface Session {
  token: string;
  memberNo: number;
}

/** Signs in (a demo member by default password) and answers the session. */
export async function sessionOf(app: FastifyInstance, email: string, password = 'demo1234!'): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return { token: res.json<{ accessToken: string }>().accessToken, memberNo: res.json<{ user: { memberNo: number } }>().user.memberNo };
}
