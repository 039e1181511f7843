// The JSON bodies of every route, fuzzed from the route's own zod schema (issue 13, "Security"):
// well-shaped bodies, any JSON at all, and well-shaped bodies broken in one place (a wrong type, a
// huge string, a deep nest, a prototype-pollution key), sent as members the route allows. No answer
// may be a 5xx, and every refusal carries the error body of ARCHITECTURE §3. GET routes with a
// query schema get the same, lightly, in their query strings.
//
// One app and the security world; each route gets a bounded number of cases with a fixed seed
// (FUZZ_SEED overrides it; fast-check prints the seed and the path of any failure). The routes that
// end a session or an account (withdrawal, password, phone) are called by a throwaway member.
import fs from 'node:fs';
import fc from 'fast-check';
import { ErrorCode } from '@dcm/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../test/members.ts';
import { freshMember } from '../modules/requests/test-support.ts';
import { hostileBodies, jsonSchemaOf, zodOf } from './arbitraries.test-support.ts';
import { MATRIX, type RouteRule } from './matrix.test-support.ts';
import { buildWorld, sessionFor, type Role, type World } from './world.test-support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const BODY_RUNS = 25;
/** FUZZ_TRACE=<file>: each route's name and time are appended there as it runs (to find a slow one). */
const trace = (line: string) => process.env.FUZZ_TRACE && fs.appendFileSync(process.env.FUZZ_TRACE, `${new Date().toISOString()} ${line}\n`);
const QUERY_RUNS = 8;


/** Routes whose success would end the caller's account or sessions: called by a throwaway member. */
const THROWAWAY = new Set(['POST /api/v1/mypage/withdrawal', 'PUT /api/v1/mypage/password', 'PUT /api/v1/mypage/phone']);

let w: World;
let throwaway: Session;
beforeAll(async () => {
  w = await buildWorld();
  throwaway = await freshMember(w.t);
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

interface Target {
  name: string;
  method: string;
  route: RouteOptions;
  rule: RouteRule;
}

function targets(part: 'body' | 'querystring' | 'params'): Target[] {
  const wanted = (method: string) => (part === 'body' ? method !== 'GET' : part === 'querystring' ? method === 'GET' : method === 'GET' || method === 'DELETE');
  const list = w.routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && wanted(method))
      .map((method) => ({ name: `${method} ${route.url}`, method, route, rule: MATRIX[`${method} ${route.url}`] ?? { access: 'member' as const } })),
  );
  return list.filter((x) => zodOf(x.route.schema?.[part]) && !x.rule.skip && !x.rule.refusalsOnly);
}

/** The roles that may call a route, each in turn: the parties of its thing first. */
function callers(target: Target): Array<Session | null> {
  if (THROWAWAY.has(target.name)) return [throwaway];
  const { rule } = target;
  let roles: readonly Role[] =
    rule.parties ?? (rule.access === 'admin' ? ['admin'] : rule.access === 'public' ? ['anonymous', 'clientA'] : rule.access === 'member' || rule.access === 'anyMember' ? ['clientA', 'designerA', 'lab'] : rule.access);
  if (rule.parties && Array.isArray(rule.access)) roles = roles.filter((r) => (rule.access as readonly Role[]).includes(r));
  return roles.map((role) => sessionFor(w, role));
}

const FIXTURE_PARAMS: Record<string, (w: World) => string> = { memberNo: (x) => String(x.fixtures.designerA), action: () => 'approve', date: () => '2026-01-01', kind: () => 'terms' };

function concrete(url: string, rule: RouteRule): string {
  const fixtures = w.fixtures as unknown as Record<string, string | number>;
  return url
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const fixture = rule.params?.[name];
      if (fixture) return String(fixtures[fixture]);
      return FIXTURE_PARAMS[name]?.(w) ?? crypto.randomUUID();
    })
    .replace('*', 'fuzz');
}

/** A query string of any value: arrays repeat the key, objects and the rest go as text. */
function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(String(value))}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return params.toString();
}

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * No crash: no 500 and no INTERNAL error. A service the app leans on being away (the address search,
 * the exchange-rate feed offline in tests) is a deliberate 502/503 with its own code, so it passes.
 * A refusal carries `{ error: { code, message } }`.
 */
