// Loading a mesh file for the viewer from the page: the file is read and parsed in a Web Worker
// (mesh.worker.ts) so the page stays responsive (its bytes never pass through the page); the worker
// is ended as soon as the load settles, times out or is aborted, which frees the memory it held.
import { formatOf, type ParsedMesh } from '@dcm/shared/mesh/parse';
import { ViewerLoadError } from './load-error.ts';
import type { MeshWorkerRequest } from './mesh.worker.ts';
import { runInWorker } from './worker-run.ts';

export interface LoadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default 120 000 ms, counted from the call, reading included. */
  timeoutMs?: number;
}

export { ViewerLoadError, type ViewerErrorCode } from './load-error.ts';

const DEFAULT_TIMEOUT_MS = 120_000;
/** The worker's start counts as the first tenth of the progress; reading and parsing the file (together) as the rest. */
const READ_SHARE = 0.1;

/**
 * Reads the file (File or ArrayBuffer with a name) and parses it in a worker; the worker is
 * terminated at the end, on abort or on time-out (memory freed). A File is handed to the worker,
 * which reads it; a given ArrayBuffer is transferred to the worker, so it is detached (empty) for the
 * caller afterwards.
 */
export function loadMesh(
  source: File | { name: string; buffer: ArrayBuffer },
  options: LoadOptions = {},
): Promise<ParsedMesh> {
  const { onProgress, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const format = formatOf(source.name);
  if (!format) return Promise.reject(new ViewerLoadError('VIEWER_LOAD_ERROR', `"${source.name}" is not an STL, PLY or OBJ file.`));
  if (!signal?.aborted) onProgress?.(0);
  const done = runInWorker<{ mesh: ParsedMesh }>({
    start: () => new Worker(new URL('./mesh.worker.ts', import.meta.url), { type: 'module' }),
    // A File is handed to the worker, which reads it; a buffer is transferred (detached for the caller).
    message: 'buffer' in source ? ({ source: source.buffer, format } satisfies MeshWorkerRequest) : ({ source, format } satisfies MeshWorkerRequest),
    transfer: 'buffer' in source ? [source.buffer] : [],
    onProgress: onProgress && ((fraction) => onProgress(READ_SHARE + (1 - READ_SHARE) * fraction)),
    signal,
    timeoutMs,
    words: {
      aborted: 'Loading the mesh was aborted.',
      timedOut: `Loading "${source.name}" took longer than ${timeoutMs} ms.`,
      cannotStart: `"${source.name}" could not be loaded`,
      failed: 'The mesh worker failed.',
    },
  });
  return done.then((reply) => reply.mesh);
}
