// The rules of the revocation instant itself (decision 0028), on the module with the memory bus: which
// tokens an instant voids (to the millisecond, although JWT's `iat` has whole seconds), that it only
// moves forward, that an instance which missed the bus message learns it from the table, and that an
// instant older than a token's lifetime is forgotten. revocations.test.ts holds the same through HTTP.
import crypto from 'node:crypto';
import { ApprovalStatus, Role } from '@dcm/shared';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../platform/auth.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { endSessions, REVOCATION_CHANNEL, revocationChannelOf, revokeMemberSessions, startSessionRevocations, type RevocationDeps, type SessionRevocations } from './revocations.ts';

const TTL_MS = 15 * 60 * 1000;
const secret = crypto.randomBytes(32);
const tokens = createAccessTokens(secret, TTL_MS / 1000);

let t: TestApp;
const started: SessionRevocations[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(started.splice(0).map((r) => r.close()));
});
afterAll(() => t.close());

/** An instance's view of the revocations, on its own bus unless given one (so it hears nothing by default). */
async function instance(deps: Partial<RevocationDeps> = {}): Promise<SessionRevocations> {
  const r = await startSessionRevocations({ db: t.app.db, bus: createMemoryBus(), log: t.app.log, tokenTtlMs: TTL_MS, resyncMs: 60_000, ...deps });
  started.push(r);
  return r;
}

const memberNo = async () => (await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved })).memberNo;
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const sign = (no: number) => tokens.sign({ memberNo: no, role: Role.Member, approved: true });
/** Whether the instance refuses the token: what `authenticate` asks after verifying it. */
const refuses = async (r: SessionRevocations, token: string) => {
  const v = await tokens.verify(token);
  return r.isRevoked(v.memberNo, v.issuedAtMs);
};
const iatOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number }).iat;

describe('the instant', () => {
  it('voids a token issued earlier in the same second, and not one issued later in that second', async () => {
    const no = await memberNo();
    const r = await instance();
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-02T10:00:00.100Z');
    const before = await sign(no);
    at('2026-03-02T10:00:00.400Z');
    await t.app.db.transaction((tx) => revokeMemberSessions(tx, no));
    at('2026-03-02T10:00:00.500Z');
    await r.announce(no);
    const sameMs = await sign(no);
    at('2026-03-02T10:00:00.700Z');
    const after = await sign(no);

    // JWT's iat cannot tell these two apart: both say 10:00:00.
    expect(iatOf(before)).toBe(iatOf(after));
    expect(await refuses(r, before)).toBe(true);
    expect(await refuses(r, sameMs)).toBe(true);
    expect(await refuses(r, after)).toBe(false);
  });

  it('judges a token without the millisecond claim by the start of its second, so one of the revocation’s second is void', async () => {
    const no = await memberNo();
    const r = await instance();
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-02T11:00:00.500Z');
    await r.announce(no);
    at('2026-03-02T11:00:00.900Z');
    const legacy = (issued: string) =>
      new SignJWT({ role: Role.Member, approved: true }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(no)).setIssuedAt(new Date(issued)).setExpirationTime('15m').sign(secret);
    expect(await refuses(r, await legacy('2026-03-02T11:00:00.900Z'))).toBe(true);
    at('2026-03-02T11:00:01.100Z');
    expect(await refuses(r, await legacy('2026-03-02T11:00:01.100Z'))).toBe(false);
  });

  it('is compared with when the token’s member was read, never with a time after its signing', async () => {
    const no = await memberNo();
    const r = await instance();
    const readAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await r.announce(no);
    // Signed after the announcement from a read before it (a sign-in hashing its password meanwhile): void.
    expect(await refuses(r, await tokens.sign({ memberNo: no, role: Role.Member, approved: true }, readAt))).toBe(true);
    // A caller cannot stamp a token past a revocation still to come.
    const future = await tokens.sign({ memberNo: no, role: Role.Member, approved: true }, Date.now() + 60_000);
    expect((await tokens.verify(future)).issuedAtMs).toBeLessThanOrEqual(Date.now());
  });

  it('only moves forward: an earlier instant written later does not revive a voided token', async () => {
    const no = await memberNo();
    const later = new Date(Date.now() + 5_000);
    await revokeMemberSessions(t.app.db, no, later);
    await revokeMemberSessions(t.app.db, no, new Date(Date.now() - 5_000));
    const fresh = await instance();
    expect(fresh.isRevoked(no, later.getTime() - 1)).toBe(true);
    expect(fresh.isRevoked(no, later.getTime() + 1)).toBe(false);
  });

  it('leaves other members alone', async () => {
    const [no, other] = [await memberNo(), await memberNo()];
    const r = await instance();
    await r.announce(no);
    expect(r.isRevoked(other, Date.now() - 1000)).toBe(false);
  });
});

