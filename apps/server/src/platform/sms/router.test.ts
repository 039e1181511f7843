// The SMS router against local fakes of Solapi and Twilio: which provider a country gets, what
// happens without one (dev outbox, or a refusal in production), and its bounded retries of a
// provider that does not answer, always with the same text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf, type SmsFake } from './fakes/fake-server.ts';
import { SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, SOLAPI_FAKE_SENDER, startSolapiFake } from './fakes/solapi-fake.ts';
import { startTwilioFake, TWILIO_FAKE_FROM, TWILIO_FAKE_SID, TWILIO_FAKE_TOKEN } from './fakes/twilio-fake.ts';
import { createSms, SmsFailure, type SmsOptions } from './index.ts';
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
const solapi = (options: { timeoutMs?: number } = {}) =>
  createSolapiProvider({ apiKey: SOLAPI_FAKE_KEY, apiSecret: SOLAPI_FAKE_SECRET, sender: SOLAPI_FAKE_SENDER, baseUrl: solapiFake.baseUrl, timeoutMs: options.timeoutMs });
const twilio = () => createTwilioProvider({ accountSid: TWILIO_FAKE_SID, authToken: TWILIO_FAKE_TOKEN, from: TWILIO_FAKE_FROM, baseUrl: twilioFake.baseUrl });

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
    const error = await refusalOf(router(true, { korea: solapi(), abroad: undefined }).send(american, 'c'));
    expect(error.failure).toBe(SmsFailure.NoProvider);
  });

  it('tries a provider that is down twice more, with the same text, and stops at the first success', async () => {
    const before = solapiFake.messages.length;
    const requests = solapiFake.requests.length;
    solapiFake.failNext('serverError', 2);
    await router(true).send(korean, 'the same code 111222');
    expect(solapiFake.requests.length - requests).toBe(3);
    expect(solapiFake.messages.slice(before).map((m) => m.text)).toEqual(['the same code 111222']);
  });

  it('gives up after three attempts, and never retries a refusal that a retry cannot fix', async () => {
    let requests = solapiFake.requests.length;
    solapiFake.failNext('serverError', 3);
    expect((await refusalOf(router(true).send(korean, 'x'))).failure).toBe(SmsFailure.Unavailable);
    expect(solapiFake.requests.length - requests).toBe(3);
    requests = solapiFake.requests.length;
    solapiFake.failNext('noBalance');
    expect((await refusalOf(router(true).send(korean, 'x'))).failure).toBe(SmsFailure.NoBalance);
    expect(solapiFake.requests.length - requests).toBe(1);
  });

  it('keeps the whole call within its budget: an attempt is cut short, and none starts too late', async () => {
    const requests = solapiFake.requests.length;
    solapiFake.failNext('hang', 2);
    const started = Date.now();
    const sms = createSms({ providers: { korea: solapi({ timeoutMs: 300 }) }, production: true, devOutbox: async () => undefined, retryDelaysMs: [10, 10], budgetMs: 500, minAttemptMs: 100 });
    expect(await refusalOf(sms.send(korean, 'x'))).toMatchObject({ failure: SmsFailure.Unavailable, providerCode: 'timeout' });
    // The first attempt waits out the adapter's 300 ms, the second only what is left of the 500 ms.
    expect(Date.now() - started).toBeLessThan(700);
    expect(solapiFake.requests.length - requests).toBe(2);
  });
});
