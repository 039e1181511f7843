import { ErrorCode, type ErrorBody } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers the health check with status ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
  });

  it('publishes an OpenAPI document that lists the login and code routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/login', '/api/v1/common/code/{code}']));
  });

  it('answers an unknown API path with 404 and the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    const body = res.json<ErrorBody>();
    expect(body).toEqual({ error: { code: ErrorCode.NotFound, message: '요청한 정보를 찾을 수 없습니다.' } });
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { lang: 'B' } });
    expect(en.json<ErrorBody>().error.message).toBe('The requested item was not found.');
  });

  it('answers a path the router cannot read (a parameter over 100 characters, bad encoding) with the same 404', async () => {
    for (const url of [`/api/v1/requests/${'a'.repeat(101)}`, '/api/v1/requests/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { lang: 'B' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorBody>()).toEqual({ error: { code: ErrorCode.NotFound, message: 'The requested item was not found.' } });
    }
  });
});
