// Phone codes through real SMS providers (decision 0026), in production mode: the code reaches the
// phone through the Solapi fake (or, abroad, the Twilio fake) and verifies; a number the provider refuses, a provider down for a
// moment or for the whole call, and a country without a provider each get a translated answer,
// and nothing answers "sent" for a code that reached no phone.
import { ErrorCode, type ErrorBody } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/index.ts';
import type { SmsFake } from '../../platform/sms/fakes/fake-server.ts';
import { SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, SOLAPI_FAKE_SENDER, startSolapiFake } from '../../platform/sms/fakes/solapi-fake.ts';
import { startTwilioFake, TWILIO_FAKE_FROM, TWILIO_FAKE_SID, TWILIO_FAKE_TOKEN } from '../../platform/sms/fakes/twilio-fake.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testAddress, uniquePhone } from '../../test/members.ts';

let t: TestApp;
let solapi: SmsFake;
let log = '';
beforeAll(async () => {
  solapi = await startSolapiFake();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  // No Twilio: numbers abroad have no provider in this deployment.
  t = await buildTestApp(
    {
      NODE_ENV: 'production',
      SOLAPI_API_KEY: SOLAPI_FAKE_KEY,
      SOLAPI_API_SECRET: SOLAPI_FAKE_SECRET,
      SOLAPI_SENDER: SOLAPI_FAKE_SENDER,
      SOLAPI_API_URL: solapi.baseUrl,
    },
    { logStream },
  );
});
afterAll(async () => {
  await t.close();
  await solapi.close();
});

const authPhone = (payload: Record<string, unknown>, lang = 'A') =>
  t.app.inject({ method: 'POST', url: '/api/v1/common/auth-phone', remoteAddress: testAddress(), payload, headers: { lang } });
const send = (phone: string, nation = 'KR', lang = 'A') => authPhone({ phone, memberContactNation: nation, purpose: 'join' }, lang);
const rowsOf = (phone: string) => t.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
const textsTo = (phone: string) => solapi.messages.filter((m) => m.to === phone);
/** Every text Solapi was asked to deliver to the phone, accepted or not. */
const attemptsTo = (phone: string) =>
  solapi.requests.map((r) => (JSON.parse(r.body) as { message: { to: string; text: string } }).message).filter((m) => m.to === phone).map((m) => m.text);
const codeIn = (text: string | undefined) => /\b\d{6}\b/.exec(text ?? '')?.[0];

