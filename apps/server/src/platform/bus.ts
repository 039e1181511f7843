// Events that every server instance must see (chat, notifications, presence). In-process without
// REDIS_URL; Redis pub/sub with it, so several instances share one stream of events.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** For /healthz: 'off' in-process, else whether the Redis connection is ready now. */
  health(): 'up' | 'down' | 'off';
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, structuredClone(message));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => void emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
    health: () => 'off',
  };
}

export function createRedisBus(url: string): Bus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = createMemoryBus();
  const counts = new Map<string, number>();
  sub.on('message', (channel: string, raw: string) => {
    void local.publish(channel, JSON.parse(raw));
  });
  return {
    async publish(channel, message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const n = counts.get(channel) ?? 0;
      if (n === 0) await sub.subscribe(channel);
      counts.set(channel, n + 1);
      const off = await local.subscribe(channel, handler);
      return async () => {
        await off();
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) await sub.unsubscribe(channel);
      };
    },
    async close() {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
    health: () => (pub.status === 'ready' && sub.status === 'ready' ? 'up' : 'down'),
  };
}

export const createBus = (redisUrl?: string): Bus => (redisUrl ? createRedisBus(redisUrl) : createMemoryBus());
