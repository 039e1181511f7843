// The Solapi adapter against a local fake of its message API v4: the exact request Solapi takes
// (path, signed header, JSON body), and each of Solapi's refusals narrowed to our four failures.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf, type SmsFake } from './fakes/fake-server.ts';
import { SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, SOLAPI_FAKE_SENDER, startSolapiFake } from './fakes/solapi-fake.ts';
import { SmsFailure } from './provider.ts';
import { createSolapiProvider, solapiAuthorization } from './solapi.ts';

let fake: SmsFake;
beforeAll(async () => {
  fake = await startSolapiFake();
});
afterAll(() => fake.close());

const korean = { nation: 'KR', dialCode: '+82', phone: '01012345678' };
const solapi = (options: { apiKey?: string; apiSecret?: string; timeoutMs?: number } = {}) =>
  createSolapiProvider({ apiKey: options.apiKey ?? SOLAPI_FAKE_KEY, apiSecret: options.apiSecret ?? SOLAPI_FAKE_SECRET, sender: SOLAPI_FAKE_SENDER, baseUrl: fake.baseUrl, timeoutMs: options.timeoutMs });

describe('the Solapi adapter', () => {
  it('posts one signed v4 message, from the registered sender to the national number, that Solapi accepts', async () => {
    const { id } = await solapi().send(korean, '[티자이너] 인증번호 [123456]');
    expect(id).toMatch(/^M4V/);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/messages/v4/send', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(request?.body ?? '')).toEqual({ message: { to: '01012345678', from: SOLAPI_FAKE_SENDER, text: '[티자이너] 인증번호 [123456]' } });
    // HMAC-SHA256 of date + salt keyed by the secret, hex, beside the key: the secret itself never travels.
    const header = /^HMAC-SHA256 apiKey=(\S+), date=(\S+), salt=(\S+), signature=([0-9a-f]{64})$/.exec(String(request?.headers.authorization));
    expect(header?.[1]).toBe(SOLAPI_FAKE_KEY);
    expect(header?.[4]).toBe(crypto.createHmac('sha256', SOLAPI_FAKE_SECRET).update(`${header?.[2]}${header?.[3]}`).digest('hex'));
    expect(String(request?.headers.authorization)).not.toContain(SOLAPI_FAKE_SECRET);
    expect(fake.messages.at(-1)).toMatchObject({ to: '01012345678', from: SOLAPI_FAKE_SENDER, text: '[티자이너] 인증번호 [123456]' });
  });

  it('signs each request with a fresh salt, so a second send is not refused as a replay', async () => {
    await solapi().send(korean, 'one');
    await solapi().send(korean, 'two');
    expect(fake.messages.slice(-2).map((m) => m.text)).toEqual(['one', 'two']);
  });

  it('treats refused keys as the account’s problem (no balance: the operator acts), never as the member’s number', async () => {
    const error = await refusalOf(solapi({ apiSecret: 'wrong' }).send(korean, 'x'));
    expect(error).toMatchObject({ failure: SmsFailure.NoBalance, providerCode: 'SignatureDoesNotMatch' });
    expect(await refusalOf(solapi({ apiKey: 'NCSUNKNOWNKEY000' }).send(korean, 'x'))).toMatchObject({ failure: SmsFailure.NoBalance, providerCode: 'InvalidAPIKey' });
  });

  it('has a fake that refuses a replayed signature and one dated 15 minutes off, with Solapi’s 403 codes', async () => {
    const post = (authorization: string) =>
      fetch(`${fake.baseUrl}/messages/v4/send`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { to: korean.phone, from: SOLAPI_FAKE_SENDER, text: 'x' } }),
      });
    const header = solapiAuthorization(SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET);
    expect((await post(header)).status).toBe(200);
    const replay = await post(header);
    expect([replay.status, ((await replay.json()) as { errorCode: string }).errorCode]).toEqual([403, 'DuplicatedSignature']);
    const stale = await post(solapiAuthorization(SOLAPI_FAKE_KEY, SOLAPI_FAKE_SECRET, new Date(Date.now() - 16 * 60_000).toISOString()));
    expect([stale.status, ((await stale.json()) as { errorCode: string }).errorCode]).toEqual([403, 'RequestTimeTooSkewed']);
  });

  it.each([
    ['invalidNumber', SmsFailure.InvalidNumber, 'ValidationError'],
    ['noBalance', SmsFailure.NoBalance, 'NotEnoughBalance'],
    ['rateLimited', SmsFailure.RateLimited, 'TooManyRequests'],
    ['serverError', SmsFailure.Unavailable, 'InternalError'],
  ] as const)('maps Solapi’s %s answer to %s', async (fault, failure, providerCode) => {
    fake.failNext(fault);
    const error = await refusalOf(solapi().send(korean, 'x'));
    expect(error).toMatchObject({ failure, providerCode });
  });

  it.each([
    ['1030', SmsFailure.NoBalance],
    ['1062', SmsFailure.NoBalance],
    ['2063', SmsFailure.NoBalance],
    ['3010', SmsFailure.InvalidNumber],
    ['3050', SmsFailure.InvalidNumber],
    ['2024', SmsFailure.Unavailable],
  ] as const)('reads a 200 whose statusCode is %s (not accepted) as %s, never as sent', async (statusCode, failure) => {
    fake.answerNext({ status: 200, body: { groupId: 'G4V0', messageId: 'M4V0', statusCode, statusMessage: 'not accepted', to: korean.phone, from: SOLAPI_FAKE_SENDER, type: 'SMS' } });
    const before = fake.messages.length;
    expect(await refusalOf(solapi().send(korean, 'x'))).toMatchObject({ failure, providerCode: statusCode });
    expect(fake.messages.length).toBe(before);
  });

  it('refuses a number that is no Korean mobile number as invalid', async () => {
    expect((await refusalOf(solapi().send({ ...korean, phone: '0212' }, 'x'))).failure).toBe(SmsFailure.InvalidNumber);
  });

  it('gives up on a provider that does not answer within its time-out, as unavailable', async () => {
    fake.failNext('hang');
    const error = await refusalOf(solapi({ timeoutMs: 200 }).send(korean, 'x'));
    expect(error).toMatchObject({ failure: SmsFailure.Unavailable, providerCode: 'timeout' });
  });

  it('answers a refused connection as unavailable', async () => {
    const down = await startSolapiFake();
    await down.close();
    const provider = createSolapiProvider({ apiKey: SOLAPI_FAKE_KEY, apiSecret: SOLAPI_FAKE_SECRET, sender: SOLAPI_FAKE_SENDER, baseUrl: down.baseUrl });
    expect(await refusalOf(provider.send(korean, 'x'))).toMatchObject({ failure: SmsFailure.Unavailable, providerCode: 'connection' });
  });

  it('lets a test in another process read the fake’s messages and queue its refusals over HTTP', async () => {
    const queued = await fetch(`${fake.baseUrl}/__fake/fail`, { method: 'POST', body: JSON.stringify({ fault: 'serverError', times: 1 }) });
    expect(queued.status).toBe(200);
    expect((await refusalOf(solapi().send(korean, 'x'))).failure).toBe(SmsFailure.Unavailable);
    await solapi().send(korean, 'read me 424242');
    const messages = (await (await fetch(`${fake.baseUrl}/__fake/messages`)).json()) as Array<{ to: string; text: string }>;
    expect(messages.at(-1)).toMatchObject({ to: '01012345678', text: 'read me 424242' });
  });
});
