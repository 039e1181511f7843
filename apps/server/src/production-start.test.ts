// A production start as an operator makes it (`NODE_ENV=production node apps/server/src/main.ts`),
// in a real process: refused with every missing variable named at once, before anything is opened;
// started once everything is set (the providers' addresses point at 127.0.0.1 ports nobody listens
// on, so a connection at start would show as an error), and then answering HEAD and missing assets
// as monitors and browsers need; and started by `npm run start:prod`, stopped gracefully whichever
// way the signal comes. The web build is a small one made here (WEB_DIST).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';
import { refused, refusedAfterMs, slowUpload } from './test/slow-calls.ts';

let root: string;
let webDist: string;
const script = 'console.log("app");\n';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-production-'));
  webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="ko"><head><title>T-esign</title></head><body><div id="root"></div></body></html>\n');
  fs.writeFileSync(path.join(webDist, 'assets/index-AbC123.js'), script);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every variable production requires, syntactically valid; no provider is reached at start. */
const complete = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  PUBLIC_URL: 'https://t-esigner.example',
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:9',
  MAIL_FROM: 'T-esigner <no-reply@t-esigner.example>',
  SOLAPI_API_KEY: 'NCSABCDEFGHIJKLM',
  SOLAPI_API_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
  SOLAPI_SENDER: '0212345678',
  SOLAPI_API_URL: 'http://127.0.0.1:9',
  TOSS_CLIENT_KEY: 'live_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
  TOSS_SECRET_KEY: 'live_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
  TOSS_API_URL: 'http://127.0.0.1:9',
  ADMIN_PASSWORD: 'admin-pass-1234',
});

describe('a production start', () => {
  it('with nothing set, exits 1 before opening anything, naming every missing variable at once', async () => {
    const dataDir = path.join(root, 'never-created');
    const error = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: path.join(root, 'no-build') }, { timeoutMs: 30_000 }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/stopped while starting \(exit 1\)/);
    const output = error?.message ?? '';
    for (const variable of ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'npm run build']) {
      expect([variable, output.includes(variable)]).toEqual([variable, true]);
    }
    // One problem a line, all in the one report.
    expect(output.match(/^ {2}✗ /gm)).toHaveLength(6);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 40_000);

  it('with everything set, starts, answers HEAD like GET and a missing asset 404, and stops on SIGTERM with exit 0', async () => {
    const server = await startServerProcess(complete(path.join(root, 'data')), { timeoutMs: 90_000 });
    try {
      const get = await fetch(`${server.base}/requests`);
      const head = await fetch(`${server.base}/requests`, { method: 'HEAD' });
      expect([get.status, head.status]).toEqual([200, 200]);
      expect(head.headers.get('content-type')).toMatch(/text\/html/);
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(await head.text()).toBe('');
      expect(await get.text()).toMatch(/<div id="root">/);

      const asset = await fetch(`${server.base}/assets/index-AbC123.js`, { method: 'HEAD' });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toMatch(/immutable/);
      for (const missing of ['/assets/index-Old999.js', '/assets/index-Old999.css']) {
        const res = await fetch(`${server.base}${missing}`);
        expect([missing, res.status]).toEqual([missing, 404]);
        expect(res.headers.get('content-type')).not.toMatch(/text\/html/);
      }
      // Production has no dev outbox: nothing can read the codes it would keep.
      expect((await fetch(`${server.base}/api/v1/dev/outbox`)).status).toBe(404);
      // Nothing reached for a provider at start (their addresses lead nowhere): no error logged.
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      await server.stop('SIGTERM');
    }
    expect(server.exitCode()).toBe(0);
  }, 120_000);

  // npm stands between the operator and the server: a container runtime signals npm alone (its main
  // process), which must reach the server, not leave it running orphaned; Ctrl+C signals npm and the
  // server together, and npm forwards its copy, which must not count as a second, impatient signal.
  for (const [how, to] of [
    ['SIGTERM to npm alone (a container runtime)', 'npm'],
    ['Ctrl+C to npm and the server together', 'group'],
  ] as const) {
    it(`started by npm run start:prod, stops gracefully on ${how}: the call in flight finishes, exit 0, nothing left listening`, async () => {
      const server = await startServerProcess({ ...complete(path.join(root, `data-${to}`)), LOG_LEVEL: 'info' }, { npmScript: 'start:prod', timeoutMs: 90_000 });
      try {
        const upload = slowUpload(server.base);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const signalled = Date.now();
        const stopped = to === 'npm' ? server.stop('SIGTERM', 15_000) : server.stopGroup('SIGINT', 15_000);
        expect(await refusedAfterMs(server.base, signalled)).toBeDefined();
        upload.finish();
        expect((await upload.answer).status).toBe(200);
        await stopped;
        expect(server.exitCode()).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(10_000);
        expect(server.output()).toMatch(/"msg":"stopped"/);
        expect(server.output()).not.toMatch(/second signal/);
        // npm is gone, and so is the server under it (an orphan would still answer here).
        expect(await refused(server.base)).toBe(true);
      } finally {
        await server.stopGroup('SIGKILL');
      }
    }, 120_000);
  }
});
