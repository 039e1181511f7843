import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SELLER_INFO_SLOT, type SellerInfo } from '@dcm/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from '../app.ts';
import { loadConfig } from '../config.ts';

// A build as apps/web/build leaves it: index.html, the pre-rendered pages with the footer's empty
// slot, and a .br/.gz copy beside each, made before any operator's settings existed.
const index = '<!doctype html><html lang="ko"><head><title>T-esign</title></head><body><div id="root"></div></body></html>\n';
const home = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><style>h1{}</style></head><body><div id="prerendered"><h1>${lang}</h1><footer><nav>links</nav>${SELLER_INFO_SLOT}</footer></div><div id="root" hidden></div>${' '.repeat(2000)}</body></html>\n`;

const seller: SellerInfo = {
  companyName: { ko: '주식회사 티이사인', en: 'T-esign Inc.' },
  representative: { ko: '홍길동', en: 'Gildong Hong' },
  businessNumber: '1234567890',
  mailOrderNumber: '제2026-서울강남-01234호',
  address: { ko: '서울특별시 강남구 테헤란로 1 $& 2층', en: '2F, 1 Teheran-ro, Gangnam-gu, Seoul' },
  phone: '02-1234-5678',
  email: 'help@t-esign.example',
  hosting: 'Amazon Web Services, Inc.',
};

let dir: string;
const apps: FastifyInstance[] = [];

async function serve(info: SellerInfo): Promise<FastifyInstance> {
  const app = Fastify();
  await serveWeb(app, dir, info);
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-seller-'));
  const write = (name: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  };
  write('index.html', index);
  write('prerendered/ko/home.html', home('ko'));
  write('prerendered/en/home.html', home('en'));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The page's JSON copy of the information, as the app reads it at boot. */
const jsonOf = (html: string) => JSON.parse(/<script type="application\/json" id="seller-info">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe("the seller's legal information in the served pages", () => {
  it('fills the pre-rendered footer in the page language, with the lookup link, in every encoding the browser may ask for', async () => {
    const app = await serve(seller);
    const ko = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR', 'accept-encoding': 'gzip, deflate, br' } });
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-encoding']).toBe('br');
    expect(ko.headers.vary).toMatch(/accept-encoding/);
    expect(ko.headers.vary).toMatch(/accept-language/);
    expect(ko.headers['cache-control']).toBe('no-cache');
    // Not the build's stale copy beside the file: the filled page, compressed at start-up.
    const koHtml = zlib.brotliDecompressSync(ko.rawPayload).toString();
    expect(koHtml).not.toContain(SELLER_INFO_SLOT);
    for (const text of ['상호', '주식회사 티이사인', '홍길동', '123-45-67890', '제2026-서울강남-01234호', '테헤란로 1 $&amp; 2층', '02-1234-5678', 'help@t-esign.example', 'Amazon Web Services, Inc.', '사업자정보 확인']) {
      expect(koHtml).toContain(text);
    }
    expect(koHtml).toContain('href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890"');
    expect(jsonOf(koHtml)).toEqual(seller);

    const en = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip' } });
    expect(en.headers['content-encoding']).toBe('gzip');
    const enHtml = zlib.gunzipSync(en.rawPayload).toString();
    expect(enHtml).toContain('T-esign Inc.');
    expect(enHtml).toContain('Business registration no.');
    // The JSON carries both languages (the reader may switch); the block shows the page's.
    expect(enHtml.slice(enHtml.indexOf('data-seller-info'))).not.toContain('홍길동');

    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(koHtml);
  });

  it('puts the JSON into index.html, which every other page is served from', async () => {
    const app = await serve(seller);
    const res = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.vary).toBe('accept-encoding');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(jsonOf(html)).toEqual(seller);
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers a revalidation of an unchanged page with 304, per encoding', async () => {
    const app = await serve(seller);
    const first = await app.inject({ method: 'GET', url: '/notice', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await app.inject({ method: 'GET', url: '/notice', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await app.inject({ method: 'GET', url: '/notice', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.statusCode).toBe(200);
  });

  it('answers HEAD like GET on a filled page, without the body', async () => {
    const app = await serve(seller);
    for (const url of ['/', '/login']) {
      const headers = { 'accept-language': 'en', 'accept-encoding': 'br' };
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode).toBe(200);
      for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'vary']) expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('with nothing configured, sends the build as it is: no block, no JSON, no made-up company', async () => {
    const app = await serve({});
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en', 'accept-encoding': 'identity' } });
    expect(res.body).toBe(home('en'));
    const index = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(index.body).not.toContain('seller-info');
  });
});

describe('the SELLER_* settings', () => {
  it('are read from the environment, a name or address without English shown in Korean to everyone', () => {
    const config = loadConfig({ SELLER_COMPANY_NAME: '주식회사 티이사인', SELLER_ADDRESS: '서울', SELLER_ADDRESS_EN: 'Seoul', SELLER_BUSINESS_NUMBER: '123-45-67890' });
    expect(config.seller).toMatchObject({ companyName: { ko: '주식회사 티이사인', en: '주식회사 티이사인' }, address: { ko: '서울', en: 'Seoul' }, businessNumber: '123-45-67890' });
    expect(loadConfig({}).seller).toEqual({});
  });

  it('refuse a business registration number that is not ten digits, rather than link the lookup to another business', () => {
    expect(() => loadConfig({ SELLER_BUSINESS_NUMBER: '123-45-678' })).toThrow(/SELLER_BUSINESS_NUMBER/);
  });
});
