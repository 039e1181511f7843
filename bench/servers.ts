// What the bench parts do with the servers they start: listen on a free local port, and ask whether
// Redis answers before building instances that share it.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Starts `app` on a free port of 127.0.0.1; answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Why Redis at `url` does not answer a PING, or undefined when it does. */
export async function redisProblem(url: string): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    redis.disconnect();
  }
}
