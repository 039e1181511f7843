// Runs the design check of one file in a worker thread of its own (design-check.worker.ts), ended
// once it answers, so the memory of a large mesh goes back with it. The check-designs job analyses
// one file at a time (the job runner never overlaps two runs of one job on an instance), so an
// instance has at most one such thread.
import { Worker } from 'node:worker_threads';
import type { MeshFormat } from '@dcm/shared/mesh/parse';
import type { MeshReport } from '@dcm/shared/mesh/report';

/** Ample for 5M triangles (~17 s on a busy 2-core machine, decision 0043); a thread past it is ended. */
export const DESIGN_CHECK_TIMEOUT_MS = 3 * 60_000;

/**
 * The report on `buffer` (handed to the thread: unusable here afterwards). Rejects when the thread
 * dies (out of memory) or overruns the time-out: the job then retries the file.
 */
export function checkInThread(buffer: ArrayBuffer, format: MeshFormat, prescribedMinMm: number | null, timeoutMs = DESIGN_CHECK_TIMEOUT_MS): Promise<MeshReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./design-check.worker.ts', import.meta.url), {
      workerData: { buffer, format, prescribedMinMm },
      transferList: [buffer],
      // The typed arrays live outside this heap; what is on it is small.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`the design check ran over ${timeoutMs} ms`))), timeoutMs);
    worker.once('message', (report: MeshReport) => settle(() => resolve(report)));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the design check's thread stopped (exit code ${code})`))));
  });
}
