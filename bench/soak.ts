// The soak of issue 13: the bench's server under a steady rate (autocannon's overallRate) of a mix of
// request list, request detail and profile calls for BENCH_SOAK_SECONDS, this process's memory
// sampled every 10 s after a warm-up (after a full collection: the live heap); the heap's slope by
// linear regression over the last 80% of the samples says whether memory stays flat. Figures, not
// assertions. See bench/README.md, "Soak".
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REQUEST_LIST_PATH } from './requests.ts';

export interface SoakSettings {
  seconds: number;
  rate: number;
  connections: number;
}

export interface SoakSample {
  atSeconds: number;
  rssMb: number;
  heapUsedMb: number;
}

export interface SoakResult {
  seconds: number;
  rate: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  warmUpSeconds: number;
  samples: SoakSample[];
  /** heapUsed's and rss's slope, MB per minute, over the last 80% of the samples. */
  heapSlopeMbPerMinute: number;
  rssSlopeMbPerMinute: number;
  flat: boolean;
}

const SAMPLE_EVERY_MS = 10_000;
/** Under this heap slope (MB per minute) memory counts as flat: 10 minutes would add under 10 MB. */
export const FLAT_MB_PER_MINUTE = 1;

const mb = (bytes: number) => bytes / (1024 * 1024);

/**
 * A full collection before each sample, so heapUsed is the live heap, not the garbage the collector
 * has not reached yet (its sawtooth is tens of MB under this load and would drown any trend). The
 * flag set at run time reaches a new context's global `gc` (the script runs without --expose-gc).
 */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  return typeof gc === 'function' ? gc : () => undefined;
}

/** The least-squares slope of y over x. */
export function slope(points: Array<{ x: number; y: number }>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  return sxx > 0 ? sxy / sxx : 0;
}

export async function benchSoak(app: FastifyInstance, appUrl: string, tokens: { client: string; designer: string }, settings: SoakSettings): Promise<SoakResult> {
  // A seeded request (bench/requests.ts, seeded before) read by its client.
  const seeded = (await app.db.execute(sql`
    select id, client_no from requests where notes like 'bench request %' order by created_at desc limit 1`)) as unknown as { rows: Array<{ id: string; client_no: number }> };
  const detail = seeded.rows[0];
  if (!detail) throw new Error('the soak needs the seeded requests (bench/requests.ts)');
  const detailToken = await app.tokens.sign({ memberNo: Number(detail.client_no), role: 'member', approved: true });
  const calls = [
    { path: REQUEST_LIST_PATH, token: tokens.designer },
    { path: `/api/v1/requests/${detail.id}`, token: detailToken },
    { path: '/api/v1/mypage/profile', token: tokens.client },
  ];
  let k = 0;
  const requests: Request[] = [
    {
      method: 'GET',
      path: '/',
      setupRequest: (request) => {
        const call = calls[k++ % calls.length]!;
        return { ...request, path: call.path, headers: { authorization: `Bearer ${call.token}` } };
      },
    },
  ];

  const warmUpSeconds = Math.min(30, Math.max(5, settings.seconds * 0.1));
  console.log(
    `running the soak for ${settings.seconds} s at ${settings.rate} req/s (list, detail, profile), memory every ${SAMPLE_EVERY_MS / 1000} s after ${warmUpSeconds} s of warm-up...`,
  );
  const samples: SoakSample[] = [];
  const start = performance.now();
  const gc = collector();
  const sample = () => {
    gc();
    const m = process.memoryUsage();
    const s = { atSeconds: Math.round((performance.now() - start) / 1000), rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed) };
    samples.push(s);
    console.log(`  ${String(s.atSeconds).padStart(5)} s  rss ${s.rssMb.toFixed(1)} MB  heapUsed ${s.heapUsedMb.toFixed(1)} MB`);
  };
  let timer: NodeJS.Timeout | undefined;
  const warmUp = setTimeout(() => {
    sample();
    timer = setInterval(sample, SAMPLE_EVERY_MS);
  }, warmUpSeconds * 1000);
  let result;
  try {
    result = await autocannon({ url: appUrl, title: 'soak', duration: settings.seconds, connections: settings.connections, overallRate: settings.rate, requests });
  } finally {
    clearTimeout(warmUp);
    clearInterval(timer);
  }

  const tail = samples.slice(Math.floor(samples.length * 0.2));
  const perMinute = (pick: (s: SoakSample) => number) => slope(tail.map((s) => ({ x: s.atSeconds / 60, y: pick(s) })));
  const heapSlopeMbPerMinute = perMinute((s) => s.heapUsedMb);
  const statusCount = Object.values(result.statusCodeStats).reduce((a, s) => a + s.count, 0);
  return {
    seconds: settings.seconds,
    rate: settings.rate,
    requests: statusCount,
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    warmUpSeconds,
    samples,
    heapSlopeMbPerMinute,
    rssSlopeMbPerMinute: perMinute((s) => s.rssMb),
    flat: tail.length >= 2 && Math.abs(heapSlopeMbPerMinute) < FLAT_MB_PER_MINUTE,
  };
}

export function printSoak(r: SoakResult): void {
  console.log('');
  console.log(
    `soak: ${r.seconds} s at ${r.rate} req/s: ${r.requests} calls (${r.requestsPerSecond.toFixed(1)} req/s), p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
  );
  console.log(`  ${r.samples.length} samples after ${r.warmUpSeconds} s: heapUsed ${r.samples.map((s) => s.heapUsedMb.toFixed(1)).join(', ')} MB`);
  console.log(`  rss ${r.samples.map((s) => s.rssMb.toFixed(1)).join(', ')} MB`);
  const verdict = r.samples.length < 3 ? 'too few samples to say' : r.flat ? `flat (under ${FLAT_MB_PER_MINUTE} MB/min)` : `growing (${FLAT_MB_PER_MINUTE} MB/min or more)`;
  console.log(
    `  slope over the last 80%: heapUsed ${r.heapSlopeMbPerMinute >= 0 ? '+' : ''}${r.heapSlopeMbPerMinute.toFixed(2)} MB/min, rss ${r.rssSlopeMbPerMinute >= 0 ? '+' : ''}${r.rssSlopeMbPerMinute.toFixed(2)} MB/min: ${verdict}`,
  );
}
