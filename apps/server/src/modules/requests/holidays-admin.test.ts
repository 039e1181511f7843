// The operator's holiday table (issue 12): a holiday added or deleted counts at once for the date
// pickers and the business-day deadlines; every change is audited; bad input changes nothing.
import { endOfKoreanDay, ErrorCode, type AdminHoliday, type AdminHolidayList, type ErrorBody, type Holiday } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, holidays } from '../../db/schema/index.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { adminSession } from './test-support.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}` } });
const entriesFor = (action: string, date: string) =>
  t.app.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetId, date)));

// Monday 7 April 2031; the Tuesday after is no holiday of the seeded table.
const monday = new Date('2031-04-07T03:00:00Z');
const tuesday = '2031-04-08';

describe('the admin holiday table', () => {
  it('an added holiday is skipped by the business-day deadlines and served to the date pickers, and the addition is audited', async () => {
    expect(await businessDaysAfter(t.app.db, monday, 1)).toEqual(endOfKoreanDay(tuesday));
    const res = await call('POST', '/api/v1/admin/holidays', { date: tuesday, nameKo: '임시 공휴일', nameEn: 'Special holiday' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminHoliday>()).toEqual({ date: tuesday, nameKo: '임시 공휴일', nameEn: 'Special holiday' });
    expect(await businessDaysAfter(t.app.db, monday, 1)).toEqual(endOfKoreanDay('2031-04-09'));
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays?year=2031', headers: { lang: 'B' } })).json<Holiday[]>();
    expect(publicList).toContainEqual({ date: tuesday, name: 'Special holiday' });
    const admins = (await call('GET', '/api/v1/admin/holidays?year=2031')).json<AdminHolidayList>();
    expect(admins.items).toContainEqual({ date: tuesday, nameKo: '임시 공휴일', nameEn: 'Special holiday' });
    const [entry] = await entriesFor('holiday.create', tuesday);
    expect(entry).toMatchObject({ adminNo: admin.memberNo, targetType: 'holiday', data: { nameKo: '임시 공휴일' } });
  });

  it('a day already a holiday cannot be added twice, and its names stay', async () => {
    const res = await call('POST', '/api/v1/admin/holidays', { date: tuesday, nameKo: '다른 이름', nameEn: 'Other' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { date: expect.any(String) } });
    const [row] = await t.app.db.select().from(holidays).where(eq(holidays.date, tuesday));
    expect(row?.nameKo).toBe('임시 공휴일');
    expect(await entriesFor('holiday.create', tuesday)).toHaveLength(1);
  });

  it('a deleted holiday is a business day again, and the deletion is audited', async () => {
    const res = await call('DELETE', `/api/v1/admin/holidays/${tuesday}`);
    expect(res.statusCode).toBe(204);
    expect(await businessDaysAfter(t.app.db, monday, 1)).toEqual(endOfKoreanDay(tuesday));
    expect(await entriesFor('holiday.delete', tuesday)).toHaveLength(1);
    const again = await call('DELETE', `/api/v1/admin/holidays/${tuesday}`);
    expect(again.statusCode).toBe(404);
    expect(await entriesFor('holiday.delete', tuesday)).toHaveLength(1);
  });

  it('the public holiday list is revalidated on every read: 304 while unchanged, the addition at once', async () => {
    const url = '/api/v1/common/holidays?year=2032';
    const first = await t.app.inject({ method: 'GET', url, headers: { lang: 'B' } });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: 'GET', url, headers: { lang: 'B', 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await call('POST', '/api/v1/admin/holidays', { date: '2032-04-06', nameKo: '임시 공휴일', nameEn: 'Special holiday' })).statusCode).toBe(201);
    const changed = await t.app.inject({ method: 'GET', url, headers: { lang: 'B', 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Holiday[]>()).toContainEqual({ date: '2032-04-06', name: 'Special holiday' });
  });

  it('refuses a day that does not exist or an empty name with 400 and adds nothing', async () => {
    const before = await t.app.db.$count(holidays);
    for (const body of [
      { date: '2031-02-30', nameKo: '없는 날', nameEn: 'No day' },
      { date: '2031/05/01', nameKo: '근로자의 날', nameEn: 'Labour day' },
      { date: '2031-05-02', nameKo: '', nameEn: 'Empty' },
    ]) {
      const res = await call('POST', '/api/v1/admin/holidays', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await t.app.db.$count(holidays)).toBe(before);
    expect((await call('DELETE', '/api/v1/admin/holidays/yesterday')).statusCode).toBe(400);
  });
});
