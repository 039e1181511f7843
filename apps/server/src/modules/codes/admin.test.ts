// The operator's code tables (issue 12): relabelled and added codes reach the public lists at once,
// every change is audited, and bad input changes nothing.
import { ErrorCode, type AdminCode, type AdminCodeGroupList, type AdminCodeList, type CodeItem, type ErrorBody } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, codes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import { adminSession, freshMember } from '../requests/test-support.ts';

let t: TestApp;
let admin: Session;
let member: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
  member = await freshMember(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: Session | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

const publicCodes = async (group: string, type: 'A' | 'B'): Promise<CodeItem[]> => (await call(null, 'GET', `/api/v1/common/code/${group}?type=${type}`)).json<CodeItem[]>();
const entriesFor = (action: string, targetId: string) =>
  t.app.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetId, targetId)));
const regionRow = async (code: string) => (await t.app.db.select().from(codes).where(and(eq(codes.groupCode, 'region'), eq(codes.code, code))))[0];

describe('the admin code tables', () => {
  it('lists every code group with how many codes it holds', async () => {
    const res = await call(admin, 'GET', '/api/v1/admin/codes');
    expect(res.statusCode).toBe(200);
    const region = res.json<AdminCodeGroupList>().items.find((g) => g.group === 'region');
    expect(region?.count).toBe(21);
  });

  it('shows the codes of a group with both languages, in sort order', async () => {
    const res = await call(admin, 'GET', '/api/v1/admin/codes/region');
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminCodeList>();
    expect(list.items.find((c) => c.code === 'seoul')).toMatchObject({ nameKo: '서울', nameEn: 'Seoul' });
    const sorts = list.items.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('a relabelled code is served with its new label by the public code list, and the change is audited', async () => {
    const before = await regionRow('jeju');
    const res = await call(admin, 'PUT', '/api/v1/admin/codes/region/jeju', { nameKo: '제주특별자치도', nameEn: 'Jeju Island', sort: before!.sort });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCode>()).toMatchObject({ code: 'jeju', nameKo: '제주특별자치도', nameEn: 'Jeju Island' });
    expect((await publicCodes('region', 'A')).find((c) => c.code === 'jeju')?.name).toBe('제주특별자치도');
    expect((await publicCodes('region', 'B')).find((c) => c.code === 'jeju')?.name).toBe('Jeju Island');
    const [entry] = await entriesFor('code.update', 'region/jeju');
    expect(entry).toMatchObject({ adminNo: admin.memberNo, targetType: 'code' });
    expect(entry?.data).toMatchObject({ before: { nameKo: '제주' }, after: { nameKo: '제주특별자치도' } });
  });

  it('the public code list is revalidated on every read: 304 while unchanged, the new label at once after an edit', async () => {
    const url = '/api/v1/common/code/region?type=A';
    const first = await call(null, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const english = await t.app.inject({ method: 'GET', url: '/api/v1/common/code/region?type=B', headers: { 'if-none-match': etag } });
    expect(english.statusCode).toBe(200);

    const chuncheon = await regionRow('chuncheon');
    expect((await call(admin, 'PUT', '/api/v1/admin/codes/region/chuncheon', { nameKo: '춘천시', nameEn: 'Chuncheon', sort: chuncheon!.sort })).statusCode).toBe(200);
    const edited = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.json<CodeItem[]>().find((c) => c.code === 'chuncheon')?.name).toBe('춘천시');
  });

  it('an added code appears in the public list at its place, and the addition is audited', async () => {
    const res = await call(admin, 'POST', '/api/v1/admin/codes/specialization', { code: 'sleep-appliance', nameKo: '수면 장치', nameEn: 'Sleep appliance', sort: 99_999 });
    expect(res.statusCode).toBe(201);
    const list = await publicCodes('specialization', 'B');
    expect(list.at(-1)).toMatchObject({ code: 'sleep-appliance', name: 'Sleep appliance', sort: 99_999 });
    expect(await entriesFor('code.create', 'specialization/sleep-appliance')).toHaveLength(1);
  });

  it('a code already in the group cannot be added again, and nothing changes', async () => {
    const before = await regionRow('seoul');
    const res = await call(admin, 'POST', '/api/v1/admin/codes/region', { code: 'seoul', nameKo: '다른 서울', nameEn: 'Other Seoul', sort: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { code: expect.any(String) } });
    expect(await regionRow('seoul')).toEqual(before);
    expect(await entriesFor('code.create', 'region/seoul')).toHaveLength(0);
  });

  it('refuses an empty label, a bad code or a bad sort with 400 and changes nothing', async () => {
    const before = await regionRow('busan');
    for (const body of [
      { nameKo: ' ', nameEn: 'Busan', sort: 1 },
      { nameKo: '부산', nameEn: 'Busan', sort: -1 },
      { nameKo: '부산', nameEn: 'x'.repeat(101), sort: 1 },
    ]) {
      const res = await call(admin, 'PUT', '/api/v1/admin/codes/region/busan', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await regionRow('busan')).toEqual(before);
    const bad = await call(admin, 'POST', '/api/v1/admin/codes/region', { code: 'no spaces!', nameKo: '가', nameEn: 'A', sort: 1 });
    expect(bad.statusCode).toBe(400);
    expect(await regionRow('no spaces!')).toBeUndefined();
    expect(await entriesFor('code.update', 'region/busan')).toHaveLength(0);
  });

  it('answers an unknown group 404 UNKNOWN_CODE_GROUP and an unknown code 404 NOT_FOUND', async () => {
    const group = await call(admin, 'GET', '/api/v1/admin/codes/no-such-group');
    expect(group.statusCode).toBe(404);
    expect(group.json<ErrorBody>().error.code).toBe(ErrorCode.UnknownCodeGroup);
    const code = await call(admin, 'PUT', '/api/v1/admin/codes/region/atlantis', { nameKo: '아틀란티스', nameEn: 'Atlantis', sort: 1 });
    expect(code.statusCode).toBe(404);
    expect(code.json<ErrorBody>().error.code).toBe(ErrorCode.NotFound);
  });

  it('a member cannot edit the code tables', async () => {
    const res = await call(member, 'PUT', '/api/v1/admin/codes/region/seoul', { nameKo: '가', nameEn: 'A', sort: 1 });
    expect(res.statusCode).toBe(403);
    expect((await regionRow('seoul'))?.nameKo).toBe('서울');
  });
});
