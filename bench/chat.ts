// The chat fan-out bench (issue 9, "Measured, in a benchmark"): N connected sockets in rooms of two,
// messages a second delivered to the partner and the delivery latency, on one instance and on two
// instances sharing PostgreSQL and Redis, next to a bare relay (Fastify + @fastify/websocket, no auth,
// no database, no bus) measured the same way in the same run. Members and rooms are seeded by SQL;
// the sockets authenticate with tokens signed by the instances' own key (the shared DATA_DIR's
// jwt.key), not by N logins. The sockets and the senders live in a child process (chat-client.ts).
// See bench/README.md, "Chat fan-out".
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import websocket, { type WebSocket } from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import type { ClientPlan, ClientResult } from './chat-client.ts';
import { runCleanups } from './cleanups.ts';
import { listen, redisProblem } from './servers.ts';
import { printTable } from './table.ts';

export interface ChatRow {
  scenario: string;
  sockets: number;
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  sent: number;
  delivered: number;
  lost: number;
  errors: number;
  errorKinds: Record<string, number>;
  connectSeconds: number;
  /** CPU over the window, in % of one core: the bench process (every server built here) and the load generator. */
  serverCpuPercent: number;
  clientCpuPercent: number;
  ratioToBare: number;
}

export interface ChatSettings {
  sizes: number[];
  seconds: number;
  inFlight: number;
  graceMs: number;
  redisUrl: string;
}

const clientScript = path.join(import.meta.dirname, 'chat-client.ts');
const BARE = 'bare relay';
const ONE = 'one instance';
const TWO = 'two instances + Redis';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

/** The settings from the environment (read before anything runs, so a typo fails early). */
export function chatSettings(): ChatSettings {
  const raw = process.env.BENCH_CHAT_SOCKETS || '1000,10000';
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  for (const n of sizes) {
    if (!Number.isInteger(n) || n < 2 || n % 2 !== 0) throw new Error(`BENCH_CHAT_SOCKETS must list even numbers of sockets (rooms of two), not "${raw}"`);
  }
  return {
    sizes,
    seconds: positiveNumber('BENCH_CHAT_SECONDS', 5),
    inFlight: Math.round(positiveNumber('BENCH_CHAT_IN_FLIGHT', 64)),
    graceMs: positiveNumber('BENCH_CHAT_GRACE_MS', 5000),
    redisUrl: process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

/** This process's soft limit on open files (Linux), or undefined when it cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

/** The server listening, with its base URL for HTTP and for WebSocket. */
async function listenHttpAndWs(app: FastifyInstance): Promise<{ http: string; ws: string }> {
  const http = await listen(app);
  return { http, ws: http.replace(/^http:/, 'ws:') };
}

/** The baseline: each socket of `/relay/:room` forwards every frame to the other socket of the room and echoes it to the sender. */
async function bareRelay(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(websocket);
  const rooms = new Map<string, Set<WebSocket>>();
  app.get<{ Params: { room: string } }>('/relay/:room', { websocket: true }, (socket, request) => {
    const { room } = request.params;
    const members = rooms.get(room) ?? new Set();
    rooms.set(room, members);
    members.add(socket);
    socket.on('message', (raw: Buffer) => {
      for (const other of members) other.send(raw, { binary: false });
    });
    socket.on('close', () => {
      members.delete(socket);
      if (members.size === 0) rooms.delete(room);
    });
    socket.send('{"type":"ready"}');
  });
  // Sockets never keep a close waiting.
  app.addHook('preClose', async () => {
    for (const members of rooms.values()) for (const socket of members) socket.terminate();
  });
  return app;
}

interface Seeded {
  /** Per room, in order: its id, the client's and the T-esigner's member numbers. */
  rooms: Array<{ id: string; clientNo: number; designerNo: number }>;
}

/**
 * `rooms` rooms, each of an approved client and an approved T-esigner, in two INSERT … SELECT
 * generate_series. The member numbers start at a random point above a billion: the bus channels and
 * presence keys carry member numbers with no deployment prefix (decision 0020), and other runs (the
 * server tests with Redis) may share this Redis.
 */
async function seedRooms(db: Db, rooms: number): Promise<Seeded> {
  const base = 1_000_000_000 + crypto.randomInt(0, 1_000_000_000);
  await db.execute(sql`
    insert into members (member_no, email, password_hash, member_se, approval_se, nickname)
    select ${base}::int + g, 'chat-bench-' || g || '@bench.test', 'not-a-hash', case when g <= ${rooms}::int then 'A' else 'C' end, 'B', 'chatbench' || g
    from generate_series(1, ${2 * rooms}::int) g`);
  await db.execute(sql`
    insert into chat_rooms (client_no, partner_no)
    select ${base}::int + r, ${base}::int + ${rooms}::int + r from generate_series(1, ${rooms}::int) r`);
  for (const table of ['members', 'chat_rooms']) await db.execute(sql.raw(`analyze ${table}`));
  const result = (await db.execute(sql`
    select id, client_no, partner_no from chat_rooms where client_no > ${base}::int and client_no <= ${base + rooms}::int order by client_no`)) as unknown as {
    rows: Array<{ id: string; client_no: number; partner_no: number }>;
  };
  return { rooms: result.rows.map((r) => ({ id: r.id, clientNo: Number(r.client_no), designerNo: Number(r.partner_no) })) };
}

/** Runs one scenario's client process to its end; killed on a timeout or when this process fails. */
function runClient(plan: ClientPlan): Promise<ClientResult & { serverCpuPercent: number }> {
  const timeoutMs = plan.connectTimeoutMs + plan.seconds * 1000 + plan.graceMs + 120_000;
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(clientScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let settled = false;
    let windowStart: { cpu: NodeJS.CpuUsage; at: number } | undefined;
    let serverCpuPercent = 0;
    const finish = (error: Error | undefined, result?: ClientResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve({ ...result!, serverCpuPercent });
    };
    const timer = setTimeout(() => finish(new Error(`the chat client did not finish within ${timeoutMs} ms`)), timeoutMs);
    // The answer counts once the child has gone: its sockets are closed by then.
    let answer: ClientResult | undefined;
    child.on('message', (message: { type: string; phase?: string; result?: ClientResult; message?: string }) => {
      if (message.type === 'error') finish(new Error(`chat client: ${message.message}`));
      if (message.type === 'result') answer = message.result;
      if (message.type === 'window' && message.phase === 'start') windowStart = { cpu: process.cpuUsage(), at: performance.now() };
      if (message.type === 'window' && message.phase === 'end' && windowStart) {
        const cpu = process.cpuUsage(windowStart.cpu);
        serverCpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - windowStart.at)) * 100;
      }
    });
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) => {
      if (answer) finish(undefined, answer);
      else finish(new Error(`the chat client exited (${signal ?? code}) without an answer`));
    });
    child.send(plan);
  });
}

