// A database with a random name on an existing PostgreSQL, dropped when done: for the server tests
// (TEST_DATABASE_URL) and the benchmarks, so neither touches a database that holds anything.
import crypto from 'node:crypto';
import pg from 'pg';

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** `template`: a database to copy (already migrated) instead of an empty one. */
export async function createThrowAwayDatabase(adminUrl: string, prefix: string, options: { template?: string } = {}): Promise<ThrowAwayDatabase> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    return client;
  };
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await connect();
  try {
    await admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = await connect();
      try {
        // A pool that has just ended may still be saying goodbye: give its connections a moment to
        // go, so `force` does not kill a client mid-termination (it would raise an unhandled error).
        for (let i = 0; i < 40; i++) {
          const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
          if (Number(rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
