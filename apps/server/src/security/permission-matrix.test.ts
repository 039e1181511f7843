// The permission matrix, walked (issue 13, "Security"): every route the app registers is called as
// each role of the security world (anonymous, pending, client A and B, T-esigner A and B, a lab, the
// admin) and must answer as matrix.test-support.ts says: a guest 401 on member routes, a member
// waiting for approval 403 ACCOUNT_NOT_APPROVED on all but the join-end screen's, a non-admin 403 on
// the admin's, another client or T-esigner 403/404 on A's things (no IDOR), and never a 5xx.
//
// One app, one world, calls in sequence. A state-changing route is called only by the roles it must
// refuse, so the world never changes under the walk; a reading route is called by every role. Any
// answer to an outsider that carries the id of one of A's private things is a leak. A refusal of
// an outsider's body by its schema (400 before any handler ran) proves nothing, so the walk then
// sends a body its schema accepts, generated from the route's zod schema.
//
// Then the same routes with the old tokens of members just suspended (issue 32): every route that
// needs a member refuses them at once (401), with no wait for the token to expire; a public page
// answers them as it answers a guest.
import { ErrorCode, MemberType } from '@dcm/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBody, zodOf } from './arbitraries.test-support.ts';
import { freshMember } from '../modules/requests/test-support.ts';
import { MATRIX, type RouteRule } from './matrix.test-support.ts';
import { buildWorld, ROLES, sessionFor, type Role, type World } from './world.test-support.ts';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w?.t.close());

const key = (method: string, url: string) => `${method} ${url}`;

function registered(): Array<{ method: string; route: RouteOptions }> {
  return w.routes.flatMap((route) => [route.method].flat().filter((m) => m !== 'HEAD').map((method) => ({ method, route })));
}

/** May `role` call a route of `rule` at all (before the parties of its thing are asked)? */
function mayCall(rule: RouteRule, role: Role): boolean {
  if (rule.access === 'public') return true;
  if (rule.access === 'anyMember') return role !== 'anonymous';
  if (rule.access === 'member') return role !== 'anonymous' && role !== 'pending';
  if (rule.access === 'admin') return role === 'admin';
  return rule.access.includes(role);
}

/** A route `app.authenticate` guards without `allowUnapproved`: a pending member is refused before anything runs. */
const refusesUnapproved = (rule: RouteRule) => rule.access !== 'public' && rule.access !== 'anyMember';

function isNotApproved(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode !== 403) return false;
  try {
    return (JSON.parse(res.body) as { error?: { code?: string } }).error?.code === ErrorCode.AccountNotApproved;
  } catch {
    return false;
  }
}

/** A concrete URL of a route pattern, its parameters filled from the world. */
function concrete(url: string, rule: RouteRule): string {
  const fixtures = w.fixtures as unknown as Record<string, string | number>;
  return url
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const fixture = rule.params?.[name];
      if (fixture) return String(fixtures[fixture]);
      if (name === 'memberNo') return String(w.fixtures.designerA);
      if (name === 'action') return 'approve';
      if (name === 'date') return '2026-01-01';
      if (name === 'kind') return 'terms';
      if (name === 'group' || name === 'code') return 'matrix';
      return crypto.randomUUID();
    })
    .replace('*', 'matrix');
}

/** The roles that never have a part in A's things: nothing private of A may reach them. */
const OUTSIDERS: readonly Role[] = ['anonymous', 'pending', 'clientB', 'designerB', 'lab'];

function privateIds(role: Role): string[] {
  const f = w.fixtures;
  const ids = [f.referral, f.request, f.quotation, f.order, f.room, f.inquiry, f.file, f.upload, f.valueSet, f.charge];
  // The quick request waits on the board that every opted-in T-esigner reads.
  return role === 'designerB' ? ids : [...ids, f.quick];
}

