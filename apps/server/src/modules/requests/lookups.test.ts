import { ApprovalStatus, MemberType, type DesignerChoiceList, type Holiday } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '../../db/schema/index.ts';
import { insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { adminSession, block, caller, freshMember } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  call = caller(t);
});
afterAll(() => t.close());

describe('the holidays the date pickers skip', () => {
  it('lists a year’s holidays in date order to anyone, named in the caller’s language', async () => {
    await t.app.db.insert(holidays).values([
      { date: '2031-05-05', nameKo: '어린이날', nameEn: 'Children’s Day' },
      { date: '2031-01-01', nameKo: '신정', nameEn: 'New Year’s Day' },
      { date: '2032-01-01', nameKo: '신정', nameEn: 'New Year’s Day' },
    ]);
    const korean = await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays?year=2031' });
    expect(korean.statusCode).toBe(200);
    expect(korean.json<Holiday[]>()).toEqual([
      { date: '2031-01-01', name: '신정' },
      { date: '2031-05-05', name: '어린이날' },
    ]);
    const english = await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays?year=2031', headers: { lang: 'B' } });
    expect(english.json<Holiday[]>().map((h) => h.name)).toEqual(['New Year’s Day', 'Children’s Day']);
  });

  it('serves the seeded Korean holidays', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays?year=2026' });
    expect(res.json<Holiday[]>()).toContainEqual({ date: '2026-12-25', name: '성탄절' });
  });

  it('refuses a year that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays?year=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/common/holidays' })).statusCode).toBe(400);
  });
});

describe('choosing a T-esigner for a designated request', () => {
  it('lists approved T-esigners by nickname, never other members, nor one on either side of a block', async () => {
    const client = await freshMember(t);
    const nick = (name: string) => ({ nickname: `pick${name}` });
    const [alpha, beta, gamma] = [
      await freshMember(t, { memberSe: MemberType.Designer, ...nick('alpha') }),
      await freshMember(t, { memberSe: MemberType.Designer, ...nick('beta') }),
      await freshMember(t, { memberSe: MemberType.Designer, ...nick('gamma') }),
    ];
    await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Pending, ...nick('pending') });
    await insertMember(t.app.db, { memberSe: MemberType.Designer, approvalSe: ApprovalStatus.Suspended, ...nick('suspend') });
    await insertMember(t.app.db, { memberSe: MemberType.Lab, approvalSe: ApprovalStatus.Approved, ...nick('lab') });
    await insertMember(t.app.db, { memberSe: MemberType.Client, approvalSe: ApprovalStatus.Approved, ...nick('client') });

    const choose = async (query: string): Promise<DesignerChoiceList> => {
      const res = await call(client, 'GET', `/api/v1/designers/choice?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const found = await choose('q=PICK');
    expect(found.items).toEqual([alpha, beta, gamma].map((d) => ({ memberNo: d.memberNo, nickname: d.nickname, facts: { rating: null, reviewCount: 0, editCount: null, warrantyDays: null } })));
    expect(found.total).toBe(3);

    const second = await choose('q=pick&size=2&page=2');
    expect({ names: second.items.map((d) => d.nickname), total: second.total }).toEqual({ names: ['pickgamma'], total: 3 });

    await block(t, client.memberNo, alpha.memberNo);
    await block(t, gamma.memberNo, client.memberNo);
    expect((await choose('q=pick')).items.map((d) => d.nickname)).toEqual(['pickbeta']);

    // The demo T-esigner is among all of them, without a search.
    expect((await choose('size=50')).items.map((d) => d.nickname)).toContain('demodesign');
  });

  it('answers only a signed-in member, and never lists the admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/designers/choice' })).statusCode).toBe(401);
    const admin = await adminSession(t);
    const res = await call(admin, 'GET', '/api/v1/designers/choice?q=admin');
    expect(res.json().items).toEqual([]);
  });
});
