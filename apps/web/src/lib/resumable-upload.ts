// Large files (a CAD result, up to 500 MB) sent in chunks that survive a dropped connection
// (docs/decisions/0011): the session is remembered in localStorage, so even a reloaded page resumes
// where the server got to, and a lost connection is waited out rather than failing the upload.
import { HttpTimeouts, type ErrorBody, type UploadAnswer, type UploadKind, type UploadSession } from '@dcm/shared';
import { AxiosError } from 'axios';
import { http } from './http.ts';

export interface ResumableOptions {
  /** Bytes the server has (or is being sent) out of the file's size. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting stops sending; the session stays, so the same file resumes later. */
  signal?: AbortSignal;
  /** True while the connection is lost and the upload waits to resume; false once it has. */
  onRetrying?: (retrying: boolean) => void;
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** How long a lost connection is waited out before the upload fails. */
const GIVE_UP_MS = 10 * 60_000;

/** One entry per file (and kind): the same file picked again resumes its session. */
const rememberedKey = (file: File, kind: UploadKind) => `resumableUpload:${kind}:${file.name}:${file.size}:${file.lastModified}`;

/** No answer came: the connection dropped or the call timed out (a cancel is not one). */
function isConnectionLost(error: unknown): boolean {
  return error instanceof AxiosError && !error.response && error.code !== AxiosError.ERR_CANCELED;
}

const statusOf = (error: unknown) => (error instanceof AxiosError ? error.response?.status : undefined);

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
 */
async function persist<T>(attempt: (afterLoss: boolean) => Promise<T>, options: ResumableOptions): Promise<T> {
  let lostAt: number | undefined;
  let wait = FIRST_PAUSE_MS;
  for (;;) {
    try {
      const answer = await attempt(lostAt !== undefined);
      if (lostAt !== undefined) options.onRetrying?.(false);
      return answer;
    } catch (error) {
      if (!isConnectionLost(error) || options.signal?.aborted) throw error;
      lostAt ??= Date.now();
      if (Date.now() - lostAt > GIVE_UP_MS) throw error;
      options.onRetrying?.(true);
      await pause(wait, options.signal);
      wait = Math.min(wait * 2, LONGEST_PAUSE_MS);
    }
  }
}

async function readSession(id: string, signal: AbortSignal | undefined): Promise<UploadSession> {
  const { data } = await http.get<UploadSession>(`/api/v1/uploads/${id}`, { signal });
  return data;
}

/** The session remembered for the file, if the server still has it; else a new one. */
async function openSession(file: File, kind: UploadKind, options: ResumableOptions): Promise<UploadSession> {
  const key = rememberedKey(file, kind);
  const remembered = localStorage.getItem(key);
  if (remembered) {
    try {
      return await persist(() => readSession(remembered, options.signal), options);
    } catch (error) {
      // Swept, cancelled, or another member's: start again.
      if (statusOf(error) !== 404) throw error;
      localStorage.removeItem(key);
    }
  }
  const { data } = await persist(
    () => http.post<UploadSession>('/api/v1/uploads', { name: file.name.slice(0, 200), size: file.size, kind }, { signal: options.signal }),
    options,
  );
  localStorage.setItem(key, data.id);
  return data;
}

/** Sends the chunk at `offset`; answers the server's `received` after it (on a 409, the server's own). */
async function sendChunk(session: UploadSession, file: File, offset: number, options: ResumableOptions): Promise<number> {
  const chunk = file.slice(offset, offset + session.chunkBytes);
  try {
    const { data } = await http.put<UploadSession>(`/api/v1/uploads/${session.id}`, chunk, {
      params: { offset },
      signal: options.signal,
      timeout: HttpTimeouts.uploadMs,
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: (e) => options.onProgress?.(offset + e.loaded, file.size),
    });
    return data.received;
  } catch (error) {
    const upload = error instanceof AxiosError ? (error.response?.data as ErrorBody | undefined)?.error?.details?.upload : undefined;
    if (statusOf(error) === 409 && upload) return upload.received;
    throw error;
  }
}

/**
 * Uploads `file` in chunks, resuming a session of the same file started earlier, and answers the
 * file as POST /api/v1/common/file/upload would.
 */
export async function uploadResumable(file: File, kind: UploadKind, options: ResumableOptions = {}): Promise<UploadAnswer> {
  const session = await openSession(file, kind, options);
  let received = session.received;
  options.onProgress?.(received, file.size);
  while (received < file.size) {
    const from = received;
    // After a lost connection the server may have kept the chunk or not: ask before resending.
    received = await persist(async (afterLoss) => {
      const offset = afterLoss ? (await readSession(session.id, options.signal)).received : from;
      return offset < file.size ? sendChunk(session, file, offset, options) : offset;
    }, options);
    options.onProgress?.(received, file.size);
  }
  const { data } = await persist(
    () => http.post<UploadAnswer>(`/api/v1/uploads/${session.id}/complete`, undefined, { signal: options.signal, timeout: HttpTimeouts.uploadMs }),
    options,
  );
  localStorage.removeItem(rememberedKey(file, kind));
  return data;
}
