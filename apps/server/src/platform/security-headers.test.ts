import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { API_DOCS_CSP, contentSecurityPolicy } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The policy's directives: name → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  const csp = directives(String(headers['content-security-policy']));
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
};

describe('security headers', () => {
  it('go out with the web app path, an API answer, an error and a 404', async () => {
    for (const url of ['/', '/api/v1/common/client-config', '/api/v1/mypage/profile', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
    }
  });

  it('send no HSTS outside production on http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/common/client-config' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/v1/common/client-config' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });

  it('give the API docs their own policy, still with no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(directives(API_DOCS_CSP)['script-src']).toEqual(["'self'"]);
    // The page loads its scripts by address: the policy lets them run.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('content security policy', () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

  it('allows no script but the app own files, and the realtime socket of the public address', () => {
    const csp = directives(contentSecurityPolicy(config({ PUBLIC_URL: 'https://t-esign.example' })));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'wss://t-esign.example']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(Object.values(csp).flat().join(' ')).not.toContain('channel.io');
  });

  it('names the push host and the customer chat only when they are configured', () => {
    const csp = directives(
      contentSecurityPolicy(config({ PUSH_API_URL: 'https://push.example.com/api/', CUSTOMER_CHAT_PLUGIN_KEY: 'plugin-key', TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk' })),
    );
    expect(csp['connect-src']).toContain('https://push.example.com');
    expect(csp['connect-src']).toContain('wss://*.channel.io');
    expect(csp['script-src']).toEqual(["'self'", 'https://js.tosspayments.com', 'https://cdn.channel.io']);
    expect(csp['frame-src']).toEqual(['https://*.tosspayments.com', 'https://*.channel.io']);
  });

  it('has nothing to allow in the web page itself: the page and its build carry no inline script', () => {
    const webRoot = path.resolve(import.meta.dirname, '../../../web');
    const pages = [path.join(webRoot, 'index.html'), path.join(webRoot, 'dist/index.html')].filter((file) => fs.existsSync(file));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = fs.readFileSync(page, 'utf8');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
