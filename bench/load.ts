// The API rows (issues 13 and 27): profile, request list, request detail, quotation submit, chat send,
// order detail, mileage history and login on PostgreSQL with 100,000 requests and 10,000 members
// seeded; for each, requests a second, p50/p99 and the database statements one call sends, beside
// its limit: bare Fastify + pg sending the same statements (bench/bare-pg.ts, statements captured
// from the app in the same run), on one instance and on two instances sharing the database and
// Redis. Each server loaded is a process of its own (`node apps/server/src/main.ts`, the baseline's
// `node bench/bare-pg.ts`), so the rows compare like with like; the load generator stays in this
// process. See bench/README.md, "API rows: each route beside its limit".
import { ApprovalStatus, MemberType, RequestStatus, RequestType } from '@dcm/shared';
import autocannon, { type Request, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { expireRequests } from '../apps/server/src/modules/requests/service.ts';
import type { QueryCounter, Statement } from '../apps/server/src/perf/query-counter.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import type { BareRoute } from './bare-pg.ts';
import { runCleanups } from './cleanups.ts';
import { seedOrder } from './orders.ts';
import { REQUEST_LIST_PATH } from './requests.ts';
import { redisProblem } from './servers.ts';
import { printTable } from './table.ts';

export const SEEDED_MEMBERS = 10_000;
/** The password of every seeded member: one real argon2id hash, computed once and stored for all. */
const MEMBER_PASSWORD = 'bench-pass-1234';
/** Calls counted (in-process, app.inject) for the queries-per-request column. */
const PROBE_CALLS = 10;
/** Rooms the chat-send row walks. */
const CHAT_ROOMS = 100;
/** The baseline's process (bare Fastify + pg replaying the app's statements). */
const bareEntry = path.join(import.meta.dirname, 'bare-pg.ts');

export interface LoadSettings {
  seconds: number;
  connections: number;
  redisUrl: string;
}

/** One autocannon run as a row of the server's tables (bench/run.ts prints these too). */
export interface HttpRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** The row's req/s over the baseline's (in the API rows, bare Fastify + pg sending the same statements). */
  ratioToBare: number;
}

export interface LoadRow extends HttpRow {
  /** 0 for a bare route, else the server instances loaded. */
  instances: number;
  /**
   * Statements sent per call, counted by the instance that served the row; undefined when it cannot
   * say (a bare route, and the instance processes, which do not report their statements).
   */
  queriesPerRequest?: number;
  /** The statements per call of this scenario counted in the bench's own process (app.inject, same code). */
  queriesInProcess?: number;
  /** Two instances only: req/s over the same scenario on one instance. */
  ratioToOne?: number;
  /** The row's p99 over the baseline's. */
  p99ToBare?: number;
}

/** One HTTP call of a scenario. */
interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** The app's route (Fastify's pattern), which the baseline serves too. */
  route: string;
  /** Each call takes the next (login walks members, quotation submit walks fresh pairs). */
  next: () => Call;
  status: number;
}

/**
 * 10,000 approved members, half clients and half T-esigners, in one INSERT … SELECT generate_series,
 * all with the same real argon2id hash (so login pays the real verification), and CHAT_ROOMS rooms
 * between the first of them.
 */
