// GET /metrics through HTTP (issue 24, decision 0029): off without METRICS_TOKEN, refused without
// it, and with it the Prometheus text of what the app did: routes by pattern, queries, jobs,
// WebSockets, the outbox's backlog and the business's counts.
import crypto from 'node:crypto';
import { ErrorCode, MemberType, type ChargeAnswer } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charge, selectedOrder } from '../modules/orders/test-support.ts';
import { freshMember } from '../modules/requests/test-support.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { bearer } from '../test/members.ts';
import { listen, Tab } from '../test/sockets.ts';
import { startJobs } from './jobs.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = `metrics-${crypto.randomUUID()}`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of an exposition, checking every line is a comment or `name{labels} value` as Prometheus reads it. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    const [, name, labelText = '', value] = match ?? [];
    if (!name || !value) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels = Object.fromEntries([...labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('answers 404, with or without a bearer, as any unknown path', async () => {
    for (const headers of [{}, bearer('anything')]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NotFound);
    }
    expect(t.app.metrics).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async (): Promise<Sample[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body);
  };

  beforeAll(async () => (t = await buildTestApp({ METRICS_TOKEN: TOKEN })));
  afterAll(() => t.close());

  it('refuses a missing, wrong or differently shaped token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN.slice(0, -1)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe(ErrorCode.Unauthorized);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the right token with the Prometheus text format, the process metrics included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE dcm_http_requests_total counter');
    expect(res.body).toContain('# TYPE dcm_http_request_duration_seconds histogram');
    const samples = parse(res.body);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests per route pattern, method and status class, never per raw path, and not /metrics or /healthz', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    // Signed out: each is refused (401), under the one pattern whatever the id.
    for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}` })).statusCode).toBe(401);
    const missing = `/no-such-page-${crypto.randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    const samples = parse(res.body);
    const labels = { method: 'GET', route: '/api/v1/orders/:id', status_class: '4xx' };
    expect(valueOf(samples, 'dcm_http_requests_total', labels)).toBe(3);
    expect(valueOf(samples, 'dcm_http_request_duration_seconds_count', labels)).toBe(3);
    expect(valueOf(samples, 'dcm_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    expect(valueOf(samples, 'dcm_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(valueOf(samples, 'dcm_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(res.body).not.toContain(id);
    expect(res.body).not.toContain(missing);
    expect(valueOf(samples, 'dcm_http_requests_total', { route: '/healthz' })).toBeUndefined();
    expect(valueOf(samples, 'dcm_http_requests_total', { route: '/metrics' })).toBeUndefined();
  });

  it('shows the database: connections by state and the time of its statements', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'dcm_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'dcm_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'dcm_db_pool_connections', { state: 'waiting' })).toBe(0);
    // The migrations, the admin's creation and the calls above were all timed.
    expect(valueOf(samples, 'dcm_db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(valueOf(samples, 'dcm_db_query_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('shows a job run by its name, with its duration', async () => {
    const before = valueOf(await scrape(), 'dcm_job_runs_total', { job: 'expire-requests' }) ?? 0;
    expect(await t.app.jobs.runNow('expire-requests')).toBe(true);
    const samples = await scrape();
    expect(valueOf(samples, 'dcm_job_runs_total', { job: 'expire-requests' })).toBe(before + 1);
    expect(valueOf(samples, 'dcm_job_last_run_duration_seconds', { job: 'expire-requests' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'dcm_job_last_success_timestamp_seconds', { job: 'expire-requests' })).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('shows the outbox backlog per queue, empty once the delivery job has run', async () => {
    await t.app.jobs.runNow('deliver-notifications');
    const samples = await scrape();
    for (const queue of ['events', 'push', 'email']) expect(valueOf(samples, 'dcm_outbox_backlog', { queue }), queue).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'dcm_outbox_backlog', { queue: 'events' })).toBe(0);
  });

  it('counts the business at scrape time: an order, a charge with its ledger entry and a refund made here show', async () => {
    const before = await scrape();
    const client = await freshMember(t);
    const designer = await freshMember(t, { memberSe: MemberType.Designer });
    await selectedOrder(t, client, designer);
    await charge(t, client, 50_000);
    const another = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mileage/charges',
      payload: { amount: 10_000, currency: 'KRW' },
      headers: { ...bearer(client.token), 'idempotency-key': crypto.randomUUID() },
    });
    expect(another.statusCode, another.body).toBe(201);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mileage/charges/${another.json<ChargeAnswer>().chargeId}/refund`,
      headers: { ...bearer(client.token), 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(delta('dcm_orders', { state: 'awaitingPayment' })).toBe(1);
    expect(valueOf(after, 'dcm_orders', { state: 'complete' })).toBe(0);
    // Every provider and status has its series from the start, at 0 until its first row.
    expect(valueOf(before, 'dcm_mileage_charges', { provider: 'toss', status: 'failed' })).toBe(0);
    expect(valueOf(after, 'dcm_charge_refunds', { provider: 'paypal', status: 'complete' })).toBe(0);
    expect(delta('dcm_mileage_charges', { provider: 'test', status: 'confirmed' })).toBe(2);
    expect(delta('dcm_charge_refunds', { provider: 'test', status: 'requested' })).toBe(1);
    // Each charge is one entry, the refund's request another (the amount leaves the balance then).
    expect(delta('dcm_ledger_entries_total')).toBe(3);
    expect(valueOf(after, 'dcm_http_requests_total', { method: 'POST', route: '/api/v1/mileage/charges/:id/refund', status_class: '2xx' })).toBe(1);
  });

  it('counts the WebSockets open on the instance', async () => {
    const base = await listen(t);
    const open = async () => valueOf(await scrape(), 'dcm_websocket_connections');
    expect(await open()).toBe(0);
    const tabs = [await Tab.open(base), await Tab.open(base)];
    expect(await open()).toBe(2);
    for (const tab of tabs) {
      tab.close();
      await tab.closed;
    }
    await expect.poll(open).toBe(0);
  });
});

describe('job metrics', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('a failed run counts as a run and a failure, and moves no last success', async () => {
    const metrics = createMetrics();
    const runner = startJobs(
      t.app.db,
      t.app.log,
      [
        { name: 'works', everyMs: 60_000, run: async () => undefined },
        {
          name: 'breaks',
          everyMs: 60_000,
          run: async () => {
            throw new Error('boom');
          },
        },
      ],
      { autostart: false, onRun: metrics.observeJob },
    );
    expect(await runner.runNow('works')).toBe(true);
    expect(await runner.runNow('breaks')).toBe(false);
    expect(await runner.runNow('breaks')).toBe(false);
    const samples = parse(await metrics.registry.metrics());
    expect(valueOf(samples, 'dcm_job_runs_total', { job: 'works' })).toBe(1);
    expect(valueOf(samples, 'dcm_job_failures_total', { job: 'works' })).toBeUndefined();
    expect(valueOf(samples, 'dcm_job_runs_total', { job: 'breaks' })).toBe(2);
    expect(valueOf(samples, 'dcm_job_failures_total', { job: 'breaks' })).toBe(2);
    expect(valueOf(samples, 'dcm_job_last_success_timestamp_seconds', { job: 'breaks' })).toBeUndefined();
    expect(valueOf(samples, 'dcm_job_last_run_duration_seconds', { job: 'breaks' })).toBeGreaterThanOrEqual(0);
  });
});
