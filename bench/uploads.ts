// Issue 27's upload rows: a CAD file (a binary STL of BENCH_UPLOAD_MB, 500 by default) sent through
// the resumable upload API to the real server as the browser sends it (bench/upload-client.ts, a
// process of its own, with Node's fetch), beside its baseline: the same bytes written in chunks of
// the same size to a file on the same filesystem by this process (the server does not fsync, so
// neither does the baseline). The memory figures are this process's, which runs the server: rss,
// heapUsed and the Buffers' memory before (after a full collection) and at their peak while the
// upload runs. Then BENCH_UPLOAD_REPEAT uploads of 200 MB in a row, the same after each (after a
// full collection): the embedded mode's memory must stay bounded. Numbers, not assertions.
// `node bench/uploads.ts` runs it alone on a server of its own (in-memory PGlite, a DATA_DIR of its
// own); bench/README.md, "Uploads (issue 27)", says how to read it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fork } from 'node:child_process';
import { RESUMABLE_CHUNK_BYTES, type UploadAnswer } from '@dcm/shared';
import { runAlone } from './servers.ts';
import { printTable } from './table.ts';
import type { UploadDone, UploadJob } from './upload-client.ts';

const MB = 1024 * 1024;
const REPEAT_MB = 200;
/** The goal: the upload at 0.8x the raw write or better, the memory growth at 64 MB or under. */
const GOAL_RATIO = 0.8;
const GOAL_GROWTH_MB = 64;
const SAMPLE_EVERY_MS = 20;

/** This process's memory, in MB: rss; the JavaScript heap in use; the Buffers' memory, outside the heap. */
interface Memory {
  rssMb: number;
  heapMb: number;
  buffersMb: number;
}

export interface UploadRow {
  name: string;
  mb: number;
  mbPerSecond: number;
  baselineMbPerSecond: number;
  ratio: number;
  /** This process's CPU time (user and system) during the upload: the server's cost, whatever else loads the machine. */
  cpuSeconds: number;
  /** Over the memory before: at the peak during the upload, or after a collection for the repeats. */
  growth: Memory;
}