async function seedMembers(db: Db): Promise<{ hash: string; clients: number[]; designers: number[]; rooms: Array<{ id: string; clientNo: number; designerNo: number }> }> {
  const hash = await hashPassword(MEMBER_PASSWORD);
  await db.execute(sql`
    insert into members (email, password_hash, member_se, approval_se, nickname)
    select 'bench-member-' || g || '@bench.test', ${hash}, case when g % 2 = 0 then ${MemberType.Client} else ${MemberType.Designer} end, ${ApprovalStatus.Approved}, 'benchm' || g
    from generate_series(1, ${SEEDED_MEMBERS}::int) g`);
  const rows = (await db.execute(sql`
    select member_no, member_se from members where email like 'bench-member-%' order by member_no`)) as unknown as { rows: Array<{ member_no: number; member_se: string }> };
  const clients = rows.rows.filter((r) => r.member_se === MemberType.Client).map((r) => Number(r.member_no));
  const designers = rows.rows.filter((r) => r.member_se === MemberType.Designer).map((r) => Number(r.member_no));
  const pairs = Array.from({ length: CHAT_ROOMS }, (_, i) => ({ clientNo: clients[i]!, designerNo: designers[i]! }));
  const inserted = (await db.execute(sql`
    insert into chat_rooms (client_no, partner_no)
    select (p->>'clientNo')::int, (p->>'designerNo')::int from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) p
    returning id, client_no, partner_no`)) as unknown as { rows: Array<{ id: string; client_no: number; partner_no: number }> };
  for (const table of ['members', 'chat_rooms']) await db.execute(sql.raw(`analyze ${table}`));
  return { hash, clients, designers, rooms: inserted.rows.map((r) => ({ id: r.id, clientNo: Number(r.client_no), designerNo: Number(r.partner_no) })) };
}

/**
 * Closes the seeded requests whose expiry has passed, as the app's sweep (job `expire-requests`)
 * would: bench/requests.ts seeds expiries from a day ago, about 1,400 of them open. Left to the
 * instances, each sweep closed 500 in one transaction a minute after they started, in the middle of
 * whichever rows ran then (request detail's, issue 27): a backlog of the seeding, not a route's cost.
 */
async function sweepExpired(db: Db): Promise<number> {
  let closed = 0;
  for (;;) {
    const n = await db.transaction((tx) => expireRequests(tx));
    if (n === 0) return closed;
    closed += n;
  }
}

/** The requests a call may show or quote on, from the 100,000 seeded by bench/requests.ts. */
async function seededRequests(db: Db): Promise<{ detail: Array<{ id: string; clientNo: number }>; quotable: string[] }> {
  const detail = (await db.execute(sql`
    select id, client_no from requests where notes like 'bench request %' order by created_at desc limit 2000`)) as unknown as { rows: Array<{ id: string; client_no: number }> };
  // Open for an hour at least (the run must not outlive the expiry), deadline after the delivery asked.
  const quotable = (await db.execute(sql`
    select id from requests
    where notes like 'bench request %' and type = ${RequestType.Public} and status in (${RequestStatus.QuoteRequested}, ${RequestStatus.Choosing})
      and quote_expires_at > now() + interval '1 hour' and deadline_at > now() + interval '3 days'
    order by id`)) as unknown as { rows: Array<{ id: string }> };
  return { detail: detail.rows.map((r) => ({ id: r.id, clientNo: Number(r.client_no) })), quotable: quotable.rows.map((r) => r.id) };
}

/** A token per member, signed by the app's key (shared by every instance on the same DATA_DIR). */
async function tokensFor(app: FastifyInstance, memberNos: Iterable<number>): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  for (const memberNo of new Set(memberNos)) tokens.set(memberNo, await app.tokens.sign({ memberNo, role: 'member', approved: true }));
  return tokens;
}

const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });
const json = { 'content-type': 'application/json' };