/**
 * Waits until the servers hold no connection and the database has had nothing to do for a moment:
 * the sockets' departures (unsubscriptions, presence, partners told) must not run into the next scenario.
 */
async function settle(servers: FastifyInstance[], db: Db | undefined): Promise<void> {
  const until = Date.now() + 60_000;
  const connections = (app: FastifyInstance) => new Promise<number>((resolve) => app.server.getConnections((_error, n) => resolve(n ?? 0)));
  while (Date.now() < until && (await Promise.all(servers.map(connections))).some((n) => n > 0)) await sleep(100);
  if (!db) return;
  let quiet = 0;
  while (Date.now() < until && quiet < 5) {
    const result = (await db.execute(sql`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    quiet = Number(result.rows[0]?.n ?? 0) === 0 ? quiet + 1 : 0;
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toRow(scenario: string, sockets: number, r: ClientResult & { serverCpuPercent: number }, bare: number | undefined): ChatRow {
  const messagesPerSecond = r.windowMs > 0 ? (r.deliveredInWindow * 1000) / r.windowMs : 0;
  return {
    scenario,
    sockets,
    messagesPerSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    maxMs: r.maxMs,
    sent: r.sent,
    delivered: r.delivered,
    lost: r.lost,
    errors: r.errors,
    errorKinds: r.errorKinds,
    connectSeconds: r.connectMs / 1000,
    serverCpuPercent: r.serverCpuPercent,
    clientCpuPercent: r.cpuPercent,
    ratioToBare: bare && bare > 0 ? messagesPerSecond / bare : scenario === BARE ? 1 : 0,
  };
}

export function printChatTable(rows: ChatRow[]): void {
  if (rows.length === 0) return;
  const header = ['scenario', 'sockets', 'msgs/s', 'p50 ms', 'p99 ms', 'sent', 'lost', 'errors', 'connect s', 'cpu server/client', 'vs bare'];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.sockets),
    r.messagesPerSecond.toFixed(1),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.sent),
    String(r.lost),
    String(r.errors),
    r.connectSeconds.toFixed(1),
    `${r.serverCpuPercent.toFixed(0)}% / ${r.clientCpuPercent.toFixed(0)}%`,
    `${r.ratioToBare.toFixed(2)}x`,
  ]);
  printTable(header, lines);
  for (const r of rows) {
    if (r.errors > 0) console.log(`${r.scenario} (${r.sockets}): errors ${JSON.stringify(r.errorKinds)}`);
  }
}

/**
 * The chat rows: per size, the bare relay, one instance and two instances with Redis (skipped with a
 * line when Redis does not answer). The instances are built here on `databaseUrl`, sharing `config`'s
 * DATA_DIR (so its signing key); everything built here is closed here, also on errors.
 */
export async function benchChat(config: Config, databaseUrl: string, settings: ChatSettings): Promise<ChatRow[]> {
  const rows: ChatRow[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  const started = async (app: FastifyInstance) => {
    cleanups.unshift(() => app.close());
    return listenHttpAndWs(app);
  };
  try {
    const limit = openFileLimit();
    const sizes = settings.sizes.filter((n) => {
      // The server's end of each socket, the database pools and a margin; the client has its own process.
      const fits = limit === undefined || n + 1000 <= limit;
      if (!fits) console.log(`chat: ${n} sockets skipped: this process may open ${limit} files (ulimit -n), ${n + 1000} needed.`);
      return fits;
    });
    if (sizes.length === 0) return rows;
    const redisDown = await redisProblem(settings.redisUrl);
    if (redisDown) console.log(`chat: Redis at ${settings.redisUrl} did not answer (${redisDown}): the two-instance rows are skipped.`);

    // One instance as a single deployment runs (no Redis); two that share the database, the DATA_DIR and Redis.
    // The demo members are the bench server's: seeded once, not again by each instance.
    const instanceConfig: Config = { ...config, demo: false, webDist: undefined };
    const one = await buildApp({ ...instanceConfig, redisUrl: undefined }, { database: { url: databaseUrl } });
    const oneUrl = await started(one);
    const pair: Array<{ app: FastifyInstance; url: { http: string; ws: string } }> = [];
    if (!redisDown) {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ ...instanceConfig, redisUrl: settings.redisUrl }, { database: { url: databaseUrl } });
        pair.push({ app, url: await started(app) });
      }
    }
    const relay = await bareRelay();
    const relayUrl = await started(relay);

    const seeding = Date.now();
    const seeded = await seedRooms(one.db, Math.max(...sizes) / 2);
    console.log(`chat: seeded ${seeded.rooms.length * 2} members and ${seeded.rooms.length} rooms in ${Date.now() - seeding} ms`);

    const sign = (memberNo: number) => one.tokens.sign({ memberNo, role: 'member', approved: true });
    const base = {
      seconds: settings.seconds,
      inFlight: settings.inFlight,
      graceMs: settings.graceMs,
      connectConcurrency: 200,
      connectTimeoutMs: 60_000,
    };

    for (const n of sizes) {
      const rooms = seeded.rooms.slice(0, n / 2);
      const measure = async (scenario: string, plan: Omit<ClientPlan, keyof typeof base | 'runId'>, bare: number | undefined, servers: FastifyInstance[]) => {
        console.log(`running chat ${scenario} with ${n} sockets for ${settings.seconds} s, ${settings.inFlight} messages in flight...`);
        const result = await runClient({ ...base, ...plan, runId: crypto.randomBytes(4).toString('hex') });
        await settle(servers, servers.includes(relay) ? undefined : one.db);
        return toRow(scenario, n, result, bare);
      };

      const bareRow = await measure(
        BARE,
        {
          mode: 'relay',
          sockets: rooms.flatMap((room) => [{ url: `${relayUrl.ws}/relay/${room.id}` }, { url: `${relayUrl.ws}/relay/${room.id}` }]),
          rooms: rooms.map((room) => ({ id: room.id, sendBase: [relayUrl.http, relayUrl.http] })),
        },
        undefined,
        [relay],
      );
      rows.push(bareRow);
      const bare = bareRow.messagesPerSecond;

      // Tokens signed per size: a 15-minute token must outlive its run.
      const tokens = await Promise.all(rooms.map(async (room) => [await sign(room.clientNo), await sign(room.designerNo)] as const));
      rows.push(
        await measure(
          ONE,
          {
            mode: 'api',
            sockets: rooms.flatMap((_, r) => [
              { url: `${oneUrl.ws}/ws`, token: tokens[r]![0] },
              { url: `${oneUrl.ws}/ws`, token: tokens[r]![1] },
            ]),
            rooms: rooms.map((room) => ({ id: room.id, sendBase: [oneUrl.http, oneUrl.http] })),
          },
          bare,
          [one],
        ),
      );

      const [a, b] = pair;
      if (a && b) {
        // Even rooms: the client on A, the T-esigner on B; odd rooms the other way round. Each side
        // sends through its own instance, the one its partner is not on.
        const placed = (r: number, side: number) => ((r + side) % 2 === 0 ? a : b);
        rows.push(
          await measure(
            TWO,
            {
              mode: 'api',
              sockets: rooms.flatMap((_, r) => [
                { url: `${placed(r, 0).url.ws}/ws`, token: tokens[r]![0] },
                { url: `${placed(r, 1).url.ws}/ws`, token: tokens[r]![1] },
              ]),
              rooms: rooms.map((room, r) => ({ id: room.id, sendBase: [placed(r, 0).url.http, placed(r, 1).url.http] })),
            },
            bare,
            [a.app, b.app],
          ),
        );
      }
    }
    return rows;
  } finally {
    await runCleanups(cleanups, 'chat cleanup');
  }
}
