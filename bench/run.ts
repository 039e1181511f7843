// How fast the real server answers a few calls, next to a bare Fastify route as the baseline.
// The app is built in-process exactly as main.ts builds it (buildApp), on a throw-away PostgreSQL
// database, or on an in-memory PGlite when PostgreSQL does not answer. Numbers, not assertions:
// it exits 0 unless something crashed. See bench/README.md for how to read the table.
// Then the viewer's rows (bench/viewer.ts) against the same server's web build; BENCH_ONLY=server or
// BENCH_ONLY=viewer runs one part alone (the viewer alone needs no PostgreSQL: it runs on PGlite).
// Between them, the chat fan-out rows (bench/chat.ts, PostgreSQL only; BENCH_ONLY=chat alone).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '../apps/server/src/db/throwaway.ts';
import { benchChat, chatSettings, printChatTable } from './chat.ts';
import { REQUEST_LIST_PATH, SEEDED_REQUESTS, seedRequests } from './requests.ts';
import { benchViewer, checkWebBuild, printViewerTable, viewerSizes } from './viewer.ts';
import { runCleanups } from './cleanups.ts';

const seconds = positiveNumber('BENCH_SECONDS', 5);
const connections = positiveNumber('BENCH_CONNECTIONS', 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const demoMember = { email: 'client@demo.dcm', password: 'demo1234!' };
const demoDesigner = { email: 'designer@demo.dcm', password: 'demo1234!' };
const repoRoot = path.resolve(import.meta.dirname, '..');
const outFile = path.join(repoRoot, '.tmp/bench.json');
const only = benchOnly();

function benchOnly(): 'server' | 'viewer' | 'chat' | undefined {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'server' || raw === 'viewer' || raw === 'chat') return raw;
  throw new Error(`BENCH_ONLY must be "server", "viewer" or "chat", not "${raw}"`);
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  ratioToBare: number;
}

/** A throw-away database on the PostgreSQL of adminUrl, or undefined when it does not answer. */
async function throwAwayDatabase(): Promise<ThrowAwayDatabase | undefined> {
  try {
    return await createThrowAwayDatabase(adminUrl, 'dcm_bench');
  } catch (error) {
    console.log(`PostgreSQL at ${redact(adminUrl)} did not answer (${(error as Error).message}): falling back to PGlite.`);
    return undefined;
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'ok' }));
  return app;
}

/** One access token for a demo member, signed in once before the measured runs. */
async function signIn(base: string, member: { email: string; password: string } = demoMember): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    // Its own address, so this sign-in does not count against the measured runs' rate limit.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify(member),
  });
  if (!res.ok) throw new Error(`sign-in for the profile run failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
}

/**
 * The login route allows 30 calls a minute per address (trustProxy is on, so the address is the
 * X-Forwarded-For one): a new address per request keeps the run measuring login, not the limiter.
 */
function loginRequests(): Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoMember),
      setupRequest: (request) => {
        n += 1;
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip } };
      },
    },
  ];
}

async function measure(name: string, url: string, options: { headers?: Record<string, string>; requests?: Request[] } = {}): Promise<Result> {
  process.stdout.write(`running ${name} for ${seconds} s with ${connections} connections...\n`);
  return autocannon({ url, title: name, duration: seconds, connections, ...options });
}

function toRow(result: Result, bare: number): Row {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    name: result.title ?? result.url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: Object.values(statusCodes).reduce((a, b) => a + b, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    ratioToBare: bare > 0 ? result.requests.average / bare : 0,
  };
}

function printTable(rows: Row[]): void {
  const header = ['name', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare'];
  const lines = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(1),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    `${r.ratioToBare < 0.01 ? r.ratioToBare.toFixed(4) : r.ratioToBare.toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(format(l));
}

/** The server's rows, after seeding; the table printed. */
async function benchServer(app: FastifyInstance, appUrl: string, bareUrl: string): Promise<Row[]> {
  const token = await signIn(appUrl);
  const designerToken = await signIn(appUrl, demoDesigner);
  const seeding = Date.now();
  const { dueSoon } = await seedRequests(app.db, demoDesigner.email);
  console.log(`seeded ${SEEDED_REQUESTS} requests in ${Date.now() - seeding} ms (${dueSoon} public ones due within 12 hours)`);

  const results = [
    await measure('bare GET /bare', `${bareUrl}/bare`),
    await measure('POST /api/v1/login', appUrl, { requests: loginRequests() }),
    await measure('GET /api/v1/mypage/profile', `${appUrl}/api/v1/mypage/profile`, { headers: { authorization: `Bearer ${token}` } }),
    await measure(`request list with filters (GET ${REQUEST_LIST_PATH})`, `${appUrl}${REQUEST_LIST_PATH}`, {
      headers: { authorization: `Bearer ${designerToken}` },
    }),
  ];
  const baseline = results[0]?.requests.average ?? 0;
  const rows = results.map((r) => toRow(r, baseline));
  printTable(rows);
  return rows;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-bench-'));
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
  try {
    const database = only === 'viewer' ? undefined : await throwAwayDatabase();
    if (database) cleanups.unshift(() => database.drop());
    const engine = database ? `PostgreSQL (${redact(database.url)})` : 'PGlite (in-memory)';

    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: '1', TRUST_PROXY: '1', ADMIN_PASSWORD: 'bench-admin-pass' });
    // Before anything runs: a stale web build would only show after the server rows.
    if (only === undefined || only === 'viewer') checkWebBuild(config.webDist ?? '');
    const chat = only === undefined || only === 'chat' ? chatSettings() : undefined;
    const app = await buildApp(config, { database: { url: database?.url } });
    cleanups.unshift(() => app.close());
    const appUrl = await listen(app);

    console.log(`database: ${engine}`);
    const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
    if (only === undefined || only === 'server') {
      const bare = await bareApp();
      cleanups.unshift(() => bare.close());
      const rows = await benchServer(app, appUrl, await listen(bare));
      Object.assign(report, { database: database ? 'postgresql' : 'pglite', seconds, connections, rows });
    }
    if (chat) {
      if (database) {
        const chatRows = await benchChat(config, database.url, chat);
        printChatTable(chatRows);
        report.chat = chatRows;
      } else {
        console.log('\nchat: skipped, it needs PostgreSQL (PGlite is one in-process engine, not a fair one for this).');
      }
    }
    if (only === undefined || only === 'viewer') {
      const viewer = await benchViewer(appUrl, viewerSizes());
      printViewerTable(viewer);
      report.viewer = viewer;
    }

    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), outFile) || outFile}`);
  } finally {
    // In reverse order of creation: servers first, then the database they use, then the files.
    await runCleanups(cleanups);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
