// Loading a mesh file for the viewer from the page: the file is read and parsed in a Web Worker
// (mesh.worker.ts) so the page stays responsive (its bytes never pass through the page); the worker
// is ended as soon as the load settles, times out or is aborted, which frees the memory it held.
import type { MeshWorkerReply, MeshWorkerRequest } from './mesh.worker.ts';
import { formatOf, type ParsedMesh } from './parse.ts';

export interface LoadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default 120 000 ms, counted from the call, reading included. */
  timeoutMs?: number;
}

export type ViewerErrorCode = 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT';

export class ViewerLoadError extends Error {
  // A plain field rather than a parameter property: the project compiles with erasableSyntaxOnly.
  readonly code: ViewerErrorCode;
  constructor(code: ViewerErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'ViewerLoadError';
    this.code = code;
  }
}

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
  if (signal?.aborted) return Promise.reject(abortError());

  return new Promise<ParsedMesh>((resolve, reject) => {
    let worker: Worker | undefined;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker?.terminate();
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const onAbort = () => fail(abortError());
    const timer = setTimeout(() => fail(new ViewerLoadError('VIEWER_TIMEOUT', `Loading "${source.name}" took longer than ${timeoutMs} ms.`)), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    onProgress?.(0);
    try {
      worker = new Worker(new URL('./mesh.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      // A worker that cannot start (a content security policy, say).
      fail(new ViewerLoadError('VIEWER_LOAD_ERROR', `"${source.name}" could not be loaded: ${String(error)}`));
      return;
    }
    worker.onmessage = (event: MessageEvent<MeshWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress?.(READ_SHARE + (1 - READ_SHARE) * reply.fraction);
      else if (reply.type === 'done') settle(() => resolve(reply.mesh));
      else fail(new ViewerLoadError(reply.code, reply.message));
    };
    worker.onerror = (event) => fail(new ViewerLoadError('VIEWER_LOAD_ERROR', event.message || 'The mesh worker failed.'));
    worker.onmessageerror = () => fail(new ViewerLoadError('VIEWER_LOAD_ERROR', 'The mesh worker sent an unreadable message.'));
    if ('buffer' in source) worker.postMessage({ source: source.buffer, format } satisfies MeshWorkerRequest, [source.buffer]);
    else worker.postMessage({ source, format } satisfies MeshWorkerRequest);
  });
}

const abortError = () => new DOMException('Loading the mesh was aborted.', 'AbortError');
