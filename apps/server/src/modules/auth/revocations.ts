// Ending a member's sessions at once (decision 0028). Access tokens are checked without a database
// read, so a suspension, a rejection or a withdrawal writes "every token issued before now is void"
// for the member (`session_revocations`, in the transaction of the change), and every instance keeps
// those instants in memory: loaded at start, told over the bus after the commit, and re-read every
// few seconds from the rows changed since, so a message lost with a Redis blip still arrives. An
// instant older than a token's lifetime voids nothing left alive: it is neither loaded nor kept, so
// the map holds only the last minutes' revocations however many sign-outs issue 32 adds.
// One sign-in is ended the same way (a logout; decision 0040): its id, the access tokens' `sid`
// claim, is written to `ended_sessions`, told over the bus and re-read, and kept for a token's lifetime.
import crypto from 'node:crypto';
import { and, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { endedSessions, sessionRevocations } from '../../db/schema/auth.ts';
import type { Bus } from '../../platform/bus.ts';

export const REVOCATION_CHANNEL = 'auth:revocations';

/**
 * The channel of one deployment: named by its token-signing key, which every instance of it shares
 * and no other deployment has. Two deployments on one Redis (staging beside production, or the test
 * suites' servers) number their members alike, and must not void each other's tokens.
 */
export const revocationChannelOf = (signingKey: Uint8Array): string =>
  `${REVOCATION_CHANNEL}:${crypto.createHash('sha256').update(signingKey).digest('hex').slice(0, 16)}`;
/** How often each instance re-reads the revocations changed since its last look. */
export const REVOCATION_RESYNC_MS = 5_000;
/** Kept this long past a token's lifetime: room for the instances' clocks to disagree. */
const CLOCK_MARGIN_MS = 60_000;

interface RevocationMessage {
  memberNo: number;
  revokedBefore: number;
}

/** One sign-in ended: every token carrying `sessionId` is void, whenever it was issued. */
interface SessionEndMessage {
  memberNo: number;
  sessionId: string;
  endedAt: number;
}

/**
 * Voids every access token the member holds now, in the caller's transaction (the change that ends
 * their sessions). Once that transaction has committed, `SessionRevocations.announce` tells every
 * instance at once; until then, or if the message is lost, the re-read finds the row within seconds.
 */
export async function revokeMemberSessions(tx: Db, memberNo: number, at = new Date()): Promise<void> {
  await writeInstant(tx, memberNo, at);
}

/** The instant only moves forward: an instance whose clock runs behind never revives a voided token. */
const writeInstant = (db: Db, memberNo: number, at: Date) =>
  db
    .insert(sessionRevocations)
    .values({ memberNo, revokedBefore: at, updatedAt: at })
    .onConflictDoUpdate({ target: sessionRevocations.memberNo, set: { revokedBefore: sql`greatest(${sessionRevocations.revokedBefore}, excluded.revoked_before)`, updatedAt: at } });

/**
 * Ends single sign-ins (their refresh families), in the caller's transaction: the access tokens
 * carrying these ids are void once `SessionRevocations.announceSessionEnds` or the re-read tells.
 */
export async function endSessions(tx: Db, memberNo: number, sessionIds: readonly string[], at = new Date()): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .insert(endedSessions)
    .values(sessionIds.map((sessionId) => ({ sessionId, memberNo, endedAt: at })))
    .onConflictDoNothing();
}

