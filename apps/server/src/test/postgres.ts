// The real PostgreSQL for the tests PGlite cannot stand in for (row locks, concurrent connections, cut
// connections): TEST_DATABASE_URL if set, else the local one. Those tests skip when it does not answer.
import pg from 'pg';

export const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers at pgAdminUrl; when it does not, warns that `skipped` are skipped. */
export async function postgresAnswers(skipped: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    console.warn(`${skipped} skipped: no PostgreSQL at ${pgAdminUrl} (set TEST_DATABASE_URL)`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
