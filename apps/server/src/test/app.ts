// A fresh server per test file: in-memory PGlite by default, or a throw-away database on the
// PostgreSQL of TEST_DATABASE_URL, so the same tests prove both engines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createMigratedTestDatabase } from './template-db.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The throw-away PostgreSQL database, when the app runs on one (not PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A PostgreSQL to make the throw-away database on, instead of TEST_DATABASE_URL. */
  databaseAdminUrl?: string;
  /**
   * Another instance of the same deployment: this app uses `sharing`'s database and data directory
   * (so its signing keys), and closing it leaves both to `sharing`. Close it before `sharing`.
   */
  sharing?: TestApp;
  /** Sees every route as it is registered (BuildOptions.onRoute). */
  onRoute?: BuildOptions['onRoute'];
  /** Reads the server's log (BuildOptions.logStream). */
  logStream?: BuildOptions['logStream'];
  /** Texts through this router instead of the config's providers (BuildOptions.sms). */
  sms?: BuildOptions['sms'];
  /** Sees every database statement (perf/query-counter.ts counts them per call). */
  onQuery?: (query: string, params: unknown[]) => void;
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharing;
  if (shared && !shared.databaseUrl) throw new Error('a second instance needs the first on PostgreSQL (PGlite is one process)');
  const dataDir = shared ? shared.config.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'admin-pass-1234', NODE_ENV: 'test', ...env });
  config.webDist = undefined;
  const adminUrl = options.databaseAdminUrl ?? process.env.TEST_DATABASE_URL;
  const pgDb = !shared && adminUrl ? await createMigratedTestDatabase(adminUrl) : undefined;
  const databaseUrl = shared ? shared.databaseUrl : pgDb?.url;
  const app = await buildApp(config, { database: { url: databaseUrl, onQuery: options.onQuery }, onRoute: options.onRoute, logStream: options.logStream, sms: options.sms });
  await app.ready();
  return {
    app,
    config,
    databaseUrl,
    async close() {
      await app.close();
      if (shared) return;
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
