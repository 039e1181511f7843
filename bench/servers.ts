// What the bench parts do with the servers they start: listen on a free local port, ask whether
// Redis answers before building instances that share it, and serve the app for a part run alone.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { runCleanups } from './cleanups.ts';

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

/**
 * A bench part run alone (`node bench/<part>.ts`): the real server built in-process on an in-memory
 * PGlite, a DATA_DIR of its own and the demo members, `use`d at its base URL, then taken down with
 * its files; an error is printed and the exit code set.
 */
export async function runAlone(use: (appUrl: string, config: Config) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-bench-'));
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: '1', ADMIN_PASSWORD: 'bench-admin-pass' });
    const app = await buildApp(config, { database: { url: undefined } });
    cleanups.unshift(() => app.close());
    await use(await listen(app), config);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await runCleanups(cleanups);
  }
}
