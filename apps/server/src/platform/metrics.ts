// GET /metrics for the operator's Prometheus (issue 24, decision 0029): HTTP rate and latency per
// route, database pool and query time, jobs and open WebSockets; the business's counts are the
// modules' and registered beside these by the app (business-metrics.ts). One registry per app (tests build many apps in one process); off unless
// METRICS_TOKEN is set, and then only for `Authorization: Bearer <METRICS_TOKEN>`.
import crypto from 'node:crypto';
import { ErrorCode } from '@dcm/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseUse, Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import type { JobRun } from './jobs.ts';

export const METRICS_PATH = '/metrics';
/** Requests not counted: the scrape itself and the load balancer's probe would drown the rest. */
const UNCOUNTED_ROUTES = new Set([METRICS_PATH, '/healthz']);
/** The one label of every request no route matched (the web's pages, probes of made-up paths). */
export const UNMATCHED_ROUTE = 'unmatched';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics when METRICS_TOKEN is set: a module may register its own in `registry`. */
    metrics?: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** openDatabase's `onQueryTime`. */
  observeQuery: (seconds: number) => void;
  /** startJobs's `onRun`. */
  observeJob: (run: JobRun) => void;
}

/**
 * The registry with what is observed as it happens: the process's own metrics, query time and job
 * runs. Made before the database opens, so its first queries (the migrations) are timed too.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const queryTime = new Histogram({
    name: 'dcm_db_query_duration_seconds',
    help: 'Database statements, from sent to answered (waiting for the connection included).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const runs = new Counter({ name: 'dcm_job_runs_total', help: 'Runs of each scheduled job on this instance, failed or not.', labelNames: ['job'], registers });
  const failures = new Counter({ name: 'dcm_job_failures_total', help: 'Runs of each scheduled job that failed (rolled back).', labelNames: ['job'], registers });
  const lastDuration = new Gauge({ name: 'dcm_job_last_run_duration_seconds', help: 'How long the last run of each job took.', labelNames: ['job'], registers });
  const lastSuccess = new Gauge({
    name: 'dcm_job_last_success_timestamp_seconds',
    help: 'When each job last ran without failing on this instance (Unix time).',
    labelNames: ['job'],
    registers,
  });
  return {
    registry,
    observeQuery: (seconds) => queryTime.observe(seconds),
    observeJob: ({ name, failed, seconds }) => {
      runs.inc({ job: name });
      lastDuration.set({ job: name }, seconds);
      if (failed) failures.inc({ job: name });
      else lastSuccess.set({ job: name }, Date.now() / 1000);
    },
  };
}

/**
 * A gauge's `collect` that reads at scrape time; a read that failed leaves its series out of this
 * scrape (logged) rather than failing them all.
 */
export const scrapedBy =
  (log: FastifyBaseLogger) =>
  <G extends { reset(): void }>(name: string, fill: (gauge: G) => Promise<void>) =>
    async function (this: G) {
      this.reset();
      await fill(this).catch((error: unknown) => log.warn({ err: error, metric: name }, 'metrics: a scrape-time read failed'));
    };

const digest = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();

/** Whether the header carries the token, compared in constant time (digests: equal lengths whatever was sent). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return sent !== undefined && crypto.timingSafeEqual(digest(sent), digest(token));
}

export interface MetricsDeps {
  /** Unset when METRICS_TOKEN is: the route answers 404 and nothing is measured. */
  metrics?: Metrics;
  token?: string;
  db: Db;
  database: { use(): DatabaseUse };
}

/**
 * The route, and what is counted per request or read at scrape time. Register it before the
 * modules' routes: the request hook applies to the routes registered after it.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const { metrics, token } = deps;
  app.decorate('metrics', metrics);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Off, it is a path like any unknown one: nothing tells a prober it exists.
    if (!metrics || !token) throw new AppError(ErrorCode.NotFound, 404);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(ErrorCode.Unauthorized, 401);
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  if (!metrics || !token) return;
  const registers = [metrics.registry];
  registerHttpMetrics(app, registers);

  new Gauge({
    name: 'dcm_db_pool_connections',
    help: 'Database connections by state: total open, idle, and callers waiting for one (PGlite: its one connection).',
    labelNames: ['state'],
    registers,
    collect() {
      const use = deps.database.use();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'dcm_websocket_connections',
    help: 'WebSockets open on this instance (signed in or not yet).',
    registers,
    collect() {
      this.set(app.openSockets());
    },
  });
}

/** Requests per route pattern (never the raw path: ids would make a series each), method and status class. */
function registerHttpMetrics(app: FastifyInstance, registers: Registry[]): void {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'dcm_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status class.', labelNames, registers });
  const duration = new Histogram({
    name: 'dcm_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (!UNCOUNTED_ROUTES.has(route)) {
      const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