/** A call that does not answer in 10 s fails the walk with its name instead of timing out silently. */
const hang = (what: string) => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer in 10 s: ${what}`)), 10_000).unref());

interface Finding {
  route: string;
  role: Role;
  status: number;
  problem: string;
}

describe('the permission matrix', () => {
  it('has a rule for every route the app registers, and no rule for a route that is gone', () => {
    const keys = registered().map(({ method, route }) => key(method, route.url));
    expect(keys.filter((k) => !MATRIX[k]), 'routes without a rule in security/matrix.test-support.ts').toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.includes(k)), 'rules for routes that are not registered').toEqual([]);
  });

  it('answers every role as the matrix says: 401 to guests, 403 to non-admins, 403/404 to outsiders, never a 5xx or a leak', async () => {
    const findings: Finding[] = [];
    const known: Finding[] = [];
    const unproven: string[] = [];
    let calls = 0;
    let skipped = 0;
    // The fixtures a party read successfully: an outsider's 404 on a fixture nobody can read proves nothing.
    const used = new Set<string>();
    const reached = new Set<string>();
    for (const { method, route } of registered()) {
      const name = key(method, route.url);
      const rule = MATRIX[name];
      if (!rule || rule.skip) continue;
      const url = concrete(route.url, rule);
      const schema = zodOf(route.schema?.body);
      for (const role of ROLES) {
        const allowed = mayCall(rule, role) && (!rule.parties || rule.parties.includes(role));
        // A change by a role allowed to make it would change the world for the calls after it.
        if (allowed && (method !== 'GET' || rule.refusalsOnly)) {
          skipped += 1;
          continue;
        }
        const who = sessionFor(w, role);
        const send = (payload: unknown) => {
          calls += 1;
          const answer = w.t.app.inject({
            method: method as 'GET',
            url,
            ...(method === 'GET' || method === 'DELETE' || payload === undefined ? {} : { payload: payload as object }),
            headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), 'idempotency-key': crypto.randomUUID() },
          });
          return Promise.race([answer, hang(`${name} as ${role}`)]);
        };
        let res = await send(method === 'GET' || method === 'DELETE' ? undefined : {});
        // A few bodies the schema accepts, in case a service checks one field against another first.
        for (let seed = 1; !allowed && res.statusCode === 400 && schema && seed <= 3; seed++) {
          const body = validBody(schema, 60, seed);
          if (body !== undefined) res = await send(body);
        }
        const fixture = rule.params?.id ?? Object.values(rule.params ?? {})[0];
        if (fixture && method === 'GET' && rule.parties) {
          used.add(fixture);
          if (allowed && res.statusCode < 300) reached.add(fixture);
        }
        const found = (problem: string) => (rule.knownIssue ? known : findings).push({ route: name, role, status: res.statusCode, problem });
        if (res.statusCode >= 500) found('a server error');
        if (!allowed) {
          if (res.statusCode < 300) found('a refused role succeeded');
          else if (role === 'anonymous' && rule.access !== 'public' && res.statusCode !== 401) found('a guest must get 401');
          else if (role === 'pending' && refusesUnapproved(rule) && !isNotApproved(res)) found('a member waiting for approval must get 403 ACCOUNT_NOT_APPROVED');
          else if (rule.access === 'admin' && role !== 'anonymous' && res.statusCode !== 403) found('a non-admin must get 403');
          else if (res.statusCode === 400) unproven.push(`${name} as ${role}`);
          else if (![401, 403, 404].includes(res.statusCode)) found('an outsider must get 401, 403 or 404');
        } else if (role !== 'anonymous' && res.statusCode === 401) {
          found('a signed-in member allowed here got 401');
        }
        if (OUTSIDERS.includes(role) && res.statusCode < 300 && !rule.devOnly) {
          const leaked = privateIds(role).filter((id) => res.body.includes(id));
          if (leaked.length) found(`client A's private ids in the answer: ${leaked.join(', ')}`);
        }
      }
    }
    console.info(
      `permission matrix: ${registered().length} routes, ${calls} calls, ${skipped} allowed changes skipped, ` +
        `${known.length} known issues, ${unproven.length} refusals only by schema: ${unproven.join('; ') || 'none'}`,
    );
    expect(findings).toEqual([]);
    expect([...used].filter((f) => !reached.has(f)), 'fixtures no party could read').toEqual([]);
  }, 240_000);
});

describe('a suspended member’s old token', () => {
  it('is refused on every route of the matrix at once: 401 where a member is needed, a guest’s answer on public pages', async () => {
    const { t } = w;
    // Members of their own (the world's stay as they are): a client and a T-esigner, signed in, then suspended.
    const suspended = { client: await freshMember(t), designer: await freshMember(t, { memberSe: MemberType.Designer }) };
    for (const member of Object.values(suspended)) {
      // Good until the suspension: the walk below proves the change, not a token that never worked.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/members/${member.memberNo}/suspend`,
        headers: { authorization: `Bearer ${w.sessions.admin.token}` },
        payload: { reason: 'Suspended for the session walk.' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const findings: Array<{ route: string; who: string; status: number; problem: string }> = [];
    const unproven: string[] = [];
    let calls = 0;
    for (const { method, route } of registered()) {
      const name = key(method, route.url);
      const rule = MATRIX[name];
      if (!rule || rule.skip) continue;
      // A public change (a sign-in, a join) is a guest's to make: the token plays no part in it.
      if (rule.access === 'public' && method !== 'GET') continue;
      const url = concrete(route.url, rule);
      const schema = zodOf(route.schema?.body);
      const send = (token: string | undefined, payload: unknown) => {
        calls += 1;
        const answer = t.app.inject({
          method: method as 'GET',
          url,
          ...(method === 'GET' || method === 'DELETE' || payload === undefined ? {} : { payload: payload as object }),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': crypto.randomUUID() },
        });
        return Promise.race([answer, hang(`${name} with a suspended token`)]);
      };
      const guest = rule.access === 'public' ? await send(undefined, undefined) : undefined;
      for (const [who, member] of Object.entries(suspended)) {
        let res = await send(member.token, method === 'GET' || method === 'DELETE' ? undefined : {});
        // A route that reads its body before the token: a body its schema takes reaches the check.
        for (let seed = 1; res.statusCode === 400 && schema && seed <= 3; seed++) {
          const body = validBody(schema, 60, seed);
          if (body !== undefined) res = await send(member.token, body);
        }
        const found = (problem: string) => findings.push({ route: name, who, status: res.statusCode, problem });
        if (res.statusCode >= 500) found('a server error');
        if (guest) {
          if (res.statusCode !== guest.statusCode) found(`a public page must answer as to a guest (${guest.statusCode})`);
        } else if (res.statusCode === 400) {
          unproven.push(`${name} (${who})`);
        } else if (res.statusCode !== 401) {
          found('a suspended member’s token must get 401');
        } else if (JSON.parse(res.body).error?.code !== ErrorCode.Unauthorized) {
          found('the 401 must say UNAUTHORIZED');
        }
      }
    }
    console.info(`suspended walk: ${calls} calls, ${unproven.length} refusals only by schema: ${unproven.join('; ') || 'none'}`);
    expect(findings).toEqual([]);
  }, 240_000);
});
