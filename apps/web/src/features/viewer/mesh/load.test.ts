import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMesh, ViewerLoadError } from './load.ts';

// jsdom has no Worker. The real mesh.worker.ts runs here instead, on a stand-in for the worker's
// global scope, and a fake Worker carries the messages both ways asynchronously, as a browser would.
type Listener = (event: { data: unknown }) => void;
let answering: FakeWorker | undefined;
const workerScope = {
  // Vite rewrites the worker's URL against `self.location`.
  location: globalThis.location,
  listener: undefined as Listener | undefined,
  addEventListener(_type: 'message', listener: Listener) {
    this.listener = listener;
  },
  postMessage(data: unknown) {
    answering?.reply(data);
  },
};

class FakeWorker {
  static created: FakeWorker[] = [];
  /** A worker that never answers, as one stuck on a huge file. */
  static silent = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  transferred: Transferable[] = [];
  readonly url: URL;
  readonly options: WorkerOptions;
  constructor(url: URL, options: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakeWorker.created.push(this);
  }
  postMessage(data: unknown, transfer: Transferable[] = []) {
    this.transferred = transfer;
    if (FakeWorker.silent) return;
    setTimeout(() => this.runWorker(data));
  }
  private runWorker(data: unknown) {
    // The worker answers after reading the file, later; the tests never run two at once.
    answering = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the scope answers the worker it runs
    workerScope.listener?.({ data });
  }
  reply(data: unknown) {
    // A terminated worker's pending messages are dropped.
    setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent));
  }
  terminate() {
    this.terminated = true;
  }
}

const triangleObj = (name = 'tooth.OBJ') => new File(['v 0 0 0\nv 10 0 0\nv 0 10 0\nf 1 2 3\n'], name);

describe('loading a mesh file for the viewer', () => {
  beforeAll(async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('self', workerScope);
    await import('./mesh.worker.ts');
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    FakeWorker.created = [];
    FakeWorker.silent = false;
  });

  it('reads and parses a File in a module worker, never reading its bytes on the page, and ends the worker', async () => {
    const file = triangleObj();
    const readOnPage = vi.spyOn(file, 'arrayBuffer');
    const mesh = await loadMesh(file);
    expect(mesh.triangleCount).toBe(1);
    expect(mesh.bounds).toEqual({ min: [0, 0, 0], max: [10, 10, 0] });
    const [worker] = FakeWorker.created;
    expect(worker?.url.pathname).toMatch(/mesh\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    // The worker reads the file (here, the same object, since the stand-in worker shares the page).
    expect(readOnPage).toHaveBeenCalledTimes(1);
    expect(worker?.transferred).toEqual([]);
    expect(worker?.terminated).toBe(true);
  });

  it('moves given bytes to the worker rather than copying them', async () => {
    const buffer = await triangleObj().arrayBuffer();
    const mesh = await loadMesh({ name: 'tooth.obj', buffer });
    expect(mesh.triangleCount).toBe(1);
    expect(FakeWorker.created[0]?.transferred).toEqual([buffer]);
  });

  it('reports progress from 0 to 1, the worker\'s start as the first tenth', async () => {
    const fractions: number[] = [];
    await loadMesh({ name: 'tooth.obj', buffer: await triangleObj().arrayBuffer() }, { onProgress: (f) => fractions.push(f) });
    expect(fractions.slice(0, 2)).toEqual([0, 0.1]);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('refuses a file that is not STL, PLY or OBJ without starting a worker', async () => {
    await expect(loadMesh(triangleObj('photo.png'))).rejects.toMatchObject({ name: 'ViewerLoadError', code: 'VIEWER_LOAD_ERROR' });
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('gives VIEWER_LOAD_ERROR with the parser\'s reason for a file that does not parse, and ends the worker', async () => {
    const broken = new File(['v 0 0 0\nf 1 2 3\n'], 'broken.obj');
    const error: unknown = await loadMesh(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViewerLoadError);
    expect(error).toMatchObject({ code: 'VIEWER_LOAD_ERROR', message: expect.stringMatching(/vertex 2/) });
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('gives VIEWER_TIMEOUT and ends the worker when parsing takes longer than allowed', async () => {
    FakeWorker.silent = true;
    await expect(loadMesh(triangleObj(), { timeoutMs: 20 })).rejects.toMatchObject({ code: 'VIEWER_TIMEOUT' });
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('rejects with an AbortError and ends the worker when the caller aborts', async () => {
    FakeWorker.silent = true;
    const controller = new AbortController();
    const loading = loadMesh(triangleObj(), { signal: controller.signal });
    await vi.waitFor(() => expect(FakeWorker.created).toHaveLength(1));
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('starts nothing for a signal that is already aborted', async () => {
    const error: unknown = await loadMesh(triangleObj(), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(FakeWorker.created).toHaveLength(0);
  });
});
