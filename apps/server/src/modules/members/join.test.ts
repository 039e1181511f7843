import { ApprovalStatus, ErrorCode, type ErrorBody } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, members, phoneVerifications } from '../../db/schema/index.ts';
import { registerErrorHandler } from '../../platform/errors.ts';
import { fieldMessage } from '../../platform/i18n.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { bearer, joinBody, joinMember, signIn, testAddress, uniquePhone, uploadDocument, verifyPhone } from '../../test/members.ts';
import { applyApprovalAction } from './approval-service.ts';
import { createJusoAddressSearch, type AddressSearch } from './address-service.ts';
import { addressRoutes } from './join-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const postJoin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/common/account', remoteAddress: testAddress(), payload: payload as object, headers });

const memberByEmail = async (email: string) => (await t.app.db.select().from(members).where(eq(members.email, email.toLowerCase())))[0];
const fileRow = async (id: string) => (await t.app.db.select().from(files).where(eq(files.id, id)))[0];
const proofRow = async (id: string) => (await t.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)))[0];

/** A body with real documents and a real phone proof, ready to post. */
async function readyBody(kind: 'client' | 'lab' | 'designer' = 'client', overrides: Record<string, unknown> = {}) {
  const body = joinBody(kind, overrides);
  return {
    ...body,
    licenseFileId: await uploadDocument(t.app, 'licence.pdf'),
    businessFileId: await uploadDocument(t.app, 'business.pdf'),
    phoneVerificationId: await verifyPhone(t.app, body.phone, body.memberContactNation),
  };
}

