import { CodeGroups, ErrorCode, type CodeItem, type ErrorBody, type TeethType } from '@dcm/shared';
import { SpecRegions } from '@dcm/shared/codes/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function codesOf(group: string, type?: 'A' | 'B'): Promise<CodeItem[]> {
  const res = await get(`/api/v1/common/code/${group}${type ? `?type=${type}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json<CodeItem[]>();
}

const hangul = /[\uAC00-\uD7A3]/;

describe('code groups', () => {
  it.each(CodeGroups)('serves the %s group in Korean for type A and in English for type B, the same codes in the same order', async (group) => {
    const ko = await codesOf(group, 'A');
    const en = await codesOf(group, 'B');
    expect(ko.length).toBeGreaterThan(0);
    expect(en.map((c) => c.code)).toEqual(ko.map((c) => c.code));
    // Every Korean list has Hangul (nation codes and brand names may keep Latin letters in a few rows).
    expect(ko.some((c) => hangul.test(c.name))).toBe(true);
    for (const c of en) expect(c.name).not.toMatch(hangul);
    for (const c of [...ko, ...en]) expect(c.name.trim()).not.toBe('');
    const sorts = ko.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('lists exactly the 21 regions of the spec, in the spec order, with Korean and English names', async () => {
    const ko = await codesOf('region', 'A');
    const en = await codesOf('region', 'B');
    expect(ko.map((c) => [c.code, c.name])).toEqual(SpecRegions.map(([code, name]) => [code, name]));
    expect(en.map((c) => [c.code, c.name])).toEqual(SpecRegions.map(([code, , name]) => [code, name]));
    expect(ko.find((c) => c.code === 'seoul')?.name).toBe('서울');
    expect(en.find((c) => c.code === 'seoul')?.name).toBe('Seoul');
  });

  it('files every prosthesis type under one category of the type picker', async () => {
    const categories = new Set(['crown', 'implant', 'removable', 'appliance', 'other']);
    const items = await codesOf('prosthesis', 'B');
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((i) => !categories.has(i.extra ?? ''))).toEqual([]);
  });

  it('has ten rating labels', async () => {
    expect(await codesOf('rating', 'A')).toHaveLength(10);
    expect(await codesOf('rating', 'B')).toHaveLength(10);
  });

  it('answers in Korean when the type is absent', async () => {
    expect(await codesOf('region')).toEqual(await codesOf('region', 'A'));
  });

  it('answers an unknown group with 404 UNKNOWN_CODE_GROUP in the caller language', async () => {
    const ko = await get('/api/v1/common/code/no-such-group');
    expect(ko.statusCode).toBe(404);
    expect(ko.json<ErrorBody>().error).toEqual({ code: ErrorCode.UnknownCodeGroup, message: '알 수 없는 코드 그룹입니다.' });
    const en = await get('/api/v1/common/code/no-such-group', { lang: 'B' });
    expect(en.statusCode).toBe(404);
    expect(en.json<ErrorBody>().error).toEqual({ code: ErrorCode.UnknownCodeGroup, message: 'Unknown code group.' });
  });

  it('refuses a type other than A or B with 400 VALIDATION_FAILED', async () => {
    const res = await get('/api/v1/common/code/region?type=C');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('teeth types', () => {
  it.each(['A', 'B'] as const)('lists 32 teeth for type %s, 16 in the upper arch and 16 in the lower', async (type) => {
    const res = await get(`/api/v1/common/teeth-type?type=${type}`);
    expect(res.statusCode).toBe(200);
    const teeth = res.json<TeethType[]>();
    expect(teeth).toHaveLength(32);
    expect(teeth.filter((tooth) => tooth.arch === 'maxilla')).toHaveLength(16);
    expect(teeth.filter((tooth) => tooth.arch === 'mandible')).toHaveLength(16);
    expect(new Set(teeth.map((tooth) => tooth.code)).size).toBe(32);
  });

  it('names the teeth in Korean for type A and in English for type B', async () => {
    const ko = (await get('/api/v1/common/teeth-type?type=A')).json<TeethType[]>();
    const en = (await get('/api/v1/common/teeth-type?type=B')).json<TeethType[]>();
    for (const tooth of ko) expect(tooth.name).toMatch(hangul);
    for (const tooth of en) expect(tooth.name).not.toMatch(hangul);
    expect(en.map((tooth) => tooth.code)).toEqual(ko.map((tooth) => tooth.code));
  });
});
