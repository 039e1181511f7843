import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A POST to the refresh route (from no browser, so no cross-site check applies), sent as JSON with `payload` as its body. */
const refresh = (payload?: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', headers: { 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });

describe('a JSON body (SPEC §7: JSON is the default content type)', () => {
  it('reads a JSON request without a body as {}: the route answers for itself instead of a 400', async () => {
    for (const payload of [undefined, '', '  \n']) {
      const res = await refresh(payload);
      // No refresh cookie: the route's own answer, not the parser's.
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    }
  });

  it('still refuses malformed JSON and prototype poisoning with a 400', async () => {
    for (const payload of ['{', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}']) {
      const res = await refresh(payload);
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
    }
  });
});