function expectSound(res: Answer, what: string) {
  const detail = `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, detail).not.toBe(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, `error code: ${detail}`).toBe('string');
    expect(typeof body.error?.message, `error message: ${detail}`).toBe('string');
    if (res.statusCode >= 500) expect([ErrorCode.AddressSearchUnavailable, ErrorCode.RateFeedUnavailable, ErrorCode.PaymentProviderUnavailable], detail).toContain(body.error?.code);
  }
}

/** Runs a property and keeps its failure (seed, path and counterexample) instead of stopping the walk. */
async function check(findings: string[], name: string, property: fc.IAsyncProperty<[unknown, number]>, numRuns: number) {
  const details = await fc.check(property, { numRuns, seed: SEED, endOnFailure: true });
  if (details.failed) findings.push(`${name}: seed ${details.seed}, path ${details.counterexamplePath}: ${String((details.errorInstance as Error)?.message ?? details.errorInstance).split('\n')[0]}`);
}

describe('fuzzing the routes from their zod schemas', () => {
  it('answers no hostile JSON body with a 5xx, and refuses with the error body', async () => {
    // The routes that end the throwaway's account run last, so it stays signed in for the others.
    const list = targets('body').sort((a, b) => Number(THROWAWAY.has(a.name)) - Number(THROWAWAY.has(b.name)));
    let calls = 0;
    const findings: string[] = [];
    for (const target of list) {
      trace(target.name);
      const json = jsonSchemaOf(zodOf(target.route.schema?.body)!);
      const who = callers(target);
      const url = concrete(target.route.url, target.rule);
      await check(
        findings,
        target.name,
        fc.asyncProperty(hostileBodies(json), fc.nat(), async (body, pick) => {
          const member = who[pick % who.length] ?? null;
          calls += 1;
          const res = await w.t.app.inject({
            method: target.method as 'POST',
            url,
            payload: JSON.stringify(body),
            headers: {
              'content-type': 'application/json',
              'idempotency-key': crypto.randomUUID(),
              ...(member ? { authorization: `Bearer ${member.token}` } : {}),
            },
          });
          expectSound(res, `${target.name} with ${JSON.stringify(body)?.slice(0, 200)}`);
        }),
        BODY_RUNS,
      );
    }
    console.info(`body fuzz: ${list.length} routes, ${calls} calls, seed ${SEED}, ${findings.length} failing routes`);
    expect(findings).toEqual([]);
  }, 300_000);

  it('answers no hostile query string of a GET route with a 5xx', async () => {
    const list = targets('querystring');
    let calls = 0;
    const findings: string[] = [];
    for (const target of list) {
      trace(`${target.name} (query)`);
      const json = jsonSchemaOf(zodOf(target.route.schema?.querystring)!);
      const who = callers(target);
      const url = concrete(target.route.url, target.rule);
      await check(
        findings,
        target.name,
        fc.asyncProperty(hostileBodies(json), fc.nat(), async (query, pick) => {
          const member = who[pick % who.length] ?? null;
          calls += 1;
          const res = await w.t.app.inject({ method: 'GET', url: `${url}?${queryOf(query)}`, headers: member ? { authorization: `Bearer ${member.token}` } : {} });
          expectSound(res, `${target.name}?${queryOf(query).slice(0, 200)}`);
        }),
        QUERY_RUNS,
      );
    }
    console.info(`query fuzz: ${list.length} routes, ${calls} calls, seed ${SEED}, ${findings.length} failing routes`);
    expect(findings).toEqual([]);
  }, 200_000);

  it('answers no hostile path parameter of a reading or deleting route with a 5xx', async () => {
    const list = targets('params');
    let calls = 0;
    const findings: string[] = [];
    for (const target of list) {
      trace(`${target.name} (params)`);
      const json = jsonSchemaOf(zodOf(target.route.schema?.params)!);
      const who = callers(target);
      await check(
        findings,
        target.name,
        fc.asyncProperty(hostileBodies(json), fc.nat(), async (params, pick) => {
          const member = who[pick % who.length] ?? null;
          const values = params !== null && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
          const url = target.route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? params))).replace('*', 'fuzz');
          calls += 1;
          const res = await w.t.app.inject({ method: target.method as 'GET', url, headers: member ? { authorization: `Bearer ${member.token}` } : {} });
          expectSound(res, `${target.name} as ${url.slice(0, 200)}`);
        }),
        QUERY_RUNS,
      );
    }
    console.info(`params fuzz: ${list.length} routes, ${calls} calls, seed ${SEED}, ${findings.length} failing routes`);
    expect(findings).toEqual([]);
  }, 200_000);

  it('answers a member number beyond a PostgreSQL integer with 400, not a database error', async () => {
    const big = 99_999_999_999;
    const { clientA, admin } = w.sessions;
    const dates = { quoteExpiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), deadlineAt: new Date(Date.now() + 6 * 86_400_000).toISOString() };
    const calls: Array<[Session, 'GET' | 'POST', string, object?]> = [
      [clientA, 'POST', '/api/v1/requests', { type: 'designated', designerNo: big, referralIds: [w.fixtures.referral], notes: '', ...dates }],
      [clientA, 'POST', '/api/v1/chat/rooms', { partnerNo: big }],
      [clientA, 'GET', `/api/v1/reviews?designerNo=${big}`],
      [clientA, 'GET', `/api/v1/profiles/designers/${big}`],
      [clientA, 'GET', `/api/v1/profiles/labs/${big}`],
      [admin, 'POST', `/api/v1/admin/withdrawals/${big}/complete`],
    ];
    for (const [who, method, url, payload] of calls) {
      const res = await w.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    }
  });

  it('answers a text holding a NUL character with 400, not a database error', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      payload: { category: 'general', title: 'Nul\u0000title', body: 'A body long enough' },
      headers: { authorization: `Bearer ${w.sessions.clientB.token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
  });
});
