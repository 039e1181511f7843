// Comparing two mesh files from the page (issue 29): both files' bytes are transferred to a worker
// (deviation.worker.ts), which parses them and measures the newer against the older (worker-run.ts).
import { formatOf } from '@dcm/shared/mesh/parse';
import type { DeviationReply, DeviationRequest } from './deviation-protocol.ts';
import { ViewerLoadError } from './load-error.ts';
import { runInWorker } from './worker-run.ts';

export type DeviationResult = Extract<DeviationReply, { type: 'done' }>;

const DEFAULT_TIMEOUT_MS = 180_000;

type Named = { name: string; buffer: ArrayBuffer };

export function compareMeshes(older: Named, newer: Named, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<DeviationResult> {
  const { onProgress, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const olderFormat = formatOf(older.name);
  const newerFormat = formatOf(newer.name);
  if (!olderFormat || !newerFormat) return Promise.reject(new ViewerLoadError('VIEWER_LOAD_ERROR', 'Only STL, PLY and OBJ files can be compared.'));
  return runInWorker<Omit<DeviationResult, 'type'>>({
    start: () => new Worker(new URL('./deviation.worker.ts', import.meta.url), { type: 'module' }),
    message: { older: { buffer: older.buffer, format: olderFormat }, newer: { buffer: newer.buffer, format: newerFormat } } satisfies DeviationRequest,
    transfer: [older.buffer, newer.buffer],
    onProgress,
    signal,
    timeoutMs,
    words: {
      aborted: 'The comparison was aborted.',
      timedOut: `Comparing took longer than ${timeoutMs} ms.`,
      cannotStart: 'The comparison could not start',
      failed: 'The comparison worker failed.',
    },
  });
}