async function scenarios(app: FastifyInstance, config: Config, designerToken: string): Promise<{ all: Scenario[]; passwordHash: string }> {
  const seeded = await seedMembers(app.db);
  const order = await seedOrder(app, config);
  const requests = await seededRequests(app.db);
  const clientTokens = await tokensFor(app, requests.detail.map((r) => r.clientNo));
  // Quotation k: request k mod R by T-esigner floor(k / R) mod D: no pair twice within R × D calls,
  // and calls in flight together quote different requests, as T-esigners do. (Walking T-esigners
  // first put 20 connections on one request's row lock at a time: a queue, not the route's cost.)
  const quoters = seeded.designers.slice(0, 200);
  const quoterTokens = await tokensFor(app, quoters);
  const roomTokens = await tokensFor(app, seeded.rooms.flatMap((r) => [r.clientNo, r.designerNo]));
  if (requests.quotable.length * quoters.length < 1_000_000) throw new Error(`only ${requests.quotable.length} quotable requests seeded`);
  const deliveryAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const runId = Date.now().toString(36);

  let shown = 0;
  let quoted = 0;
  let said = 0;
  let signedIn = 0;
  const all: Scenario[] = [
    {
      name: 'profile',
      route: '/api/v1/mypage/profile',
      status: 200,
      next: () => ({ method: 'GET', path: '/api/v1/mypage/profile', headers: bearer(order.client.token) }),
    },
    {
      name: 'request list',
      route: '/api/v1/requests',
      status: 200,
      next: () => ({ method: 'GET', path: REQUEST_LIST_PATH, headers: bearer(designerToken) }),
    },
    {
      name: 'request detail',
      route: '/api/v1/requests/:id',
      status: 200,
      next: () => {
        const r = requests.detail[shown++ % requests.detail.length]!;
        return { method: 'GET', path: `/api/v1/requests/${r.id}`, headers: bearer(clientTokens.get(r.clientNo)) };
      },
    },
    {
      name: 'quotation submit',
      route: '/api/v1/requests/:id/quotations',
      status: 201,
      next: () => {
        const k = quoted++;
        const requestId = requests.quotable[k % requests.quotable.length]!;
        const designerNo = quoters[Math.floor(k / requests.quotable.length) % quoters.length]!;
        return {
          method: 'POST',
          path: `/api/v1/requests/${requestId}/quotations`,
          headers: { ...json, ...bearer(quoterTokens.get(designerNo)) },
          body: JSON.stringify({ items: [{ type: 'zirconia_crown', count: 2, unitPrice: 30_000 }], deliveryAt, note: '' }),
        };
      },
    },
    {
      name: 'chat send',
      route: '/api/v1/chat/rooms/:id/messages',
      status: 201,
      next: () => {
        const k = said++;
        const room = seeded.rooms[k % seeded.rooms.length]!;
        const senderNo = Math.floor(k / seeded.rooms.length) % 2 === 0 ? room.clientNo : room.designerNo;
        return {
          method: 'POST',
          path: `/api/v1/chat/rooms/${room.id}/messages`,
          headers: { ...json, ...bearer(roomTokens.get(senderNo)) },
          body: JSON.stringify({ clientKey: `load-${runId}-${k}`, body: `bench load ${k}` }),
        };
      },
    },
    {
      name: 'order detail',
      route: '/api/v1/orders/:id',
      status: 200,
      next: () => ({ method: 'GET', path: `/api/v1/orders/${order.orderId}`, headers: bearer(order.client.token) }),
    },
    {
      name: 'mileage history',
      route: '/api/v1/mileage/history',
      status: 200,
      next: () => ({ method: 'GET', path: '/api/v1/mileage/history?size=20', headers: bearer(order.client.token) }),
    },
    {
      // Each call a member of the 10,000 and its own X-Forwarded-For: the per-address limit (30/min)
      // does not answer, the argon2id verification does.
      name: 'login',
      route: '/api/v1/login',
      status: 200,
      next: () => {
        const n = signedIn++;
        const g = 1 + (n % SEEDED_MEMBERS);
        return {
          method: 'POST',
          path: '/api/v1/login',
          headers: { ...json, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ email: `bench-member-${g}@bench.test`, password: MEMBER_PASSWORD }),
        };
      },
    },
  ];
  return { all, passwordHash: seeded.hash };
}

