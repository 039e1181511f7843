// Ending a member's sessions at once (decision 0028). Access tokens are checked without a database
// read, so a suspension, a rejection or a withdrawal writes "every token issued before now is void"
// for the member (`session_revocations`, in the transaction of the change), and every instance keeps
// those instants in memory: loaded at start, told over the bus after the commit, and re-read every
// few seconds from the rows changed since, so a message lost with a Redis blip still arrives.
import { gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionRevocations } from '../../db/schema/index.ts';
import type { Bus } from '../../platform/bus.ts';

export const REVOCATION_CHANNEL = 'auth:revocations';
/** How often each instance re-reads the revocations changed since its last look. */
export const REVOCATION_RESYNC_MS = 5_000;

interface RevocationMessage {
  memberNo: number;
  revokedBefore: number;
}

/**
 * Voids every access token the member holds now, in the caller's transaction (the change that ends
 * their sessions). Once that transaction has committed, `SessionRevocations.announce` tells every
 * instance at once; until then, or if the message is lost, the re-read finds the row within seconds.
 */
export async function revokeMemberSessions(tx: Db, memberNo: number, at = new Date()): Promise<void> {
  await tx
    .insert(sessionRevocations)
    .values({ memberNo, revokedBefore: at, updatedAt: at })
    .onConflictDoUpdate({ target: sessionRevocations.memberNo, set: { revokedBefore: at, updatedAt: at } });
}

export interface SessionRevocations {
  /** Whether a token of the member issued at `issuedAtMs` was voided since: a Map lookup. */
  isRevoked(memberNo: number, issuedAtMs: number): boolean;
  /**
   * Tells every instance (this one at once) that the member's tokens issued until now are void: called
   * after the revoking transaction committed, so a refresh squeezed in before the commit is void too.
   */
  announce(memberNo: number): Promise<void>;
  close(): Promise<void>;
}

export interface RevocationDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** Told of each revocation learnt after start (the app closes the member's WebSockets here). */
  onRevoked?: (memberNo: number) => void;
  resyncMs?: number;
}

export async function startSessionRevocations(deps: RevocationDeps): Promise<SessionRevocations> {
  const before = new Map<number, number>();
  let started = false;
  const learn = (m: RevocationMessage) => {
    if (m.revokedBefore <= (before.get(m.memberNo) ?? 0)) return;
    before.set(m.memberNo, m.revokedBefore);
    if (started) deps.onRevoked?.(m.memberNo);
  };
  // A row written by a transaction that commits later than one we have read can carry an earlier
  // updated_at: each look reaches a minute back, which is cheap (revocations are rare) and safe.
  let lastLook = 0;
  const look = async () => {
    const since = new Date(lastLook - 60_000);
    const startedAt = Date.now();
    const rows = await deps.db
      .select({ memberNo: sessionRevocations.memberNo, revokedBefore: sessionRevocations.revokedBefore })
      .from(sessionRevocations)
      .where(gt(sessionRevocations.updatedAt, since));
    for (const r of rows) learn({ memberNo: r.memberNo, revokedBefore: r.revokedBefore.getTime() });
    lastLook = startedAt;
  };
  await look();
  started = true;
  const unsubscribe = await deps.bus.subscribe(REVOCATION_CHANNEL, (message) => learn(message as RevocationMessage));
  const timer = setInterval(() => {
    look().catch((err: unknown) => deps.log.warn({ err }, 'session revocations not re-read; the next look tries again'));
  }, deps.resyncMs ?? REVOCATION_RESYNC_MS);
  timer.unref();

  return {
    isRevoked: (memberNo, issuedAtMs) => issuedAtMs <= (before.get(memberNo) ?? -1),
    async announce(memberNo) {
      const revocation = { memberNo, revokedBefore: Date.now() };
      learn(revocation);
      await deps.bus.publish(REVOCATION_CHANNEL, revocation).catch((err: unknown) => deps.log.warn({ err }, 'revocation not published; other instances learn it within seconds'));
    },
    async close() {
      clearInterval(timer);
      await unsubscribe().catch(() => undefined);
    },
  };
}
