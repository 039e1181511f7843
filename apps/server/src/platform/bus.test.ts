import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from './bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const buses: Bus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

const received = (bus: Bus, channel: string) => {
  const messages: unknown[] = [];
  return bus.subscribe(channel, (m) => messages.push(m)).then((off) => ({ messages, off }));
};

describe('in-process bus', () => {
  it('delivers a published message to each subscriber until it unsubscribes', async () => {
    const bus = createMemoryBus();
    buses.push(bus);
    const a = await received(bus, 'room:1');
    const b = await received(bus, 'room:1');
    await bus.publish('room:1', { text: 'hello' });
    await a.off();
    await bus.publish('room:1', { text: 'again' });
    expect(a.messages).toEqual([{ text: 'hello' }]);
    expect(b.messages).toEqual([{ text: 'hello' }, { text: 'again' }]);
  });
});

describe.runIf(redisUrl)('Redis bus', () => {
  it('carries a message from one instance to another', async () => {
    const one = createRedisBus(redisUrl as string);
    const two = createRedisBus(redisUrl as string);
    buses.push(one, two);
    const channel = `test:${crypto.randomUUID()}`;
    const sub = await received(two, channel);
    await one.publish(channel, { n: 1 });
    await expect.poll(() => sub.messages).toEqual([{ n: 1 }]);
  });
});