/** Runs `next`'s calls on each base URL at once (the connections split between them), as one result. */
async function load(title: string, bases: string[], next: () => Call, settings: LoadSettings): Promise<Omit<LoadRow, 'instances' | 'ratioToBare'>> {
  process.stdout.write(`running ${title} for ${settings.seconds} s with ${settings.connections} connections...\n`);
  const requests: Request[] = [
    {
      method: 'GET',
      path: '/',
      setupRequest: (request) => {
        const call = next();
        return { ...request, method: call.method, path: call.path, headers: call.headers, body: call.body };
      },
    },
  ];
  const per = Math.max(1, Math.round(settings.connections / bases.length));
  // Every 2xx answer's latency, of all the runs together (autocannon's histogram counts only those too).
  const latencies: number[] = [];
  const runs = bases.map((url) =>
    autocannon({ url, title, duration: settings.seconds, connections: per, requests }).on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
    }),
  );
  const results: Result[] = await Promise.all(runs);
  return merge(title, results, latencies);
}

/** The `p` percentile (0–100) of `sorted` by nearest rank; 0 for none. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Several runs as one: req/s added, p50 and p99 of every answer of every run together (`latencies`),
 * so two instances' row is read as one load of the same calls. (It took the worse run's p99 before,
 * since autocannon answers summaries: that sat above one run's p99 of the same calls.)
 */
function merge(name: string, results: Result[], latencies: number[]): Omit<LoadRow, 'instances' | 'ratioToBare'> {
  const statusCodes: Record<string, number> = {};
  for (const r of results) for (const [code, s] of Object.entries(r.statusCodeStats)) statusCodes[code] = (statusCodes[code] ?? 0) + s.count;
  const total = results.reduce((a, r) => a + Object.values(r.statusCodeStats).reduce((b, s) => b + s.count, 0), 0);
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    name,
    requestsPerSecond: results.reduce((a, r) => a + r.requests.average, 0),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requests: total,
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
    errors: results.reduce((a, r) => a + r.errors, 0),
    statusCodes,
  };
}

