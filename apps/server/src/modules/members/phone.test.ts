import { ErrorCode, PHONE_CODE_MAX_SENDS_PER_HOUR, PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_SECONDS, type ErrorBody } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { joinMember, lastCodeSentTo, testAddress, uniquePhone } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const authPhone = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/common/auth-phone', remoteAddress: testAddress(), payload, headers });
const send = (phone: string, nation = 'KR', purpose = 'join') => authPhone({ phone, memberContactNation: nation, purpose });
const verify = (phone: string, certification: string, nation = 'KR', purpose = 'join', headers: Record<string, string> = {}) =>
  authPhone({ phone, memberContactNation: nation, purpose, certification }, headers);
const rowsOf = (phone: string) => t.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
/** Moves every code of the phone back in time, as if `seconds` had passed. */
const age = (phone: string, seconds: number) =>
  t.app.db.execute(sql`update phone_verifications set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  it('texts 6 digits in Korean to a Korean phone, keeps only their hash, and says when it expires and when to resend', async () => {
    const phone = uniquePhone();
    const before = Date.now();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sent: true; expiresAt: string; resendAfter: string }>();
    expect(body.sent).toBe(true);
    const ttl = Date.parse(body.expiresAt) - before;
    expect(ttl).toBeGreaterThan((PHONE_CODE_TTL_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual((PHONE_CODE_TTL_SECONDS + 5) * 1000);
    expect(Date.parse(body.resendAfter)).toBeGreaterThan(before);

    const sms = (await t.app.outbox.list(20)).find((m) => m.recipient === `KR:${phone}`);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('인증번호');
    const code = await lastCodeSentTo(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rowsOf(phone);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('texts an overseas phone in English', async () => {
    const phone = '4155550100';
    expect((await send(phone, 'US')).statusCode).toBe(200);
    const sms = (await t.app.outbox.list(20)).find((m) => m.recipient === `US:${phone}`);
    expect(sms?.body).toMatch(/^\[T-esigner\] Your verification code is \d{6}\./);
  });

  it('refuses a join code for a phone already registered, and an id search code for an unknown phone', async () => {
    const member = await joinMember(t.app, 'client');
    const taken = await authPhone({ phone: member.body.phone, memberContactNation: 'KR' }, { lang: 'B' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().error).toEqual({
      code: ErrorCode.PhoneInUse,
      message: 'This phone number is already registered.',
      fields: { phone: 'This phone number is already registered.' },
    });
    const unknown = await send(uniquePhone(), 'KR', 'findId');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneNotRegistered);
    expect((await send(member.body.phone, 'KR', 'findId')).statusCode).toBe(200);
  });

  it('says whether a phone is registered, by country', async () => {
    const member = await joinMember(t.app, 'lab');
    const registered = (phone: string, nation: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/common/auth-phone?phone=${phone}&memberContactNation=${nation}` });
    expect((await registered(member.body.phone, 'KR')).json()).toEqual({ registered: true });
    expect((await registered(member.body.phone, 'JP')).json()).toEqual({ registered: false });
    expect((await registered(uniquePhone(), 'KR')).json()).toEqual({ registered: false });
    const bad = await registered('abc', 'KR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({ phone: '휴대폰 번호 형식이 올바르지 않습니다.' });
  });

  it('refuses a resend within the wait, and more than the hourly number of codes', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).statusCode).toBe(200);
    const soon = await send(phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json<ErrorBody>().error.code).toBe(ErrorCode.CodeResendTooSoon);
    await age(phone, 31);
    for (let i = 1; i < PHONE_CODE_MAX_SENDS_PER_HOUR; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      await age(phone, 31);
    }
    const tooMany = await send(phone);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json<ErrorBody>().error.code).toBe(ErrorCode.CodeResendTooSoon);
    await age(phone, 3600);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('refuses a malformed phone, country or code with field errors', async () => {
    const res = await authPhone({ phone: '12', memberContactNation: 'korea', certification: '12ab' }, { lang: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({
      phone: 'Invalid phone number format.',
      memberContactNation: 'Please select a country code.',
      certification: 'Enter the 6-digit code.',
    });
  });
});

describe('verifying a code', () => {
  it('answers the proof id for the right code, and the code serves once', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await lastCodeSentTo(t.app, phone);
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ verified: true; phoneVerificationId: string }>();
    expect(body).toEqual({ verified: true, phoneVerificationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await rowsOf(phone);
    expect(row?.id).toBe(body.phoneVerificationId);
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().error.code).toBe(ErrorCode.CodeExpired);
  });

  it('answers a wrong code with CODE_MISMATCH on the field, in both languages', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await lastCodeSentTo(t.app, phone);
    const ko = await verify(phone, wrongCode(code));
    expect(ko.statusCode).toBe(400);
    expect(ko.json<ErrorBody>().error).toEqual({
      code: ErrorCode.CodeMismatch,
      message: '인증번호가 일치하지 않습니다.',
      fields: { certification: '인증번호가 일치하지 않습니다.' },
    });
    const en = await verify(phone, wrongCode(code), 'KR', 'join', { lang: 'B' });
    expect(en.json<ErrorBody>().error.fields).toEqual({ certification: 'The verification codes do not match.' });
  });

  it('refuses even the right code after five wrong tries', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await lastCodeSentTo(t.app, phone);
    for (let i = 0; i < PHONE_CODE_MAX_TRIES; i++) expect((await verify(phone, wrongCode(code))).statusCode).toBe(400);
    const refused = await verify(phone, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.code).toBe(ErrorCode.TooManyAttempts);
    const [row] = await rowsOf(phone);
    expect(row).toMatchObject({ tries: PHONE_CODE_MAX_TRIES, verifiedAt: null });
  });

  it('refuses an expired code, and a phone that was sent none', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await lastCodeSentTo(t.app, phone);
    await t.app.db.execute(sql`update phone_verifications set expires_at = now() - interval '1 second' where phone = ${phone}`);
    const expired = await verify(phone, code, 'KR', 'join', { lang: 'B' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ErrorBody>().error).toEqual({ code: ErrorCode.CodeExpired, message: 'The verification code has expired. Please request a new one.' });
    expect((await verify(uniquePhone(), '123456')).statusCode).toBe(410);
  });

  it('checks the newest code: a code sent before it no longer works', async () => {
    const phone = uniquePhone();
    await send(phone);
    const first = await lastCodeSentTo(t.app, phone);
    await age(phone, 31);
    await send(phone);
    const second = await lastCodeSentTo(t.app, phone);
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('keeps codes of one purpose from proving another', async () => {
    const member = await joinMember(t.app, 'designer');
    await send(member.body.phone, 'KR', 'findId');
    const code = await lastCodeSentTo(t.app, member.body.phone);
    // A join code was verified for this phone during the join; no join code is waiting now.
    expect((await verify(member.body.phone, code, 'KR', 'join')).statusCode).toBe(410);
    expect((await verify(member.body.phone, code, 'KR', 'findId')).statusCode).toBe(200);
  });
});