describe('join validation (SPEC §5), one field error per bad body', () => {
  const cases: Array<[rule: string, kind: 'client' | 'lab' | 'designer', overrides: Record<string, unknown>, field: string, key: string]> = [
    ['email format', 'client', { email: 'not-an-email' }, 'email', 'email'],
    ['email format', 'designer', { email: 'a@b' }, 'email', 'email'],
    ['nickname too short', 'client', { nickname: 'a' }, 'nickname', 'nickname'],
    ['nickname too long', 'lab', { nickname: 'abcdefghijk' }, 'nickname', 'nickname'],
    ['nickname with symbols', 'designer', { nickname: 'ab!c' }, 'nickname', 'nickname'],
    ['password without a digit', 'client', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'password', 'password'],
    ['password too short', 'lab', { password: 'ab12', passwordConfirm: 'ab12' }, 'password', 'password'],
    ['confirm mismatch', 'client', { passwordConfirm: 'secret12345' }, 'passwordConfirm', 'passwordMismatch'],
    ['confirm mismatch', 'designer', { passwordConfirm: 'other1234' }, 'passwordConfirm', 'passwordMismatch'],
    ['phone format', 'client', { phone: '12-ab' }, 'phone', 'phone'],
    ['phone too short', 'lab', { phone: '01234' }, 'phone', 'phone'],
    ['missing country code', 'client', { memberContactNation: undefined }, 'memberContactNation', 'nation'],
    ['malformed country code', 'designer', { memberContactNation: 'Korea' }, 'memberContactNation', 'nation'],
    ['business number of a Korean member', 'client', { businessNumber: '12345' }, 'businessNumber', 'businessNumber'],
    ['business number missing for a Korean member', 'lab', { businessNumber: undefined }, 'businessNumber', 'required'],
    ['business registration missing for a Korean member', 'designer', { businessFileId: undefined }, 'businessFileId', 'fileRequired'],
    ['business number with a letter for a Korean member', 'designer', { businessNumber: '123-45-6789O' }, 'businessNumber', 'businessNumber'],
    ['business number of 11 digits for a Korean member', 'lab', { businessNumber: '12345678901' }, 'businessNumber', 'businessNumber'],
    ['business number missing for a member abroad', 'designer', { memberContactNation: 'US', businessNumber: undefined, businessFileId: undefined }, 'businessNumber', 'businessNumberAbroadRequired'],
    ['business number too short for a member abroad', 'lab', { memberContactNation: 'US', businessNumber: '12' }, 'businessNumber', 'businessNumberAbroad'],
    ['business number without a digit for a member abroad', 'client', { memberContactNation: 'DE', businessNumber: 'none' }, 'businessNumber', 'businessNumberAbroad'],
    ['business number in Hangul for a member abroad', 'designer', { memberContactNation: 'JP', businessNumber: '사업자 1234' }, 'businessNumber', 'businessNumberAbroad'],
    ['business number too long for a member abroad', 'designer', { memberContactNation: 'GB', businessNumber: `GB${'1'.repeat(29)}` }, 'businessNumber', 'businessNumberAbroad'],
    ['dental technician licence without a digit', 'designer', { licenseNumber: '없음' }, 'licenseNumber', 'licenseNumber'],
    ['dental technician licence with symbols', 'lab', { licenseNumber: '#12345!' }, 'licenseNumber', 'licenseNumber'],
    ['licence that is a name', 'client', { licenseNumber: 'Kim Jiwoo' }, 'licenseNumber', 'licenseNumberClient'],
    ['licence missing', 'client', { licenseNumber: '  ' }, 'licenseNumber', 'required'],
    ['clinic name containing 기공소', 'client', { businessName: '서울치과기공소' }, 'businessName', 'clinicNameLab'],
    ['clinic name containing dental lab', 'client', { businessName: 'Seoul Dental Lab' }, 'businessName', 'clinicNameLab'],
    ['lab position staff', 'lab', { position: 'staff' }, 'position', 'labDirectorOnly'],
    ['T-esigner without a position', 'designer', { position: undefined }, 'position', 'required'],
    ['depositor other than the representative', 'client', { depositor: '박서연' }, 'depositor', 'depositorMismatch'],
    ['depositor other than the representative', 'lab', { depositor: 'Someone Else' }, 'depositor', 'depositorMismatch'],
    ['terms not agreed', 'client', { agreements: { terms: false, privacy: true } }, 'agreements.terms', 'agreeRequired'],
    ['privacy not agreed', 'designer', { agreements: { terms: true, privacy: false } }, 'agreements.privacy', 'agreeRequired'],
    ['e-invoicing not agreed by a lab', 'lab', { einvoice: false }, 'einvoice', 'agreeRequired'],
    ['e-invoicing not agreed by a T-esigner', 'designer', { einvoice: false }, 'einvoice', 'agreeRequired'],
    ['licence file missing', 'client', { licenseFileId: undefined }, 'licenseFileId', 'fileRequired'],
    ['licence file missing', 'lab', { licenseFileId: 'not-a-file-id' }, 'licenseFileId', 'fileRequired'],
    ['account number malformed', 'designer', { accountNumber: '12' }, 'accountNumber', 'accountNumber'],
    ['phone proof missing', 'client', { phoneVerificationId: undefined }, 'phoneVerificationId', 'phoneNotVerified'],
  ];

  it.each(cases)('refuses %s (%s) with a field error on %s', async (_rule, kind, overrides, field, key) => {
    const body = joinBody(kind, overrides);
    const res = await postJoin(body);
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorBody>().error;
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.fields?.[field]).toBe(fieldMessage({ message: key }, 'ko'));
    expect(await memberByEmail(String(body.email))).toBeUndefined();
  });

  it('says the field errors in Korean by default and in English with lang B', async () => {
    const body = joinBody('client', { businessName: '강남치과기공소', depositor: '다른사람' });
    const ko = (await postJoin(body)).json<ErrorBody>().error;
    expect(ko.message).toBe('입력값을 확인해 주세요.');
    expect(ko.fields).toMatchObject({
      businessName: '치과명에 기공소를 포함할 수 없습니다. 기공소는 기공소 회원으로 가입해 주세요.',
      depositor: '예금주가 대표자와 일치하지 않습니다. 대표자 명의 계좌만 등록할 수 있습니다.',
    });
    const en = (await postJoin(body, { lang: 'B' })).json<ErrorBody>().error;
    expect(en.message).toBe('Please check the highlighted fields.');
    expect(en.fields).toMatchObject({
      businessName: 'A clinic name cannot contain “dental lab”. Dental labs join as dental lab members.',
      depositor: 'The account holder does not match the representative. Only an account in the representative’s name can be registered.',
    });
    // Checking the business and licence numbers says which number is wrong, at its field (SPEC §8).
    const numbers = joinBody('designer', { businessNumber: '123', licenseNumber: 'none' });
    expect((await postJoin(numbers)).json<ErrorBody>().error.fields).toMatchObject({
      businessNumber: '사업자등록번호 10자리를 확인해 주세요.',
      licenseNumber: '치과기공사 면허번호를 확인해 주세요. 숫자가 들어간 30자 이내의 번호입니다.',
    });
    expect((await postJoin({ ...numbers, memberContactNation: 'US' }, { lang: 'B' })).json<ErrorBody>().error.fields).toMatchObject({
      businessNumber: 'Check your business registration or tax ID: 4 to 30 letters, digits, spaces or - . /, with at least one digit.',
      licenseNumber: 'Check the dental technician license number: up to 30 characters, with digits.',
    });
    const lab = (await postJoin(joinBody('lab', { position: 'staff', memberContactNation: undefined }), { lang: 'B' })).json<ErrorBody>().error;
    expect(lab.fields).toMatchObject({ position: 'Only the director of a dental lab can join.', memberContactNation: 'Please select a country code.' });
  });

  it('refuses an unknown member kind', async () => {
    const res = await postJoin(joinBody('client', { memberSe: 'Z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toHaveProperty('memberSe');
  });
});

describe('joining', () => {
  it('stores every field of a client, pending, in KRW, its documents made its private files, and says it was received', async () => {
    const body = await readyBody('client', { agreements: { terms: true, privacy: true, marketing: true, outsourcing: false }, email: 'New.Client@Example.com' });
    const res = await postJoin(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ memberNo: number; memberApprovalSe: string }>();
    expect(answer).toEqual({ memberNo: expect.any(Number), memberApprovalSe: ApprovalStatus.Pending });

    const row = await memberByEmail('new.client@example.com');
    expect(row).toMatchObject({
      memberNo: answer.memberNo,
      email: 'new.client@example.com',
      memberSe: 'A',
      approvalSe: ApprovalStatus.Pending,
      role: 'member',
      firstName: 'Jiwoo',
      lastName: 'Kim',
      nickname: body.nickname,
      phone: body.phone,
      contactNation: 'KR',
      job: 'dentist',
      licenseNumber: 'L-12345',
      licenseFileId: body.licenseFileId,
      businessName: body.businessName,
      representative: '김지우',
      businessNumber: '1234567890',
      businessFileId: body.businessFileId,
      zipCode: '06236',
      address: body.address,
      addressDetail: '4층',
      bank: 'kb',
      depositor: '김지우',
      accountNumber: '123456789012',
      currency: 'KRW',
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: true,
      agreeOutsourcing: false,
      agreeEinvoice: false,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);

    for (const id of [body.licenseFileId, body.businessFileId]) {
      expect(await fileRow(id)).toMatchObject({ ownerNo: answer.memberNo, isPrivate: true });
    }
    expect((await proofRow(body.phoneVerificationId))?.consumedAt).toBeInstanceOf(Date);

    const mail = (await t.app.outbox.list(50)).find((m) => m.channel === 'email' && m.recipient === 'new.client@example.com');
    expect(mail?.body).toContain('1~3일');
  });

  it('keeps a lab director and a T-esigner with their position and the e-invoicing agreement', async () => {
    const lab = await joinMember(t.app, 'lab');
    expect(await memberByEmail(lab.email)).toMatchObject({ memberSe: 'B', job: 'director', agreeEinvoice: true });
    const designer = await joinMember(t.app, 'designer', { position: 'staff' });
    expect(await memberByEmail(designer.email)).toMatchObject({ memberSe: 'C', job: 'staff', agreeEinvoice: true });
  });

  it('lets a member abroad join with their country’s business registration or tax ID instead of a Korean one, with USD mileage and an English notice', async () => {
    const joined = await joinMember(t.app, 'designer', { memberContactNation: 'US', phone: '2025550143', businessNumber: '  12-3456789 ', licenseNumber: 'CA DT 10442' });
    expect(await memberByEmail(joined.email)).toMatchObject({
      contactNation: 'US',
      currency: 'USD',
      businessNumber: '12-3456789',
      businessFileId: null,
      licenseNumber: 'CA DT 10442',
    });
    const mail = (await t.app.outbox.list(50)).find((m) => m.channel === 'email' && m.recipient === joined.email);
    expect(mail?.body).toContain('1 to 3 business days');
  });

  it('refuses a member abroad without a business registration or tax ID, and a Korean member with a malformed business number, keeping no member', async () => {
    const abroad = { ...(await readyBody('designer', { memberContactNation: 'US' })), businessNumber: undefined, businessFileId: undefined };
    const refused = await postJoin(abroad, { lang: 'B' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: ErrorCode.ValidationFailed,
      fields: { businessNumber: 'Members outside Korea give the business registration or tax ID of their country.' },
    });
    expect(await memberByEmail(abroad.email)).toBeUndefined();
    // The proof was not used: the corrected join goes through with it.
    expect((await postJoin({ ...abroad, businessNumber: 'GB 123 4567 89' })).statusCode).toBe(201);
    expect(await memberByEmail(abroad.email)).toMatchObject({ businessNumber: 'GB 123 4567 89', businessFileId: null });

    const korean = await readyBody('lab', { businessNumber: '220-81-6251' });
    const badNumber = await postJoin(korean);
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json<ErrorBody>().error.fields).toEqual({ businessNumber: '사업자등록번호 10자리를 확인해 주세요.' });
    expect(await memberByEmail(korean.email)).toBeUndefined();
  });

  it('lets the new member sign in, pending approval', async () => {
    const joined = await joinMember(t.app, 'client');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email: joined.email, password: joined.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ memberEmail: joined.email, memberApprovalSe: ApprovalStatus.Pending });
  });

  it('gives one member to two simultaneous joins with the same e-mail: one 201, one 409 EMAIL_IN_USE', async () => {
    const email = `twin${Date.now()}@example.com`;
    const [a, b] = await Promise.all([readyBody('client', { email }), readyBody('lab', { email })]);
    const answers = await Promise.all([postJoin(a), postJoin(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.EmailInUse, fields: { email: '이미 사용 중인 이메일입니다.' } });
    const rows = await t.app.db.select().from(members).where(eq(members.email, email));
    expect(rows).toHaveLength(1);

    // The losing join changed nothing: its proof is unused and its documents still nobody's.
    const lost = answers[0]?.statusCode === 409 ? a : b;
    expect((await proofRow(lost.phoneVerificationId))?.consumedAt).toBeNull();
    expect(await fileRow(lost.licenseFileId)).toMatchObject({ ownerNo: null });
  });

  it('maps the unique constraints to their answers when the checks before the insert were passed', async () => {
    // Two joins racing on the nickname and the phone give the same answers as the checks.
    const nickname = `n${Date.now() % 1e8}`;
    const [a, b] = await Promise.all([readyBody('client', { nickname }), readyBody('designer', { nickname })]);
    const answers = await Promise.all([postJoin(a, { lang: 'B' }), postJoin(b, { lang: 'B' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json<ErrorBody>().error).toMatchObject({
      code: ErrorCode.NicknameInUse,
      fields: { nickname: 'This nickname is already in use.' },
    });
  });

  it('refuses an e-mail in use whatever its case, and a nickname in use', async () => {
    const first = await joinMember(t.app, 'client');
    const again = await readyBody('client', { email: first.email.toUpperCase() });
    const byEmail = await postJoin(again);
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.EmailInUse, fields: { email: expect.any(String) } });

    // The refused join used nothing: the same proof and documents serve the corrected join.
    const corrected = await postJoin({ ...again, email: `fixed${Date.now()}@example.com`, nickname: String(first.body.nickname) });
    expect(corrected.statusCode).toBe(409);
    expect(corrected.json<ErrorBody>().error.code).toBe(ErrorCode.NicknameInUse);
    const done = await postJoin({ ...again, email: `fixed${Date.now()}@example.com` });
    expect(done.statusCode).toBe(201);
  });

  it('refuses a proven phone that another member registered in the meantime with PHONE_IN_USE', async () => {
    const phone = uniquePhone();
    const first = await verifyPhone(t.app, phone);
    // A second code for the same phone, past the resend wait.
    await t.app.db.execute(sql`update phone_verifications set created_at = created_at - interval '2 hours' where phone = ${phone}`);
    const second = await verifyPhone(t.app, phone);
    const a = await readyBody('client');
    expect((await postJoin({ ...a, phone, phoneVerificationId: first })).statusCode).toBe(201);
    const b = await readyBody('designer');
    const res = await postJoin({ ...b, phone, phoneVerificationId: second }, { lang: 'B' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.PhoneInUse, fields: { phone: 'This phone number is already registered.' } });
  });

  it('does not let one phone proof serve a second join', async () => {
    const first = await joinMember(t.app, 'client');
    const again = { ...(await readyBody('client')), phone: first.body.phone, phoneVerificationId: first.body.phoneVerificationId };
    const res = await postJoin(again);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.PhoneNotVerified, fields: { phone: '휴대폰 인증을 완료해 주세요.' } });
  });

  it('leaves no member, and its documents nobody’s, when the phone proof is missing, unknown, of another phone or stale', async () => {
    const body = await readyBody('client');
    const other = await readyBody('client');
    const unknown = await postJoin({ ...body, phoneVerificationId: crypto.randomUUID() });
    const otherPhone = await postJoin({ ...body, phoneVerificationId: other.phoneVerificationId });
    await t.app.db.execute(sql`update phone_verifications set verified_at = verified_at - interval '31 minutes' where id = ${body.phoneVerificationId}`);
    const stale = await postJoin(body);
    for (const res of [unknown, otherPhone, stale]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneNotVerified);
    }
    expect(await memberByEmail(body.email)).toBeUndefined();
    expect(await fileRow(body.licenseFileId)).toMatchObject({ ownerNo: null });
    // The other phone's proof was not used by the refused attempt.
    expect((await proofRow(other.phoneVerificationId))?.consumedAt).toBeNull();
  });

  it('refuses documents that are unknown, someone else’s, too old, or one file twice, and changes nothing', async () => {
    const owner = await joinMember(t.app, 'client');
    const body = await readyBody('lab');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ licenseFileId: crypto.randomUUID() }, 'licenseFileId'],
      [{ businessFileId: owner.body.licenseFileId }, 'businessFileId'],
      [{ businessFileId: body.licenseFileId }, 'businessFileId'],
    ];
    for (const [overrides, field] of cases) {
      const res = await postJoin({ ...body, ...overrides }, { lang: 'B' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error).toEqual({
        code: ErrorCode.InvalidDocument,
        message: 'Please upload the document again.',
        fields: { [field]: 'Please upload the document again.' },
      });
    }
    await t.app.db.execute(sql`update files set created_at = created_at - interval '25 hours' where id = ${body.businessFileId}`);
    const old = await postJoin(body);
    expect(old.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.InvalidDocument, fields: { businessFileId: expect.any(String) } });

    expect(await memberByEmail(body.email)).toBeUndefined();
    expect((await proofRow(body.phoneVerificationId))?.consumedAt).toBeNull();
    expect(await fileRow(body.licenseFileId)).toMatchObject({ ownerNo: null });
    expect(await fileRow(owner.body.licenseFileId)).toMatchObject({ ownerNo: owner.memberNo });

    // With a fresh upload the same proof still serves.
    const fixed = await postJoin({ ...body, businessFileId: await uploadDocument(t.app, 'business.pdf') });
    expect(fixed.statusCode).toBe(201);
  });
});

