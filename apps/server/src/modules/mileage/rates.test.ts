// The USD rate from the Korea Eximbank feed (against a local fake of its API): fetched by the admin
// or by the hourly job, kept like a typed rate, and never in place of one already entered.
import { ApprovalStatus, koreanDayOf, ErrorCode, type ExchangeRate, type ExchangeRateList } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEximFake, EXIM_FAKE_KEY, type EximFake } from '../../platform/rates/fakes/exim-fake.ts';
import { createEximRateFeed, eximRateHundredths } from '../../platform/rates/feed.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';
import { fetchTodaysRate } from './settlements.ts';

let exim: EximFake;
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  exim = await startEximFake();
  t = await buildTestApp({ EXIM_API_KEY: EXIM_FAKE_KEY, EXIM_API_URL: exim.baseUrl });
  admin = await sessionOf(t.app, t.config.admin.email, t.config.admin.password!);
});
afterAll(async () => {
  await t.close();
  await exim.close();
});

const fetchRate = (who: Session, day: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/exchange-rates/fetch', payload: { day }, headers: { authorization: `Bearer ${who.token}` } });

describe('the Korea Eximbank rate feed', () => {
  it('reads the bank’s written rates exactly', () => {
    expect(['1,385.2', '1,385.20', '912.55', '1,400'].map(eximRateHundredths)).toEqual([138_520, 138_520, 91_255, 140_000]);
  });

  it('tells the console which feed is set up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/exchange-rates', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.json<ExchangeRateList>().feed).toBe('koreaexim');
  });

  it('fetches the USD base rate of a day for the admin and keeps it as that day’s rate', async () => {
    exim.rates.set('20261120', '1,391.5');
    const res = await fetchRate(admin, '2026-11-20');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ExchangeRate>()).toMatchObject({ day: '2026-11-20', krwPerUnitHundredths: 139_150 });
    expect(exim.calls.at(-1)).toBe('20261120');
    // The day has its rate now: neither the feed nor the admin replaces it.
    expect((await fetchRate(admin, '2026-11-20')).json().error.fields).toHaveProperty('day');
  });

  it('says so when nothing is published for the day, writing nothing', async () => {
    const res = await fetchRate(admin, '2026-11-21');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('day');
  });

  it('answers RATE_FEED_UNAVAILABLE when the bank refuses the key', async () => {
    const wrongKey = createEximRateFeed({ authKey: 'nope', baseUrl: exim.baseUrl });
    await expect(wrongKey.usdRateOn('2026-11-20')).rejects.toThrow(/result 3/);
    const unreachable = createEximRateFeed({ authKey: EXIM_FAKE_KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(unreachable.usdRateOn('2026-11-20')).rejects.toThrow(/not reachable/);
  });

  it('lets only the admin fetch', async () => {
    const row = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const member = await sessionOf(t.app, row.email, FIXTURE_PASSWORD);
    expect((await fetchRate(member, '2026-11-20')).statusCode).toBe(403);
  });

  it('the hourly job takes today’s rate once it is published, and only once', async () => {
    const feed = createEximRateFeed({ authKey: EXIM_FAKE_KEY, baseUrl: exim.baseUrl });
    const today = koreanDayOf(new Date());
    expect(await fetchTodaysRate(t.app.db, feed)).toBeNull();
    exim.rates.set(today.replaceAll('-', ''), '1,380.00');
    expect(await fetchTodaysRate(t.app.db, feed)).toMatchObject({ day: today, krwPerUnitHundredths: 138_000 });
    const asked = exim.calls.length;
    expect(await fetchTodaysRate(t.app.db, feed)).toBeNull();
    expect(exim.calls.length).toBe(asked);
  });
});

describe('without a feed', () => {
  it('the console shows none and a fetch is refused', async () => {
    const bare = await buildTestApp();
    try {
      const adminBare = await sessionOf(bare.app, bare.config.admin.email, bare.config.admin.password!);
      const list = await bare.app.inject({ method: 'GET', url: '/api/v1/admin/exchange-rates', headers: { authorization: `Bearer ${adminBare.token}` } });
      expect(list.json<ExchangeRateList>().feed).toBeNull();
      const res = await bare.app.inject({ method: 'POST', url: '/api/v1/admin/exchange-rates/fetch', payload: { day: '2026-11-20' }, headers: { authorization: `Bearer ${adminBare.token}` } });
      expect([res.statusCode, res.json().error.code]).toEqual([503, ErrorCode.RateFeedUnavailable]);
    } finally {
      await bare.close();
    }
  });
});
