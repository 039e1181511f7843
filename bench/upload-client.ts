// The browser's side of bench/uploads.ts, a process of its own as a browser is: each message names a
// file to upload as apps/web/src/lib/resumable-upload.ts uploads one (a session; the first chunk
// alone, type-checked; the others PARALLEL_CHUNKS at a time; complete), with Node's fetch, each chunk
// a slice of the file as a Blob, as the browser's File.slice. Answers the upload's answer and the
// seconds it took. Forked by bench/uploads.ts; it ends with the bench.
import fs from 'node:fs';
import type { UploadAnswer, UploadSession } from '@dcm/shared';

/** The browser's limit of chunks in flight (PARALLEL_CHUNKS of apps/web/src/lib/resumable-upload.ts). */
const PARALLEL_CHUNKS = 4;

export interface UploadJob {
  appUrl: string;
  token: string;
  file: string;
  name: string;
}

export type UploadDone = { answer: UploadAnswer; seconds: number } | { error: string };

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload({ appUrl, token, name }: UploadJob, file: Blob): Promise<UploadAnswer> {
  const auth = { authorization: `Bearer ${token}` };
  const session = await call<UploadSession>(`${appUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name, size: file.size, kind: 'cad' }),
  });
  const put = (offset: number) =>
    call<UploadSession>(`${appUrl}/api/v1/uploads/${session.id}?offset=${offset}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: file.slice(offset, offset + session.chunkBytes),
    });
  await put(0);
  let next = session.chunkBytes;
  const sendChunks = async () => {
    for (let offset = next; offset < file.size; offset = next) {
      next += session.chunkBytes;
      await put(offset);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CHUNKS }, sendChunks));
  return call<UploadAnswer>(`${appUrl}/api/v1/uploads/${session.id}/complete`, { method: 'POST', headers: auth });
}

process.on('message', async (job: UploadJob) => {
  let done: UploadDone;
  try {
    const file = await fs.openAsBlob(job.file);
    const started = performance.now();
    const answer = await upload(job, file);
    done = { answer, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    done = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(done);
});
// The bench ended (or crashed): so does its browser.
process.on('disconnect', () => process.exit());