export interface SessionRevocations {
  /**
   * Whether a token of the member issued at `issuedAtMs` (of the sign-in `sessionId`) was voided
   * since: two Map lookups.
   */
  isRevoked(memberNo: number, issuedAtMs: number, sessionId?: string): boolean;
  /**
   * Tells every instance (this one at once) that the member's tokens issued until now are void: called
   * after the revoking transaction committed, so a sign-in or refresh that read the member just
   * before the commit is void too. The row takes this later instant as well, so an instance that
   * learns it by re-reading (a lost message, a restart) voids exactly what the others do.
   */
  announce(memberNo: number): Promise<void>;
  /** Tells every instance (this one at once) that these sign-ins of the member ended: after the commit of `endSessions`. */
  announceSessionEnds(memberNo: number, sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface RevocationDeps {
  /** The bus channel (revocationChannelOf the deployment's signing key); REVOCATION_CHANNEL by default. */
  channel?: string;
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** Told of each revocation learnt after start (the app closes the member's WebSockets here). */
  onRevoked?: (memberNo: number) => void;
  resyncMs?: number;
  /** The access tokens' lifetime: a revocation older than it voids no live token and is dropped. */
  tokenTtlMs: number;
}

export async function startSessionRevocations(deps: RevocationDeps): Promise<SessionRevocations> {
  const channel = deps.channel ?? REVOCATION_CHANNEL;
  const before = new Map<number, number>();
  /** Ended sign-ins, with when they ended (to forget them once their tokens have expired). */
  const ended = new Map<string, number>();
  let started = false;
  const learn = (m: RevocationMessage) => {
    if (m.revokedBefore <= (before.get(m.memberNo) ?? 0)) return;
    before.set(m.memberNo, m.revokedBefore);
    if (started) deps.onRevoked?.(m.memberNo);
  };
  // The member's sockets are closed too: the ended sign-in's tab finds its refresh refused, the others reconnect.
  const learnEnd = (m: SessionEndMessage) => {
    if (ended.has(m.sessionId)) return;
    ended.set(m.sessionId, m.endedAt);
    if (started) deps.onRevoked?.(m.memberNo);
  };
  // A row written by a transaction that commits later than one we have read can carry an earlier
  // updated_at: each look reaches a minute back, which is cheap (revocations are rare) and safe.
  let lastLook = 0;
  const look = async () => {
    const since = new Date(lastLook - 60_000);
    const startedAt = Date.now();
    const alive = startedAt - deps.tokenTtlMs - CLOCK_MARGIN_MS;
    const rows = await deps.db
      .select({ memberNo: sessionRevocations.memberNo, revokedBefore: sessionRevocations.revokedBefore })
      .from(sessionRevocations)
      .where(and(gt(sessionRevocations.updatedAt, since), gt(sessionRevocations.revokedBefore, new Date(alive))));
    for (const r of rows) learn({ memberNo: r.memberNo, revokedBefore: r.revokedBefore.getTime() });
    const ends = await deps.db
      .select({ memberNo: endedSessions.memberNo, sessionId: endedSessions.sessionId, endedAt: endedSessions.endedAt })
      .from(endedSessions)
      .where(and(gt(endedSessions.endedAt, since), gt(endedSessions.endedAt, new Date(alive))));
    for (const e of ends) learnEnd({ memberNo: e.memberNo, sessionId: e.sessionId, endedAt: e.endedAt.getTime() });
    // Every token these void has expired by now (jwtVerify refuses it anyway).
    for (const [memberNo, at] of before) if (at <= alive) before.delete(memberNo);
    for (const [sessionId, at] of ended) if (at <= alive) ended.delete(sessionId);
    lastLook = startedAt;
  };
  await look();
  started = true;
  const unsubscribe = await deps.bus.subscribe(channel, (message) => {
    // A malformed message must not put NaN in the map (which would void nothing, silently).
    const m = message as Partial<RevocationMessage & SessionEndMessage> | null;
    if (Number.isInteger(m?.memberNo) && Number.isFinite(m?.revokedBefore)) learn(m as RevocationMessage);
    else if (Number.isInteger(m?.memberNo) && typeof m?.sessionId === 'string' && Number.isFinite(m.endedAt)) learnEnd(m as SessionEndMessage);
    else deps.log.warn({ message }, 'revocation message ignored: not { memberNo, revokedBefore } nor { memberNo, sessionId, endedAt }');
  });
  const timer = setInterval(() => {
    look().catch((err: unknown) => deps.log.warn({ err }, 'session revocations not re-read; the next look tries again'));
  }, deps.resyncMs ?? REVOCATION_RESYNC_MS);
  timer.unref();

  return {
    isRevoked: (memberNo, issuedAtMs, sessionId) => issuedAtMs <= (before.get(memberNo) ?? -1) || (sessionId !== undefined && ended.has(sessionId)),
    async announce(memberNo) {
      const revocation = { memberNo, revokedBefore: Date.now() };
      learn(revocation);
      await writeInstant(deps.db, memberNo, new Date(revocation.revokedBefore)).catch((err: unknown) => deps.log.warn({ err, memberNo }, 'revocation instant not moved to the commit; the one of the change stands'));
      await deps.bus.publish(channel, revocation).catch((err: unknown) => deps.log.warn({ err }, 'revocation not published; other instances learn it within seconds'));
    },
    async announceSessionEnds(memberNo, sessionIds) {
      for (const sessionId of sessionIds) {
        const end = { memberNo, sessionId, endedAt: Date.now() };
        learnEnd(end);
        await deps.bus.publish(channel, end).catch((err: unknown) => deps.log.warn({ err }, 'session end not published; other instances learn it within seconds'));
      }
    },
    async close() {
      clearInterval(timer);
      await unsubscribe().catch(() => undefined);
    },
  };
}
