// Who is connected now, for the chat's "online" dot and the presence frames (issue 9). In memory
// without REDIS_URL; with it, one sorted set per member in Redis, each instance with a socket of
// the member holding an entry scored by when it expires. Each instance refreshes its entries while
// the sockets stay, so an instance that dies without saying goodbye drops out within PRESENCE_TTL_MS.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export interface Presence {
  /** The member's first socket on this instance connected: true when they were offline everywhere. */
  arrive(memberNo: number): Promise<boolean>;
  /** The member's last socket on this instance went: true when they are offline everywhere now. */
  leave(memberNo: number): Promise<boolean>;
  onlineAmong(memberNos: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

export const PRESENCE_TTL_MS = 60_000;
const REFRESH_MS = PRESENCE_TTL_MS / 3;

export function createMemoryPresence(): Presence {
  const online = new Set<number>();
  return {
    async arrive(memberNo) {
      const was = online.has(memberNo);
      online.add(memberNo);
      return !was;
    },
    async leave(memberNo) {
      return online.delete(memberNo);
    },
    async onlineAmong(memberNos) {
      return new Set(memberNos.filter((no) => online.has(no)));
    },
    async close() {
      online.clear();
    },
  };
}

export function createRedisPresence(url: string): Presence {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  const instance = crypto.randomUUID();
  const here = new Set<number>();
  const key = (memberNo: number) => `presence:${memberNo}`;

  const refresh = async () => {
    if (here.size === 0) return;
    const expires = Date.now() + PRESENCE_TTL_MS;
    const batch = redis.pipeline();
    for (const no of here) batch.zadd(key(no), expires, instance).pexpire(key(no), PRESENCE_TTL_MS);
    await batch.exec();
  };
  const timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
  timer.unref();

  /** The count of live entries, from the results of a MULTI (each `[error, value]`). */
  const countAt = (results: Array<[Error | null, unknown]> | null, index: number): number => {
    const [error, value] = results?.[index] ?? [new Error('no answer'), 0];
    if (error) throw error;
    return Number(value);
  };

  return {
    async arrive(memberNo) {
      here.add(memberNo);
      const now = Date.now();
      const results = await redis
        .multi()
        .zremrangebyscore(key(memberNo), '-inf', now)
        .zcard(key(memberNo))
        .zadd(key(memberNo), now + PRESENCE_TTL_MS, instance)
        .pexpire(key(memberNo), PRESENCE_TTL_MS)
        .exec();
      return countAt(results, 1) === 0;
    },
    async leave(memberNo) {
      here.delete(memberNo);
      const results = await redis
        .multi()
        .zrem(key(memberNo), instance)
        .zremrangebyscore(key(memberNo), '-inf', Date.now())
        .zcard(key(memberNo))
        .exec();
      return countAt(results, 2) === 0;
    },
    async onlineAmong(memberNos) {
      const wanted = [...new Set(memberNos)];
      if (wanted.length === 0) return new Set();
      const now = Date.now();
      const batch = redis.pipeline();
      for (const no of wanted) batch.zcount(key(no), now, '+inf');
      const results = (await batch.exec()) ?? [];
      return new Set(wanted.filter((_, i) => Number(results[i]?.[1] ?? 0) > 0));
    },
    async close() {
      clearInterval(timer);
      try {
        if (here.size > 0) {
          const batch = redis.pipeline();
          for (const no of here) batch.zrem(key(no), instance);
          await batch.exec();
        }
      } finally {
        here.clear();
        redis.disconnect();
      }
    },
  };
}

export const createPresence = (redisUrl?: string): Presence => (redisUrl ? createRedisPresence(redisUrl) : createMemoryPresence());
