// GET /healthz for the load balancer and the operator: 200 while the database answers, 503 while it
// does not (a restart, a full connection table), so a proxy takes the instance out of rotation and
// puts it back by itself. The database check has a short time-out: a hung database must not hang
// the probe too.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Bus } from './bus.ts';

/** How long the database may take to answer `select 1` before the probe calls it down. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

export type DatabaseHealth = 'up' | 'down';

/** `select 1` within `timeoutMs`; any error or a late answer is 'down'. */
export async function databaseHealth(db: Db, timeoutMs = HEALTH_DB_TIMEOUT_MS): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DatabaseHealth>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const answered = db.execute(sql`select 1`).then(
    (): DatabaseHealth => 'up',
    (): DatabaseHealth => 'down',
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, deps: { db: Db; bus: Bus }): void {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    const database = await databaseHealth(deps.db);
    if (database === 'down') {
      request.log.warn('health check: the database does not answer');
      return reply.status(503).send({ status: 'degraded', database });
    }
    // Redis carries only fan-out and shared rate limits (they skip on error): the instance still
    // serves without it, so it is reported, not failed on.
    return { status: 'ok', database, redis: deps.bus.health() };
  });
}
