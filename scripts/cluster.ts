// `npm run cluster`: the marketplace as several server instances on one PostgreSQL, one Redis and one
// DATA_DIR, behind a small local proxy (scripts/cluster-proxy.ts) on PORT. It shows on one machine
// what a deployment over several machines does (README "Several instances", decision 0023).
//
//   CLUSTER_INSTANCES   how many instances (2)
//   PORT                the proxy's port, the one to open in the browser (3000); the instances
//                       listen on the loopback at PORT+1, PORT+2, … (CLUSTER_FIRST_PORT to move them)
//   DATABASE_URL        PostgreSQL, created when missing (postgres://postgres@127.0.0.1:5432/dcm_cluster)
//   REDIS_URL           Redis (redis://127.0.0.1:6379)
//   CLUSTER_SKIP_BUILD  1: serve the web build already there instead of building it first
// Every other variable (DATA_DIR, DEMO, S3_*, …) reaches the instances as it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../apps/server/src/node-options.ts';
import { createClusterProxy, type Upstream } from './cluster-proxy.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const env = process.env;
const instances = Number(env.CLUSTER_INSTANCES ?? 2);
const port = Number(env.PORT ?? 3000);
const firstPort = Number(env.CLUSTER_FIRST_PORT ?? port + 1);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dcm_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;

if (!Number.isInteger(instances) || instances < 1) {
  console.error(`cluster: CLUSTER_INSTANCES must be a whole number of at least 1, not ${env.CLUSTER_INSTANCES}`);
  process.exit(1);
}
if (!/^postgres(ql)?:/.test(databaseUrl)) {
  console.error('cluster: DATABASE_URL must be a PostgreSQL URL: the instances share it (PGlite is one process)');
  process.exit(1);
}

const upstreams: Upstream[] = Array.from({ length: instances }, (_, i) => ({ name: String(i + 1), host: '127.0.0.1', port: firstPort + i }));
const proxy = createClusterProxy(upstreams);
const children = new Map<Upstream, ChildProcess>();
let stopping = false;

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  process.exit(1);
}

/** Stops the proxy and every instance, waiting for each to close its connections. */
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exited = [...children.values()].map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all([proxy.close(), ...exited]);
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());


/** Creates the database of `url` on its server when it is not there yet. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) fail(`DATABASE_URL must name the database (letters, digits, _): ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${maintenance.host} does not answer (${String(error)})`);
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name}"`);
      console.log(`cluster: created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Whether Redis answers a PING at `url`, over a bare socket (no client library needed for that). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(redisPort || 6379) });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => answer(false));
    socket.once('error', () => answer(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A password-protected Redis answers -NOAUTH: it is there all the same.
    socket.once('data', (data) => answer(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

async function waitForHealth(upstream: Upstream, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`instance ${upstream.name} stopped while starting (exit ${child.exitCode})`);
    const ok = await fetch(`http://${upstream.host}:${upstream.port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`instance ${upstream.name} did not answer /healthz within ${timeoutMs / 1000} s`);
}

await ensureDatabase(databaseUrl);
if (!(await redisAnswers(redisUrl))) fail(`Redis at ${redisUrl} does not answer: the instances share chat, notifications, presence and rate limits through it`);

if (env.CLUSTER_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) fail('the web build failed');
}

function startInstance(upstream: Upstream): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...SERVER_ENV,
      ...env,
      PORT: String(upstream.port),
      // Only the proxy reaches the instances, so the address it forwards can be trusted.
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      // The start-up checks of a production start ask what several instances must share (decision 0027).
      INSTANCES: String(instances),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
    },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`cluster: instance ${upstream.name} stopped (${signal ?? `exit ${code}`}); the proxy skips it`);
  });
  children.set(upstream, child);
  return child;
}


// The first instance alone migrates the database and seeds the admin (and the demo members), and
// creates the keys in DATA_DIR; the others start on what it made.
const [first, ...rest] = upstreams as [Upstream, ...Upstream[]];
await waitForHealth(first, startInstance(first));
await Promise.all(rest.map((u) => waitForHealth(u, startInstance(u))));

proxy.server.listen(port, env.HOST ?? '0.0.0.0', () => {
  console.log(`cluster: ${instances} instance(s) on ports ${upstreams.map((u) => u.port).join(', ')} behind ${publicUrl}`);
});
