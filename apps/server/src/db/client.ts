// One Drizzle database over either engine: PGlite in DATA_DIR/pg when DATABASE_URL is unset
// (the embedded mode), a pg pool otherwise. Migrations are applied here, at start.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** The session-level advisory lock held while migrating (any fixed number no job uses). */
const MIGRATION_LOCK_KEY = 720_451_001;

export interface DatabaseOptions {
  url?: string;
  pgDir?: string;
  onIdleError?: (error: Error) => void;
  /**
   * Sees every statement Drizzle sends (queries, and on node-postgres a transaction's begin/commit),
   * as it is sent: the tests and the bench count the queries a call makes (perf/query-counter.ts).
   * Unset, Drizzle keeps its no-op logger and nothing is paid.
   */
  onQuery?: (query: string) => void;
}

/** `pgDir` undefined with no url: an in-memory PGlite (tests). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle client whose connection the server closed (a restart, a dropped test database) is
    // replaced at the next checkout; without a listener its error would crash the process.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = drizzle(pool, { schema, logger });
    // Several instances starting together on one database migrate one after another: the first
    // applies the migrations, the others find them applied.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.pgDir) fs.mkdirSync(opts.pgDir, { recursive: true });
  const client = await PGlite.create(opts.pgDir ?? 'memory://');
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