describe('every instance', () => {
  it('hears of a revocation over the bus at once', async () => {
    const no = await memberNo();
    const bus = createMemoryBus();
    const told: number[] = [];
    const [a, b] = [await instance({ bus }), await instance({ bus, onRevoked: (m) => told.push(m) })];
    const issued = Date.now();
    await a.announce(no);
    expect(b.isRevoked(no, issued)).toBe(true);
    // B closes the member's sockets (the app's hook).
    expect(told).toEqual([no]);
  });

  it('ignores a malformed bus message and still hears the next good one', async () => {
    const no = await memberNo();
    const bus = createMemoryBus();
    const r = await instance({ bus });
    const issued = Date.now();
    await bus.publish(REVOCATION_CHANNEL, { memberNo: no, revokedBefore: 'soon' });
    await bus.publish(REVOCATION_CHANNEL, null);
    expect(r.isRevoked(no, issued)).toBe(false);
    await bus.publish(REVOCATION_CHANNEL, { memberNo: no, revokedBefore: issued + 1 });
    expect(r.isRevoked(no, issued)).toBe(true);
  });

  it('that missed the message learns it from the table at its next re-read, with the instant of the announcement', async () => {
    const no = await memberNo();
    const a = await instance();
    const deaf = await instance({ resyncMs: 50 });
    // The change's transaction wrote its instant a second before it committed; a sign-in read the
    // member in between, so its token is later than the row's first instant.
    await t.app.db.transaction((tx) => revokeMemberSessions(tx, no, new Date(Date.now() - 1000)));
    const signedInBeforeCommit = Date.now() - 10;
    await a.announce(no);
    expect(a.isRevoked(no, signedInBeforeCommit)).toBe(true);
    await vi.waitFor(() => expect(deaf.isRevoked(no, signedInBeforeCommit)).toBe(true), { timeout: 2000, interval: 20 });
    // An instance started now agrees.
    expect((await instance()).isRevoked(no, signedInBeforeCommit)).toBe(true);
  });

  it('forgets an instant older than a token’s lifetime: every token it voided has expired', async () => {
    const no = await memberNo();
    const old = new Date(Date.now() - TTL_MS - 2 * 60_000);
    await revokeMemberSessions(t.app.db, no, old);
    expect((await instance()).isRevoked(no, old.getTime() - 1)).toBe(false);

    // One kept in memory is dropped at the first re-read after it has aged out.
    const other = await memberNo();
    const r = await instance({ resyncMs: 20 });
    const issued = Date.now();
    await r.announce(other);
    expect(r.isRevoked(other, issued)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TTL_MS + 2 * 60_000);
    await vi.waitFor(() => expect(r.isRevoked(other, issued)).toBe(false), { timeout: 2000, interval: 20 });
  });
});

describe('one ended sign-in (a logout, decision 0040)', () => {
  it('voids every token of that session id, whenever issued, and no other session of the member', async () => {
    const no = await memberNo();
    const bus = createMemoryBus();
    const told: number[] = [];
    const [a, b] = [await instance({ bus }), await instance({ bus, onRevoked: (m) => told.push(m) })];
    const [ended, kept] = [crypto.randomUUID(), crypto.randomUUID()];
    await t.app.db.transaction((tx) => endSessions(tx, no, [ended]));
    await a.announceSessionEnds(no, [ended]);
    for (const r of [a, b]) {
      expect(r.isRevoked(no, Date.now(), ended)).toBe(true);
      expect(r.isRevoked(no, Date.now(), kept)).toBe(false);
      expect(r.isRevoked(no, Date.now())).toBe(false);
    }
    // B closes the member's sockets: the ended tab's refresh fails, the others reconnect.
    expect(told).toEqual([no]);
  });

  it('reaches an instance that missed the message at its next re-read, and is forgotten once its tokens have expired', async () => {
    const no = await memberNo();
    const sessionId = crypto.randomUUID();
    const deaf = await instance({ resyncMs: 20 });
    await t.app.db.transaction((tx) => endSessions(tx, no, [sessionId]));
    await vi.waitFor(() => expect(deaf.isRevoked(no, Date.now(), sessionId)).toBe(true), { timeout: 2000, interval: 20 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TTL_MS + 2 * 60_000);
    // Dropped at the next re-read, and not loaded by an instance started now.
    await vi.waitFor(() => expect(deaf.isRevoked(no, Date.now(), sessionId)).toBe(false), { timeout: 2000, interval: 20 });
    expect((await instance()).isRevoked(no, Date.now(), sessionId)).toBe(false);
  });
});

it('keeps each deployment to its own channel: instances sharing a signing key meet, another deployment on the same Redis does not', () => {
  const key = new Uint8Array(32).fill(7);
  expect(revocationChannelOf(key)).toBe(revocationChannelOf(new Uint8Array(32).fill(7)));
  expect(revocationChannelOf(key)).not.toBe(revocationChannelOf(new Uint8Array(32).fill(8)));
  expect(revocationChannelOf(key)).toMatch(new RegExp(`^${REVOCATION_CHANNEL}:[0-9a-f]{16}$`));
});
