import type { ErrorBody, UploadAnswer, UploadSession } from '@dcm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARALLEL_CHUNKS, uploadResumable } from './resumable-upload.ts';
import { answeredError, canceledError, networkError } from './http.test-support.ts';
import type * as Http from './http.ts';
import type { HttpError } from './http.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('./http.ts', async (original) => ({ ...(await original<typeof Http>()), http }));

const file = new File(['0123456789'], 'crown.stl', { lastModified: 1 });
const session = (received: number): UploadSession => ({ id: 'session-1', name: 'crown.stl', size: 10, received, chunkBytes: 4, kind: 'cad' });
const answer: UploadAnswer = { id: 'file-1', name: 'crown.stl', size: 10, mime: 'model/stl', url: '/api/v1/common/file/file-1', nameFlag: false };

function serverError(): HttpError {
  return answeredError(500, { error: { code: 'INTERNAL', message: '' } });
}
function conflict(received: number): HttpError {
  const data: ErrorBody = { error: { code: 'UPLOAD_OFFSET_MISMATCH', message: '', details: { upload: session(received) } } };
  return answeredError(409, data);
}

/** The offsets of the chunks PUT, in order. */
const offsetsSent = () => http.put.mock.calls.map((call) => (call[2] as { params: { offset: number } }).params.offset);

beforeEach(() => {
  localStorage.clear();
  http.get.mockReset();
  http.put.mockReset();
  http.post.mockReset();
  http.post.mockImplementation(async (url: string) => ({ data: url.endsWith('/complete') ? answer : session(0) }));
});
afterEach(() => vi.useRealTimers());

describe('resumable uploads', () => {
  it('sends the file in chunks of the session’s size and completes it', async () => {
    http.put.mockImplementation(async (_url: string, chunk: Blob, config: { params: { offset: number } }) => ({ data: session(config.params.offset + chunk.size) }));
    const progress = vi.fn();
    await expect(uploadResumable(file, 'cad', { onProgress: progress })).resolves.toEqual(answer);
    expect(offsetsSent()).toEqual([0, 4, 8]);
    expect(progress).toHaveBeenLastCalledWith(10, 10);
    expect(localStorage.length).toBe(0);
  });

  it('after a network error, asks the server what it received and resumes from there', async () => {
    vi.useFakeTimers();
    http.put
      .mockResolvedValueOnce({ data: session(4) })
      // The chunk at 4 reached the server, but its answer was lost.
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ data: session(10) });
    http.get.mockResolvedValueOnce({ data: session(8) });
    const retrying = vi.fn();
    const done = uploadResumable(file, 'cad', { onRetrying: retrying });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual(answer);
    expect(offsetsSent()).toEqual([0, 4, 8]);
    expect(http.get).toHaveBeenCalledWith('/api/v1/uploads/session-1', expect.anything());
    expect(retrying.mock.calls).toEqual([[true], [false]]);
  });

  it('resumes at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    http.put.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ data: session(4) }).mockResolvedValueOnce({ data: session(8) }).mockResolvedValueOnce({ data: session(10) });
    http.get.mockResolvedValueOnce({ data: session(0) });
    const done = uploadResumable(file, 'cad');
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(done).resolves.toEqual(answer);
  });

  it('a 409 on the offset resumes from the server’s received', async () => {
    http.put.mockRejectedValueOnce(conflict(8)).mockResolvedValueOnce({ data: session(10) });
    await expect(uploadResumable(file, 'cad')).resolves.toEqual(answer);
    expect(offsetsSent()).toEqual([0, 8]);
  });

  it('a file picked again resumes the session remembered for it', async () => {
    http.put.mockRejectedValueOnce(canceledError());
    await expect(uploadResumable(file, 'cad')).rejects.toThrow();
    http.get.mockResolvedValueOnce({ data: session(4) });
    http.put.mockResolvedValueOnce({ data: session(8) }).mockResolvedValueOnce({ data: session(10) });
    await expect(uploadResumable(file, 'cad')).resolves.toEqual(answer);
    expect(offsetsSent()).toEqual([0, 4, 8]);
    expect(http.post.mock.calls.filter(([url]) => url === '/api/v1/uploads')).toHaveLength(1);
  });

  describe('chunks in parallel', () => {
    const manyChunks = new File(['0123456789abcdefghij'], 'bridge.stl', { lastModified: 2 });
    const manySession = (received: number): UploadSession => ({ ...session(received), size: 20, chunkBytes: 2 });

    /** The offsets of the chunks PUT, in order of offset. */
    const offsetsInOrder = () => [...new Set(offsetsSent())].sort((a, b) => a - b);
    const everyOffset = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18];

    beforeEach(() => {
      http.post.mockImplementation(async (url: string) => ({ data: url.endsWith('/complete') ? answer : manySession(0) }));
    });

    it('sends the first chunk alone, then the others a few at a time, never more', async () => {
      let inFlight = 0;
      let most = 0;
      let firstAnswered = false;
      const besideTheFirst: number[] = [];
      http.put.mockImplementation(async (_url: string, chunk: Blob, config: { params: { offset: number } }) => {
        if (!firstAnswered && config.params.offset !== 0) besideTheFirst.push(config.params.offset);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        if (config.params.offset === 0) firstAnswered = true;
        return { data: manySession(config.params.offset + chunk.size) };
      });
      await expect(uploadResumable(manyChunks, 'cad')).resolves.toEqual(answer);
      // The server checks the file's type on the first chunk before any other is sent.
      expect(besideTheFirst).toEqual([]);
      expect(most).toBe(PARALLEL_CHUNKS);
      expect(offsetsInOrder()).toEqual(everyOffset);
    });

    it('a chunk that fails for good stops the others and fails the upload, its session kept to resume', async () => {
      http.put.mockImplementation((_url: string, chunk: Blob, config: { params: { offset: number }; signal: AbortSignal }) => {
        if (config.params.offset === 0) return Promise.resolve({ data: manySession(2) });
        if (config.params.offset === 4) return Promise.reject(serverError());
        // The others hang until cancelled.
        return new Promise((_resolve, reject) => config.signal.addEventListener('abort', () => reject(canceledError())));
      });
      await expect(uploadResumable(manyChunks, 'cad')).rejects.toMatchObject({ status: 500 });
      expect(http.put.mock.calls.every(([, , config]) => (config as { signal: AbortSignal }).signal.aborted)).toBe(true);
      expect(http.post).not.toHaveBeenCalledWith('/api/v1/uploads/session-1/complete', undefined, expect.anything());
      expect(localStorage.length).toBe(1);
    });

    it('after a lost connection, sends one chunk at a time', async () => {
      vi.useFakeTimers();
      let inFlight = 0;
      let mostAfterLoss = 0;
      let lostAt: number | undefined;
      http.put.mockImplementation(async (_url: string, chunk: Blob, config: { params: { offset: number } }) => {
        if (config.params.offset === 2 && lostAt === undefined) {
          lostAt = Date.now();
          throw networkError();
        }
        inFlight += 1;
        // The chunks already on the wire when the connection was lost finish as they were.
        if (lostAt !== undefined && Date.now() > lostAt) mostAfterLoss = Math.max(mostAfterLoss, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight -= 1;
        return { data: manySession(config.params.offset + chunk.size) };
      });
      http.get.mockResolvedValue({ data: manySession(2) });
      const done = uploadResumable(manyChunks, 'cad');
      await vi.advanceTimersByTimeAsync(5000);
      await expect(done).resolves.toEqual(answer);
      expect(mostAfterLoss).toBe(1);
      expect(offsetsInOrder()).toEqual(everyOffset);
    });
  });
});
