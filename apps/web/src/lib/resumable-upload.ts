// Large files (a CAD result, up to 500 MB) sent in chunks that survive a dropped connection
// (docs/decisions/0011): the session is remembered in localStorage, so even a reloaded page resumes
// where the server got to, and a lost connection is waited out rather than failing the upload. The
// chunks go a few at a time (decision 0036): one connection alone leaves the link idle between them.
import { HttpTimeouts, type ErrorBody, type UploadAnswer, type UploadKind, type UploadSession } from '@dcm/shared';
import { http, HttpError } from './http.ts';

export interface ResumableOptions {
  /** Bytes the server has (or is being sent) out of the file's size. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting stops sending; the session stays, so the same file resumes later. */
  signal?: AbortSignal;
  /** True while the connection is lost and the upload waits to resume; false once it has. */
  onRetrying?: (retrying: boolean) => void;
}

/**
 * Chunks on the wire at once. Few enough that each still gets a good share of a slow link, within
 * the browser's six connections per host; after a lost connection, one at a time (`lanes`).
 */
export const PARALLEL_CHUNKS = 4;

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** How long a lost connection is waited out before the upload fails. */
const GIVE_UP_MS = 10 * 60_000;

/** One entry per file (and kind): the same file picked again resumes its session. */
const rememberedKey = (file: File, kind: UploadKind) => `resumableUpload:${kind}:${file.name}:${file.size}:${file.lastModified}`;

/** No answer came: the connection dropped or the call timed out (a cancel is not one). */
function isConnectionLost(error: unknown): boolean {
  return error instanceof HttpError && error.network;
}

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** Waits `ms`, or less when the browser says it is back online; rejects when aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', resume);
      signal?.removeEventListener('abort', abort);
    };
    const resume = () => {
      stop();
      resolve();
    };
    const abort = () => {
      stop();
      reject(signal?.reason);
    };
    const timer = setTimeout(resume, ms);
    window.addEventListener('online', resume);
    signal?.addEventListener('abort', abort);
  });
}

/**
 * Runs `attempt` until it answers, waiting out a lost connection with pauses of 1, 2, 4, … s (at
 * most 30 s) for up to GIVE_UP_MS; `attempt` is told whether it follows a lost connection.
 * `retrying(true)` when a connection is lost, `retrying(false)` once an attempt got through again.
 */
async function persist<T>(attempt: (afterLoss: boolean) => Promise<T>, signal: AbortSignal | undefined, retrying: (retrying: boolean) => void): Promise<T> {
  let lostAt: number | undefined;
  let wait = FIRST_PAUSE_MS;
  for (;;) {
    try {
      const answer = await attempt(lostAt !== undefined);
      if (lostAt !== undefined) retrying(false);
      return answer;
    } catch (error) {
      if (!isConnectionLost(error) || signal?.aborted) throw error;
      if (lostAt === undefined) retrying(true);
      lostAt ??= Date.now();
      if (Date.now() - lostAt > GIVE_UP_MS) throw error;
      await pause(wait, signal);
      wait = Math.min(wait * 2, LONGEST_PAUSE_MS);
    }
  }
}

/**
 * Who may send: at most `width` chunks at once, and one once a connection was lost, so a slow or
 * unsteady link gives each chunk all it has (a chunk must arrive within HttpTimeouts.uploadMs).
 */
function lanes(width: number) {
  let open = width;
  let busy = 0;
  const waiting: Array<() => void> = [];
  const admit = () => {
    while (busy < open && waiting.length > 0) {
      busy += 1;
      waiting.shift()!();
    }
  };
  return {
    enter: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        admit();
      }),
    leave() {
      busy -= 1;
      admit();
    },
    narrow() {
      open = 1;
    },
  };
}

async function readSession(id: string, signal: AbortSignal | undefined): Promise<UploadSession> {
  const { data } = await http.get<UploadSession>(`/api/v1/uploads/${id}`, { signal });
  return data;
}

/** The session remembered for the file, if the server still has it; else a new one. */
async function openSession(file: File, kind: UploadKind, options: ResumableOptions): Promise<UploadSession> {
  const key = rememberedKey(file, kind);
  const remembered = localStorage.getItem(key);
  const retrying = (r: boolean) => options.onRetrying?.(r);
  if (remembered) {
    try {
      return await persist(() => readSession(remembered, options.signal), options.signal, retrying);
    } catch (error) {
      // Swept, cancelled, or another member's: start again.
      if (statusOf(error) !== 404) throw error;
      localStorage.removeItem(key);
    }
  }
  const { data } = await persist(
    () => http.post<UploadSession>('/api/v1/uploads', { name: file.name.slice(0, 200), size: file.size, kind }, { signal: options.signal }),
    options.signal,
    retrying,
  );
  localStorage.setItem(key, data.id);
  return data;
}

