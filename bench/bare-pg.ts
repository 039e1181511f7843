// The baseline of the API rows (issue 27): what a bare Fastify route with `pg` does for the same
// call, in a process of its own as each instance is. For each scenario it checks the bearer token as
// the app does (the same key and the same jose verification), runs the very statements the app sent
// for one call of that scenario, captured in the bench's process with their parameters, and answers
// the JSON the app answered. Nothing else: no validation, no hooks, no logging, no schema. Run by
// bench/load.ts through startServerProcess, with BARE_ROUTES naming the file of routes it writes.
//
// The captured call's values are replaced by the served call's, by value: each path parameter, the
// token's member and the JSON body's strings, wherever they stand in a parameter (a message's key in
// an INSERT, a request's id inside a notification's link), so a write that must be fresh (a
// quotation of another T-esigner, a message with another key) is fresh, as the app's is.
import fs from 'node:fs';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { createAccessTokens } from '../apps/server/src/platform/auth.ts';
import { loadOrCreateSecret } from '../apps/server/src/platform/keys.ts';
import { verifyPassword } from '../apps/server/src/platform/passwords.ts';
import type { Statement } from '../apps/server/src/perf/query-counter.ts';

export interface BareRoute {
  method: 'GET' | 'POST';
  /** Fastify's pattern of the app's route, e.g. `/api/v1/requests/:id`. */
  url: string;
  status: number;
  /** The app's answer to the captured call. */
  answer: unknown;
  /** The statements the app sent for the captured call, in order. */
  statements: Statement[];
  /** The captured call's values, each replaced by the served call's own. */
  captured: { params: Record<string, string>; memberNo?: number; body: Record<string, unknown> };
  /** Login: the password is verified against this stored hash (argon2id, the app's parameters) instead of a token. */
  passwordHash?: string;
}

/** Strings shorter than this are replaced only whole (a short one may stand inside unrelated text). */
const SHORTEST_INSIDE = 8;

function replacements(route: BareRoute, request: FastifyRequest, memberNo: number | undefined): Array<[unknown, unknown]> {
  const pairs: Array<[unknown, unknown]> = [];
  const params = request.params as Record<string, string>;
  for (const [name, value] of Object.entries(route.captured.params)) pairs.push([value, params[name]]);
  if (route.captured.memberNo !== undefined && memberNo !== undefined) pairs.push([route.captured.memberNo, memberNo]);
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(route.captured.body)) if (typeof value === 'string') pairs.push([value, body[name]]);
  return pairs.filter(([from, to]) => from !== to && to !== undefined);
}

function substitute(value: unknown, pairs: Array<[unknown, unknown]>): unknown {
  for (const [from, to] of pairs) {
    if (value === from) return to;
    if (typeof value === 'string' && typeof from === 'string' && from.length >= SHORTEST_INSIDE && value.includes(from)) value = value.replaceAll(from, String(to));
  }
  return value;
}

// As Drizzle asks node-postgres: rows as arrays, and dates, times and intervals left as the text
// PostgreSQL sent (Drizzle maps them itself).
const RAW_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1266, 1115, 1182, 1185, 1187, 1231]);
const types = { getTypeParser: (id: number, format?: 'text' | 'binary') => (RAW_TYPES.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format)) };

async function main(): Promise<void> {
  const routes = JSON.parse(fs.readFileSync(process.env.BARE_ROUTES!, 'utf8')) as BareRoute[];
  const tokens = createAccessTokens(loadOrCreateSecret(process.env.DATA_DIR!, 'jwt.key'), 900);
  // The app's pool size (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.get('/healthz', async () => ({ status: 'ok' }));
  for (const route of routes) {
    const inTransaction = route.statements.some((s) => /^begin\b/i.test(s.sql));
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        let memberNo: number | undefined;
        if (route.passwordHash) {
          const { password } = request.body as { password: string };
          if (!(await verifyPassword(password, route.passwordHash))) return reply.code(401).send({ error: 'wrong password' });
        } else {
          const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
          memberNo = (await tokens.verify(token).catch(() => undefined))?.memberNo;
          if (memberNo === undefined) return reply.code(401).send({ error: 'bad token' });
        }
        const pairs = replacements(route, request, memberNo);
        const run = (client: pg.Pool | pg.PoolClient, s: Statement) => client.query({ text: s.sql, values: s.params.map((p) => substitute(p, pairs)), rowMode: 'array', types });
        if (inTransaction) {
          const client = await pool.connect();
          try {
            for (const s of route.statements) await run(client, s);
          } catch (error) {
            await client.query('rollback').catch(() => undefined);
            throw error;
          } finally {
            client.release();
          }
        } else {
          for (const s of route.statements) await run(pool, s);
        }
        return reply.code(route.status).send(route.answer);
      },
    });
  }
  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}

await main();
