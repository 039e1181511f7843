// The server tests' throw-away PostgreSQL databases, copied from a template that holds every
// migration: `create database … template` copies files in tens of milliseconds, where migrating each
// new database from empty cost one to two seconds per test file. The template is named after the
// migrations' content, so a new migration builds a new one (and the stale ones are dropped); it is
// built once under an advisory lock, under a temporary name renamed when complete, so a builder that
// dies leaves no half-migrated template behind.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '../db/throwaway.ts';

const TEMPLATE_LOCK_KEY = 720_451_002;

/** `dcm_tpl_<digest of every migration file>`. */
function templateName(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `dcm_tpl_${hash.digest('hex').slice(0, 16)}`;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Makes sure the migrated template exists on the PostgreSQL of `adminUrl`; answers its name. */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'dcm_tpl_%'");
    if (rows.some((r) => r.datname === name)) return name;
    for (const stale of rows) await admin.query(`drop database if exists ${stale.datname} with (force)`).catch(() => undefined);
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const migrated = await openDatabase({ url: withDatabase(adminUrl, building) });
    await migrated.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/** A throw-away database already migrated to the current schema. */
export async function createMigratedTestDatabase(adminUrl: string): Promise<ThrowAwayDatabase> {
  return createThrowAwayDatabase(adminUrl, 'dcm_test', { template: await ensureTemplate(adminUrl) });
}
