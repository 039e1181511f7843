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

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** `pgDir` undefined with no url: an in-memory PGlite (tests). */
export async function openDatabase(opts: { url?: string; pgDir?: string }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle client whose connection the server closed (a restart, a dropped test database) is
    // replaced at the next checkout; without a listener its error would crash the process.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.pgDir) fs.mkdirSync(opts.pgDir, { recursive: true });
  const client = await PGlite.create(opts.pgDir ?? 'memory://');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