/** The scenarios BENCH_SCENARIOS names (comma-separated, e.g. `request detail,login`), else all of them. */
function chosenScenarios(all: Scenario[]): Scenario[] {
  const names = process.env.BENCH_SCENARIOS?.split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (!names?.length) return all;
  const unknown = names.filter((n) => !all.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS names no scenario ${unknown.map((n) => `"${n}"`).join(', ')}: ${all.map((s) => s.name).join(', ')}`);
  return all.filter((s) => names.includes(s.name));
}

/** What the baseline replays of a scenario: its first call's statements, answer and values. */
interface Probe {
  /** Statements per call, the mean over PROBE_CALLS calls. */
  queriesPerRequest: number;
  route: BareRoute;
}

/** The member a token names (its `sub`), read without checking: the token is the bench's own. */
function memberOfToken(headers: Record<string, string>): number | undefined {
  const token = headers.authorization?.slice('Bearer '.length);
  const payload = token?.split('.')[1];
  return payload ? Number((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub) : undefined;
}

/** The values of `path` at the `:name` segments of `route`. */
function paramsOf(route: string, path: string): Record<string, string> {
  const actual = path.split('?')[0]!.split('/');
  return Object.fromEntries(route.split('/').flatMap((segment, i) => (segment.startsWith(':') ? [[segment.slice(1), actual[i] ?? '']] : [])));
}

/**
 * The statements a call sends, the mean over PROBE_CALLS calls made in-process (app.inject, the same
 * routes without the network), each counted in its own async scope; and the first call's statements,
 * parameters and answer, which the baseline replays (bench/bare-pg.ts). Login's baseline is the hash
 * alone: it verifies the password against the seeded members' argon2id hash and sends no statement.
 */
async function probe(app: FastifyInstance, counter: QueryCounter, scenario: Scenario, passwordHash: string): Promise<Probe> {
  let statements = 0;
  let first: { call: Call; statements: Statement[]; answer: unknown } | undefined;
  for (let i = 0; i < PROBE_CALLS; i++) {
    const call = scenario.next();
    const { result, statements: sent } = await counter.count(() => app.inject({ method: call.method, url: call.path, headers: call.headers, payload: call.body }));
    if (result.statusCode !== scenario.status) throw new Error(`${scenario.name}: ${result.statusCode} ${result.body}`);
    statements += sent.length;
    first ??= { call, statements: sent, answer: result.json() };
  }
  const login = scenario.route === '/api/v1/login';
  const route: BareRoute = {
    method: first!.call.method,
    url: scenario.route,
    status: scenario.status,
    answer: first!.answer,
    statements: login ? [] : first!.statements,
    captured: { params: paramsOf(scenario.route, first!.call.path), memberNo: memberOfToken(first!.call.headers), body: first!.call.body ? (JSON.parse(first!.call.body) as Record<string, unknown>) : {} },
    ...(login ? { passwordHash } : {}),
  };
  return { queriesPerRequest: statements / PROBE_CALLS, route };
}

/**
 * The instances loaded: processes of `node apps/server/src/main.ts` on the bench's database and
 * DATA_DIR (so they check the tokens signed here), and on Redis when it answers (else one instance,
 * with its in-memory bus, and the two-instance rows are skipped). Started together; each one that
 * started is in `cleanups` even when another failed.
 */
async function startInstances(config: Config, databaseUrl: string, settings: LoadSettings, cleanups: Array<() => unknown>): Promise<ServerProcess[]> {
  const redisDown = await redisProblem(settings.redisUrl);
  if (redisDown) console.log(`Redis at ${settings.redisUrl} did not answer (${redisDown}): the two-instance rows are skipped.`);
  const env: Record<string, string> = {
    NODE_ENV: config.env,
    DATA_DIR: config.dataDir,
    DATABASE_URL: databaseUrl,
    // Login gives each call its own X-Forwarded-For, as the bench's own server takes it.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
    ACCESS_TOKEN_TTL_SECONDS: String(config.accessTokenTtlSeconds),
    ADMIN_PASSWORD: config.admin.password ?? 'bench-admin-pass',
    WEB_DIST: '/nonexistent',
    ...(redisDown ? {} : { REDIS_URL: settings.redisUrl }),
    // E.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of each instance, written as it stops.
    ...(process.env.BENCH_INSTANCE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_INSTANCE_NODE_OPTIONS } : {}),
  };
  const starting = Date.now();
  const started = await Promise.allSettled(Array.from({ length: redisDown ? 1 : 2 }, () => startServerProcess(env)));
  const instances: ServerProcess[] = [];
  for (const s of started) {
    if (s.status !== 'fulfilled') continue;
    instances.push(s.value);
    cleanups.unshift(() => s.value.stop());
  }
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  console.log(`started ${instances.length} instance process(es) (pids ${instances.map((i) => i.pid).join(', ')}) in ${Date.now() - starting} ms`);
  return instances;
}

/** Seconds an instance idles before its resident memory is read: its start-up work done, its jobs ticking. */
const IDLE_SECONDS = 15;

/**
 * The instances' resident memory after idling (issue 27: ≤ 200 MB on PostgreSQL), printed as it is
 * read: `when` says after what (the start, or the rows' load).
 */
async function idleMemory(processes: ServerProcess[], when: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const figures = processes.map((p, i) => `instance ${i + 1} ${residentMb(p.pid).toFixed(0)} MB`).join(', ');
  console.log(`idle resident memory ${IDLE_SECONDS} s after ${when} (PostgreSQL${processes.length > 1 ? ', Redis' : ''}; goal ≤ 200 MB): ${figures}`);
}

/**
 * The API rows. `app` is the bench's in-process server, built with the query counter: it seeds, signs
 * the tokens, counts the statements per call and captures what the baseline replays. The rows load
 * processes, stopped at the end, also on error: the baseline (bench/bare-pg.ts), then one instance
 * (the first process alone), then two (the second idles during the one-instance rows).
 */
export async function benchLoad(app: FastifyInstance, counter: QueryCounter, config: Config, databaseUrl: string, designerToken: string, settings: LoadSettings): Promise<LoadRow[]> {
  const cleanups: Array<() => unknown> = [];
  try {
    const seeding = Date.now();
    const swept = await sweepExpired(app.db);
    const { all, passwordHash } = await scenarios(app, config, designerToken);
    console.log(`closed ${swept} seeded requests already expired; seeded ${SEEDED_MEMBERS} members (one argon2id hash), ${CHAT_ROOMS} chat rooms and an accepted order in ${Date.now() - seeding} ms`);

    const chosen = chosenScenarios(all);
    const probes: Probe[] = [];
    for (const scenario of chosen) probes.push(await probe(app, counter, scenario, passwordHash));
    const routesFile = path.join(config.dataDir, 'bare-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(probes.map((p) => p.route)));
    const bare = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: config.dataDir, BARE_ROUTES: routesFile }, { entry: bareEntry });
    cleanups.unshift(() => bare.stop());

    const processes = await startInstances(config, databaseUrl, settings, cleanups);
    await idleMemory(processes, 'the start');
    const instances = processes.map((i) => i.base);
    const one = instances.slice(0, 1);

    const rows: LoadRow[] = [];
    for (const [i, scenario] of chosen.entries()) {
      const queriesInProcess = probes[i]!.queriesPerRequest;
      const bareRow = { ...(await load(`bare+pg: ${scenario.name}`, [bare.base], scenario.next, settings)), instances: 0, ratioToBare: 1 };
      const against = (row: Omit<LoadRow, 'instances' | 'ratioToBare'>) => ({
        ratioToBare: bareRow.requestsPerSecond > 0 ? row.requestsPerSecond / bareRow.requestsPerSecond : 0,
        p99ToBare: bareRow.p99Ms > 0 ? row.p99Ms / bareRow.p99Ms : 0,
      });
      const single = await load(`${scenario.name}, one instance`, one, scenario.next, settings);
      rows.push(bareRow, { ...single, instances: 1, queriesInProcess, ...against(single) });
      if (instances.length === 2) {
        const two = await load(`${scenario.name}, two instances`, instances, scenario.next, settings);
        rows.push({ ...two, instances: 2, queriesInProcess, ...against(two), ratioToOne: single.requestsPerSecond > 0 ? two.requestsPerSecond / single.requestsPerSecond : 0 });
      }
    }
    await idleMemory(processes, 'the rows');
    return rows;
  } finally {
    await runCleanups(cleanups, 'load cleanup');
  }
}

export function printLoadTable(rows: LoadRow[]): void {
  const header = ['name', 'inst', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'queries/req', 'vs bare+pg', 'p99 vs bare+pg', '2 vs 1'];
  const ratio = (x: number) => `${x < 0.01 ? x.toFixed(4) : x.toFixed(2)}x`;
  const lines = rows.map((r) => [
    r.name,
    r.instances === 0 ? 'bare' : String(r.instances),
    r.requestsPerSecond.toFixed(1),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    r.queriesPerRequest !== undefined ? r.queriesPerRequest.toFixed(1) : r.instances === 0 ? '-' : '—',
    r.instances === 0 ? '-' : ratio(r.ratioToBare),
    r.p99ToBare === undefined ? '-' : ratio(r.p99ToBare),
    r.ratioToOne === undefined ? '-' : ratio(r.ratioToOne),
  ]);
  printTable(header, lines);
  const counted = new Map<string, number>();
  for (const r of rows) if (r.queriesInProcess !== undefined) counted.set(r.name.replace(/, (one|two) instances?$/, ''), r.queriesInProcess);
  if (rows.some((r) => r.instances > 0 && r.queriesPerRequest === undefined)) {
    console.log('\nqueries/req —: the instances are processes of their own (node apps/server/src/main.ts) and do not report the');
    console.log('  statements they send, so their rows print none. The same routes, called in the bench\'s own process');
    console.log(`  (app.inject, ${PROBE_CALLS} calls each, counted per call): ${[...counted].map(([name, q]) => `${name} ${q.toFixed(1)}`).join(', ')}.`);
  }
}
