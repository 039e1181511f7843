// One piece of work in a Web Worker of its own (loading a mesh, comparing two): the worker reports
// progress, then one answer or one error; it is ended as soon as the work settles, is aborted or
// times out, which frees the memory it held. The caller creates the worker, because the bundler
// finds a worker's file only in a literal `new Worker(new URL(…, import.meta.url))`.
import { ViewerLoadError, type ViewerErrorCode } from './load-error.ts';

/** What a worker of the viewer answers (mesh.worker.ts, deviation-protocol.ts). */
export type WorkerReply<Done> =
  | { type: 'progress'; fraction: number }
  | ({ type: 'done' } & Done)
  | { type: 'error'; code: ViewerErrorCode; message: string };

export interface WorkerRun {
  /** Creates the worker; a throw (a content security policy, say) fails the run as `cannotStart`. */
  start: () => Worker;
  message: unknown;
  transfer?: Transferable[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
  /** The run's own words for its failures (English, for logs and support; the page shows its own). */
  words: { aborted: string; timedOut: string; cannotStart: string; failed: string };
}

export function runInWorker<Done>(run: WorkerRun): Promise<{ type: 'done' } & Done> {
  const { signal, words } = run;
  const abortError = () => new DOMException(words.aborted, 'AbortError');
  if (signal?.aborted) return Promise.reject(abortError());

  return new Promise((resolve, reject) => {
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
    const timer = setTimeout(() => fail(new ViewerLoadError('VIEWER_TIMEOUT', words.timedOut)), run.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      worker = run.start();
    } catch (error) {
      fail(new ViewerLoadError('VIEWER_LOAD_ERROR', `${words.cannotStart}: ${String(error)}`));
      return;
    }
    worker.onmessage = (event: MessageEvent<WorkerReply<Done>>) => {
      const reply = event.data;
      if (reply.type === 'progress') run.onProgress?.(reply.fraction);
      else if (reply.type === 'done') settle(() => resolve(reply));
      else fail(new ViewerLoadError(reply.code, reply.message));
    };
    worker.onerror = (event) => fail(new ViewerLoadError('VIEWER_LOAD_ERROR', event.message || words.failed));
    worker.onmessageerror = () => fail(new ViewerLoadError('VIEWER_LOAD_ERROR', `${words.failed} (an unreadable message)`));
    worker.postMessage(run.message, run.transfer ?? []);
  });
}
