// Whether the real engines the several-instances tests need answer here: those tests are skipped,
// saying why, when the local PostgreSQL or Redis does not (TEST_DATABASE_URL, TEST_REDIS_URL point elsewhere).
import net from 'node:net';
import pg from 'pg';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testPostgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Why the test cannot run here, or null when PostgreSQL and Redis both answer. */
export async function missingService(redisUrl = testRedisUrl, pgAdminUrl = testPostgresAdminUrl): Promise<string | null> {
  const { hostname, port } = new URL(redisUrl);
  const redisUp = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const answer = (up: boolean) => (socket.destroy(), resolve(up));
    socket.setTimeout(1000, () => answer(false));
    socket.once('error', () => answer(false)).once('connect', () => answer(true));
  });
  if (!redisUp) return `Redis at ${redisUrl} does not answer`;
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL at ${pgAdminUrl} does not answer (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
