// The Twilio adapter against a local fake of its Messages API: the exact request Twilio takes
// (account path, Basic auth, form-encoded E.164 To), and each of Twilio's refusals narrowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf, type SmsFake } from './fakes/fake-server.ts';
import { startTwilioFake, TWILIO_FAKE_FROM, TWILIO_FAKE_SID, TWILIO_FAKE_TOKEN } from './fakes/twilio-fake.ts';
import { SmsFailure } from './provider.ts';
import { createTwilioProvider } from './twilio.ts';

let fake: SmsFake;
beforeAll(async () => {
  fake = await startTwilioFake();
});
afterAll(() => fake.close());

const american = { nation: 'US', dialCode: '+1', phone: '4155550100' };
const twilio = (options: { authToken?: string; timeoutMs?: number } = {}) =>
  createTwilioProvider({ accountSid: TWILIO_FAKE_SID, authToken: options.authToken ?? TWILIO_FAKE_TOKEN, from: TWILIO_FAKE_FROM, baseUrl: fake.baseUrl, timeoutMs: options.timeoutMs });

describe('the Twilio adapter', () => {
  it('posts a form-encoded message to the account’s Messages.json with Basic auth, the number in E.164', async () => {
    const { id } = await twilio().send(american, '[T-esigner] Your verification code is 654321.');
    expect(id).toMatch(/^SM/);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${TWILIO_FAKE_SID}/Messages.json`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${TWILIO_FAKE_SID}:${TWILIO_FAKE_TOKEN}`).toString('base64')}` },
    });
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ To: '+14155550100', From: TWILIO_FAKE_FROM, Body: '[T-esigner] Your verification code is 654321.' });
    expect(fake.messages.at(-1)).toMatchObject({ to: '+14155550100', from: TWILIO_FAKE_FROM });
  });

  it('drops the national trunk 0 when writing a number in E.164', async () => {
    await twilio().send({ nation: 'JP', dialCode: '+81', phone: '09012345678' }, 'x');
    expect(fake.messages.at(-1)?.to).toBe('+819012345678');
  });

  it('treats a refused auth token as the account’s problem (20003), not the member’s', async () => {
    expect(await refusalOf(twilio({ authToken: 'wrong' }).send(american, 'x'))).toMatchObject({ failure: SmsFailure.NoBalance, providerCode: '20003' });
  });

  it.each([
    ['invalidNumber', SmsFailure.InvalidNumber, '21211'],
    ['notMobile', SmsFailure.InvalidNumber, '21614'],
    ['noBalance', SmsFailure.NoBalance, '20003'],
    ['rateLimited', SmsFailure.RateLimited, '20429'],
    ['serverError', SmsFailure.Unavailable, '20500'],
  ] as const)('maps Twilio’s %s answer to %s', async (fault, failure, providerCode) => {
    fake.failNext(fault);
    expect(await refusalOf(twilio().send(american, 'x'))).toMatchObject({ failure, providerCode });
  });

  it.each([
    [30003, SmsFailure.InvalidNumber],
    [30006, SmsFailure.InvalidNumber],
    [30002, SmsFailure.NoBalance],
    [21408, SmsFailure.NoBalance],
    [30001, SmsFailure.RateLimited],
    [30008, SmsFailure.Unavailable],
  ] as const)('maps Twilio’s error %i to %s', async (code, failure) => {
    fake.answerNext({ status: 400, body: { code, message: `error ${code}`, more_info: `https://www.twilio.com/docs/errors/${code}`, status: 400 } });
    expect(await refusalOf(twilio().send(american, 'x'))).toMatchObject({ failure, providerCode: String(code) });
  });

  it('gives up on a provider that does not answer within its time-out, as unavailable', async () => {
    fake.failNext('hang');
    expect(await refusalOf(twilio({ timeoutMs: 200 }).send(american, 'x'))).toMatchObject({ failure: SmsFailure.Unavailable, providerCode: 'timeout' });
  });
});