describe('listed codes', () => {
  it('refuses a Korean bank or a client job that is not in the code tables, and keeps no member', async () => {
    const body = await readyBody('client', { bank: '004', job: 'astronaut' });
    const res = await postJoin(body, { lang: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({ bank: 'Please choose from the list.', job: 'Please choose from the list.' });
    expect(await memberByEmail(body.email)).toBeUndefined();
  });

  it('takes a bank typed by name from an overseas member', async () => {
    const body = await readyBody('designer', { memberContactNation: 'US', bank: 'Chase Bank', businessNumber: 'EIN 12-3456789' });
    expect((await postJoin(body)).statusCode).toBe(201);
  });
});

describe('availability checks', () => {
  it('says whether an e-mail is free, ignoring case, and validates it', async () => {
    const joined = await joinMember(t.app, 'client');
    const check = (email: string) => t.app.inject({ method: 'GET', url: `/api/v1/common/check-email?email=${encodeURIComponent(email)}` });
    expect((await check(joined.email.toUpperCase())).json()).toEqual({ available: false });
    expect((await check('free-address@example.com')).json()).toEqual({ available: true });
    const bad = await check('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({ email: '이메일 형식이 올바르지 않습니다.' });
  });

  it('says whether a nickname is free, and validates it', async () => {
    const joined = await joinMember(t.app, 'lab');
    const check = (nickname: string) => t.app.inject({ method: 'GET', url: `/api/v1/common/check-nickname?nickname=${encodeURIComponent(nickname)}` });
    expect((await check(String(joined.body.nickname))).json()).toEqual({ available: false });
    expect((await check('새닉네임')).json()).toEqual({ available: true });
    expect((await check('x')).statusCode).toBe(400);
  });
});

describe('resubmission by a rejected member', () => {
  const getJoin = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/mypage/join', headers: bearer(token) });
  const putJoin = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/mypage/join', payload, headers: { ...bearer(token), ...headers } });

  /** The correctable part of a join body. */
  function resubmission(body: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
    const { email: _e, password: _p, passwordConfirm: _c, phone: _ph, memberContactNation: _n, phoneVerificationId: _v, ...rest } = body;
    return { ...rest, ...overrides };
  }

  async function rejectedMember(kind: 'client' | 'lab' | 'designer' = 'client') {
    const joined = await joinMember(t.app, kind);
    await applyApprovalAction(t.app, { memberNo: joined.memberNo, action: 'reject', actor: 'admin', reason: '사업자등록증이 흐립니다' });
    // Signed in after the decision: a rejection voids the tokens issued before it (decision 0028).
    const { accessToken } = await signIn(t.app, joined.email, joined.password);
    return { ...joined, token: accessToken };
  }

  it('answers the join data of the member without its password or phone proof', async () => {
    const joined = await joinMember(t.app, 'lab');
    const { accessToken } = await signIn(t.app, joined.email, joined.password);
    const res = await getJoin(accessToken);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({
      memberSe: 'B',
      memberApprovalSe: ApprovalStatus.Pending,
      memberApprovalReason: null,
      email: joined.email,
      phone: joined.body.phone,
      memberContactNation: 'KR',
      position: 'director',
      einvoice: true,
      businessNumber: '1234567890',
      agreements: { terms: true, privacy: true, marketing: false, outsourcing: false },
      licenseFile: { id: joined.body.licenseFileId, name: 'licence.pdf' },
      businessFile: { id: joined.body.businessFileId, name: 'business.pdf' },
    });
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('passwordHash');
    expect(data).not.toHaveProperty('phoneVerificationId');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mypage/join' })).statusCode).toBe(401);
  });

  it('refuses a resubmission unless the member is rejected', async () => {
    const joined = await joinMember(t.app, 'client');
    const { accessToken } = await signIn(t.app, joined.email, joined.password);
    const res = await putJoin(accessToken, resubmission(joined.body));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.InvalidTransition);
  });

  it('takes the corrected fields and a new document uploaded while signed in, and waits for approval again', async () => {
    const member = await rejectedMember('client');
    const seen = (await getJoin(member.token)).json();
    expect(seen).toMatchObject({ memberApprovalSe: ApprovalStatus.Rejected, memberApprovalReason: '사업자등록증이 흐립니다', job: 'dentist' });

    const newScan = await uploadDocument(t.app, '사업자등록증.pdf', member.token);
    const res = await putJoin(
      member.token,
      resubmission(member.body, { businessFileId: newScan, businessName: '새이름치과', address: '부산광역시 해운대구 1', job: 'clinic_staff' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ memberApprovalSe: ApprovalStatus.Pending });

    expect(await memberByEmail(member.email)).toMatchObject({
      approvalSe: ApprovalStatus.Pending,
      businessName: '새이름치과',
      address: '부산광역시 해운대구 1',
      job: 'clinic_staff',
      businessFileId: newScan,
      licenseFileId: member.body.licenseFileId,
      phone: member.body.phone,
    });
    expect(await fileRow(newScan)).toMatchObject({ ownerNo: member.memberNo, isPrivate: true });
    expect((await getJoin(member.token)).json().businessFile).toEqual({ id: newScan, name: '사업자등록증.pdf' });
    // Pending again: a second resubmission is not a transition the machine has.
    expect((await putJoin(member.token, resubmission(member.body))).statusCode).toBe(409);
  });

  it('refuses someone else’s document, a Korean member without a business number, a bad field or another kind, and stays rejected', async () => {
    const member = await rejectedMember('designer');
    const other = await joinMember(t.app, 'client');
    const answers = [
      await putJoin(member.token, resubmission(member.body, { licenseFileId: other.body.licenseFileId })),
      await putJoin(member.token, resubmission(member.body, { businessNumber: undefined })),
      await putJoin(member.token, resubmission(member.body, { depositor: '다른사람' })),
      await putJoin(member.token, resubmission(member.body, { memberSe: 'B', position: 'director' })),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]?.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.InvalidDocument, fields: { licenseFileId: expect.any(String) } });
    expect(answers[1]?.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { businessNumber: '필수 입력 항목입니다.' } });
    expect(answers[2]?.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { depositor: expect.any(String) } });
    expect(answers[3]?.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { memberSe: expect.any(String) } });
    expect(await memberByEmail(member.email)).toMatchObject({ approvalSe: ApprovalStatus.Rejected, licenseFileId: member.body.licenseFileId });
    expect(await fileRow(other.body.licenseFileId)).toMatchObject({ ownerNo: other.memberNo });
  });

  it('refuses a nickname another member has', async () => {
    const member = await rejectedMember('client');
    const other = await joinMember(t.app, 'client');
    const res = await putJoin(member.token, resubmission(member.body, { nickname: other.body.nickname }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.NicknameInUse);
  });
});

