// The database-restart drill (issue 13, docs/operations/backups.md): starts an instance on a scratch
// database, stops and starts PostgreSQL under it, and prints what /healthz answered meanwhile (every
// 100 ms) and whether a sign-in works after, without restarting the instance. It stops the real
// server: run it on a machine of your own, never beside a live service.
//   PG_STOP='pg_ctlcluster 15 main stop -m fast' PG_START='pg_ctlcluster 15 main start' npm run pg-restart-drill
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

const adminUrl = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stopCommand = process.env.PG_STOP ?? 'pg_ctlcluster 15 main stop -m fast';
const startCommand = process.env.PG_START ?? 'pg_ctlcluster 15 main start';
const DOWN_MS = 3_000;
const AFTER_MS = 5_000;

async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dbName = `dcm_drill_${Date.now().toString(36)}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
await onAdmin(`create database ${dbName}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-drill-'));
const server = await startServerProcess({ DATABASE_URL: dbUrl.href, DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'test' });
const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s`;
const timeline: string[] = [];
let last = '';
let polling = true;
const poll = (async () => {
  while (polling) {
    const answer = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(3_000) }).then(
      async (res) => `${res.status} ${await res.text()}`,
      (error: Error) => `no answer (${error.name})`,
    );
    if (answer !== last) timeline.push(`${at()}  /healthz ${answer}`);
    last = answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();

try {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  timeline.push(`${at()}  ${stopCommand}`);
  execSync(stopCommand, { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  timeline.push(`${at()}  ${startCommand}`);
  execSync(startCommand, { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  polling = false;
  await poll;
  const login = await fetch(`${server.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@demo.dcm', password: 'demo1234!' }),
  });
  timeline.push(`${at()}  sign-in of the demo client: ${login.status}`);
  console.log(timeline.join('\n'));
} finally {
  polling = false;
  await server.stop();
  await onAdmin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
