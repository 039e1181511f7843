// One Drizzle database over either engine: PGlite in DATA_DIR/pg when DATABASE_URL is unset
// (the embedded mode), a pg pool otherwise. Migrations are applied here, at start.
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** The connections now: the pg pool's own counts; PGlite's one connection, busy or not (GET /metrics). */
  use(): DatabaseUse;
  close(): Promise<void>;
}

export interface DatabaseUse {
  /** Connections open. */
  total: number;
  /** Open and not in use. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
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
   * with its parameters, as it is sent: the tests and the bench count the queries a call makes, and
   * the bench replays them in its bare baseline (perf/query-counter.ts).
   * Unset, Drizzle keeps its no-op logger and nothing is paid.
   */
  onQuery?: (query: string, params: unknown[]) => void;
  /**
   * Told each statement's time in seconds, from sent to answered (GET /metrics). Unset, the
   * driver's methods are left as they are and nothing is paid; set, two clock reads a statement.
   */
  onQueryTime?: (seconds: number) => void;
}

/**
 * `fn` with each call's time told to `observe`: the driver answers by callback (pg's pool calls its
 * client that way) or by promise (Drizzle's calls). The answer itself is passed on untouched.
 */
function timed<F extends (...args: never[]) => unknown>(fn: F, observe: (seconds: number) => void): F {
  // The driver's overloads differ per method; what is wrapped is any call, passed on as it came.
  const call = fn as unknown as (this: unknown, ...args: unknown[]) => unknown;
  const wrapper = function (this: unknown, ...args: unknown[]): unknown {
    const start = performance.now();
    const done = () => observe((performance.now() - start) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
      return call.apply(this, args);
    }
    const result = call.apply(this, args);
    // A second listener only: the caller's promise, and its rejection, stay theirs.
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  return wrapper as unknown as F;
}

/** `pgDir` undefined with no url: an in-memory PGlite (tests). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle client whose connection the server closed (a restart, a dropped test database) is
    // replaced at the next checkout; without a listener its error would crash the process.
    pool.on('error', (error) => opts.onIdleError?.(error));
    // Every statement, through the pool or a transaction's client, is a client's query: timed once
    // per client, when the pool opens it.
    const onQueryTime = opts.onQueryTime;
    if (onQueryTime) pool.on('connect', (client) => void (client.query = timed(client.query, onQueryTime)));
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
    return {
      db: db as unknown as Db,
      use: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.pgDir) fs.mkdirSync(opts.pgDir, { recursive: true });
  const client = await PGlite.create(opts.pgDir ?? 'memory://');
  // PGlite is one connection that runs one statement or transaction at a time: what is in flight
  // beyond the first is waiting. Counted only while timed (the count costs as much as the clock).
  let inFlight = 0;
  const onQueryTime = opts.onQueryTime;
  if (onQueryTime) {
    const tracked = <F extends (...args: never[]) => Promise<unknown>>(fn: F): F =>
      async function (this: unknown, ...args: Parameters<F>) {
        inFlight += 1;
        try {
          return await fn.apply(this, args);
        } finally {
          inFlight -= 1;
        }
      } as F;
    client.query = tracked(timed(client.query, onQueryTime));
    const transaction = client.transaction;
    // A transaction's statements go through its own `query`, not the client's.
    client.transaction = tracked(function <T>(this: typeof client, run: (tx: Transaction) => Promise<T>) {
      return transaction.call(this, (tx) => {
        tx.query = timed(tx.query, onQueryTime);
        return run(tx) as Promise<T>;
      }) as Promise<T>;
    });
  }
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    use: () => ({ total: 1, idle: inFlight > 0 ? 0 : 1, waiting: Math.max(0, inFlight - 1) }),
    close: () => client.close(),
  };
}