describe('address search', () => {
  /** The address API's JSON, as business.juso.go.kr answers it. */
  const jusoAnswer = {
    results: {
      common: { errorCode: '0', errorMessage: '정상', totalCount: '23', currentPage: '1', countPerPage: '10' },
      juso: [
        { roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 737', zipNo: '06236', engAddr: '152 Teheran-ro' },
        { roadAddr: '서울특별시 강남구 테헤란로 151', jibunAddr: '서울특별시 강남구 역삼동 736', zipNo: '06132' },
      ],
    },
  };
  const answering = (status: number, body: unknown, seen: string[] = []) =>
    (async (url: string | URL | Request) => {
      seen.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;

  it('is unavailable (503) without JUSO_API_KEY, so the form offers typing the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/common/address?keyword=${encodeURIComponent('테헤란로')}`, headers: { lang: 'B' } });
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.AddressSearchUnavailable, message: 'Address search is unavailable. Please type the address.' });
  });

  it('maps the address API answer to zip code, road and lot addresses, asking with the key and the page', async () => {
    const seen: string[] = [];
    const search = createJusoAddressSearch({ apiKey: 'test-key', fetch: answering(200, jusoAnswer, seen) });
    expect(await search.search('테헤란로 <script>', 2)).toEqual({
      items: [
        { zipCode: '06236', roadAddress: '서울특별시 강남구 테헤란로 152 (역삼동)', jibunAddress: '서울특별시 강남구 역삼동 737' },
        { zipCode: '06132', roadAddress: '서울특별시 강남구 테헤란로 151', jibunAddress: '서울특별시 강남구 역삼동 736' },
      ],
      total: 23,
    });
    const url = new URL(seen[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://business.juso.go.kr/addrlink/addrLinkApi.do');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ confmKey: 'test-key', currentPage: '2', keyword: '테헤란로 script', resultType: 'json' });
  });

  it('finds nothing for a keyword the API calls too vague, and is unavailable when the API fails, refuses the key or is slow', async () => {
    const vague = createJusoAddressSearch({ apiKey: 'k', fetch: answering(200, { results: { common: { errorCode: 'E0006', totalCount: '0' }, juso: null } }) });
    expect(await vague.search('서울', 1)).toEqual({ items: [], total: 0 });

    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const failing = [
      createJusoAddressSearch({ apiKey: 'k', fetch: answering(500, {}) }),
      createJusoAddressSearch({ apiKey: 'k', fetch: answering(200, { results: { common: { errorCode: 'E0001', errorMessage: '승인되지 않은 KEY' } } }) }),
      createJusoAddressSearch({ apiKey: 'k', fetch: answering(200, 'not the API') }),
      createJusoAddressSearch({ apiKey: 'k', fetch: () => Promise.reject(new Error('ECONNREFUSED')) }),
      createJusoAddressSearch({ apiKey: 'k', fetch: slow, timeoutMs: 50 }),
    ];
    for (const search of failing) {
      await expect(search.search('테헤란로', 1)).rejects.toMatchObject({ code: ErrorCode.AddressSearchUnavailable, status: 503 });
    }
  });

  it('answers GET /api/v1/common/address from the search it is given, and validates the keyword', async () => {
    const fake: AddressSearch = { search: async (keyword, page) => ({ items: [{ zipCode: '12345', roadAddress: `${keyword} ${page}`, jibunAddress: '' }], total: 1 }) };
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(addressRoutes, { search: fake });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/v1/common/address?keyword=${encodeURIComponent('판교역로')}&page=3` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [{ zipCode: '12345', roadAddress: '판교역로 3', jibunAddress: '' }], total: 1 });
      expect((await app.inject({ method: 'GET', url: '/api/v1/common/address?keyword=' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('the API document', () => {
  it('lists the join routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining(['/api/v1/common/account', '/api/v1/common/auth-phone', '/api/v1/mypage/join', '/api/v1/common/file/{id}']),
    );
  });
});
