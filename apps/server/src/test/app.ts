// A fresh server per test file: in-memory PGlite by default, or a throw-away database on the
// PostgreSQL of TEST_DATABASE_URL, so the same tests prove both engines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createThrowAwayDatabase } from '../db/throwaway.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'admin-pass-1234', NODE_ENV: 'test', ...env });
  config.webDist = undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createThrowAwayDatabase(adminUrl, 'dcm_test') : undefined;
  const app = await buildApp(config, { database: { url: pgDb?.url } });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
