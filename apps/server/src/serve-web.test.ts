import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_ASSET_CACHE, serveWeb } from './app.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const page = '<!doctype html><html lang="ko"><head><title>T-esign</title></head><body><div id="root"></div></body></html>\n';
const prerenderedHome = {
  ko: `<!doctype html><html lang="ko"><body><div id="prerendered"><h1>치과 CAD 디자인, 견적을 비교하고 맡기세요</h1></div><div id="root" hidden></div>${' '.repeat(2000)}</body></html>\n`,
  en: `<!doctype html><html lang="en"><body><div id="prerendered"><h1>Dental CAD design, compared and commissioned</h1></div><div id="root" hidden></div>${' '.repeat(2000)}</body></html>\n`,
};
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A build as apps/web/build/precompress.ts leaves it: hashed files in assets/, a .br and .gz copy beside each text file.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  };
  write('assets/index-AbC123.js', script);
  write('index.html', page);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // The public pages pre-rendered in each language (apps/web/build/prerender.ts).
  fs.mkdirSync(path.join(dir, 'prerendered/ko'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'prerendered/en'), { recursive: true });
  write('prerendered/ko/home.html', prerenderedHome.ko);
  write('prerendered/en/home.html', prerenderedHome.en);
  app = Fastify();
  await serveWeb(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the web build', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts nothing', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('answers a client route with index.html, compressed and revalidated on each visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('answers / with the page pre-rendered in the first language the browser asks for, compressed and revalidated', async () => {
    const en = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8', 'accept-encoding': 'br' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.headers.vary).toMatch(/accept-language/i);
    expect(zlib.brotliDecompressSync(en.rawPayload).toString()).toBe(prerenderedHome.en);
    const ko = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(ko.body).toBe(prerenderedHome.ko);
    // No language said: Korean, the app's own fallback.
    const none = await app.inject({ method: 'GET', url: '/' });
    expect(none.body).toBe(prerenderedHome.ko);
  });

  it('answers / in the language the member picked with the EN|KR switch, whatever the browser asks for', async () => {
    const picked = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US', cookie: 'other=1; lang=ko' } });
    expect(picked.body).toBe(prerenderedHome.ko);
    expect(picked.headers.vary).toMatch(/cookie/i);
    const english = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR', cookie: 'lang=en' } });
    expect(english.body).toBe(prerenderedHome.en);
    const unknown = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR', cookie: 'lang=fr' } });
    expect(unknown.body).toBe(prerenderedHome.ko);
  });

  it('answers a pre-rendered path with a query, or one not pre-rendered in this build, with index.html', async () => {
    const query = await app.inject({ method: 'GET', url: '/?tab=client', headers: { 'accept-language': 'en' } });
    expect(query.body).toBe(page);
    const missing = await app.inject({ method: 'GET', url: '/notice', headers: { 'accept-language': 'en' } });
    expect(missing.body).toBe(page);
  });

  it('revalidates a file outside assets/, which keeps its name from build to build', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('User-agent');
  });
});

describe('HEAD and missing files (issue 24)', () => {
  /** HEAD and GET of `url` with the same headers: the same status and headers, and no body to HEAD. */
  async function headLikeGet(url: string, headers: Record<string, string> = {}) {
    const get = await app.inject({ method: 'GET', url, headers });
    const head = await app.inject({ method: 'HEAD', url, headers });
    expect(head.statusCode).toBe(get.statusCode);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'etag']) {
      expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
    }
    expect(head.rawPayload.length).toBe(0);
    return get;
  }

  it('answers HEAD like GET, without the body, on a client route, a pre-rendered page and a static file', async () => {
    expect((await headLikeGet('/faq', { 'accept-encoding': 'br' })).statusCode).toBe(200);
    const home = await headLikeGet('/', { 'accept-language': 'en', 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(home.rawPayload).toString()).toBe(prerenderedHome.en);
    expect((await headLikeGet('/assets/index-AbC123.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect((await headLikeGet('/robots.txt')).statusCode).toBe(200);
  });

  it('answers a missing file under /assets/ with 404, whatever its extension, never with the HTML page', async () => {
    for (const url of ['/assets/index-Gone99.js', '/assets/index-Gone99.css', '/assets/pretendard-Gone99.woff2', '/assets/logo-Gone99.svg', '/assets/chunk.js?v=2', '/assets/nested/x.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
      // A rolling deploy may bring the file a moment later: the 404 is not kept by any cache.
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await headLikeGet(url)).statusCode).toBe(404);
    }
  });

  it('answers HEAD of an unknown API path 404 like GET', async () => {
    expect((await headLikeGet('/api/v1/nothing-here')).statusCode).toBe(404);
  });
});