interface Settings {
  mb: number;
  repeat: number;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

/** The flag set at run time reaches a new context's global `gc`, as in bench/soak.ts. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  return typeof gc === 'function' ? gc : () => undefined;
}
const gc = collector();

/** The largest binary STL of at most `mb` MB: 84 header bytes, then 50 bytes per triangle. */
const stlSizeOf = (mb: number) => 84 + 50 * Math.floor((mb * MB - 84) / 50);

/**
 * Writes a binary STL of `size` bytes to `file` one chunk at a time, as the baseline: random
 * triangles (each chunk stamped with its number, so a chunk out of place shows), a valid header and a
 * finite first triangle, as the type check wants. Answers the seconds the writes took.
 */
async function writeStl(file: string, size: number): Promise<number> {
  const head = crypto.randomBytes(RESUMABLE_CHUNK_BYTES);
  const body = Buffer.from(head);
  head.fill(0, 0, 84 + 48);
  head.write('binary STL written by bench/uploads.ts', 0, 'latin1');
  head.writeUInt32LE((size - 84) / 50, 80);
  const handle = await fs.promises.open(file, 'w');
  const started = performance.now();
  try {
    for (let offset = 0, chunk = 0; offset < size; offset += RESUMABLE_CHUNK_BYTES, chunk++) {
      const bytes = chunk === 0 ? head : body;
      if (chunk > 0) bytes.writeUInt32LE(chunk, 0);
      await handle.write(bytes, 0, Math.min(RESUMABLE_CHUNK_BYTES, size - offset), offset);
    }
    // On the disk, as the server's copy is before it answers (platform/storage.ts).
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The browser, a process of its own: uploads one file at a time, answering its answer and the seconds it took. */
function startBrowser(appUrl: string, token: string): { upload: (file: string, name: string) => Promise<{ answer: UploadAnswer; seconds: number }>; close: () => void } {
  const child = fork(path.join(import.meta.dirname, 'upload-client.ts'), { stdio: 'inherit' });
  return {
    upload(file, name) {
      return new Promise((resolve, reject) => {
        const exited = (code: number | null) => reject(new Error(`the browser process exited (${code}) during the upload of ${name}`));
        child.once('exit', exited);
        child.once('message', (done: UploadDone) => {
          child.off('exit', exited);
          if ('error' in done) reject(new Error(`the upload of ${name} failed: ${done.error}`));
          else resolve(done);
        });
        child.send({ appUrl, token, file, name } satisfies UploadJob);
      });
    },
    close: () => child.disconnect(),
  };
}

function memory(): Memory {
  const m = process.memoryUsage();
  return { rssMb: m.rss / MB, heapMb: m.heapUsed / MB, buffersMb: m.arrayBuffers / MB };
}

/** The memory sampled every SAMPLE_EVERY_MS until stopped; answers the peak of each figure. */
function watchMemory(): () => Memory {
  const peak = memory();
  const sample = () => {
    const m = memory();
    peak.rssMb = Math.max(peak.rssMb, m.rssMb);
    peak.heapMb = Math.max(peak.heapMb, m.heapMb);
    peak.buffersMb = Math.max(peak.buffersMb, m.buffersMb);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

/** After a full collection: the live memory. */
function settled(): Memory {
  gc();
  return memory();
}

const growthOf = (now: Memory, before: Memory): Memory => ({
  rssMb: now.rssMb - before.rssMb,
  heapMb: now.heapMb - before.heapMb,
  buffersMb: now.buffersMb - before.buffersMb,
});

/** A binary STL's header, which the server blanks (zeros) as it stores the file: free text a scanner may have written a patient's name in. */
const STL_HEADER_BYTES = 80;

async function sha256Of(file: string, start = 0): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { start })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The stored file is the source with its header blanked: zeros there, every byte after it the same. */
async function storedAsSent(stored: string, source: string, size: number): Promise<boolean> {
  const header = Buffer.alloc(STL_HEADER_BYTES);
  const handle = await fs.promises.open(stored);
  try {
    await handle.read(header, 0, STL_HEADER_BYTES, 0);
  } finally {
    await handle.close();
  }
  return fs.statSync(stored).size === size && header.every((byte) => byte === 0) && (await sha256Of(stored, STL_HEADER_BYTES)) === (await sha256Of(source, STL_HEADER_BYTES));
}

/** Where the local Storage keeps an upload's bytes (files' storeUpload and uploads' sessions alike). */
const storedPathOf = (dataDir: string, id: string) => path.join(dataDir, 'files', 'uploads', id.slice(0, 2), id);

export async function benchUploads(appUrl: string, token: string, dataDir: string, settings: Settings = uploadSettings()): Promise<UploadRow[]> {
  const dir = fs.mkdtempSync(path.join(dataDir, 'bench-uploads-'));
  const browser = startBrowser(appUrl, token);
  try {
    const rows: UploadRow[] = [];
    const size = stlSizeOf(settings.mb);
    const source = path.join(dir, 'full arch.stl');
    console.log(`uploads: writing ${(size / MB).toFixed(1)} MB to ${dir} (the baseline), then uploading it as the browser does...`);
    const baselineSeconds = await writeStl(source, size);

    const before = settled();
    const stop = watchMemory();
    const cpu = process.cpuUsage();
    const { answer, seconds } = await browser.upload(source, 'full arch.stl');
    const cpuSeconds = cpuSecondsSince(cpu);
    const peak = stop();
    const stored = storedPathOf(dataDir, answer.id);
    const identical = answer.size === size && (await storedAsSent(stored, source, size));
    console.log(`  stored ${answer.size} bytes, ${identical ? 'the source’s bytes, its header blanked' : 'NOT the source’s bytes'}`);
    rows.push(rowOf(`${settings.mb} MB`, size, { seconds, baselineSeconds, cpuSeconds }, growthOf(peak, before)));
    fs.rmSync(stored);
    fs.rmSync(source);

    const repeatSize = stlSizeOf(REPEAT_MB);
    const repeatSource = path.join(dir, 'crown.stl');
    console.log(`uploads: ${settings.repeat} uploads of ${REPEAT_MB} MB in a row, the memory after each (after a full collection)...`);
    const repeatBaselineSeconds = await writeStl(repeatSource, repeatSize);
    const first = settled();
    for (let k = 1; k <= settings.repeat; k++) {
      const at = process.cpuUsage();
      const done = await browser.upload(repeatSource, 'crown.stl');
      const times = { seconds: done.seconds, baselineSeconds: repeatBaselineSeconds, cpuSeconds: cpuSecondsSince(at) };
      fs.rmSync(storedPathOf(dataDir, done.answer.id));
      rows.push(rowOf(`${REPEAT_MB} MB #${k}`, repeatSize, times, growthOf(settled(), first)));
    }
    return rows;
  } finally {
    browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const cpuSecondsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
};

function rowOf(name: string, size: number, times: { seconds: number; baselineSeconds: number; cpuSeconds: number }, growth: Memory): UploadRow {
  const mb = size / MB;
  const mbPerSecond = mb / times.seconds;
  const baselineMbPerSecond = mb / times.baselineSeconds;
  return { name, mb, mbPerSecond, baselineMbPerSecond, ratio: mbPerSecond / baselineMbPerSecond, cpuSeconds: times.cpuSeconds, growth };
}

export function uploadSettings(): Settings {
  return { mb: positiveNumber('BENCH_UPLOAD_MB', 500), repeat: Math.round(positiveNumber('BENCH_UPLOAD_REPEAT', 10)) };
}

export function printUploadTable(rows: UploadRow[]): void {
  const header = ['upload', 'MB', 'MB/s', 'baseline MB/s', 'ratio', 'cpu s', '+rss MB', '+heap MB', '+buffers MB'];
  const lines = rows.map((r) => [
    r.name,
    r.mb.toFixed(1),
    r.mbPerSecond.toFixed(1),
    r.baselineMbPerSecond.toFixed(1),
    `${r.ratio.toFixed(2)}x`,
    r.cpuSeconds.toFixed(2),
    r.growth.rssMb.toFixed(1),
    r.growth.heapMb.toFixed(1),
    r.growth.buffersMb.toFixed(1),
  ]);
  printTable(header, lines);
  const [big, ...repeats] = rows;
  if (big) {
    const meets = big.ratio >= GOAL_RATIO && big.growth.rssMb <= GOAL_GROWTH_MB;
    console.log(
      `\n${big.name}: ${big.ratio.toFixed(2)}x the raw write, rss +${big.growth.rssMb.toFixed(1)} MB at the peak (goal: ≥ ${GOAL_RATIO}x, ≤ ${GOAL_GROWTH_MB} MB): ${meets ? 'met' : 'not met'}`,
    );
  }
  const last = repeats.at(-1);
  if (last) {
    const most = Math.max(...repeats.map((r) => r.growth.rssMb));
    console.log(
      `after ${repeats.length} uploads of ${REPEAT_MB} MB: rss +${last.growth.rssMb.toFixed(1)} MB over before the first, +${most.toFixed(1)} MB at most (goal: ≤ ${GOAL_GROWTH_MB} MB): ${last.growth.rssMb <= GOAL_GROWTH_MB ? 'bounded' : 'growing'}`,
    );
  }
}

/** Alone: a server of its own (runAlone: in-memory PGlite, a DATA_DIR of its own), signed in as the demo T-esigner. */
if (import.meta.main) {
  await runAlone(async (appUrl, config) => {
    const { accessToken } = await call<{ accessToken: string }>(`${appUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'designer@demo.dcm', password: 'demo1234!' }),
    });
    printUploadTable(await benchUploads(appUrl, accessToken, config.dataDir));
  });
}
