// Uploaded files: checked by their bytes (magic numbers), not their names, and streamed to the
// Storage. Owns the `files` table. Other modules name a file by its id.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode, FileLimits, type UploadedFile } from '@dcm/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';

/** What the generic upload accepts: images (SPEC §5) and PDF documents (licences, certificates). */
const accepted: Record<string, { maxBytes: number }> = {
  'image/jpeg': { maxBytes: FileLimits.imageMaxBytes },
  'image/png': { maxBytes: FileLimits.imageMaxBytes },
  'image/gif': { maxBytes: FileLimits.imageMaxBytes },
  'application/pdf': { maxBytes: FileLimits.imageMaxBytes },
};
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(accepted).map((a) => a.maxBytes));

const SNIFF_BYTES = 4100;

/** Reads the first bytes for the type check; `whole` then streams the entire file, head included. */
async function sniff(stream: Readable): Promise<{ head: Buffer; whole: Readable; discard: () => Promise<void> }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    while (!ended) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  // A rejected upload must still be read to its end, or the multipart request never finishes.
  const discard = async () => {
    while (!ended && !(await it.next()).done);
  };
  return { head, whole: Readable.from(rest()), discard };
}

/** Passes bytes through up to `max`, counting them. A generator, not a piped Transform: it reads only
 * when the Storage pulls, so no byte flows (or fails) before the Storage is listening. */
async function* limitBytes(source: AsyncIterable<Buffer>, max: number, onBytes: (seen: number) => void, onTooLarge: () => void): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > max) {
      onTooLarge();
      throw new AppError(ErrorCode.FileSizeExceeded, 413);
    }
    onBytes(seen);
    yield chunk;
  }
}

export async function storeUpload(
  deps: { db: Db; storage: Storage },
  upload: { filename: string; stream: Readable; ownerNo: number | null },
): Promise<UploadedFile> {
  const { head, whole, discard } = await sniff(upload.stream);
  const type = await fileTypeFromBuffer(head);
  const rule = type ? accepted[type.mime] : undefined;
  if (!type || !rule) {
    await discard();
    throw new AppError(ErrorCode.FileTypeNotSupported, 415);
  }
  const id = crypto.randomUUID();
  const storageKey = `uploads/${id.slice(0, 2)}/${id}`;
  let size = 0;
  let tooLarge = false;
  const counted = Readable.from(
    limitBytes(
      whole,
      rule.maxBytes,
      (seen) => (size = seen),
      () => (tooLarge = true),
    ),
  );
  try {
    await deps.storage.put(storageKey, counted);
  } catch (error) {
    await deps.storage.remove(storageKey);
    if (tooLarge) throw new AppError(ErrorCode.FileSizeExceeded, 413);
    throw error;
  }
  const name = upload.filename.slice(0, 200);
  await deps.db.insert(files).values({ id, ownerNo: upload.ownerNo, name, mime: type.mime, size, storageKey });
  return { id, name, size, mime: type.mime, url: `/api/v1/common/file/${id}` };
}