describe('phone codes through Solapi in production', () => {
  it('texts the code to the phone, and that code verifies', async () => {
    const phone = uniquePhone();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(textsTo(phone)).toHaveLength(1);
    const code = await solapi.codeFor(phone);
    const verified = await authPhone({ phone, memberContactNation: 'KR', purpose: 'join', certification: code });
    expect(verified.statusCode).toBe(200);
    // Production keeps no copy: the dev outbox is for development only.
    expect((await t.app.outbox.list(200)).some((m) => m.recipient.endsWith(phone))).toBe(false);
  });

  it('answers a number the provider refuses as an invalid phone format, in both languages, and keeps nothing', async () => {
    const phone = uniquePhone();
    solapi.failNext('invalidNumber');
    const ko = await send(phone);
    expect(ko.statusCode).toBe(400);
    expect(ko.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { phone: '휴대폰 번호 형식이 올바르지 않습니다.' } });
    solapi.failNext('invalidNumber');
    const en = await send(phone, 'KR', 'B');
    expect(en.json<ErrorBody>().error.fields).toEqual({ phone: 'Invalid phone number format.' });
    expect(await rowsOf(phone)).toHaveLength(0);
  });

  it('retries a provider down for a moment and delivers exactly one code, which verifies', async () => {
    const phone = uniquePhone();
    solapi.failNext('serverError', 1);
    solapi.failNext('hang', 1);
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(textsTo(phone)).toHaveLength(1);
    // Three attempts, one text: the same code each time, never a second one.
    const attempts = attemptsTo(phone);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts).size).toBe(1);
    expect(await rowsOf(phone)).toHaveLength(1);
    const verified = await authPhone({ phone, memberContactNation: 'KR', purpose: 'join', certification: await solapi.codeFor(phone) });
    expect(verified.statusCode).toBe(200);
  });

  it('tells the member to try again in a minute when the provider stays down, and the retry works with a fresh code', async () => {
    const phone = uniquePhone();
    solapi.failNext('serverError', 3);
    const down = await send(phone, 'KR', 'B');
    expect(down.statusCode).toBe(503);
    expect(down.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.SmsUnavailable, message: expect.stringMatching(/again in a minute/) });
    expect(await rowsOf(phone)).toHaveLength(0);
    expect(textsTo(phone)).toHaveLength(0);
    // The undelivered code (read from what the provider was asked to send) verifies nothing.
    const undelivered = codeIn(attemptsTo(phone)[0]);
    expect(undelivered).toMatch(/^\d{6}$/);
    const stale = await authPhone({ phone, memberContactNation: 'KR', purpose: 'join', certification: undelivered });
    expect(stale.json<ErrorBody>().error.code).toBe(ErrorCode.CodeExpired);

    // No resend wait for a code that never left: the member's retry goes through at once.
    const again = await send(phone);
    expect(again.statusCode).toBe(200);
    expect(await rowsOf(phone)).toHaveLength(1);
    expect(textsTo(phone)).toHaveLength(1);
    const code = await solapi.codeFor(phone);
    if (code !== undelivered) {
      const old = await authPhone({ phone, memberContactNation: 'KR', purpose: 'join', certification: undelivered });
      expect(old.json<ErrorBody>().error.code).toBe(ErrorCode.CodeMismatch);
    }
    const verified = await authPhone({ phone, memberContactNation: 'KR', purpose: 'join', certification: code });
    expect(verified.statusCode).toBe(200);
  });

  it('tells the member to try again later when our provider account is out of credit, in Korean, and logs an error for the operator', async () => {
    const phone = uniquePhone();
    solapi.failNext('noBalance');
    const res = await send(phone);
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorBody>().error.message).toBe('인증번호 문자를 보내지 못했습니다. 1분 뒤 다시 요청해 주세요.');
    expect(await rowsOf(phone)).toHaveLength(0);
    const entry = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.providerCode === 'NotEnoughBalance');
    expect(entry).toMatchObject({ level: 50, provider: 'solapi', failure: 'noBalance' });
    // The operator's log names the provider's answer, never the member's number.
    expect(log).not.toContain(phone);
  });

  it('asks the member to wait a moment when the provider says we send too fast, in English, and keeps nothing', async () => {
    const phone = uniquePhone();
    solapi.failNext('rateLimited');
    const res = await send(phone, 'KR', 'B');
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.CodeResendTooSoon, message: 'Please wait a moment before requesting another code.' });
    expect(await rowsOf(phone)).toHaveLength(0);
  });

  it('refuses a country with no provider with a translated error, never sent:true', async () => {
    const res = await send('4155550100', 'US', 'B');
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.SmsCountryUnavailable, fields: { memberContactNation: 'We cannot send codes to phone numbers of this country yet.' } });
    expect(await rowsOf('4155550100')).toHaveLength(0);
  });
});

describe('phone codes abroad through Twilio in production', () => {
  let abroad: TestApp;
  let twilio: SmsFake;
  beforeAll(async () => {
    twilio = await startTwilioFake();
    abroad = await buildTestApp({
      NODE_ENV: 'production',
      SOLAPI_API_KEY: SOLAPI_FAKE_KEY,
      SOLAPI_API_SECRET: SOLAPI_FAKE_SECRET,
      SOLAPI_SENDER: SOLAPI_FAKE_SENDER,
      SOLAPI_API_URL: solapi.baseUrl,
      TWILIO_ACCOUNT_SID: TWILIO_FAKE_SID,
      TWILIO_AUTH_TOKEN: TWILIO_FAKE_TOKEN,
      TWILIO_FROM: TWILIO_FAKE_FROM,
      TWILIO_API_URL: twilio.baseUrl,
    });
  });
  afterAll(async () => {
    await abroad.close();
    await twilio.close();
  });
  const authAbroad = (payload: Record<string, unknown>, lang = 'B') =>
    abroad.app.inject({ method: 'POST', url: '/api/v1/common/auth-phone', remoteAddress: testAddress(), payload, headers: { lang } });

  it('texts a foreign number in E.164 through Twilio, in English, and that code verifies', async () => {
    const phone = `415${uniquePhone().slice(-7)}`;
    const res = await authAbroad({ phone, memberContactNation: 'US', purpose: 'join' });
    expect(res.statusCode).toBe(200);
    const texts = twilio.messages.filter((m) => m.to === `+1${phone}`);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(/^\[T-esigner\] Your verification code is \d{6}\./);
    const verified = await authAbroad({ phone, memberContactNation: 'US', purpose: 'join', certification: await twilio.codeFor(phone) });
    expect(verified.statusCode).toBe(200);
  });

  it('answers a foreign number Twilio refuses as an invalid phone format, in Korean, and keeps nothing', async () => {
    const phone = `415${uniquePhone().slice(-7)}`;
    twilio.failNext('notMobile');
    const res = await authAbroad({ phone, memberContactNation: 'US', purpose: 'join' }, 'A');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({ phone: '휴대폰 번호 형식이 올바르지 않습니다.' });
    expect(await abroad.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toHaveLength(0);
  });
});