/**
 * Sends the chunk at `offset`; answers the server's `received` after it. A 409 past `offset` says the
 * server counted the chunk already: its `received` is the answer.
 */
async function sendChunk(session: UploadSession, file: File, offset: number, signal: AbortSignal, onSent: (bytes: number) => void): Promise<number> {
  const chunk = file.slice(offset, offset + session.chunkBytes);
  try {
    const { data } = await http.put<UploadSession>(`/api/v1/uploads/${session.id}`, chunk, {
      params: { offset },
      signal,
      timeout: HttpTimeouts.uploadMs,
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: (e) => onSent(e.loaded),
    });
    return data.received;
  } catch (error) {
    const upload = error instanceof HttpError ? (error.body as ErrorBody | undefined)?.error?.details?.upload : undefined;
    if (statusOf(error) === 409 && upload && upload.received > offset) return upload.received;
    throw error;
  }
}

/** Tells `onRetrying` true while any call waits out a lost connection, and false once none does. */
function retryingOf(options: ResumableOptions): (retrying: boolean) => void {
  let waiting = 0;
  return (retrying) => {
    waiting += retrying ? 1 : -1;
    if (waiting === (retrying ? 1 : 0)) options.onRetrying?.(retrying);
  };
}

/**
 * Uploads `file` in chunks, resuming a session of the same file started earlier, and answers the
 * file as POST /api/v1/common/file/upload would. The first chunk goes alone: the server checks the
 * file's type on it, and a refused type ends the upload before more is sent. The others go
 * PARALLEL_CHUNKS at a time; a chunk that fails for good stops the rest.
 */
export async function uploadResumable(file: File, kind: UploadKind, options: ResumableOptions = {}): Promise<UploadAnswer> {
  const session = await openSession(file, kind, options);
  const stop = new AbortController();
  const abort = () => stop.abort(options.signal?.reason);
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort);
  const signal = stop.signal;
  const retrying = retryingOf(options);
  const wire = lanes(PARALLEL_CHUNKS);

  // Progress: the bytes the server has, and those of the chunks on their way.
  let kept = session.received;
  const sending = new Map<number, number>();
  const report = () => options.onProgress?.(Math.min(file.size, kept + [...sending.values()].reduce((a, b) => a + b, 0)), file.size);

  let next = session.received;
  const take = () => {
    if (next >= file.size) return undefined;
    const offset = next;
    next += session.chunkBytes;
    return offset;
  };
  const deliver = async (offset: number) => {
    const received = await persist(
      async (afterLoss) => {
        // After a lost connection the server may have kept the chunk or not: ask before resending.
        if (afterLoss) {
          const where = (await readSession(session.id, signal)).received;
          if (where > offset) return where;
        }
        await wire.enter();
        try {
          return await sendChunk(session, file, offset, signal, (bytes) => {
            sending.set(offset, bytes);
            report();
          });
        } catch (error) {
          if (isConnectionLost(error)) wire.narrow();
          throw error;
        } finally {
          wire.leave();
          sending.delete(offset);
        }
      },
      signal,
      retrying,
    );
    kept += Math.min(session.chunkBytes, file.size - offset);
    // The server has more than this chunk (another tab's, a 409's): those need not be sent.
    if (received > next) {
      kept += received - next;
      next = received;
    }
    report();
  };
  const send = async () => {
    for (let offset = take(); offset !== undefined; offset = take()) await deliver(offset);
  };

  try {
    report();
    const first = session.received === 0 ? take() : undefined;
    if (first !== undefined) await deliver(first);
    await Promise.all(
      Array.from({ length: PARALLEL_CHUNKS }, () =>
        send().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
    const { data } = await persist(
      () => http.post<UploadAnswer>(`/api/v1/uploads/${session.id}/complete`, undefined, { signal, timeout: HttpTimeouts.uploadMs }),
      signal,
      retrying,
    );
    options.onProgress?.(file.size, file.size);
    localStorage.removeItem(rememberedKey(file, kind));
    return data;
  } finally {
    options.signal?.removeEventListener('abort', abort);
  }
}
