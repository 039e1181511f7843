// The SMS adapters against local fakes of Solapi and Twilio (the exact requests each real API
// takes, and each of their refusals), and the router's choice of provider and its retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, SOLAPI_FAKE_SENDER, startSolapiFake } from './fakes/solapi-fake.ts';
import { startTwilioFake, TWILIO_FAKE_FROM, TWILIO_FAKE_SID, TWILIO_FAKE_TOKEN } from './fakes/twilio-fake.ts';
import type { SmsFake } from './fakes/fake-server.ts';
import { createSms, SmsError, SmsFailure, type SmsOptions } from './index.ts';
import { createSolapiProvider } from './solapi.ts';
import { createTwilioProvider } from './twilio.ts';

let solapiFake: SmsFake;
let twilioFake: SmsFake;
beforeAll(async () => {
  [solapiFake, twilioFake] = await Promise.all([startSolapiFake(), startTwilioFake()]);
});
afterAll(() => Promise.all([solapiFake.close(), twilioFake.close()]));

const korean = { nation: 'KR', dialCode: '+82', phone: '01012345678' };
const american = { nation: 'US', dialCode: '+1', phone: '4155550100' };
const solapi = (options: { apiSecret?: string; timeoutMs?: number } = {}) =>
  createSolapiProvider({ apiKey: SOLAPI_FAKE_KEY, apiSecret: options.apiSecret ?? SOLAPI_FAKE_SECRET, sender: SOLAPI_FAKE_SENDER, baseUrl: solapiFake.baseUrl, timeoutMs: options.timeoutMs });
const twilio = (options: { authToken?: string } = {}) =>
  createTwilioProvider({ accountSid: TWILIO_FAKE_SID, authToken: options.authToken ?? TWILIO_FAKE_TOKEN, from: TWILIO_FAKE_FROM, baseUrl: twilioFake.baseUrl });

async function failureOf(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('Solapi', () => {
  it('sends a signed v4 request that Solapi accepts, from the registered sender to the national number', async () => {
    const { id } = await solapi().send(korean, '[티자이너] 인증번호 [123456]');
    expect(id).toMatch(/^M4V/);
    expect(solapiFake.messages.at(-1)).toMatchObject({ to: '01012345678', from: SOLAPI_FAKE_SENDER, text: '[티자이너] 인증번호 [123456]' });
  });

  it('is refused with a wrong secret, as an operator problem (unavailable), never as the member’s number', async () => {
    expect((await failureOf(solapi({ apiSecret: 'wrong' }).send(korean, 'x'))).failure).toBe(SmsFailure.Unavailable);
  });

  it.each([
    ['invalidNumber', SmsFailure.InvalidNumber, 'ValidationError'],
    ['noBalance', SmsFailure.NoBalance, 'NotEnoughBalance'],
    ['rateLimited', SmsFailure.RateLimited, 'TooManyRequests'],
    ['serverError', SmsFailure.Unavailable, 'InternalError'],
  ] as const)('maps Solapi’s %s answer to %s', async (fault, failure, providerCode) => {
    solapiFake.failNext(fault);
    const error = await failureOf(solapi().send(korean, 'x'));
    expect(error.failure).toBe(failure);
    expect(error.providerCode).toBe(providerCode);
  });

  it('refuses a number that is no Korean mobile number as invalid', async () => {
    expect((await failureOf(solapi().send({ ...korean, phone: '0212' }, 'x'))).failure).toBe(SmsFailure.InvalidNumber);
  });

  it('gives up on a provider that does not answer within its time-out', async () => {
    solapiFake.failNext('hang');
    const error = await failureOf(solapi({ timeoutMs: 200 }).send(korean, 'x'));
    expect(error).toMatchObject({ failure: SmsFailure.Unavailable, providerCode: 'timeout' });
  });
});

describe('Twilio', () => {
  it('sends a form-encoded request with Basic auth, the number in E.164', async () => {
    const { id } = await twilio().send(american, '[T-esigner] Your verification code is 654321.');
    expect(id).toMatch(/^SM/);
    expect(twilioFake.messages.at(-1)).toMatchObject({ to: '+14155550100', from: TWILIO_FAKE_FROM });
    await twilio().send({ nation: 'JP', dialCode: '+81', phone: '09012345678' }, 'x');
    expect(twilioFake.messages.at(-1)?.to).toBe('+819012345678');
  });

  it.each([
    ['invalidNumber', SmsFailure.InvalidNumber, '21211'],
    ['noBalance', SmsFailure.NoBalance, '20003'],
    ['rateLimited', SmsFailure.RateLimited, '20429'],
    ['serverError', SmsFailure.Unavailable, '20500'],
  ] as const)('maps Twilio’s %s answer to %s', async (fault, failure, providerCode) => {
    twilioFake.failNext(fault);
    const error = await failureOf(twilio().send(american, 'x'));
    expect(error).toMatchObject({ failure, providerCode });
  });
});

describe('the router', () => {
  const outboxed: string[] = [];
  const router = (production: boolean, providers: SmsOptions['providers'] = { korea: solapi(), abroad: twilio() }) =>
    createSms({ providers, production, devOutbox: async (recipient) => void outboxed.push(recipient), retryDelaysMs: [10, 10] });

  it('sends Korean numbers through Solapi and the rest through Twilio', async () => {
    const [s, tw] = [solapiFake.messages.length, twilioFake.messages.length];
    await router(true).send(korean, 'a');
    await router(true).send(american, 'b');
    expect([solapiFake.messages.length - s, twilioFake.messages.length - tw]).toEqual([1, 1]);
  });

  it('keeps a message with no provider in the dev outbox outside production, and refuses it in production', async () => {
    await router(false, { korea: solapi(), abroad: undefined }).send(american, 'c');
    expect(outboxed).toContain('US:4155550100');
    const error = await failureOf(router(true, { korea: solapi(), abroad: undefined }).send(american, 'c'));
    expect(error.failure).toBe(SmsFailure.NoProvider);
  });

  it('tries a provider that is down twice more, with the same text, and stops at the first success', async () => {
    const before = solapiFake.messages.length;
    const requests = solapiFake.requests;
    solapiFake.failNext('serverError', 2);
    await router(true).send(korean, 'the same code 111222');
    expect(solapiFake.requests - requests).toBe(3);
    expect(solapiFake.messages.slice(before).map((m) => m.text)).toEqual(['the same code 111222']);
  });

  it('gives up after three attempts, and never retries a refusal that a retry cannot fix', async () => {
    let requests = solapiFake.requests;
    solapiFake.failNext('serverError', 3);
    expect((await failureOf(router(true).send(korean, 'x'))).failure).toBe(SmsFailure.Unavailable);
    expect(solapiFake.requests - requests).toBe(3);
    requests = solapiFake.requests;
    solapiFake.failNext('noBalance');
    expect((await failureOf(router(true).send(korean, 'x'))).failure).toBe(SmsFailure.NoBalance);
    expect(solapiFake.requests - requests).toBe(1);
  });
});
